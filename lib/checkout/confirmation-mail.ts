import { companyData, swissVatId } from '@/content/legal';
import { PLAN_WORDS, TERM_LABELS } from '@/content/premium';
import { localizeDeep } from '@/content/spelling';
import {
  IMMEDIATE_START,
  MODEL,
  SWISS_WITHDRAWAL,
  withdrawalFormLines,
} from '@/content/withdrawal-notice';
import { AGB_VERSION, agbOf } from '@/lib/checkout/agb';
import { priceWithVat } from '@/lib/checkout/money';
import { planById } from '@/lib/checkout/plans';
import type { Purchase } from '@/lib/checkout/purchase';
import { COUNTRY_TABLE } from '@/lib/countries/countries';
import { isCountry } from '@/lib/countries/country-rules';
import { composeMail, type MailBlock as Block } from '@/lib/mail';
import type { Company } from '@/lib/operator';
import { CANCELLATION_PATH, WITHDRAWAL_PATH } from '@/lib/routing/pages';
import { atTime, formatDate } from '@/lib/site-time';

// The order confirmation on a durable medium (§ 312f BGB): the contract as the
// buyer ordered it, from the same texts as the pages and the review. Plain
// text and the same content as simple HTML; nothing loads from elsewhere.

export function confirmationMail(input: {
  purchase: Purchase;
  company: Company;
  /** The buyer's country origin, e.g. https://www.example.de. */
  siteUrl: string;
}): { subject: string; text: string; html: string } {
  const { purchase: p, company, siteUrl } = input;
  const plan = planById(p.planId)!;
  const price = (minor: number) => priceWithVat(minor, p.country);
  // The Swiss host, or a PayPal account in Switzerland on the German one.
  const swissBuyer = [p.country, p.buyer.country].some(
    (country) => isCountry(country) && COUNTRY_TABLE[country].law === 'swiss',
  );
  const greeting = p.buyer.name ? `Guten Tag ${p.buyer.name},` : 'Guten Tag,';
  const blocks: Block[] = [
    {
      heading: 'Ihre Bestellung',
      lines: [
        `Bestellnummer: ${p.orderId}`,
        // PayPal calls it the invoice number; it is no invoice (§ 14 UStG), which the AGB offer on request.
        `Zahlungsreferenz bei PayPal: ${p.invoiceId}`,
        `Produkt: Rechenweg Premium, ${PLAN_WORDS[plan.id].name}: alle Premium-Funktionen des KI-Mathetutors für das Konto unten`,
        `Premium für das Rechenweg-Konto: ${p.accountEmail}`,
        `Laufzeit: ${TERM_LABELS.length(p.months)}. ${TERM_LABELS.dates(formatDate(p.termStart), formatDate(p.termEnd))} ${TERM_LABELS.extension(p.months)}`,
        p.discount > 0
          ? `Preis: ${price(p.total)} (statt ${price(p.listPrice)}, mit Rabattcode ${p.promoCode})`
          : `Preis: ${price(p.total)}`,
        p.paidWith === 'card'
          ? 'Bezahlt mit: Karte, abgewickelt über PayPal'
          : 'Bezahlt mit: PayPal-Konto',
      ],
    },
    {
      heading: 'Vertragsbedingungen',
      lines: [
        `Es gelten unsere Allgemeinen Geschäftsbedingungen in der Fassung vom ${formatDate(AGB_VERSION)}: ${siteUrl}/agb`,
        `Wie wir mit Ihren Daten umgehen: ${siteUrl}/datenschutz`,
        `Anbieter: ${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}; vertreten durch ${company.COMPANY_REPRESENTATIVE}; ${company.COMPANY_REGISTER}; USt-IdNr. ${company.COMPANY_VAT_ID}${swissVatId(
          company,
          p.country,
        )
          .map((id) => `; MWST-Nr. ${id}`)
          .join('')}`,
      ],
    },
    p.immediateStart.consented && p.immediateStart.at
      ? {
          heading: 'Ihre Zustimmung zum sofortigen Beginn',
          lines: [
            `Sie haben ${atTime(p.immediateStart.at)} erklärt: „${IMMEDIATE_START.label}“`,
            `Und bestätigt: „${IMMEDIATE_START.acknowledgement}“`,
          ],
        }
      : {
          heading: 'Sofortiger Beginn',
          lines: [
            'Eine Zustimmung zum sofortigen Beginn vor Ablauf der Widerrufsfrist haben wir nicht erhalten. Ihr Widerrufsrecht besteht daher ohne Einschränkung.',
          ],
        },
    {
      heading: 'Widerrufsbelehrung',
      lines: [
        MODEL.right,
        MODEL.period,
        MODEL.how(company),
        MODEL.online(`${siteUrl}${WITHDRAWAL_PATH}`),
        MODEL.deadline,
        'Folgen des Widerrufs',
        MODEL.refund,
        MODEL.service,
        // A buyer living in Switzerland has the right by contract only: the e-mail grants it in writing.
        ...(swissBuyer ? [SWISS_WITHDRAWAL.heading, SWISS_WITHDRAWAL.paragraph] : []),
        `Die Widerrufsbelehrung finden Sie auch unter ${siteUrl}/widerrufsbelehrung.`,
      ],
    },
    // § 356a BGB: the function in the e-mail too, where a buyer looks first.
    {
      heading: 'Vertrag widerrufen',
      lines: [
        `Innerhalb der Widerrufsfrist widerrufen Sie online unter ${siteUrl}${WITHDRAWAL_PATH}: „Vertrag widerrufen“ am Ende jeder Seite, dann „Widerruf bestätigen“.`,
      ],
    },
    { heading: 'Muster-Widerrufsformular', lines: withdrawalFormLines(company) },
    {
      heading: 'Fragen?',
      lines: [
        `Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Bitte nennen Sie die Bestellnummer.`,
        `Verträge kündigen: ${siteUrl}${CANCELLATION_PATH}`,
      ],
    },
    // The contract's terms on a durable medium (§ 312f Abs. 2 BGB): a link alone would not be.
    {
      heading: `Allgemeine Geschäftsbedingungen, Fassung vom ${formatDate(AGB_VERSION)}`,
      lines: agbOf(company, p.country).sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.list ?? []).map((item) => `– ${item}`),
        ...(section.after ?? []),
        ...(section.links ?? []).map((link) => `${link.label}: ${siteUrl}${link.href}`),
      ]),
    },
  ];
  const localized = localizeDeep(
    {
      subject: `Ihre Bestellung bei Rechenweg: ${PLAN_WORDS[plan.id].name} (Bestellnummer ${p.orderId})`,
      intro: [
        greeting,
        `vielen Dank für Ihre Bestellung. Premium wird für das Konto ${p.accountEmail} freigeschaltet. Diese E-Mail enthält Ihren Vertrag; bitte bewahren Sie sie auf.`,
      ],
      blocks,
    },
    p.country,
    companyData(company),
  );
  return composeMail(localized);
}
