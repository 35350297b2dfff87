import 'server-only';
import type { NextRequest } from 'next/server';
import { PROMO_MESSAGES } from '@/content/premium-answers';
import { limit } from '@/lib/checkout/endpoints/answers';
import { parseQuoteRequest } from '@/lib/checkout/order-request';
import { checkPromoCode, normalizePromoCode } from '@/lib/checkout/promo-codes';
import { priceList } from '@/lib/checkout/quotes';
import { jsonAnswer, readJsonPost } from '@/lib/http/request-guards';
import { countryOfRequest } from '@/lib/routing/request-country';

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
