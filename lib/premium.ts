import { formatPrice } from '@/lib/country';
import { CURRENCY_BY_COUNTRY, PROMO_CODES, type Country } from '@/lib/site';

// What Rechenweg Premium costs: the plans, their prices per currency and the
// promo codes. Demo values (README, Premium): the real ones are the business's
// to set here. The price a buyer pays is computed from this module on the
// server only; the browser's word on an amount or a currency is never taken.

export type Currency = (typeof CURRENCY_BY_COUNTRY)[Country]['code'];

export type Plan = {
  id: string;
  /** Access period bought once; Premium ends by itself, nothing renews. */
  months: number;
  name: string;
  /** Prices in minor units (cents, Rappen), per currency. */
  prices: Record<Currency, number>;
  /** A short line under the price, e.g. the monthly equivalent. */
  note: string;
};

export const PLANS = [
  {
    id: 'monat',
    months: 1,
    name: '1 Monat Premium',
    prices: { EUR: 990, CHF: 990 },
    note: 'Einmal zahlen, endet nach einem Monat von selbst',
  },
  {
    id: 'jahr',
    months: 12,
    name: '12 Monate Premium',
    prices: { EUR: 7990, CHF: 8490 },
    note: 'Ein ganzes Schuljahr, günstiger als zwölf Einzelmonate',
  },
] as const satisfies readonly Plan[];

export type PlanId = (typeof PLANS)[number]['id'];
export const DEFAULT_PLAN: PlanId = 'jahr';

export type PromoCode = {
  code: (typeof PROMO_CODES)[number];
  percentOff: number;
  /** ISO dates, inclusive, in the site's time zone (Europe/Berlin and Zurich agree). */
  validFrom: string;
  validUntil: string;
};

/** The spec's two codes; their discounts and validity are demo values. */
export const PROMOTIONS: readonly PromoCode[] = [
  { code: 'HDL2024', percentOff: 20, validFrom: '2024-01-01', validUntil: '2024-12-31' },
  { code: 'BESSER25', percentOff: 25, validFrom: '2025-01-01', validUntil: '2027-12-31' },
];

/** Longer input is not a code of ours; the endpoints refuse it before looking. */
export const PROMO_CODE_MAX_CHARS = 32;

export const PROMO_MESSAGES = {
  unknown: 'Diesen Gutscheincode kennen wir nicht. Bitte prüfen Sie die Schreibweise.',
  expired: 'Dieser Gutscheincode ist leider abgelaufen.',
  notYet: 'Dieser Gutscheincode gilt noch nicht.',
} as const;

export function planById(id: string): (typeof PLANS)[number] | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function currencyOf(country: Country): Currency {
  return CURRENCY_BY_COUNTRY[country].code;
}

/** Codes are compared trimmed and case-insensitively, as buyers type them. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

function berlinDate(now: Date): string {
  // sv-SE formats as YYYY-MM-DD.
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

export type PromoCheck =
  | { ok: true; promotion: PromoCode }
  | { ok: false; reason: keyof typeof PROMO_MESSAGES };

export function checkPromoCode(input: string, now: Date = new Date()): PromoCheck {
  const code = normalizePromoCode(input);
  const promotion = PROMOTIONS.find((candidate) => candidate.code === code);
  if (!promotion) return { ok: false, reason: 'unknown' };
  const today = berlinDate(now);
  if (today < promotion.validFrom) return { ok: false, reason: 'notYet' };
  if (today > promotion.validUntil) return { ok: false, reason: 'expired' };
  return { ok: true, promotion };
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

/** `990` → `"9.90"`, the decimal string PayPal's API takes and returns. */
export function toDecimal(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** `990` in Germany → `9,90 €`; in Switzerland → `CHF 9.90`. */
export function formatMinor(minorUnits: number, country: Country): string {
  return formatPrice(minorUnits / 100, country);
}
