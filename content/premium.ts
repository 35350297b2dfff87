import type { PlanId } from '@/lib/checkout/plans';

// What the checkout tells a buyer, in our words: never PayPal's, never a
// stack trace. Shared by the page, its endpoints and their tests; what only
// the server answers is content/premium-answers.ts, the review's words
// content/order-review.ts.

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

/**
 * What the checkout's island tells a buyer itself, where no answer of our
 * server does (a call that failed, PayPal's window closed), or before the
 * first click. The server's own answers are content/premium-answers.ts: a
 * module loads with every export that any client module uses, and most of
 * those words no script of /premium needs before a click.
 */
export const ISLAND_MESSAGES = {
  off: 'Die Online-Zahlung ist gerade nicht verfügbar.',
  unloaded:
    'Die Seite konnte nicht vollständig geladen werden. Es wurde nichts abgebucht. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
  unavailable:
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  unconfirmed:
    'Ob PayPal Ihre Zahlung ausgeführt hat, wissen wir gerade nicht. Bitte zahlen Sie nicht noch einmal, sondern prüfen Sie den Stand gleich mit „Zahlung prüfen“. Ihre Auswahl bleibt erhalten.',
  cancelled:
    'Sie haben die Zahlung abgebrochen. Es wurde nichts abgebucht, Ihre Auswahl ist noch da.',
} as const;

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
    `${ISLAND_MESSAGES.off} Schreiben Sie uns gern an ${contactEmail}, dann schalten wir Premium für Sie frei.`,
  checking: 'Wir fragen bei PayPal den Stand Ihrer Bestellung ab …',
  check: 'Zahlung prüfen',
  loadingReview: 'Bestellübersicht wird geladen …',
  loadingPayPal: 'PayPal wird geladen …',
  loadingConfirmation: 'Zahlung erhalten …',
} as const;
