import { companyData, type Company, type LegalDocument } from '@/content/legal';
import { teachersWord } from '@/content/site-copy';
import { localizeDeep } from '@/lib/routing/country';
import type { Country } from '@/lib/site';
import { formatDate } from '@/lib/site-time';

/** When the statement was last checked against the site; a change of the site's forms renews it. */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-25';

/**
 * The information on accessibility of § 14 and Anlage 3 BFSG: the service, how
 * it meets the requirements, what does not yet, and where to turn. The market
 * surveillance authority is the one the Länder set up by treaty (MLBF).
 */
export function accessibilityStatement(company: Company, country: Country): LegalDocument {
  return localizeDeep(
    {
      title: 'Erklärung zur Barrierefreiheit',
      description:
        'Wie die Website von Rechenweg und der Kauf von Premium barrierefrei nutzbar sind, was noch nicht gelingt und wo Sie uns Hindernisse melden.',
      intro:
        'Rechenweg soll für alle nutzbar sein. Hier beschreiben wir nach § 14 und Anlage 3 des Barrierefreiheitsstärkungsgesetzes (BFSG), wie diese Website und der Kauf von Premium die Anforderungen an die Barrierefreiheit erfüllen.',
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
            'Wir gestalten die Website nach den Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA, wie sie die harmonisierte Norm EN 301 549 übernimmt. Im Einzelnen:',
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
          id: 'einschraenkungen',
          heading: 'Was noch nicht barrierefrei ist',
          paragraphs: [
            `Das Zahlungsfenster von PayPal und die Videos stammen von anderen Anbietern; ihre Barrierefreiheit können wir nicht selbst gestalten. Kommen Sie dort nicht weiter, helfen wir Ihnen per E-Mail an ${company.CONTACT_EMAIL} oder am Telefon unter ${company.CONTACT_PHONE} weiter.`,
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
            'Meinen Sie, dass unsere Dienstleistung die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden: die Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF) in Magdeburg.',
          ],
        },
        {
          id: 'stand',
          heading: 'Stand dieser Erklärung',
          paragraphs: [
            `Diese Erklärung gibt den Stand vom ${formatDate(ACCESSIBILITY_STATEMENT_DATE)} wieder.`,
          ],
        },
      ],
    },
    country,
    companyData(company),
  );
}
