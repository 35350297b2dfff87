import { terms, type AgbVersion, type LegalDocument } from '@/content/legal';
import { EMAIL_IMMEDIATE_START } from '@/content/withdrawal-notice';
import { priceWithVat } from '@/lib/checkout/money';
import { currencyOf, PLANS } from '@/lib/checkout/plans';
import type { Company } from '@/lib/core/operator';
import { formatDate } from '@/lib/core/site-time';
import type { Country } from '@/lib/countries/countries';

/** The version of the terms that a purchase names (the confirmation e-mail, the hand-off). */
export const AGB_VERSION = '2026-11-28';

/** The AGB as a buyer in a country reads them: this version's date and every plan's price. */
export function agbOf(company: Company, country: Country): LegalDocument {
  const version: AgbVersion = {
    date: formatDate(AGB_VERSION),
    prices: PLANS.map((plan) => ({
      months: plan.months,
      price: priceWithVat(plan.prices[currencyOf(country)], country),
    })),
  };
  return terms(company, country, version, EMAIL_IMMEDIATE_START);
}
