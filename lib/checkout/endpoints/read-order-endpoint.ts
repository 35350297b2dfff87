import 'server-only';
import type { NextRequest } from 'next/server';
import { failure, logFailure } from '@/lib/checkout/endpoints/answers';
import {
  boundOrder,
  completedAnswer,
  purchaseView,
  signedOrder,
} from '@/lib/checkout/endpoints/bound-order';
import { saleCheckOf } from '@/lib/checkout/endpoints/sale-check';
import { purchaseOf } from '@/lib/checkout/purchase';
import { jsonAnswer } from '@/lib/http/request-guards';

/**
 * The order as PayPal has it now: after approval the review (payer and payer
 * country decide the withdrawal right, the site's sales to the account whether
 * it may be bought), after a capture the confirmation. A reload asks here
 * instead of buying again.
 */
export async function readOrderEndpoint(
  request: NextRequest,
  params: Promise<{ id: string }>,
): Promise<Response> {
  const bound = await boundOrder(request, params, 'review');
  if (!bound.ok) return bound.response;
  const { config, binding, browser } = bound;
  try {
    const state = await signedOrder(config, binding.orderId);
    if (state instanceof Response) return state;
    if (state.status === 'COMPLETED') return await completedAnswer(state, binding, browser, config);
    const status = state.status === 'APPROVED' ? 'approved' : 'created';
    const purchase = purchaseOf(state, new Date());
    const check = await saleCheckOf(config, purchase);
    return jsonAnswer(200, { status, ...purchaseView(purchase, state, check) });
  } catch (error) {
    logFailure(error);
    return failure(502, 'unconfirmed');
  }
}
