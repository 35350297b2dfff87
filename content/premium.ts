import type { PlanId } from '@/lib/checkout/plans';
import type { NoScriptWords } from '@/lib/core/no-script-answer';

// What the checkout tells a buyer, in our words: never PayPal's, never a
// stack trace. Shared by the page, its endpoints and their tests.

/** Each plan's name and the line under its price (the plans themselves: lib/checkout/plans.ts). */
export const PLAN_WORDS = {
  monat: { name: '1 Monat Premium', note: 'Einmal zahlen, endet nach einem Monat von selbst' },
  jahr: {
    name: '12 Monate Premium',
    note: 'Ein ganzes Schuljahr, günstiger als zwölf Einzelmonate',
  },
} as const satisfies Record<PlanId, { name: string; note: string }>;

/** How the review and the confirmation name the way a buyer pays. */
export function paymentMethodLabel(payment: {
  card: boolean;
  cardLabel: string | null;
  payerEmail: string | null;
}): string {
  return payment.card
    ? `Karte über PayPal${payment.cardLabel ? ` (${payment.cardLabel})` : ''}`
    : `PayPal${payment.payerEmail ? ` (${payment.payerEmail})` : ''}`;
}

/** Why a code does not apply. */
export const PROMO_MESSAGES = {
  unknown: 'Diesen Rabattcode kennen wir nicht. Bitte prüfen Sie die Schreibweise.',
  expired: 'Dieser Rabattcode ist leider abgelaufen.',
  notYet: 'Dieser Rabattcode gilt noch nicht.',
} as const;

/** Why the order endpoint refused a request; the first problem is the one told. */
export const REQUEST_MESSAGES = {
  plan: 'Bitte wählen Sie einen der angebotenen Zeiträume.',
  email: 'Bitte geben Sie die E-Mail-Adresse des Rechenweg-Kontos an, das Premium bekommen soll.',
  code: 'Dieser Rabattcode ist zu lang.',
  malformed:
    'Die Anfrage war unvollständig. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
} as const;

/** What the checkout tells a buyer, by outcome; never PayPal's own words. */
export const CHECKOUT_MESSAGES = {
  off: 'Die Online-Zahlung ist gerade nicht verfügbar.',
  unloaded:
    'Die Seite konnte nicht vollständig geladen werden. Es wurde nichts abgebucht. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  busy: 'Unser Server ist gerade überlastet. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  unavailable:
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  declined:
    'Ihre Karte oder Ihr PayPal-Konto wurde für diese Zahlung abgelehnt. Es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  mismatch:
    'Diese Bestellung können wir nicht zuordnen, es wurde nichts abgebucht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  unconfirmed:
    'Ob PayPal Ihre Zahlung ausgeführt hat, wissen wir gerade nicht. Bitte zahlen Sie nicht noch einmal, sondern prüfen Sie den Stand gleich mit „Zahlung prüfen“. Ihre Auswahl bleibt erhalten.',
  review:
    'PayPal meldet eine Zahlung, die nicht genau zu dieser Bestellung passt. Bitte zahlen Sie nicht noch einmal: Wir prüfen das und melden uns bei Ihnen.',
  consent:
    'Bitte bestätigen Sie, dass Premium sofort beginnen soll. Erst dann können wir die Bestellung ausführen.',
  notApproved:
    'Diese Bestellung ist bei PayPal noch nicht bestätigt. Bitte wählen Sie zuerst Ihre Zahlungsart bei PayPal.',
  unknown:
    'Diese Bestellung finden wir in diesem Browser nicht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  cancelled:
    'Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht, Ihre Auswahl ist noch da.',
  tooLong:
    'Mit diesem Kauf liefe Premium für dieses Konto länger als 24 Monate ab heute, weil jeder weitere Kauf das laufende Premium verlängert. So lange im Voraus verkaufen wir Premium nicht: Bitte wählen Sie einen kürzeren Zeitraum oder bestellen Sie später noch einmal. Es wurde nichts abgebucht.',
} as const;

/** When PayPal's buttons do not load: the buyer gets our address to order by. */
export function blockedMessage(contactEmail: string): string {
  return `Die Zahlungsbuttons von PayPal konnten nicht geladen werden. Oft blockiert ein Werbe- oder Tracking-Blocker sie. Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an ${contactEmail}.`;
}

/** The one button that places the order (§ 312j Abs. 3 BGB names its words). */
export const ORDER_BUTTON = 'Jetzt zahlungspflichtig bestellen';

/** The words of the checkout form on /premium, in German spelling (Swiss pages respell them). */
export const CHECKOUT_LABELS = {
  plans: 'Zeitraum wählen',
  was: 'statt',
  now: 'jetzt',
  email: 'E-Mail des Rechenweg-Kontos',
  emailHint: 'Dieses Konto bekommt Premium, zum Beispiel das Ihres Kindes.',
  code: 'Rabattcode',
  redeem: 'Einlösen',
  codeMissing: 'Bitte geben Sie einen Rabattcode ein.',
  codeNotRedeemed: 'Bitte lösen Sie den Rabattcode zuerst ein oder leeren Sie das Feld.',
  codeApplied: (code: string) => `Rabattcode ${code} wird angewendet.`,
  pay: 'Weiter zur Zahlung',
  paymentOff: (contactEmail: string) =>
    `${CHECKOUT_MESSAGES.off} Schreiben Sie uns gern an ${contactEmail}, dann schalten wir Premium für Sie frei.`,
  checking: 'Wir fragen bei PayPal den Stand Ihrer Bestellung ab …',
  check: 'Zahlung prüfen',
  loadingReview: 'Bestellübersicht wird geladen …',
  loadingPayPal: 'PayPal wird geladen …',
  loadingConfirmation: 'Zahlung erhalten …',
} as const;

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

/** A plan's length as the sentences below use it (accusative): `einen Monat`, `12 Monate`. */
export const planLength = (months: number) => (months === 1 ? 'einen Monat' : `${months} Monate`);
