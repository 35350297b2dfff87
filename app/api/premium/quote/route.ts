import type { NextRequest } from 'next/server';
import { countryOfRequest, priceList } from '@/lib/checkout/request';
import {
  checkPromoCode,
  normalizePromoCode,
  parseQuoteRequest,
  PROMO_MESSAGES,
} from '@/lib/checkout/pricing';
import { jsonAnswer, readJsonPost } from '@/lib/request-guards';

/** `Einlösen`: the prices of every plan with a promo code, or why the code does not apply. */
export async function POST(request: NextRequest) {
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const parsed = parseQuoteRequest(read.value);
  if (!parsed.ok) return jsonAnswer(400, { message: parsed.message });
  const country = countryOfRequest(request);
  if (!parsed.value.promoCode)
    return jsonAnswer(200, { promoCode: null, plans: priceList(country) });
  const checked = checkPromoCode(parsed.value.promoCode);
  if (!checked.ok) return jsonAnswer(422, { message: PROMO_MESSAGES[checked.reason] });
  return jsonAnswer(200, {
    promoCode: normalizePromoCode(parsed.value.promoCode),
    plans: priceList(country, checked.promotion),
  });
}
