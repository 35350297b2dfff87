import { currencyOf, PLANS } from '@/lib/checkout/plans';
import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';
import { formatPrice } from '@/lib/countries/country-rules';

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
  return COUNTRY_TABLE[country].vatNote;
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
