// What the order form's markup and its schema (lib/checkout/schema.ts) both
// know of the fields: the markup takes it with the page, the schema only with
// the form's first touch.

/**
 * The account e-mail travels encrypted in the order's reference, which PayPal
 * caps at 256 characters (lib/checkout/terms.ts); real addresses are far shorter.
 */
export const ACCOUNT_EMAIL_MAX_CHARS = 100;
