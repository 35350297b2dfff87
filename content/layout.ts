// The words of the frame every page shares: the header's and the footer's names,
// the skip link, the 404 and the error screen, and the error test pages. They are
// the same on both countries' pages, and the 404 and the global error page render
// outside any country: words without ß, right in either spelling.

export const FRAME_LABELS = {
  skipToContent: 'Zum Inhalt springen',
  mainNavigation: 'Hauptnavigation',
  countrySwitcher: 'Land wählen',
  legalNavigation: 'Rechtliches',
  /** The header's button, the error screen's, and the contact page's title. */
  contact: 'Kontakt',
} as const;

export const NOT_FOUND_COPY = {
  title: 'Seite nicht gefunden',
  code: 'Fehler 404',
  heading: 'Diese Seite gibt es leider nicht',
  text: 'Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder die Seite ist umgezogen.',
  home: 'Zur Startseite',
} as const;

/** The error screen of error.tsx, global-error.tsx and the build's 500 page. */
export const ERROR_COPY = {
  title: 'Etwas ist schiefgelaufen',
  heading: 'Etwas ist schiefgelaufen, bitte laden Sie die Seite neu',
  text: 'Wenn dieser Hinweis immer wieder erscheint, melden Sie sich bitte bei uns. Wir kümmern uns darum.',
  email: 'E-Mail:',
  reload: 'Seite neu laden',
} as const;

/** The pages that fail on purpose (ENABLE_TEST_ROUTES); the errors' messages are what a report carries. */
export const ERROR_TEST_COPY = {
  browserPage: 'Diese Seite scheitert gleich absichtlich.',
  browserError: 'Absichtlicher Renderfehler (Fehlertest)',
  serverError: 'Absichtlicher Serverfehler (Fehlertest)',
} as const;
