import { receiptMailWords } from '@/content/declarations';
import { companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import type { Company } from '@/lib/operator';

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
