// What the order form and the order endpoint both know of the fields, without
// the endpoint's schema (zod stays out of the browser's bundle).

/**
 * The account e-mail travels encrypted in the order's reference, which PayPal
 * caps at 256 characters (lib/checkout/terms.ts); real addresses are far shorter.
 */
export const ACCOUNT_EMAIL_MAX_CHARS = 100;
