import { isEmailAddress } from '@/lib/email-address';
import { formatPrice } from '@/lib/routing/country';
import { CURRENCY_BY_COUNTRY, type PROMO_CODES, type Country } from '@/lib/site';
import { siteDate } from '@/lib/site-time';

// What Rechenweg Premium costs: the plans, their prices per currency and the
// promo codes. Demo values (docs/checkout.md): the real ones are the business's
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

/** The two codes the product offers; their discounts and validity are demo values. */
export const PROMOTIONS: readonly PromoCode[] = [
  { code: 'HDL2024', percentOff: 20, validFrom: '2024-01-01', validUntil: '2024-12-31' },
  { code: 'BESSER25', percentOff: 25, validFrom: '2025-01-01', validUntil: '2027-12-31' },
];

/** Longer input is not a code of ours; the endpoints refuse it before looking. */
export const PROMO_CODE_MAX_CHARS = 32;

export const PROMO_MESSAGES = {
  unknown: 'Diesen Rabattcode kennen wir nicht. Bitte prüfen Sie die Schreibweise.',
  expired: 'Dieser Rabattcode ist leider abgelaufen.',
  notYet: 'Dieser Rabattcode gilt noch nicht.',
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

export type PromoCheck =
  { ok: true; promotion: PromoCode } | { ok: false; reason: keyof typeof PROMO_MESSAGES };

export function checkPromoCode(input: string, now: Date = new Date()): PromoCheck {
  const code = normalizePromoCode(input);
  const promotion = PROMOTIONS.find((candidate) => candidate.code === code);
  if (!promotion) return { ok: false, reason: 'unknown' };
  const today = siteDate(now);
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

/** `"9.90"` → `990`; null for anything that is not a two-decimal amount. */
export function toMinor(value: string | undefined): number | null {
  return value !== undefined && /^\d+\.\d{2}$/.test(value) ? Math.round(Number(value) * 100) : null;
}

/** `990` → `"9.90"`, the decimal string PayPal's API takes and returns. */
export function toDecimal(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** The VAT note under every price: MwSt. in Germany, MWST in Switzerland. */
export function vatNoteOf(country: Country): string {
  return country === 'CH' ? 'inkl. MWST' : 'inkl. MwSt.';
}

/** `990` in Germany → `9,90 €`; in Switzerland → `CHF 9.90`. */
export function formatMinor(minorUnits: number, country: Country): string {
  return formatPrice(minorUnits / 100, country);
}

/** A price in running text, never without its VAT note: `9,90 € inkl. MwSt.`, `CHF 9.90 inkl. MWST`. */
export function priceWithVat(minorUnits: number, country: Country): string {
  return `${formatMinor(minorUnits, country)} ${vatNoteOf(country)}`;
}

/** What the cheapest plan costs in a country, with its VAT note: the "ab …" of the landings. */
export function cheapestPriceWithVat(country: Country): string {
  const currency = currencyOf(country);
  return priceWithVat(Math.min(...PLANS.map((plan) => plan.prices[currency])), country);
}

// ---- What the checkout endpoints accept --------------------------------------

/**
 * The account e-mail travels encrypted in the order's reference, which PayPal
 * caps at 256 characters (lib/checkout/terms.ts); real addresses are far shorter.
 */
export const ACCOUNT_EMAIL_MAX_CHARS = 100;
/** A checkout attempt's id, from the browser's crypto.randomUUID(). */
const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const REQUEST_MESSAGES = {
  plan: 'Bitte wählen Sie einen der angebotenen Zeiträume.',
  email: 'Bitte geben Sie die E-Mail-Adresse des Rechenweg-Kontos an, das Premium bekommen soll.',
  code: 'Dieser Rabattcode ist zu lang.',
  malformed:
    'Die Anfrage war unvollständig. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
} as const;

export type OrderRequest = {
  planId: PlanId;
  promoCode: string | null;
  accountEmail: string;
  checkoutId: string;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function promoCodeOf(value: unknown): Parsed<string | null> {
  if (value === undefined || value === null || value === '') return { ok: true, value: null };
  if (typeof value !== 'string' || value.length > PROMO_CODE_MAX_CHARS) {
    return { ok: false, message: REQUEST_MESSAGES.code };
  }
  return { ok: true, value: value.trim() === '' ? null : value };
}

/** `{ code }` of a redemption; anything else about prices is not ours to read. */
export function parseQuoteRequest(body: unknown): Parsed<{ promoCode: string | null }> {
  if (!body || typeof body !== 'object') return { ok: false, message: REQUEST_MESSAGES.malformed };
  const code = promoCodeOf((body as Record<string, unknown>).code);
  return code.ok ? { ok: true, value: { promoCode: code.value } } : code;
}

/**
 * `{ plan, code, email, checkoutId }` of an order. Amounts and currencies the
 * browser may add are ignored: the server prices the plan itself.
 */
export function parseOrderRequest(body: unknown): Parsed<OrderRequest> {
  if (!body || typeof body !== 'object') return { ok: false, message: REQUEST_MESSAGES.malformed };
  const { plan, code, email, checkoutId } = body as Record<string, unknown>;
  const known = typeof plan === 'string' ? planById(plan) : undefined;
  if (!known) return { ok: false, message: REQUEST_MESSAGES.plan };
  const promo = promoCodeOf(code);
  if (!promo.ok) return promo;
  const accountEmail = typeof email === 'string' ? email.trim() : '';
  if (accountEmail.length > ACCOUNT_EMAIL_MAX_CHARS || !isEmailAddress(accountEmail)) {
    return { ok: false, message: REQUEST_MESSAGES.email };
  }
  if (typeof checkoutId !== 'string' || !CHECKOUT_ID.test(checkoutId)) {
    return { ok: false, message: REQUEST_MESSAGES.malformed };
  }
  return {
    ok: true,
    value: { planId: known.id, promoCode: promo.value, accountEmail, checkoutId },
  };
}

/** What the checkout tells a buyer, by outcome; never PayPal's own words. */
export const CHECKOUT_MESSAGES = {
  off: 'Die Online-Zahlung ist gerade nicht verfügbar.',
  unavailable:
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  declined:
    'Ihre Karte oder Ihr PayPal-Konto wurde für diese Zahlung abgelehnt. Es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  mismatch:
    'Diese Bestellung können wir nicht zuordnen, es wurde nichts abgebucht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  unconfirmed:
    'Ob PayPal Ihre Zahlung ausgeführt hat, wissen wir gerade nicht. Bitte zahlen Sie nicht noch einmal, sondern prüfen Sie den Stand gleich mit „Zahlung prüfen“. Ihre Auswahl bleibt erhalten.',
  review:
    'PayPal meldet eine Zahlung, die nicht genau zu dieser Bestellung passt. Bitte zahlen Sie nicht noch einmal: Wir prüfen das und melden uns bei Ihnen.',
  consent:
    'Bitte bestätigen Sie, dass Premium sofort beginnen soll. Erst dann können wir die Bestellung ausführen.',
  notApproved:
    'Diese Bestellung ist bei PayPal noch nicht bestätigt. Bitte wählen Sie zuerst Ihre Zahlungsart bei PayPal.',
  unknown:
    'Diese Bestellung finden wir in diesem Browser nicht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  cancelled:
    'Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht, Ihre Auswahl ist noch da.',
} as const;

/** When PayPal's buttons do not load: the buyer gets our address to order by. */
export function blockedMessage(contactEmail: string): string {
  return `Die Zahlungsbuttons von PayPal konnten nicht geladen werden. Oft blockiert ein Werbe- oder Tracking-Blocker sie. Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an ${contactEmail}.`;
}
