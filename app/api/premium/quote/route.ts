import { countryOfRequest, priceList, quoteWithCode } from '@/lib/premium-server';
import { DEFAULT_PLAN, normalizePromoCode, parseQuoteRequest } from '@/lib/premium';
import { jsonAnswer, readJsonPost } from '@/lib/request-guards';

/** `Einlösen`: the prices of every plan with a promo code, or why the code does not apply. */
export async function POST(request: Request) {
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const parsed = parseQuoteRequest(read.value);
  if (!parsed.ok) return jsonAnswer(400, { message: parsed.message });
  const country = countryOfRequest(request);
  const code = parsed.value.promoCode && normalizePromoCode(parsed.value.promoCode);
  const checked = quoteWithCode(DEFAULT_PLAN, country, code);
  if (!checked.ok) return jsonAnswer(422, { message: checked.message });
  return jsonAnswer(200, { promoCode: code, plans: priceList(country, code) });
}
