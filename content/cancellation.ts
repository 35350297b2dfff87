import { IDENTITY_MESSAGES, receiptMailWords } from '@/content/declarations';
import { companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Company } from '@/lib/core/operator';
import type { Country } from '@/lib/countries/countries';
import type {
  CancellationField,
  CancellationKind,
  CancellationProduct,
} from '@/lib/declarations/cancellation/choices';

/** The words around the cancellation form, per country. */
export function cancellationPageCopy(company: Company, country: Country) {
  return localizeDeep(
    {
      title: 'Verträge hier kündigen',
      description:
        'Premium oder Ihr Rechenweg-Konto kündigen: ordentlich oder aus wichtigem Grund, mit Bestätigung auf der Seite und per E-Mail.',
      intro: [
        'Hier kündigen Sie Ihre Verträge mit Rechenweg: Premium und Ihr kostenloses Rechenweg-Konto. Premium endet nach dem bezahlten Zeitraum von selbst und muss nicht gekündigt werden; aus wichtigem Grund können Sie es jederzeit außerordentlich kündigen.',
        'Nach „Jetzt kündigen“ sehen Sie sofort eine Bestätigung mit Datum und Uhrzeit, die Sie speichern können, und erhalten sie zusätzlich per E-Mail.',
      ],
      formHeading: 'Ihre Kündigung',
      otherHeading: 'Andere Wege',
      other: `Sie können auch per E-Mail an ${company.CONTACT_EMAIL} kündigen oder per Post an ${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}. Was eine Kündigung bewirkt, regelt Abschnitt 9 unserer AGB.`,
      termsLink: { href: '/agb#laufzeit', label: 'Zu Abschnitt 9 der AGB' },
    },
    country,
    companyData(company),
  );
}

/** The words of the cancellation form and its receipt on the page. */
export const CANCELLATION_FORM = {
  product: 'Was möchten Sie kündigen?',
  premium: {
    name: 'Premium',
    text: ': das bezahlte Premium. Ihr kostenloses Rechenweg-Konto bleibt bestehen.',
  },
  account: {
    name: 'Rechenweg-Konto',
    text: ': Wir schließen Ihr kostenloses Konto; ein laufendes Premium endet mit ihm.',
  },
  kind: 'Wie möchten Sie kündigen?',
  ordinary: { name: 'Ordentlich', text: ': zum Ende des bezahlten Zeitraums' },
  extraordinary: { name: 'Außerordentlich', text: ' aus wichtigem Grund, auch vorher' },
  reason: 'Grund der außerordentlichen Kündigung',
  optional: '(freiwillig)',
  emailHint: 'Dorthin senden wir die Bestätigung Ihrer Kündigung.',
  when: 'Zu wann soll Ihr Vertrag enden?',
  asap: 'So bald wie möglich',
  onDate: 'Zu einem bestimmten Datum',
  date: 'Gewünschtes Datum',
  button: 'Jetzt kündigen',
  sending: 'Ihre Kündigung wird gesendet …',
  fileName: 'Kuendigung',
  mail: receiptMailWords({ ofIt: 'Ihrer Kündigung', it: 'Ihre Kündigung' }),
  startOver: 'Einen weiteren Vertrag kündigen',
} as const;

/** What is missing or wrong in a cancellation (lib/declarations/cancellation/request.ts). */
export const CANCELLATION_MESSAGES = {
  product: 'Bitte wählen Sie, was Sie kündigen möchten: Premium oder Ihr Rechenweg-Konto.',
  kind: 'Bitte wählen Sie, ob Sie ordentlich oder außerordentlich kündigen.',
  ...IDENTITY_MESSAGES,
  date: 'Bitte wählen Sie ein Datum ab heute oder „So bald wie möglich“.',
} as const satisfies Partial<Record<CancellationField, string>>;

/** Sending failed: nothing typed is lost, and the e-mail route stays open. */
export function unsentCancellationMessage(contactEmail: string): string {
  return `Ihre Kündigung ist nicht bei uns eingegangen: Unser Server konnte sie gerade nicht speichern. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder kündigen Sie per E-Mail an ${contactEmail}.`;
}

/** The contracts and kinds as the receipt and the business's mail name them. */
export const CANCELLATION_PRODUCT_NAMES: Record<CancellationProduct, string> = {
  premium: 'Rechenweg Premium',
  account: 'Rechenweg-Konto',
};
export const CANCELLATION_KIND_NAMES: Record<CancellationKind, string> = {
  ordinary: 'Ordentliche Kündigung',
  extraordinary: 'Außerordentliche Kündigung aus wichtigem Grund',
};

// The exact end follows by e-mail once a person has found the contract
// (lib/declarations/cancellation/receipt.ts says why).
const DATE_FOLLOWS =
  'Sobald wir Ihren Vertrag zugeordnet haben, bestätigen wir Ihnen per E-Mail das Datum, an dem er endet.';

/** The words of a cancellation's receipt (lib/declarations/cancellation/receipt.ts). */
export const CANCELLATION_RECEIPT = {
  heading: 'Ihre Kündigung ist bei uns eingegangen',
  labels: {
    product: 'Gekündigter Vertrag',
    kind: 'Art der Kündigung',
    reason: 'Grund',
    // An extraordinary end is the one asked for until the reason has been checked.
    end: { ordinary: 'Vertragsende', extraordinary: 'Gewünschtes Vertragsende' },
    madeAt: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
  },
  end: {
    /** The date asked for, written out. */
    on: (date: string) => `Zum ${date}`,
    atOnce: 'Mit Eingang dieser Kündigung',
    premium: 'Zum Ende des bezahlten Zeitraums',
    account: 'Sofort, bei laufendem Premium zu dessen Ende',
  },
  nextSteps: {
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
  },
  mail: {
    yours: 'Ihre Kündigung',
    yoursObject: 'Ihre Kündigung',
    noun: 'Kündigung',
    aNoun: 'eine Kündigung',
    page: 'Verträge hier kündigen',
    confirms:
      'Diese E-Mail bestätigt den Inhalt der Kündigung, die Sie mit „Jetzt kündigen“ abgegeben haben, und wann sie bei uns eingegangen ist; bitte bewahren Sie sie auf.',
    done: 'gekündigt',
  },
} as const;
