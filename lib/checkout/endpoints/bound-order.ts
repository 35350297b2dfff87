import 'server-only';
import type { NextRequest } from 'next/server';
import { PLAN_WORDS, paymentMethodLabel } from '@/content/premium';
import type { SaleCheck } from '@/lib/checkout/account-sales';
import { browserCookieHeader, browserCookieName } from '@/lib/checkout/browser-secret';
import { checkoutConfig, type CheckoutConfig } from '@/lib/checkout/config';
import { failure, limit, type Limited } from '@/lib/checkout/endpoints/answers';
import { recordSale } from '@/lib/checkout/endpoints/sale-check';
import { confirmationOf, fulfil } from '@/lib/checkout/fulfil';
import { formatMinor } from '@/lib/checkout/money';
import {
  ORDER_COOKIE,
  orderCookieHeader,
  readOrderCookie,
  type OrderBinding,
} from '@/lib/checkout/order-cookie';
import { capturedAsSigned, getOrder, type OrderState } from '@/lib/checkout/paypal/orders';
import { planById } from '@/lib/checkout/plans';
import { purchaseOf, type Purchase } from '@/lib/checkout/purchase';
import { ORDER_NUMBER } from '@/lib/core/order-reference';
import { formatDate } from '@/lib/core/site-time';
import { jsonAnswer } from '@/lib/http/request-guards';
import { reportToSentry } from '@/lib/monitoring/report-server-error';

// An order belongs to the browser that created it: a cookie names it, signed
// with that browser's secret (lib/checkout/order-cookie.ts). What the
// endpoints share that create, read and capture an order: the binding, the
// bound order, and the answer for a captured one.

/** The browser's secret from its cookie (lib/checkout/browser-secret.ts). */
export const browserOf = (request: NextRequest, config: CheckoutConfig) =>
  request.cookies.get(browserCookieName(config.secureCookie))?.value;

/** The order this browser's cookie names, if its signature holds. */
export function bindingOf(request: NextRequest, config: CheckoutConfig): OrderBinding | null {
  return readOrderCookie(
    request.cookies.get(ORDER_COOKIE)?.value,
    browserOf(request, config),
    config.keys,
  );
}

/** The order's cookie, and the browser's, which lives as long as the order can be finished. */
export function withBinding(
  response: Response,
  binding: OrderBinding,
  browser: string,
  config: CheckoutConfig,
) {
  response.headers.append('Set-Cookie', browserCookieHeader(browser, config.secureCookie));
  response.headers.append(
    'Set-Cookie',
    orderCookieHeader(binding, browser, config.keys, config.secureCookie),
  );
  return response;
}

/** The order of this browser's cookie, or the 404 a stranger gets. */
export async function boundOrder(
  request: NextRequest,
  params: Promise<{ id: string }>,
  name: Limited,
): Promise<
  | { ok: true; config: CheckoutConfig; binding: OrderBinding; browser: string }
  | { ok: false; response: Response }
> {
  const config = checkoutConfig;
  if (!config) return { ok: false, response: failure(503, 'off') };
  // Only the browser that holds the order's cookie spends its budget: a
  // stranger's guesses cost an HMAC, never a call to PayPal or a buyer's limit.
  const { id } = await params;
  const binding = bindingOf(request, config);
  if (!ORDER_NUMBER.test(id) || binding?.orderId !== id) {
    return { ok: false, response: failure(404, 'unknown') };
  }
  // An order whose confirmation is on its way is complete: reading or
  // capturing it again asks PayPal for what it already has, and costs nobody
  // else's share of the overall window.
  const limited = await limit(name, request, { overall: !binding.confirmationQueued });
  if (limited) return { ok: false, response: limited };
  return { ok: true, config, binding, browser: browserOf(request, config)! };
}

/** PayPal's order with the terms we signed. */
export type SignedOrder = OrderState & { terms: NonNullable<OrderState['terms']> };

/** PayPal's order with our signed terms, or the 409 for an order we did not sign. */
export async function signedOrder(
  config: CheckoutConfig,
  orderId: string,
): Promise<SignedOrder | Response> {
  const state = await getOrder(config.paypal, orderId, config.keys);
  return state.terms ? (state as SignedOrder) : failure(409, 'mismatch');
}

/**
 * What the review and the confirmation show of a purchase, formatted for the
 * buyer's country; the review also what the site's sales to the account say.
 */
export function purchaseView(purchase: Purchase, state: OrderState, check?: SaleCheck | null) {
  const plan = planById(purchase.planId)!;
  const price = (minor: number) => formatMinor(minor, purchase.country);
  return {
    orderId: purchase.orderId,
    invoiceId: purchase.invoiceId,
    planId: plan.id,
    plan: PLAN_WORDS[plan.id].name,
    months: plan.months,
    termStart: formatDate(purchase.termStart),
    termEnd: formatDate(purchase.termEnd),
    listPrice: price(purchase.listPrice),
    total: price(purchase.total),
    discounted: purchase.discount > 0,
    promoCode: purchase.promoCode,
    currency: purchase.currency,
    accountEmail: purchase.accountEmail,
    payer: purchase.buyer,
    paymentMethod: paymentMethodLabel({
      card: state.fundingSource === 'card',
      cardLabel: state.fundingLabel,
      payerEmail: purchase.buyer.email,
    }),
    withdrawal: purchase.withdrawal,
    ...(check && {
      runningEnd: check.runningEnd && formatDate(check.runningEnd),
      newEnd: formatDate(check.end),
      tooLong: check.tooLong,
    }),
  };
}

/**
 * The answer for a captured order: verified against its signed terms first.
 * A capture of other terms moved money we cannot match: a person looks.
 */
export async function completedAnswer(
  state: SignedOrder,
  binding: OrderBinding,
  browser: string,
  config: CheckoutConfig,
) {
  if (!capturedAsSigned(state)) {
    await reportToSentry('checkout', 'Captured amount differs from the signed terms', {
      orderId: state.orderId,
      capture: state.capture,
    });
    return failure(409, 'review');
  }
  const purchase = purchaseOf(state, new Date());
  await recordSale(config, purchase);
  const confirmationQueued = await fulfil(config, purchase, binding.confirmationQueued);
  return withBinding(
    jsonAnswer(200, {
      status: 'completed',
      ...purchaseView(purchase, state),
      confirmation: confirmationOf(purchase).html,
    }),
    { ...binding, confirmationQueued },
    browser,
    config,
  );
}
