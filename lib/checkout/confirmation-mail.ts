import { confirmationWords } from '@/content/confirmation-mail';
import { companyData, swissVatId } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import { AGB_VERSION, agbOf } from '@/lib/checkout/agb';
import { priceWithVat } from '@/lib/checkout/money';
import type { Purchase } from '@/lib/checkout/purchase';
import { composeMail } from '@/lib/core/mail';
import type { Company } from '@/lib/core/operator';
import { atTime, formatDate } from '@/lib/core/site-time';
import { COUNTRY_TABLE } from '@/lib/countries/countries';
import { isCountry } from '@/lib/countries/country-rules';
import { CANCELLATION_PATH, WITHDRAWAL_PATH } from '@/lib/routing/pages';

// The order confirmation on a durable medium (§ 312f BGB), in its words
// (content/confirmation-mail.ts) with the purchase's facts written out. Plain
// text and the same content as simple HTML; nothing loads from elsewhere.

export function confirmationMail(input: {
  purchase: Purchase;
  company: Company;
  /** The buyer's country origin, e.g. https://www.example.de. */
  siteUrl: string;
}): { subject: string; text: string; html: string } {
  const { purchase: p, company, siteUrl } = input;
  const price = (minor: number) => priceWithVat(minor, p.country);
  // The Swiss host, or a PayPal account in Switzerland on the German one.
  const swissBuyer = [p.country, p.buyer.country].some(
    (country) => isCountry(country) && COUNTRY_TABLE[country].law === 'swiss',
  );
  const localized = localizeDeep(
    confirmationWords({
      orderId: p.orderId,
      invoiceId: p.invoiceId,
      planId: p.planId,
      accountEmail: p.accountEmail,
      months: p.months,
      termStart: formatDate(p.termStart),
      termEnd: formatDate(p.termEnd),
      total: price(p.total),
      listPrice: price(p.listPrice),
      promoCode: p.discount > 0 ? p.promoCode : null,
      paidWith: p.paidWith,
      buyerName: p.buyer.name || null,
      immediateStartAt:
        p.immediateStart.consented && p.immediateStart.at ? atTime(p.immediateStart.at) : null,
      swissBuyer,
      company,
      swissVatIds: swissVatId(company, p.country),
      siteUrl,
      withdrawalUrl: `${siteUrl}${WITHDRAWAL_PATH}`,
      cancellationUrl: `${siteUrl}${CANCELLATION_PATH}`,
      agbDate: formatDate(AGB_VERSION),
      agbSections: agbOf(company, p.country).sections,
    }),
    p.country,
    companyData(company),
  );
  return composeMail(localized, COUNTRY_TABLE[p.country].lang);
}
