import type { NoScriptWords } from '@/lib/core/no-script-answer';

// A module of its own: only the route reads it, and a module comes whole with
// whatever imports it (the checkout's rules and review import premium-answers.ts).

/**
 * The page /api/premium/checkout answers a checkout form that a browser sent
 * without its scripts (lib/core/no-script-answer.ts): paying happens in
 * PayPal's window, which only the page's scripts open, so nothing happened.
 */
export const CHECKOUT_NO_SCRIPT = {
  title: 'Nichts bestellt – Premium',
  heading: 'Es wurde nichts bestellt',
  why: 'Bezahlt wird in einem Fenster von PayPal, und das öffnet sich nur mit JavaScript, das in Ihrem Browser ausgeschaltet ist oder nicht geladen wurde. Es wurde deshalb nichts bestellt und nichts abgebucht; Ihre Eingaben haben wir weder gelesen noch gespeichert.',
  byEmail:
    'Möchten Sie ohne JavaScript bestellen oder haben Sie Fragen? Schreiben Sie uns bitte per E-Mail an',
  back: 'Schalten Sie JavaScript ein und laden Sie die Premium-Seite neu: Dann können Sie dort mit PayPal bezahlen.',
  toForm: 'Zurück zu Premium',
} as const satisfies NoScriptWords;
