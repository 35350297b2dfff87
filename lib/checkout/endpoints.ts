import 'server-only';
import type { NextRequest } from 'next/server';
import { CHECKOUT_MESSAGES, PROMO_MESSAGES } from '@/content/premium';
import {
  browserCookieHeader,
  browserCookieName,
  browserSecretOf,
} from '@/lib/checkout/browser-secret';
import { checkoutConfig, type CheckoutConfig } from '@/lib/checkout/config';
import { confirmationOf, fulfil } from '@/lib/checkout/fulfil';
import { createCheckoutLimiter } from '@/lib/checkout/limits';
import { formatMinor } from '@/lib/checkout/money';
import {
  ORDER_COOKIE,
  orderCookieHeader,
  readOrderCookie,
  type OrderBinding,
} from '@/lib/checkout/order-cookie';
import { parseOrderRequest, parseQuoteRequest } from '@/lib/checkout/order-request';
import { PayPalError } from '@/lib/checkout/paypal/client';
import {
  capturedAsSigned,
  captureOrder,
  createOrder,
  getOrder,
  recordConsent,
  type OrderState,
} from '@/lib/checkout/paypal/orders';
import { planById } from '@/lib/checkout/plans';
import { normalizePromoCode, checkPromoCode } from '@/lib/checkout/promo-codes';
import { purchaseOf, type Purchase } from '@/lib/checkout/purchase';
import { priceList, quoteWithCode } from '@/lib/checkout/quotes';
import { invoiceIdOf, IMMEDIATE_START_VERSION } from '@/lib/checkout/terms';
import { clientSource } from '@/lib/env';
import { clientOf } from '@/lib/http/client-address';
import { limitedAnswer } from '@/lib/http/rate-limits';
import { jsonAnswer, readJsonPost } from '@/lib/http/request-guards';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { ORDER_NUMBER } from '@/lib/order-reference';
import { countryOfRequest } from '@/lib/routing/request-country';
import { formatDate } from '@/lib/site-time';

// The checkout's endpoints; the route handlers in app/api/premium/ only call
// these. Every endpoint is rate limited per client and overall; an order is
// read, reviewed and captured only by the browser whose cookie names it.

const limiter = createCheckoutLimiter(checkoutConfig?.redisUrl ?? null);

type Limited = 'quote' | 'orders' | 'capture' | 'review';

async function limit(
  name: Limited,
  request: NextRequest,
  options?: { overall: boolean },
): Promise<Response | null> {
  const verdict = await limiter.consume(name, clientOf(request.headers, clientSource), options);
  return verdict.ok ? null : limitedAnswer(verdict.retryAfterS);
}

function failure(status: number, outcome: keyof typeof CHECKOUT_MESSAGES, headers?: HeadersInit) {
  const response = jsonAnswer(status, { failure: outcome, message: CHECKOUT_MESSAGES[outcome] });
  for (const [name, value] of new Headers(headers)) response.headers.append(name, value);
  return response;
}

const logged = (error: unknown) => {
  console.error(`[checkout] ${error instanceof Error ? error.message : String(error)}`);
  return error instanceof PayPalError ? error.failure : 'unavailable';
};

/** `Einlösen`: every plan's price with a code, or why the code does not apply. */
export async function quoteEndpoint(request: NextRequest): Promise<Response> {
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const parsed = parseQuoteRequest(read.value);
  if (!parsed.ok) return jsonAnswer(400, { message: parsed.message });
  const limited = await limit('quote', request);
  if (limited) return limited;
  const country = countryOfRequest(request);
  if (!parsed.value.promoCode) {
    return jsonAnswer(200, { promoCode: null, plans: priceList(country) });
  }
  const checked = checkPromoCode(parsed.value.promoCode);
  if (!checked.ok) return jsonAnswer(422, { message: PROMO_MESSAGES[checked.reason] });
  return jsonAnswer(200, {
    promoCode: normalizePromoCode(parsed.value.promoCode),
    plans: priceList(country, checked.promotion),
  });
}

/** The browser's secret from its cookie (lib/checkout/browser-secret.ts). */
const browserOf = (request: NextRequest, config: CheckoutConfig) =>
  request.cookies.get(browserCookieName(config.secureCookie))?.value;

/**
 * Creates the PayPal order of a checkout attempt, priced here. Its request id
 * is derived from every signed term: the same click sent twice gets the same
 * order, a changed plan, e-mail or code a new one.
 */
export async function createOrderEndpoint(request: NextRequest): Promise<Response> {
  const config = checkoutConfig;
  if (!config) return failure(503, 'off');
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const parsed = parseOrderRequest(read.value);
  if (!parsed.ok) return jsonAnswer(400, { message: parsed.message });
  const limited = await limit('orders', request);
  if (limited) return limited;
  const { planId, accountEmail, checkoutId } = parsed.value;
  const country = countryOfRequest(request);
  const code = parsed.value.promoCode && normalizePromoCode(parsed.value.promoCode);
  const priced = quoteWithCode(planId, country, code);
  if (!priced.ok) return jsonAnswer(422, { message: priced.message });
  // The checkout starts here: a browser without a secret gets one with the answer.
  const browser = browserSecretOf(browserOf(request, config));
  try {
    const orderId = await createOrder(config.paypal, {
      terms: {
        invoiceId: invoiceIdOf(checkoutId, browser.secret, config.keys),
        planId,
        country,
        promoCode: priced.quote.promoCode,
        accountEmail,
        currency: priced.quote.currency,
        total: priced.quote.total,
      },
      browser: browser.secret,
      keys: config.keys,
      description: `Rechenweg Premium, ${planById(planId)!.name}`,
    });
    // The same order again (a repeated click) keeps what its cookie knows of it.
    const earlier = browser.fresh ? null : bindingOf(request, config);
    if (earlier?.orderId === orderId) {
      return withBinding(jsonAnswer(201, { orderId }), earlier, browser.secret, config);
    }
    // A new binding only for an order nobody approved yet: PayPal answers a
    // repeated request id with the order as created, whatever became of it since.
    // A browser with a new secret cannot repeat one, so only a known browser is asked.
    if (
      !browser.fresh &&
      (await getOrder(config.paypal, orderId, config.keys)).status !== 'CREATED'
    ) {
      return failure(409, 'unknown');
    }
    const binding = {
      orderId,
      declines: 0,
      confirmationQueued: false,
      issuedAt: Math.floor(Date.now() / 1000),
    };
    return withBinding(jsonAnswer(201, { orderId }), binding, browser.secret, config);
  } catch (error) {
    return failure(logged(error) === 'timeout' ? 504 : 502, 'unavailable');
  }
}

function bindingOf(request: NextRequest, config: CheckoutConfig): OrderBinding | null {
  return readOrderCookie(
    request.cookies.get(ORDER_COOKIE)?.value,
    browserOf(request, config),
    config.keys,
  );
}

/** The order's cookie, and the browser's, which lives as long as the order can be finished. */
function withBinding(
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
async function boundOrder(
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

type Ours = OrderState & { terms: NonNullable<OrderState['terms']> };

/** What the review and the confirmation show of a purchase, formatted for the buyer's country. */
function view(purchase: Purchase, state: OrderState) {
  const plan = planById(purchase.planId)!;
  const price = (minor: number) => formatMinor(minor, purchase.country);
  return {
    orderId: purchase.orderId,
    invoiceId: purchase.invoiceId,
    planId: plan.id,
    plan: plan.name,
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
    paymentMethod:
      state.fundingSource === 'card'
        ? `Karte über PayPal${state.fundingLabel ? ` (${state.fundingLabel})` : ''}`
        : `PayPal${purchase.buyer.email ? ` (${purchase.buyer.email})` : ''}`,
    withdrawal: purchase.withdrawal,
  };
}

/**
 * The answer for a captured order: verified against its signed terms first.
 * A capture of other terms moved money we cannot match: a person looks.
 */
async function completed(
  state: Ours,
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
  const confirmationQueued = await fulfil(config, purchase, binding.confirmationQueued);
  return withBinding(
    jsonAnswer(200, {
      status: 'completed',
      ...view(purchase, state),
      confirmation: confirmationOf(purchase).html,
    }),
    { ...binding, confirmationQueued },
    browser,
    config,
  );
}

async function ours(config: CheckoutConfig, orderId: string): Promise<Ours | Response> {
  const state = await getOrder(config.paypal, orderId, config.keys);
  return state.terms ? (state as Ours) : failure(409, 'mismatch');
}

/**
 * The order as PayPal has it now: after approval the review (payer and payer
 * country decide the withdrawal right), after a capture the confirmation. A
 * reload asks here instead of buying again.
 */
export async function readOrderEndpoint(
  request: NextRequest,
  params: Promise<{ id: string }>,
): Promise<Response> {
  const bound = await boundOrder(request, params, 'review');
  if (!bound.ok) return bound.response;
  const { config, binding, browser } = bound;
  try {
    const state = await ours(config, binding.orderId);
    if (state instanceof Response) return state;
    if (state.status === 'COMPLETED') return await completed(state, binding, browser, config);
    const status = state.status === 'APPROVED' ? 'approved' : 'created';
    return jsonAnswer(200, { status, ...view(purchaseOf(state, new Date()), state) });
  } catch (error) {
    logged(error);
    return failure(502, 'unconfirmed');
  }
}

/**
 * `Jetzt zahlungspflichtig bestellen`: the only request that captures. An EU
 * consumer must have asked for the immediate start. A decline counts in the
 * cookie, so the capture after the next approval has a request id of its own.
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
  let state: Ours;
  try {
    const found = await ours(config, binding.orderId);
    if (found instanceof Response) return found;
    state = found;
  } catch (error) {
    logged(error);
    return failure(502, 'unconfirmed');
  }
  if (state.status === 'COMPLETED') return completed(state, binding, browser, config);
  if (state.status !== 'APPROVED') return failure(409, 'notApproved');
  const purchase = purchaseOf(state, new Date());
  if (purchase.withdrawal === 'consumer' && immediateStart !== true) {
    return failure(422, 'consent');
  }
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
    const captured = await captureOrder(config.paypal, state, binding.declines, config.keys);
    return await completed(
      { ...captured, terms: state.terms, consent: captured.consent ?? state.consent },
      binding,
      browser,
      config,
    );
  } catch (error) {
    const kind = logged(error);
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
