import type { NextRequest } from 'next/server';
import { paypalConfig } from '@/lib/env';
import { createOrder, PayPalError } from '@/lib/checkout/paypal';
import { CHECKOUT_MESSAGES, normalizePromoCode, parseOrderRequest, planById } from '@/lib/checkout/pricing';
import { countryOfRequest, quoteWithCode } from '@/lib/checkout/request';
import { jsonAnswer, readJsonPost } from '@/lib/request-guards';

/**
 * Creates the PayPal order for a plan, priced here. The checkout attempt's id
 * and the terms make PayPal's request id: the same click sent twice gets the
 * same order, a changed plan or code a new one.
 */
export async function POST(request: NextRequest) {
  if (!paypalConfig) return jsonAnswer(503, { message: CHECKOUT_MESSAGES.off });
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const parsed = parseOrderRequest(read.value);
  if (!parsed.ok) return jsonAnswer(400, { message: parsed.message });
  const { planId, accountEmail, checkoutId } = parsed.value;
  const country = countryOfRequest(request);
  const code = parsed.value.promoCode && normalizePromoCode(parsed.value.promoCode);
  const priced = quoteWithCode(planId, country, code);
  if (!priced.ok) return jsonAnswer(422, { message: priced.message });
  const terms = `${planId}.${country}.${code ?? '-'}.${priced.quote.total}`;
  try {
    const orderId = await createOrder(
      paypalConfig,
      {
        quote: priced.quote,
        country,
        accountEmail,
        description: `Rechenweg Premium, ${planById(planId)!.name}`,
      },
      `create-${checkoutId}-${terms}`.slice(0, 108),
    );
    return jsonAnswer(201, { orderId });
  } catch (error) {
    const failure = error instanceof PayPalError ? error.failure : 'unavailable';
    console.error(`[checkout] ${error instanceof Error ? error.message : String(error)}`);
    return jsonAnswer(failure === 'timeout' ? 504 : 502, {
      failure: 'unavailable',
      message: CHECKOUT_MESSAGES.unavailable,
    });
  }
}
