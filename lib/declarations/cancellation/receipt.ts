import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import {
  CANCELLATION_KINDS,
  CANCELLATION_PRODUCTS,
  type Cancellation,
} from '@/lib/declarations/cancellation/request';
import {
  declarationMails,
  type DeclarationMails,
  type ReceiptView,
} from '@/lib/declarations/receipt';
import type { Company } from '@/lib/operator';
import { atTimeWithZone, formatDate } from '@/lib/site-time';

// What a cancellation's confirmation says (§ 312k Abs. 4 BGB: its content and
// when it was made).

export type CancellationReceipt = {
  /** Our number for the cancellation, `K-20261124-7F3A9C`. */
  reference: string;
  /** ISO instant at which the server received it. */
  receivedAt: string;
  cancellation: Cancellation;
};

// The form identifies a contract by what was typed, which the site cannot look
// up: the receipt names when the contract ends as far as the kind and the
// contract chosen decide it, and the exact date follows by e-mail once a person
// has found the contract (§ 312k Abs. 4 BGB). The account ends as AGB section 9
// says: at once, or with a running Premium at its end.
const DATE_FOLLOWS =
  'Sobald wir Ihren Vertrag zugeordnet haben, bestätigen wir Ihnen per E-Mail das Datum, an dem er endet.';
const NEXT_STEPS = {
  ordinary: {
    premium: `Premium endet zum Ende des bezahlten Zeitraums und verlängert sich ohnehin nicht. Ihr kostenloses Rechenweg-Konto bleibt bestehen, mit allem, was darin schon geübt und gelernt wurde. ${DATE_FOLLOWS}`,
    account: `Wir schließen Ihr Rechenweg-Konto. Läuft darin noch Premium, können Sie beides bis zum Ende des bezahlten Zeitraums weiter nutzen; dann enden Premium und das Konto zusammen. Ohne laufendes Premium schließen wir das Konto sofort. ${DATE_FOLLOWS}`,
  },
  extraordinary: {
    premium:
      'Wir prüfen Ihre Kündigung und bestätigen Ihnen per E-Mail das Datum, an dem Premium endet. Ist die Kündigung wirksam, erstatten wir den Preis für die nicht genutzte Zeit anteilig. Ihr kostenloses Rechenweg-Konto bleibt bestehen.',
    account:
      'Wir prüfen Ihre Kündigung und bestätigen Ihnen per E-Mail das Datum, an dem Ihr Rechenweg-Konto endet; ein laufendes Premium endet mit ihm. Ist die Kündigung wirksam, erstatten wir den Preis für die nicht genutzte Premium-Zeit anteilig.',
  },
} as const;

function contractEnd(c: CancellationReceipt['cancellation']): string {
  if (c.kind === 'extraordinary')
    return c.date ? `Zum ${formatDate(c.date)}` : 'Mit Eingang dieser Kündigung';
  return c.product === 'premium'
    ? 'Zum Ende des bezahlten Zeitraums'
    : 'Sofort, bei laufendem Premium zu dessen Ende';
}

export function receiptView(receipt: CancellationReceipt, country: Country): ReceiptView {
  const c = receipt.cancellation;
  const typed = [c.reason ?? '', c.name, c.email, c.contract].filter(Boolean);
  return localizeDeep(
    {
      heading: 'Ihre Kündigung ist bei uns eingegangen',
      lines: [
        { label: 'Gekündigter Vertrag', value: CANCELLATION_PRODUCTS[c.product] },
        { label: 'Art der Kündigung', value: CANCELLATION_KINDS[c.kind] },
        ...(c.reason ? [{ label: 'Grund', value: c.reason, free: true as const }] : []),
        { label: 'Name', value: c.name },
        { label: 'E-Mail-Adresse', value: c.email },
        { label: 'Bestellnummer oder Konto', value: c.contract },
        // An extraordinary end is the one asked for until the reason has been checked.
        {
          label: c.kind === 'ordinary' ? 'Vertragsende' : 'Gewünschtes Vertragsende',
          value: contractEnd(c),
        },
        {
          label: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
          value: atTimeWithZone(receipt.receivedAt),
        },
        { label: 'Eingangsnummer', value: receipt.reference },
      ],
      nextSteps: NEXT_STEPS[c.kind][c.product],
    },
    country,
    typed,
  );
}

/** The two mails of a cancellation (lib/declarations/receipt.ts). */
export function cancellationMails(input: {
  receipt: CancellationReceipt;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
}): DeclarationMails {
  const { receipt, company, country, siteUrl } = input;
  const c = receipt.cancellation;
  return declarationMails({
    view: receiptView(receipt, country),
    reference: receipt.reference,
    receivedAt: receipt.receivedAt,
    company,
    country,
    siteUrl,
    email: c.email,
    typed: [c.name, c.email, c.contract, c.reason ?? ''],
    words: {
      yours: 'Ihre Kündigung',
      yoursObject: 'Ihre Kündigung',
      noun: 'Kündigung',
      aNoun: 'eine Kündigung',
      page: 'Verträge hier kündigen',
      summary: `${CANCELLATION_PRODUCTS[c.product]} – ${CANCELLATION_KINDS[c.kind]}`,
      confirms:
        'Diese E-Mail bestätigt den Inhalt der Kündigung, die Sie mit „Jetzt kündigen“ abgegeben haben, und wann sie bei uns eingegangen ist; bitte bewahren Sie sie auf.',
      done: 'gekündigt',
    },
  });
}
