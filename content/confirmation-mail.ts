import type { LegalSection } from '@/content/legal';
import { TERM_LABELS } from '@/content/order-review';
import { PLAN_WORDS } from '@/content/premium';
import {
  IMMEDIATE_START,
  MODEL,
  SWISS_WITHDRAWAL,
  withdrawalFormLines,
} from '@/content/withdrawal-notice';
import type { PlanId } from '@/lib/checkout/plans';
import type { MailBlock as Block } from '@/lib/core/mail';
import type { Company } from '@/lib/core/operator';

// The order confirmation's words (lib/checkout/confirmation-mail.ts composes
// and sends it): the contract as the buyer ordered it, from the same texts as
// the pages and the review. What is no word of ours comes in formatted.

export type ConfirmationFacts = {
  orderId: string;
  invoiceId: string;
  planId: PlanId;
  accountEmail: string;
  months: number;
  /** The term's first and last day, written out. */
  termStart: string;
  termEnd: string;
  /** Prices with their VAT note. */
  total: string;
  listPrice: string;
  promoCode: string | null;
  paidWith: 'card' | 'paypal';
  buyerName: string | null;
  /** When the buyer agreed to start at once, written out; null without that consent. */
  immediateStartAt: string | null;
  /** The buyer lives in Switzerland, where the right of withdrawal is ours by contract. */
  swissBuyer: boolean;
  company: Company;
  /** The Swiss VAT numbers to name beside the German one. */
  swissVatIds: string[];
  siteUrl: string;
  withdrawalUrl: string;
  cancellationUrl: string;
  /** The AGB's date, written out, and its sections in full (§ 312f Abs. 2 BGB). */
  agbDate: string;
  agbSections: LegalSection[];
};

export function confirmationWords(f: ConfirmationFacts): {
  subject: string;
  intro: string[];
  blocks: Block[];
} {
  const { company, siteUrl } = f;
  const planName = PLAN_WORDS[f.planId].name;
  const greeting = f.buyerName ? `Guten Tag ${f.buyerName},` : 'Guten Tag,';
  const blocks: Block[] = [
    {
      heading: 'Ihre Bestellung',
      lines: [
        `Bestellnummer: ${f.orderId}`,
        // PayPal calls it the invoice number; it is no invoice (§ 14 UStG), which the AGB offer on request.
        `Zahlungsreferenz bei PayPal: ${f.invoiceId}`,
        `Produkt: Rechenweg Premium, ${planName}: alle Premium-Funktionen des KI-Mathetutors für das Konto unten`,
        `Premium für das Rechenweg-Konto: ${f.accountEmail}`,
        `Laufzeit: ${TERM_LABELS.length(f.months)}. ${TERM_LABELS.dates(f.termStart, f.termEnd)} ${TERM_LABELS.extension(f.months)}`,
        f.promoCode
          ? `Preis: ${f.total} (statt ${f.listPrice}, mit Rabattcode ${f.promoCode})`
          : `Preis: ${f.total}`,
        f.paidWith === 'card'
          ? 'Bezahlt mit: Karte, abgewickelt über PayPal'
          : 'Bezahlt mit: PayPal-Konto',
      ],
    },
    {
      heading: 'Vertragsbedingungen',
      lines: [
        `Es gelten unsere Allgemeinen Geschäftsbedingungen in der Fassung vom ${f.agbDate}: ${siteUrl}/agb`,
        `Wie wir mit Ihren Daten umgehen: ${siteUrl}/datenschutz`,
        `Anbieter: ${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}; vertreten durch ${company.COMPANY_REPRESENTATIVE}; ${company.COMPANY_REGISTER}; USt-IdNr. ${company.COMPANY_VAT_ID}${f.swissVatIds
          .map((id) => `; MWST-Nr. ${id}`)
          .join('')}`,
      ],
    },
    f.immediateStartAt
      ? {
          heading: 'Ihre Zustimmung zum sofortigen Beginn',
          lines: [
            `Sie haben ${f.immediateStartAt} erklärt: „${IMMEDIATE_START.label}“`,
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
        MODEL.online(f.withdrawalUrl),
        MODEL.deadline,
        'Folgen des Widerrufs',
        MODEL.refund,
        MODEL.service,
        // A buyer living in Switzerland has the right by contract only: the e-mail grants it in writing.
        ...(f.swissBuyer ? [SWISS_WITHDRAWAL.heading, SWISS_WITHDRAWAL.paragraph] : []),
        `Die Widerrufsbelehrung finden Sie auch unter ${siteUrl}/widerrufsbelehrung.`,
      ],
    },
    // § 356a BGB: the function in the e-mail too, where a buyer looks first.
    {
      heading: 'Vertrag widerrufen',
      lines: [
        `Innerhalb der Widerrufsfrist widerrufen Sie online unter ${f.withdrawalUrl}: „Vertrag widerrufen“ am Ende jeder Seite, dann „Widerruf bestätigen“.`,
      ],
    },
    { heading: 'Muster-Widerrufsformular', lines: withdrawalFormLines(company) },
    {
      heading: 'Fragen?',
      lines: [
        `Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Bitte nennen Sie die Bestellnummer.`,
        `Verträge kündigen: ${f.cancellationUrl}`,
      ],
    },
    // The contract's terms on a durable medium (§ 312f Abs. 2 BGB): a link alone would not be.
    {
      heading: `Allgemeine Geschäftsbedingungen, Fassung vom ${f.agbDate}`,
      lines: f.agbSections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.list ?? []).map((item) => `– ${item}`),
        ...(section.after ?? []),
        ...(section.links ?? []).map((link) => `${link.label}: ${siteUrl}${link.href}`),
      ]),
    },
  ];
  return {
    subject: `Ihre Bestellung bei Rechenweg: ${planName} (Bestellnummer ${f.orderId})`,
    intro: [
      greeting,
      `vielen Dank für Ihre Bestellung. Premium wird für das Konto ${f.accountEmail} freigeschaltet. Diese E-Mail enthält Ihren Vertrag; bitte bewahren Sie sie auf.`,
    ],
    blocks,
  };
}
