import type * as z from 'zod/mini';
import { REQUEST_MESSAGES } from '@/content/premium-answers';
import type { PlanId } from '@/lib/checkout/plans';
import { orderRequestSchema, quoteRequestSchema } from '@/lib/checkout/schema';
import { checkFields } from '@/lib/core/form-schema';

// What the checkout endpoints accept, checked with the checkout form's schema
// (lib/checkout/schema.ts): the island refuses the same fields with the same
// words before anything is sent.

export type OrderRequest = {
  planId: PlanId;
  promoCode: string | null;
  accountEmail: string;
  checkoutId: string;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function parsed<S extends z.ZodMiniType, T>(
  schema: S,
  body: unknown,
  value: (data: z.output<S>) => T,
): Parsed<T> {
  const checked = checkFields(schema, body);
  if (checked.ok) return { ok: true, value: value(checked.value) };
  // The endpoint tells only the first problem: the fields' messages come in the schema's order.
  return { ok: false, message: Object.values(checked.errors)[0] ?? REQUEST_MESSAGES.malformed };
}

/** `{ code }` of a redemption; anything else about prices is not ours to read. */
export const parseQuoteRequest = (body: unknown): Parsed<{ promoCode: string | null }> =>
  parsed(quoteRequestSchema, body, (data) => ({ promoCode: data.code }));

/** `{ plan, code, email, checkoutId }` of an order. */
export const parseOrderRequest = (body: unknown): Parsed<OrderRequest> =>
  parsed(orderRequestSchema, body, (data) => ({
    planId: data.plan,
    promoCode: data.code,
    accountEmail: data.email,
    checkoutId: data.checkoutId,
  }));
