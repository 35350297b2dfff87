// The right of withdrawal of Premium: the statutory model of a Widerrufsbelehrung
// and its form, the review's checkbox to start at once, and what a buyer
// without the right reads. One source for the page /widerrufsbelehrung, the
// order review and the confirmation e-mail.
//
// Classification (legal to confirm): Premium is access to a tutoring service
// for a fixed term, a digital service in the sense of § 327 Abs. 2 S. 2 BGB and
// a service contract for the rules of withdrawal: the model of Anlage 1 zu
// Art. 246a § 1 Abs. 2 S. 2 EGBGB in its variant for services, the early start
// under § 356 Abs. 4 BGB and the pro-rata value under § 357a Abs. 2 BGB.
import { companyAddress, companyData, type LegalDocument } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Company } from '@/lib/core/operator';
import type { Country } from '@/lib/countries/countries';
import type { SitePath } from '@/lib/routing/pages';

/** The page of the withdrawal function (§ 356a BGB), which the Belehrung names by its full address. */
const WITHDRAWAL_PAGE = '/vertrag-widerrufen' satisfies SitePath;

function notify(company: Company): string {
  return `${companyAddress(company)}, Telefon: ${company.CONTACT_PHONE}, E-Mail: ${company.CONTACT_EMAIL}`;
}

/** The statutory sentences, word for word (Anlage 1 zu Art. 246a § 1 Abs. 2 S. 2 EGBGB). */
export const MODEL = {
  right:
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
  period: 'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
  how: (company: Company) =>
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${notify(company)}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
  /**
   * Gestaltungshinweis 3 for a trader who must offer the withdrawal function of
   * § 356a BGB (as amended by the law of 3 February 2026, BGBl. 2026 I Nr. 28,
   * in force since 19 June 2026): it follows the paragraph above.
   */
  online: (withdrawalUrl: string) =>
    `Sie können Ihr Widerrufsrecht auch online unter ${withdrawalUrl} ausüben. Wenn Sie diese Online-Funktion nutzen, übermitteln wir Ihnen auf einem dauerhaften Datenträger (z. B. durch eine E-Mail) unverzüglich eine Eingangsbestätigung mit Informationen zum Inhalt der Widerrufserklärung sowie dem Datum und der Uhrzeit ihres Eingangs.`,
  deadline:
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
  refund:
    'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
  service:
    'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
} as const;

/** The model withdrawal form (Anlage 2 zu Art. 246a § 1 Abs. 2 S. 1 Nr. 1 EGBGB), for services. */
export function withdrawalFormLines(company: Company): string[] {
  return [
    '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    `An ${notify(company)}:`,
    'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*): Rechenweg Premium',
    'Bestellt am (*)/erhalten am (*)',
    'Name des/der Verbraucher(s)',
    'Anschrift des/der Verbraucher(s)',
    'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
    'Datum',
    '(*) Unzutreffendes streichen.',
  ];
}

/**
 * The right Swiss law lacks for online contracts, granted by contract (AGB § 10):
 * the Belehrung's last section and the confirmation of a buyer in Switzerland.
 */
export const SWISS_WITHDRAWAL = {
  heading: 'Für Käuferinnen und Käufer mit Wohnsitz in der Schweiz',
  paragraph:
    'Das Schweizer Recht sieht für Verträge, die im Internet geschlossen werden, kein gesetzliches Widerrufsrecht vor. Wir räumen Ihnen das oben beschriebene Widerrufsrecht deshalb vertraglich ein, mit derselben Frist, denselben Folgen und demselben vorzeitigen Erlöschen.',
} as const;

/**
 * The review's required checkbox for every consumer (§ 356 Abs. 4 Nr. 2 lit. a
 * and c, § 357a Abs. 2 BGB). A purchase for an account with Premium begins
 * with the end of the running one (AGB § 9), perhaps still within the 14 days:
 * the request names that start too.
 */
export const IMMEDIATE_START = {
  label:
    'Ich verlange ausdrücklich, dass der gekaufte Zeitraum vor Ablauf der 14-tägigen Widerrufsfrist beginnt: sofort oder, hat das Konto schon Premium, im Anschluss an das laufende Premium.',
  acknowledgement:
    'Mir ist bekannt, dass ich bei einem Widerruf einen angemessenen Betrag für die bis dahin bereitgestellte Zeit zahle (Wertersatz) und dass mein Widerrufsrecht erlischt, sobald der Vertrag vollständig erfüllt ist.',
} as const;

/**
 * The same request in an order by e-mail (AGB § 6), whose Premium begins once
 * the transfer has arrived: the buyer writes it, and our confirmation repeats it.
 */
export const EMAIL_IMMEDIATE_START = `Rechenweg Premium soll beginnen, sobald meine Zahlung eingegangen ist, oder, hat das Konto schon Premium, im Anschluss an das laufende Premium, auch wenn die 14-tägige Widerrufsfrist dann noch läuft. Das verlange ich ausdrücklich. ${IMMEDIATE_START.acknowledgement}`;

/**
 * The page /widerrufsbelehrung. `siteUrl` is the origin of the country's host:
 * the Belehrung names the withdrawal function by its full address.
 */
export function withdrawalNotice(
  company: Company,
  country: Country,
  siteUrl: string,
): LegalDocument {
  const document: LegalDocument = {
    title: 'Widerrufsbelehrung',
    description:
      'Widerrufsbelehrung für Rechenweg Premium mit Muster-Widerrufsformular: Frist, Folgen und wie Sie widerrufen.',
    intro:
      'Wer Premium als Verbraucherin oder Verbraucher kauft, hat ein Widerrufsrecht, gleich wo er oder sie wohnt. Für Käuferinnen und Käufer mit Wohnsitz in der Schweiz gilt zusätzlich der letzte Abschnitt.',
    sections: [
      {
        id: 'widerrufsrecht',
        heading: 'Widerrufsrecht',
        paragraphs: [
          MODEL.right,
          MODEL.period,
          MODEL.how(company),
          MODEL.online(`${siteUrl}${WITHDRAWAL_PAGE}`),
          MODEL.deadline,
        ],
        highlighted: true,
      },
      {
        id: 'folgen',
        heading: 'Folgen des Widerrufs',
        paragraphs: [MODEL.refund, MODEL.service],
      },
      {
        id: 'formular',
        heading: 'Muster-Widerrufsformular',
        paragraphs: withdrawalFormLines(company),
      },
      {
        id: 'so-widerrufen-sie',
        heading: 'So widerrufen Sie in der Praxis',
        paragraphs: [
          `Am einfachsten widerrufen Sie über „Vertrag widerrufen“ am Ende jeder Seite: Name, Bestellnummer oder E-Mail-Adresse des Kontos und Ihre E-Mail-Adresse angeben, dann „Widerruf bestätigen“. Sie können auch eine E-Mail an ${company.CONTACT_EMAIL} schreiben; das Muster-Formular müssen Sie nicht verwenden. Wir zahlen mit demselben Zahlungsmittel zurück, mit dem Sie bezahlt haben.`,
        ],
        links: [{ href: WITHDRAWAL_PAGE, label: 'Zu „Vertrag widerrufen“' }],
      },
      {
        id: 'vorzeitiges-erloeschen',
        heading: 'Wann das Widerrufsrecht vorzeitig erlischt',
        paragraphs: [
          'Das Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen haben, nachdem Sie ausdrücklich zugestimmt und bestätigt haben, dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung verlieren (§ 356 Abs. 4 BGB). Diese Zustimmung geben Sie auf der Website vor der Bestellung mit dem Kästchen zum sofortigen Beginn, bei einer Bestellung per E-Mail mit der Erklärung dazu in Ihrer E-Mail (Abschnitt 6 der AGB). Ohne sie beginnt Premium bei einer Bestellung per E-Mail erst nach Ablauf der Widerrufsfrist.',
        ],
      },
      {
        id: 'schweiz',
        heading: SWISS_WITHDRAWAL.heading,
        paragraphs: [SWISS_WITHDRAWAL.paragraph],
      },
    ],
  };
  // The company's data is configuration and keeps its spelling (content/legal.ts).
  return localizeDeep(document, country, companyData(company));
}
