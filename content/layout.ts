import { CONTACT_LABEL } from '@/content/error-screen';

// The words of the frame every page shares: the header's and the footer's names,
// the skip link, the 404 and the error test pages; the error screen's are in
// content/error-screen.ts. They are the same on both countries' pages, and the
// 404 renders outside any country: words without ß, right in either spelling.
// Only server components import this module: a client component's module comes
// whole into its chunk, so a client component takes its words as props.

export const FRAME_LABELS = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  countrySwitcher: 'Land wählen',
  legalNavigation: 'Rechtliches',
  /** The header's button and the contact page's title: the error screen's word (CONTACT_LABEL). */
  contact: CONTACT_LABEL,
} as const;

export const NOT_FOUND_COPY = {
  title: 'Seite nicht gefunden',
  code: 'Fehler 404',
  heading: 'Diese Seite gibt es leider nicht',
  text: 'Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder die Seite ist umgezogen.',
  home: 'Zur Startseite',
} as const;

/** The pages that fail on purpose (ENABLE_TEST_ROUTES); the errors' messages are what a report carries. */
export const ERROR_TEST_COPY = {
  browserPage: 'Diese Seite scheitert gleich absichtlich.',
  browserError: 'Absichtlicher Renderfehler (Fehlertest)',
  serverError: 'Absichtlicher Serverfehler (Fehlertest)',
} as const;
