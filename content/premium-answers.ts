import { ISLAND_MESSAGES } from '@/content/premium';

// What our server answers a buyer of /premium: why a request or a code was
// refused and how an order ended. The island shows them as the server sent
// them; in the browser only the form's rules (lib/checkout/schema.ts, loaded
// with the form's first touch) and the review (tooLong) name some themselves,
// so they load with those, never with /premium (content/premium.ts).

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
  ...ISLAND_MESSAGES,
  busy: 'Unser Server ist gerade überlastet. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
  declined:
    'Ihre Karte oder Ihr PayPal-Konto wurde für diese Zahlung abgelehnt. Es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  mismatch:
    'Diese Bestellung können wir nicht zuordnen, es wurde nichts abgebucht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  review:
    'PayPal meldet eine Zahlung, die nicht genau zu dieser Bestellung passt. Bitte zahlen Sie nicht noch einmal: Wir prüfen das und melden uns bei Ihnen.',
  consent:
    'Bitte bestätigen Sie, dass Premium sofort beginnen soll. Erst dann können wir die Bestellung ausführen.',
  notApproved:
    'Diese Bestellung ist bei PayPal noch nicht bestätigt. Bitte wählen Sie zuerst Ihre Zahlungsart bei PayPal.',
  unknown:
    'Diese Bestellung finden wir in diesem Browser nicht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  tooLong:
    'Mit diesem Kauf liefe Premium für dieses Konto länger als 24 Monate ab heute, weil jeder weitere Kauf das laufende Premium verlängert. So lange im Voraus verkaufen wir Premium nicht: Bitte wählen Sie einen kürzeren Zeitraum oder bestellen Sie später noch einmal. Es wurde nichts abgebucht.',
} as const;
