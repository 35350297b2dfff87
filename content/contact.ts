import { FIELD_MESSAGES } from '@/content/forms';
import type { ContactIssue } from '@/lib/contact/contact';
import type { NoScriptWords } from '@/lib/core/no-script-answer';

// What the contact form says, in the popup and on /kontakt alike (Sie: the
// form is for parents, teachers and schools).

/** The contact form's issues, in German. */
export const CONTACT_ISSUE_LABELS: Record<ContactIssue, string> = {
  'General Feedback': 'Generelles Feedback',
  'Pilot School': 'Wir möchten Pilotschule werden',
  'Improvement Suggestion': 'Verbesserungsvorschläge / Wünsche für weitere Funktionen',
  Bug: 'Fehler melden',
  'Forgot Password': 'Passwort vergessen',
};

export const CONTACT_FORM_COPY = {
  issue: 'Anliegen',
  choose: 'Bitte wählen',
  name: 'Name',
  email: 'E-Mail',
  message: 'Nachricht',
  count: (length: number, max: number) => `${length} von höchstens ${max} Zeichen`,
  honeypot: 'Webseite (bitte leer lassen)',
  send: 'Senden',
  sending: 'Ihre Nachricht wird gesendet …',
  unavailable: 'Das Kontaktformular ist gerade nicht verfügbar. Schreiben Sie uns bitte direkt an',
} as const;

/** Phone, address and demo booking beside the form. */
export const CONTACT_DETAILS_COPY = {
  phone: 'Telefon',
  email: 'E-Mail',
  copy: 'Adresse kopieren',
  copied: 'E-Mail-Adresse kopiert',
  /** When the clipboard is refused and the address is selected instead. */
  selected: (controlKey: string) =>
    `Die Adresse ist markiert: Kopieren Sie sie mit ${controlKey}+C oder ⌘+C.`,
  demo: 'Produktdemo',
  bookDemo: 'Persönliche Demo buchen',
} as const;

/** What the contact form says of a field it refuses (lib/contact/schema.ts), in the browser's own bubble. */
export const CONTACT_VALIDATION = {
  chooseIssue: 'Bitte wählen Sie Ihr Anliegen aus.',
  fillIn: 'Bitte füllen Sie dieses Feld aus.',
  email: FIELD_MESSAGES.email,
  tooLong: FIELD_MESSAGES.tooLong,
  messageTooLong: (max: number) => `Bitte kürzen Sie Ihre Nachricht auf höchstens ${max} Zeichen.`,
} as const;

/** What the toasts say after `Senden`. */
export const CONTACT_OUTCOMES = {
  sent: 'Vielen Dank! Ihre Nachricht ist bei uns angekommen. Wir melden uns bald.',
  limited:
    'Sie haben gerade erst eine Nachricht gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
  failed: (email: string) =>
    `Ihre Nachricht wurde leider nicht gesendet. Ihre Eingaben bleiben erhalten: Versuchen Sie es bitte noch einmal oder schreiben Sie uns an ${email}.`,
  mayHaveArrived: (email: string) =>
    `Ihre Nachricht ist vielleicht schon bei uns angekommen, aber die Bestätigung dauert ungewöhnlich lange. Bitte senden Sie sie nicht noch einmal: Sobald die Bestätigung da ist, sehen Sie es hier. Ihre Eingaben bleiben erhalten. Kommt keine Bestätigung, schreiben Sie uns bitte an ${email}.`,
  underway:
    'Ihre Nachricht ist schon unterwegs. Bitte warten Sie auf die Bestätigung, bevor Sie sie noch einmal senden.',
} as const;

/**
 * The page /api/kontakt answers a contact form that a browser sent without
 * its scripts (lib/core/no-script-answer.ts): the form sends only through
 * them, so nothing arrived.
 */
export const CONTACT_NO_SCRIPT = {
  title: 'Nachricht nicht gesendet – Kontakt',
  heading: 'Ihre Nachricht wurde nicht gesendet',
  why: 'Das Kontaktformular funktioniert nur mit JavaScript, das in Ihrem Browser ausgeschaltet ist oder nicht geladen wurde. Ihre Nachricht ist deshalb nicht bei uns angekommen; wir haben sie weder gelesen noch gespeichert.',
  byEmail: 'Schreiben Sie uns bitte direkt per E-Mail an',
  back: 'Mit der Zurück-Taste Ihres Browsers finden Sie Ihren Text meist noch im Formular, zum Kopieren in Ihre E-Mail.',
  toForm: 'Zurück zum Kontaktformular',
} as const satisfies NoScriptWords;
