import * as z from 'zod/mini';
import { CHECKOUT_LABELS } from '@/content/premium';
import { REQUEST_MESSAGES } from '@/content/premium-answers';
import { ACCOUNT_EMAIL_MAX_CHARS } from '@/lib/checkout/order-fields';
import { PLAN_IDS } from '@/lib/checkout/plans';
import { normalizePromoCode, PROMO_CODE_MAX_CHARS } from '@/lib/checkout/promo-codes';
import { canonicalEmail } from '@/lib/core/form-schema';

// The checkout form's rules, the one place they are written: the island on
// /premium checks `Weiter zur Zahlung` with them (react-hook-form's zod
// resolver, loaded with the form's first touch), and the order endpoint checks
// what arrives with the same fields, with the same German messages. Amounts and
// currencies the browser may add are dropped: the server prices the plan itself.

/** A checkout attempt's id, from the browser's crypto.randomUUID(). */
const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An empty or blank code is none; a longer one is not ours. */
const promoCode = z.pipe(
  z.nullish(
    z
      .string({ error: REQUEST_MESSAGES.code })
      .check(z.maxLength(PROMO_CODE_MAX_CHARS, REQUEST_MESSAGES.code)),
  ),
  z.transform((value) => (value?.trim() ? value : null)),
);

/**
 * The form's fields, in the order their messages take precedence at the
 * endpoint, which tells only the first problem.
 */
const checkoutFields = {
  plan: z.enum(PLAN_IDS, { error: REQUEST_MESSAGES.plan }),
  code: promoCode,
  // The account's address as the product server and the confirmation's mail get it.
  email: z.pipe(
    z
      .string({ error: REQUEST_MESSAGES.email })
      .check(z.trim(), z.maxLength(ACCOUNT_EMAIL_MAX_CHARS, REQUEST_MESSAGES.email)),
    canonicalEmail(REQUEST_MESSAGES.email),
  ),
};

/**
 * The checkout form as the island checks it. `redeemed` is the code the
 * server priced (null for none): only that code is sent with an order, so the
 * price shown is the price charged, and a code typed but not redeemed is refused.
 */
export const checkoutFormSchema = (redeemed: string | null) =>
  z.object(checkoutFields).check(
    z.refine(
      ({ code }) => typeof code !== 'string' || normalizePromoCode(code) === redeemed,
      // Told beside a wrong address too: both fields show what is wrong at once.
      { message: CHECKOUT_LABELS.codeNotRedeemed, path: ['code'], when: () => true },
    ),
  );

/** What the checkout form sends, checked. */
export type CheckoutChoice = z.output<ReturnType<typeof checkoutFormSchema>>;

/** `{ plan, code, email, checkoutId }` of an order: the form's fields and the attempt's id. */
export const orderRequestSchema = z.object(
  {
    ...checkoutFields,
    checkoutId: z
      .string({ error: REQUEST_MESSAGES.malformed })
      .check(z.regex(CHECKOUT_ID, REQUEST_MESSAGES.malformed)),
  },
  { error: REQUEST_MESSAGES.malformed },
);

/** `{ code }` of a redemption; anything else about prices is not ours to read. */
export const quoteRequestSchema = z.object(
  { code: promoCode },
  { error: REQUEST_MESSAGES.malformed },
);
