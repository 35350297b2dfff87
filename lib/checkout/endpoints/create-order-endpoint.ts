import 'server-only';
import type { NextRequest } from 'next/server';
import { PLAN_WORDS } from '@/content/premium';
import { browserSecretOf } from '@/lib/checkout/browser-secret';
import { checkoutConfig } from '@/lib/checkout/config';
import { failure, limit, logFailure } from '@/lib/checkout/endpoints/answers';
import { bindingOf, browserOf, withBinding } from '@/lib/checkout/endpoints/bound-order';
import { parseOrderRequest } from '@/lib/checkout/order-request';
import { createOrder, getOrder } from '@/lib/checkout/paypal/orders';
import { normalizePromoCode } from '@/lib/checkout/promo-codes';
import { quoteWithCode } from '@/lib/checkout/quotes';
import { invoiceIdOf } from '@/lib/checkout/terms';
import { jsonAnswer, readJsonPost } from '@/lib/http/request-guards';
import { countryOfRequest } from '@/lib/routing/request-country';

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
      description: `Rechenweg Premium, ${PLAN_WORDS[planId].name}`,
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
    return failure(logFailure(error) === 'timeout' ? 504 : 502, 'unavailable');
  }
}
