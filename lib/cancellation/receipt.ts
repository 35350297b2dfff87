import { CANCELLATION_KINDS, type Cancellation } from '@/lib/cancellation/request';
import { localizeDeep } from '@/lib/country';
import { companyData, type Company } from '@/lib/legal';
import { composeMail } from '@/lib/mail';
import type { Country } from '@/lib/site';
import { atTime, formatDate } from '@/lib/site-time';

// What a cancellation's confirmation says (§ 312k Abs. 4 BGB: its content and
// when it was made), once for the confirmation page, the buyer's e-mail and
// the business's copy. Swiss spelling applies to our words only, never to
// what the visitor typed.

export type CancellationReceipt = {
  /** Our number for the cancellation, `K-20261124-7F3A9C`. */
  reference: string;
  /** ISO instant at which the server received it. */
  receivedAt: string;
  cancellation: Cancellation;
};

/** A line of the record; `typed` marks what the visitor typed, which only the visitor's page and the business see. */
export type ReceiptLine = { label: string; value: string; typed?: true };

/** The confirmation as the page shows it and the e-mails repeat it. */
export type ReceiptView = {
  heading: string;
  lines: ReceiptLine[];
  nextSteps: string;
};

const NEXT_STEPS = {
  ordinary:
    'Eine ordentliche Kündigung von Premium wirkt zum Ende des gekauften Zeitraums; Premium verlängert sich ohnehin nicht. Ihr kostenloses Konto schließen wir zum gewünschten Zeitpunkt, bei laufendem Premium mit dessen Ende, wenn Sie keinen früheren Zeitpunkt genannt haben. Haben wir Fragen, schreiben wir Ihnen.',
  extraordinary:
    'Wir prüfen den genannten Grund und antworten Ihnen per E-Mail. Ist die Kündigung wirksam, endet Premium zum gewünschten Zeitpunkt, und wir erstatten den Preis für die nicht genutzte Zeit anteilig.',
} as const;

export function receiptView(receipt: CancellationReceipt, country: Country): ReceiptView {
  const c = receipt.cancellation;
  const typed = [c.reason ?? '', c.name, c.email, c.contract].filter(Boolean);
  return localizeDeep(
    {
      heading: 'Ihre Kündigung ist bei uns eingegangen',
      lines: [
        { label: 'Art der Kündigung', value: CANCELLATION_KINDS[c.kind] },
        ...(c.reason ? [{ label: 'Grund', value: c.reason, typed: true as const }] : []),
        { label: 'Name', value: c.name, typed: true },
        { label: 'E-Mail-Adresse', value: c.email, typed: true },
        { label: 'Bestellnummer oder Konto', value: c.contract, typed: true },
        {
          label: 'Gewünschter Zeitpunkt',
          value: c.date ? `zum ${formatDate(c.date)}` : 'So bald wie möglich',
        },
        {
          label: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
          value: atTime(receipt.receivedAt),
        },
        { label: 'Eingangsnummer', value: receipt.reference },
      ],
      nextSteps: NEXT_STEPS[c.kind],
    },
    country,
    typed,
  );
}

/**
 * The two mails of a cancellation. The requester's address is unconfirmed:
 * anyone can type anyone's address, so the mail to it says only what we wrote
 * (the kind, the time, our number; § 312k Abs. 4 BGB) and nothing that was
 * typed. The whole notice, the typed text included, goes to the business,
 * which is told that the address is unconfirmed.
 */
export function cancellationMails(input: {
  receipt: CancellationReceipt;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
}) {
  const { receipt, company, country, siteUrl } = input;
  const view = receiptView(receipt, country);
  const c = receipt.cancellation;
  const lineOf = (line: ReceiptLine) => `${line.label}: ${line.value}`;
  const provider = `${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}`;
  const buyer = localizeDeep(
    {
      subject: `Ihre Kündigung bei Rechenweg ist eingegangen (${receipt.reference})`,
      intro: [
        'Guten Tag,',
        `wir haben Ihre Kündigung ${atTime(receipt.receivedAt)} erhalten. Diese E-Mail bestätigt, welche Kündigung Sie mit „Jetzt kündigen“ abgegeben haben und wann; bitte bewahren Sie sie auf. Ihre weiteren Angaben stehen in der Bestätigung auf der Seite, die Sie speichern oder drucken können.`,
        'Haben Sie selbst nicht gekündigt, hat jemand Ihre E-Mail-Adresse angegeben: Dann schreiben Sie uns bitte kurz, wir klären es.',
      ],
      blocks: [
        { heading: 'Ihre Kündigung', lines: view.lines.filter((line) => !line.typed).map(lineOf) },
        { heading: 'Wie es weitergeht', lines: [view.nextSteps] },
        {
          heading: 'Fragen?',
          lines: [
            `Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Bitte nennen Sie die Eingangsnummer.`,
            `Anbieter: ${provider}`,
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
  const business = localizeDeep(
    {
      subject: `Kündigung ${receipt.reference}: ${CANCELLATION_KINDS[c.kind]}`,
      intro: [
        `Über „Verträge hier kündigen“ auf ${siteUrl} ist eine Kündigung eingegangen. Die E-Mail-Adresse ${c.email} ist nicht bestätigt: Wer das Formular abgeschickt hat, muss nicht ihr Inhaber sein. Sie hat eine Eingangsbestätigung ohne die eingegebenen Texte bekommen; Antworten auf diese E-Mail gehen an sie.`,
      ],
      blocks: [{ heading: 'Kündigung', lines: view.lines.map(lineOf) }],
    },
    country,
    [...companyData(company), c.name, c.email, c.contract, c.reason ?? ''].filter(Boolean),
  );
  return { toBuyer: composeMail(buyer), toBusiness: composeMail(business) };
}
