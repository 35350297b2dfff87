import { z } from 'zod';
import { REQUEST_MESSAGES } from '@/content/premium';
import { ACCOUNT_EMAIL_MAX_CHARS } from '@/lib/checkout/order-fields';
import { PLAN_IDS, type PlanId } from '@/lib/checkout/plans';
import { PROMO_CODE_MAX_CHARS } from '@/lib/checkout/promo-codes';
import { canonicalEmailAddress } from '@/lib/core/email-address';

// What the checkout endpoints accept. Amounts and currencies the browser may
// add are dropped: the server prices the plan itself.

/** A checkout attempt's id, from the browser's crypto.randomUUID(). */
const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An empty or blank code is none; a longer one is not ours. */
const promoCode = z
  .string({ error: REQUEST_MESSAGES.code })
  .max(PROMO_CODE_MAX_CHARS, { error: REQUEST_MESSAGES.code })
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

const quoteRequest = z.object({ code: promoCode }, { error: REQUEST_MESSAGES.malformed });

// The fields in the order their messages take precedence: the first problem is the one told.
const orderRequest = z.object(
  {
    plan: z.enum(PLAN_IDS, { error: REQUEST_MESSAGES.plan }),
    code: promoCode,
    email: z
      .string({ error: REQUEST_MESSAGES.email })
      .trim()
      .max(ACCOUNT_EMAIL_MAX_CHARS, { error: REQUEST_MESSAGES.email })
      // The account's address as the product server and the confirmation's mail get it.
      .transform((typed, context) => {
        const address = canonicalEmailAddress(typed);
        if (!address) context.addIssue({ code: 'custom', message: REQUEST_MESSAGES.email });
        return address ?? z.NEVER;
      }),
    checkoutId: z.string({ error: REQUEST_MESSAGES.malformed }).regex(CHECKOUT_ID, {
      error: REQUEST_MESSAGES.malformed,
    }),
  },
  { error: REQUEST_MESSAGES.malformed },
);

export type OrderRequest = {
  planId: PlanId;
  promoCode: string | null;
  accountEmail: string;
  checkoutId: string;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parsed<S extends z.ZodType, T>(
  schema: S,
  body: unknown,
  value: (data: z.output<S>) => T,
): Parsed<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: value(result.data) };
  return { ok: false, message: result.error.issues[0]?.message ?? REQUEST_MESSAGES.malformed };
}

/** `{ code }` of a redemption; anything else about prices is not ours to read. */
export const parseQuoteRequest = (body: unknown): Parsed<{ promoCode: string | null }> =>
  parsed(quoteRequest, body, (data) => ({ promoCode: data.code }));

/** `{ plan, code, email, checkoutId }` of an order. */
export const parseOrderRequest = (body: unknown): Parsed<OrderRequest> =>
  parsed(orderRequest, body, (data) => ({
    planId: data.plan,
    promoCode: data.code,
    accountEmail: data.email,
    checkoutId: data.checkoutId,
  }));
