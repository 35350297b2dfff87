import { schoolWords, teachersWord } from '@/content/school-words';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The words of the contact and Premium pages, and the notice of the demo.

/** The country switcher's names. */
export const COUNTRY_NAMES: Record<Country, string> = { DE: 'Deutschland', CH: 'Schweiz' };

/** What the header calls the landings and Premium. */
export const HEADER_LABELS = {
  pupils: () => 'Schülerinnen und Schüler',
  teachers: teachersWord,
  parents: () => 'Eltern',
  premium: () => 'Premium',
} satisfies Record<string, (country: Country) => string>;

/** What the footer calls the legal pages. */
export const LEGAL_LABELS = {
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  agb: 'AGB',
  withdrawalNotice: 'Widerrufsbelehrung',
  accessibility: 'Barrierefreiheit',
  withdrawal: 'Vertrag widerrufen',
  cancellation: 'Verträge hier kündigen',
} as const;

/** The site's promise, under its name in the metadata and on the Open Graph images. */
export const PRODUCT_TAGLINE = 'Der KI-Mathetutor für Schule und Zuhause';

export const CONTACT_TITLE = 'Wir helfen gern persönlich bei allen Anliegen';

export const PREMIUM_TITLE = 'Rechenweg Premium';

export function contactPageCopy(country: Country) {
  return localizeDeep(
    {
      description:
        'Fragen zu Rechenweg, Pilotschulen oder Ihrem Konto? Wir helfen gern persönlich – per Telefon, E-Mail oder Nachricht.',
      lead: 'Ob Frage zum Konto, Idee für eine neue Funktion oder Interesse als Pilotschule: Schreiben Sie uns oder rufen Sie an. Wir antworten in der Regel innerhalb eines Werktags.',
      formHeading: 'Schreiben Sie uns',
      directHeading: 'So erreichen Sie uns direkt',
      closeLabel: 'Kontaktfenster schließen',
    },
    country,
  );
}

export function premiumPageCopy(country: Country) {
  const { test, tests, levels } = schoolWords(country);
  return localizeDeep(
    {
      metaTitle: 'Premium für Ihr Kind',
      description: `Rechenweg Premium: unbegrenzt üben, Lernpläne vor ${tests} und ein Wochenbericht für Eltern. Einmal zahlen mit PayPal oder Karte, kein Abo.`,
      lead: `Mit Premium übt Ihr Kind ohne Grenzen: unbegrenzt viele Aufgaben und Erklärungen, Lernpläne vor ${tests} und ein ausführlicher Wochenbericht für Sie. Sie zahlen einmal für den gewählten Zeitraum, danach endet Premium von selbst – kein Abo, nichts zu kündigen.`,
      includesHeading: 'Das ist in Premium enthalten',
      includes: [
        'Unbegrenzt viele Aufgaben, Hinweise und Schritt-für-Schritt-Erklärungen',
        `Lernpläne für die nächste ${test}, passend zum Stoff der Klasse`,
        'Ein Wochenbericht für Eltern: geübte Themen, Fortschritte, offene Lücken',
        `Alle ${levels} und Themen, am Handy, Tablet und Computer`,
      ],
      parentsHeading: 'Sie kaufen, Ihr Kind lernt',
      parents:
        'Premium kaufen Erwachsene, meist Eltern, für das Rechenweg-Konto eines Kindes: Sie schließen den Vertrag, und das Konto, dessen E-Mail-Adresse Sie angeben, bekommt Premium. Bezahlt wird mit PayPal oder mit Kredit- bzw. Debitkarte. Für das Konto Ihres Kindes geben Sie die E-Mail-Adresse an, mit der es sich bei Rechenweg anmeldet.',
      /** Followed by the contact address: the way to order that needs no PayPal window (BFSG). */
      orderByEmail:
        'Lieber ohne PayPal? Bestellen Sie per E-Mail mit dem Zeitraum, der E-Mail-Adresse des Kontos sowie Ihrem Namen und Ihrer Anschrift. Mit unserer Rechnung kommt der Vertrag zustande; mit ihr erhalten Sie Bestellbestätigung, AGB und Widerrufsbelehrung. Sie zahlen per Überweisung. Premium beginnt, sobald das Geld da ist, wenn Sie in Ihrer E-Mail den Beginn vor Ablauf der Widerrufsfrist verlangen, sonst nach Ablauf der Frist (Abschnitt 6 der AGB). Schreiben Sie an',
      // The app's compatibility is owed before the order (Art. 246a § 1 EGBGB), in words a parent can check.
      requirementsHeading: 'Technische Voraussetzungen',
      requirements:
        'Rechenweg läuft im Browser, Sie müssen nichts installieren. Ihr Kind braucht einen Computer, ein Tablet oder ein Handy mit einem aktuellen Browser (Chrome, Edge, Firefox oder Safari in der aktuellen Version) und eine Internetverbindung.',
      buyHeading: 'Premium kaufen',
    },
    country,
  );
}

/**
 * The footer's line while the operator's details are the demo's samples
 * (lib/config/operator.ts, showsDemoNotice). No ß: it serves both countries as it is.
 */
export const DEMO_NOTICE = 'Demoversion: Die Angaben zum Anbieter sind Beispieldaten.';
