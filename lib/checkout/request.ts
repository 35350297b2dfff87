import 'server-only';
import type { NextRequest } from 'next/server';
import { COUNTRY_COOKIE, countryForRequest } from '@/lib/country';
import { env } from '@/lib/env';
import {
  checkPromoCode,
  formatMinor,
  PROMO_MESSAGES,
  PLANS,
  quote,
  type PlanId,
  type PromoCode,
  type Quote,
} from '@/lib/checkout/pricing';
import type { Country } from '@/lib/site';

// What the checkout's route handlers share (the cancellation's too, for the
// country): the buyer's country (from the host, as the proxy decides it, never
// from the body) and the quote a request earns.

export function countryOfRequest(request: NextRequest): Country {
  return countryForRequest({
    host: request.headers.get('host'),
    cookie: request.cookies.get(COUNTRY_COOKIE)?.value,
    origins: { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH },
  });
}

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
