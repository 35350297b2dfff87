import { companyData, type LegalDocument } from '@/content/legal';
import { teachersWord } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { Company, SurveillanceContact } from '@/lib/core/operator';
import type { Country } from '@/lib/countries/countries';

/** The version of the harmonised standard the site is built and checked against. */
export const EN_301_549 = 'EN 301 549 V3.2.1 (2021-03)';

/** The market surveillance authority for the BFSG, set up by the Länder's treaty in Magdeburg. */
export const MARKET_SURVEILLANCE =
  'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)';

/**
 * The information on accessibility of § 14 and Anlage 3 BFSG: the service, how
 * it meets the requirements, what does not yet, and where to turn. The market
 * surveillance authority is the one the Länder set up by treaty (MLBF).
 */
export function accessibilityStatement(
  company: Company,
  country: Country,
  /** When it was last checked against the site (lib/core/operator.ts), as the page writes dates. */
  statedOn: string,
  /** Where the authority takes complaints (lib/core/operator.ts). */
  surveillance: SurveillanceContact,
): LegalDocument {
  return localizeDeep(
    {
      title: 'Erklärung zur Barrierefreiheit',
      description:
        'Wie die Website von Rechenweg, der Kauf von Premium und die Rechenweg-App barrierefrei nutzbar sind, was noch nicht gelingt und wo Sie uns Hindernisse melden.',
      intro:
        'Rechenweg soll für alle nutzbar sein. Hier beschreiben wir nach § 14 und Anlage 3 des Barrierefreiheitsstärkungsgesetzes (BFSG), wie diese Website, der Kauf von Premium und die Rechenweg-App die Anforderungen an die Barrierefreiheit erfüllen.',
      sections: [
        {
          id: 'dienstleistung',
          heading: 'Unsere Dienstleistung',
          paragraphs: [
            `Auf dieser Website stellen wir den KI-Mathetutor Rechenweg für Schülerinnen und Schüler, ${teachersWord(country)} und Eltern vor. Eltern und andere Erwachsene können hier Rechenweg Premium kaufen, den Vertrag kündigen und widerrufen. All das geht vollständig auf der Website, ohne Anmeldung.`,
          ],
        },
        {
          id: 'anforderungen',
          heading: 'Wie wir die Anforderungen erfüllen',
          paragraphs: [
            `Wir gestalten die Website nach den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA, wie sie die harmonisierte Norm ${EN_301_549} übernimmt. Im Einzelnen:`,
          ],
          list: [
            'Alle Seiten, Formulare, Dialoge und der Kauf lassen sich allein mit der Tastatur bedienen; der Fokus ist immer sichtbar und bleibt in einem geöffneten Dialog.',
            'Überschriften, Landmarken, Beschriftungen und Fehlermeldungen sind so ausgezeichnet, dass Screenreader sie vorlesen; Fehler in Formularen werden angesagt und nennen, was zu tun ist.',
            'Texte und Bedienelemente haben ausreichenden Kontrast; die Seiten lassen sich bis 400 Prozent vergrößern und auf 320 Pixel Breite lesen, ohne waagerecht zu scrollen.',
            'Bilder haben Textalternativen; Videos laden erst auf Klick und lassen sich auch beim Anbieter öffnen.',
            'Was Sie in ein Formular eingeben, bleibt erhalten, wenn das Senden scheitert oder Sie die Seite neu laden; Bestätigungen können Sie speichern und drucken.',
            'Jede Seite prüfen wir vor jeder Veröffentlichung automatisch auf Barrierefreiheitsfehler (axe) und auf gültiges HTML (W3C-Prüfprogramm).',
          ],
        },
        {
          // What Premium is bought for (§ 14 BFSG with Anlage 3): the app's state as its team
          // last checked it, renewed with the statement's date whenever an app release changes it.
          id: 'app',
          heading: 'Die Rechenweg-App mit Premium',
          paragraphs: [
            'Premium schaltet Funktionen in der Rechenweg-App frei, die im Browser am Computer, Tablet und Handy läuft. Auch sie richten wir nach WCAG 2.1 auf Stufe AA aus:',
          ],
          list: [
            'Mit der Tastatur und mit Screenreadern (NVDA und VoiceOver) bedienbar sind die Anmeldung, das Auswählen und Bearbeiten von Aufgaben, die Eingabe von Antworten, Hinweise und Erklärungen, das Gespräch mit dem Tutor und der Wochenbericht.',
            'Noch nicht barrierefrei: Längere Formeln lesen Screenreader nicht überall verständlich vor, und Zeichnungen zur Geometrie sowie Funktionsgraphen haben noch keine vollständige Textbeschreibung. Bis das gelöst ist, beschreibt der Tutor eine Zeichnung auf Nachfrage in Worten.',
          ],
          after: [
            `Kommen Sie in der App nicht weiter, schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}.`,
          ],
        },
        {
          id: 'einschraenkungen',
          heading: 'Was noch nicht barrierefrei ist',
          paragraphs: [
            `Das Zahlungsfenster von PayPal und die Videos stammen von anderen Anbietern; ihre Barrierefreiheit können wir nicht selbst gestalten. Kommen Sie dort nicht weiter, helfen wir Ihnen per E-Mail an ${company.CONTACT_EMAIL} oder am Telefon unter ${company.CONTACT_PHONE} weiter.`,
          ],
        },
        {
          id: 'ohne-paypal',
          heading: 'Premium ohne PayPal bestellen',
          paragraphs: [
            `Premium können Sie auch ohne das Zahlungsfenster von PayPal bestellen: per E-Mail an ${company.CONTACT_EMAIL}. Nennen Sie den Zeitraum, die E-Mail-Adresse des Rechenweg-Kontos, das Premium bekommen soll, sowie Ihren Namen und Ihre Anschrift für die Rechnung. Mit unserer Rechnung kommt der Vertrag zustande; mit ihr erhalten Sie die Bestellbestätigung, die AGB und die Widerrufsbelehrung. Sie zahlen per Überweisung. Haben Sie in Ihrer E-Mail verlangt, dass Premium vor Ablauf der Widerrufsfrist beginnt, schalten wir es frei, sobald das Geld eingegangen ist, sonst nach Ablauf der Frist (Abschnitt 6 der AGB). Den Beginn bestätigen wir Ihnen per E-Mail.`,
          ],
        },
        {
          id: 'feedback',
          heading: 'Hindernisse melden',
          paragraphs: [
            `Ist Ihnen auf unserer Website ein Hindernis begegnet? Schreiben Sie uns an ${company.CONTACT_EMAIL} oder rufen Sie an: ${company.CONTACT_PHONE}. Wir antworten innerhalb von zwei Wochen und sagen Ihnen, wie und bis wann wir es beheben.`,
          ],
        },
        {
          id: 'marktueberwachung',
          heading: 'Marktüberwachungsbehörde',
          paragraphs: [
            'Meinen Sie, dass unsere Dienstleistung die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:',
            MARKET_SURVEILLANCE,
            surveillance.address,
            `E-Mail: ${surveillance.email}`,
          ],
        },
        {
          id: 'stand',
          heading: 'Stand dieser Erklärung',
          paragraphs: [`Diese Erklärung gibt den Stand vom ${statedOn} wieder.`],
        },
      ],
    },
    country,
    // The authority's address is legal data too: as written, on Swiss pages as well.
    [...companyData(company), surveillance.address, surveillance.email],
  );
}
