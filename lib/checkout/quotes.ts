import 'server-only';
import { PROMO_MESSAGES } from '@/content/premium-answers';
import { formatMinor } from '@/lib/checkout/money';
import { PLANS, quote, type PlanId, type Quote } from '@/lib/checkout/plans';
import { checkPromoCode, type PromoCode } from '@/lib/checkout/promo-codes';
import type { Country } from '@/lib/countries/countries';

// The quote a checkout request earns, and the price list a redeemed code shows.

/** A code's quote, or the German reason it does not apply. */
export function quoteWithCode(
  planId: PlanId,
  country: Country,
  promoCode: string | null,
  now = new Date(),
): { ok: true; quote: Quote } | { ok: false; message: string } {
  if (!promoCode) return { ok: true, quote: quote(planId, country) };
  const checked = checkPromoCode(promoCode, now);
  if (!checked.ok) return { ok: false, message: PROMO_MESSAGES[checked.reason] };
  return { ok: true, quote: quote(planId, country, checked.promotion) };
}

/** Every plan's price, with a code that has passed `checkPromoCode`, formatted for the page. */
export function priceList(country: Country, promotion?: PromoCode) {
  return PLANS.map((plan) => {
    const q = quote(plan.id, country, promotion);
    return {
      id: plan.id,
      listPrice: formatMinor(q.listPrice, country),
      total: formatMinor(q.total, country),
      discounted: q.discount > 0,
    };
  });
}
