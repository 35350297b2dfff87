// The error screen's words (components/layout/error-screen.tsx). A module of its own:
// error.tsx and global-error.tsx are client components, and a module comes whole
// into the chunk of the first that imports it, which loads on every page. The
// global error page renders outside any country: no ß.

/** The header's button, the error screen's, and the contact page's title. */
export const CONTACT_LABEL = 'Kontakt';

/** The error screen of error.tsx, global-error.tsx and the build's 500 page. */
export const ERROR_COPY = {
  title: 'Etwas ist schiefgelaufen',
  heading: 'Etwas ist schiefgelaufen, bitte laden Sie die Seite neu',
  text: 'Wenn dieser Hinweis immer wieder erscheint, melden Sie sich bitte bei uns. Wir kümmern uns darum.',
  email: 'E-Mail:',
  reload: 'Seite neu laden',
  contact: CONTACT_LABEL,
} as const;
