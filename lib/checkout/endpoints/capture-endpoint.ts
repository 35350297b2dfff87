import 'server-only';
import type { NextRequest } from 'next/server';
import { failure, logFailure } from '@/lib/checkout/endpoints/answers';
import {
  boundOrder,
  completedAnswer,
  signedOrder,
  withBinding,
  type SignedOrder,
} from '@/lib/checkout/endpoints/bound-order';
import { forgetSale, reserveSale } from '@/lib/checkout/endpoints/sale-check';
import { PayPalError } from '@/lib/checkout/paypal/client';
import { captureOrder, recordConsent } from '@/lib/checkout/paypal/orders';
import { purchaseOf } from '@/lib/checkout/purchase';
import { IMMEDIATE_START_VERSION } from '@/lib/checkout/terms';
import { readJsonPost } from '@/lib/http/request-guards';

/**
 * `Jetzt zahlungspflichtig bestellen`: the only request that captures. An EU
 * consumer must have asked for the immediate start, and the purchase must end
 * within 24 months (lib/checkout/endpoints/sale-check.ts). A decline counts in
 * the cookie, so the capture after the next approval has a request id of its own.
 */
export async function captureEndpoint(
  request: NextRequest,
  params: Promise<{ id: string }>,
): Promise<Response> {
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const bound = await boundOrder(request, params, 'capture');
  if (!bound.ok) return bound.response;
  const { config, binding, browser } = bound;
  const immediateStart = (read.value as { immediateStart?: unknown } | null)?.immediateStart;
  let state: SignedOrder;
  try {
    const found = await signedOrder(config, binding.orderId);
    if (found instanceof Response) return found;
    state = found;
  } catch (error) {
    logFailure(error);
    return failure(502, 'unconfirmed');
  }
  if (state.status === 'COMPLETED') return completedAnswer(state, binding, browser, config);
  if (state.status !== 'APPROVED') return failure(409, 'notApproved');
  const purchase = purchaseOf(state, new Date());
  if (purchase.withdrawal === 'consumer' && immediateStart !== true) {
    return failure(422, 'consent');
  }
  if (!(await reserveSale(config, purchase))) return failure(422, 'tooLong');
  let step: 'consent' | 'capture' | 'captured' = 'consent';
  try {
    // The consent is recorded in the order before any money moves (§ 356 Abs. 4 BGB).
    if (purchase.withdrawal === 'consumer' && !state.consent) {
      const at = new Date();
      state.consent = await recordConsent(
        config.paypal,
        state,
        at,
        IMMEDIATE_START_VERSION,
        config.keys,
      );
    }
    step = 'capture';
    const captured = await captureOrder(config.paypal, state, binding.declines, config.keys);
    step = 'captured';
    return await completedAnswer(
      { ...captured, terms: state.terms, consent: captured.consent ?? state.consent },
      binding,
      browser,
      config,
    );
  } catch (error) {
    const kind = logFailure(error);
    // No money moved (no capture was asked, or PayPal refused it outright): the
    // purchase no longer counts towards the account's 24 months. A timeout or a
    // 5xx of the capture may have moved money, and keeps it counted.
    const movedNothing = error instanceof PayPalError && error.movedNothing;
    if (step === 'consent' || (step === 'capture' && movedNothing)) {
      await forgetSale(config, purchase);
    }
    if (kind === 'declined') {
      return withBinding(
        failure(402, 'declined'),
        { ...binding, declines: binding.declines + 1 },
        browser,
        config,
      );
    }
    if (kind === 'mismatch') return failure(409, 'mismatch');
    return failure(kind === 'timeout' ? 504 : 502, 'unconfirmed');
  }
}
