import 'server-only';
import type { NextRequest } from 'next/server';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import { checkoutConfig } from '@/lib/checkout/config';
import { createCheckoutLimiter } from '@/lib/checkout/limits';
import { PayPalError } from '@/lib/checkout/paypal/client';
import { clientSource } from '@/lib/config/site';
import { clientOf } from '@/lib/http/client-address';
import { LATE, redisBudget } from '@/lib/http/deadline';
import { limitedAnswer } from '@/lib/http/rate-limits';
import { jsonAnswer } from '@/lib/http/request-guards';

// What the checkout's endpoints answer alike: one limiter for all of them, per
// client and overall; a failure in our words; PayPal's errors logged and named.

const limiter = createCheckoutLimiter(checkoutConfig?.redisUrl ?? null);

export type Limited = 'quote' | 'orders' | 'capture' | 'review';

export async function limit(
  name: Limited,
  request: NextRequest,
  options?: { overall: boolean },
): Promise<Response | null> {
  // Every endpoint asks here first, before PayPal: a silent Redis gets the
  // request's budget, then the buyer hears that nothing was charged.
  const verdict = await redisBudget('checkout').within(
    limiter.consume(name, clientOf(request.headers, clientSource), options),
  );
  if (verdict === LATE) return failure(503, 'busy');
  return verdict.ok ? null : limitedAnswer(verdict.retryAfterS);
}

/** A failure as the browser reads it: the outcome and our words for it. */
export function failure(
  status: number,
  outcome: keyof typeof CHECKOUT_MESSAGES,
  headers?: HeadersInit,
) {
  const response = jsonAnswer(status, { failure: outcome, message: CHECKOUT_MESSAGES[outcome] });
  for (const [name, value] of new Headers(headers)) response.headers.append(name, value);
  return response;
}

/** Logs what went wrong and returns its failure kind; anything but PayPal's own error counts as PayPal unavailable. */
export const logFailure = (error: unknown) => {
  console.error(`[checkout] ${error instanceof Error ? error.message : String(error)}`);
  return error instanceof PayPalError ? error.failure : 'unavailable';
};
