import { receiptMailWords } from '@/content/declarations';
import { companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Company } from '@/lib/core/operator';
import type { Country } from '@/lib/countries/countries';

/** The words around the withdrawal function (§ 356a BGB), per country. */
export function withdrawalPageCopy(company: Company, country: Country) {
  return localizeDeep(
    {
      title: 'Vertrag widerrufen',
      description:
        'Rechenweg Premium innerhalb von 14 Tagen widerrufen, ohne Anmeldung und ohne Angabe von Gründen: mit Eingangsbestätigung auf der Seite und per E-Mail.',
      intro: [
        'Sie haben Rechenweg Premium gekauft und möchten den Vertrag widerrufen? Das geht hier innerhalb von vierzehn Tagen ab dem Tag des Vertragsschlusses, ohne Anmeldung und ohne Angabe von Gründen.',
        'Nach „Widerruf bestätigen“ sehen Sie sofort eine Eingangsbestätigung mit dem Inhalt Ihres Widerrufs, Datum und Uhrzeit, die Sie speichern können, und erhalten sie zusätzlich per E-Mail.',
      ],
      formHeading: 'Ihr Widerruf',
      otherHeading: 'Andere Wege',
      other: `Sie können auch per E-Mail an ${company.CONTACT_EMAIL} widerrufen oder per Post an ${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}, ${company.COMPANY_COUNTRY}. In der Widerrufsbelehrung lesen Sie, was ein Widerruf bewirkt, und finden ein Muster-Widerrufsformular.`,
      termsLink: { href: '/widerrufsbelehrung', label: 'Zur Widerrufsbelehrung' },
    },
    country,
    companyData(company),
  );
}

/** Sending failed: nothing typed is lost, and the e-mail route stays open. */
export function unsentWithdrawalMessage(contactEmail: string): string {
  return `Ihr Widerruf ist nicht bei uns eingegangen: Unser Server konnte ihn gerade nicht speichern. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder widerrufen Sie per E-Mail an ${contactEmail}.`;
}

/** The words of the withdrawal form and its receipt on the page. */
export const WITHDRAWAL_FORM = {
  emailHint: 'Dorthin senden wir die Eingangsbestätigung Ihres Widerrufs.',
  contractHint:
    'Die Bestellnummer steht in Ihrer Bestellbestätigung. Ohne sie genügt die E-Mail-Adresse des Rechenweg-Kontos, für das Sie Premium gekauft haben.',
  button: 'Widerruf bestätigen',
  sending: 'Ihr Widerruf wird gesendet …',
  fileName: 'Widerruf',
  mail: receiptMailWords({ ofIt: 'Ihres Widerrufs', it: 'Ihr Widerruf' }),
  startOver: 'Einen weiteren Vertrag widerrufen',
} as const;

/** The words of a withdrawal's receipt (lib/declarations/withdrawal/receipt.ts). */
export const WITHDRAWAL_RECEIPT = {
  heading: 'Ihr Widerruf ist bei uns eingegangen',
  labels: {
    declaration: 'Erklärung',
    madeAt: 'Mit „Widerruf bestätigen“ abgegeben und eingegangen',
  },
  /** The declaration the button makes. */
  declaration: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
  nextSteps:
    'Ist Ihr Widerruf wirksam, insbesondere fristgerecht, endet Premium mit ihm. Was Sie schon bezahlt haben, erstatten wir unverzüglich, spätestens 14 Tage nach Eingang Ihres Widerrufs, mit demselben Zahlungsmittel. Hat Premium auf Ihren Wunsch schon begonnen, behalten wir den Anteil bis zum Widerruf ein (Wertersatz). Sobald wir Ihren Vertrag zugeordnet und den Widerruf geprüft haben, schreiben wir Ihnen, ob er wirksam ist und welchen Betrag wir erstatten.',
  mail: {
    yours: 'Ihr Widerruf',
    yoursObject: 'Ihren Widerruf',
    noun: 'Widerruf',
    aNoun: 'ein Widerruf',
    page: 'Vertrag widerrufen',
    summary: 'Widerruf des Vertrags über Rechenweg Premium',
    confirms:
      'Diese E-Mail bestätigt den Inhalt der Erklärung, die Sie mit „Widerruf bestätigen“ abgegeben haben, und wann sie bei uns eingegangen ist; bitte bewahren Sie sie auf.',
    done: 'widerrufen',
  },
} as const;
