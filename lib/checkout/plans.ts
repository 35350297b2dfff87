import type { PromoCode } from '@/lib/checkout/promo-codes';
import { COUNTRY_TABLE, type Country, type Currency } from '@/lib/countries/countries';

// What Rechenweg Premium costs: the plans and their prices per currency. Demo
// values (docs/checkout.md): the real ones are the business's to set here. The
// price a buyer pays is computed from this module on the server only; the
// browser's word on an amount or a currency is never taken.

export type Plan = {
  id: string;
  /** Access period bought once; Premium ends by itself, nothing renews. */
  months: number;
  /** Prices in minor units (cents, Rappen), per currency. */
  prices: Record<Currency, number>;
};

export const PLANS = [
  {
    id: 'monat',
    months: 1,
    prices: { EUR: 990, CHF: 990 },
  },
  {
    id: 'jahr',
    months: 12,
    prices: { EUR: 7990, CHF: 8490 },
  },
] as const satisfies readonly Plan[];

export type PlanId = (typeof PLANS)[number]['id'];
export const PLAN_IDS = PLANS.map((plan) => plan.id) as [PlanId, ...PlanId[]];
export const DEFAULT_PLAN: PlanId = 'jahr';

export function planById(id: string): (typeof PLANS)[number] | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function currencyOf(country: Country): Currency {
  return COUNTRY_TABLE[country].currency;
}

export type Quote = {
  planId: PlanId;
  months: number;
  currency: Currency;
  /** Minor units. */
  listPrice: number;
  discount: number;
  total: number;
  promoCode: string | null;
};

/** What a plan costs in a country, with a code that has already passed `checkPromoCode`. */
export function quote(planId: PlanId, country: Country, promotion?: PromoCode): Quote {
  const plan = planById(planId)!;
  const currency = currencyOf(country);
  const listPrice = plan.prices[currency];
  // Rounded to whole minor units in the buyer's favour.
  const discount = promotion ? Math.ceil((listPrice * promotion.percentOff) / 100) : 0;
  return {
    planId,
    months: plan.months,
    currency,
    listPrice,
    discount,
    total: listPrice - discount,
    promoCode: promotion?.code ?? null,
  };
}
