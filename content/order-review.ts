// What the buyer reads after PayPal's approval: the review, the term and the
// confirmation. A module of its own: the review and the confirmation load on
// the way (components/checkout/premium-checkout.tsx), and a client component's
// module comes whole into its chunk, so these words stay off /premium's first load.

/** The one button that places the order (§ 312j Abs. 3 BGB names its words). */
export const ORDER_BUTTON = 'Jetzt zahlungspflichtig bestellen';

/** A plan's length as the sentences below use it (accusative): `einen Monat`, `12 Monate`. */
export const planLength = (months: number) => (months === 1 ? 'einen Monat' : `${months} Monate`);

/** The review after PayPal's approval (§ 312j Abs. 2 BGB): what the buyer sees right before ordering. */
export const REVIEW_LABELS = {
  heading: 'Ihre Bestellung prüfen',
  steps: (orderButton: string) => [
    'Zeitraum, Rechenweg-Konto und Rabattcode wählen',
    'Zahlungsart bei PayPal wählen und bestätigen',
    `Bestellung hier prüfen, mit dem Häkchen unten den sofortigen Beginn bestätigen (für jede Bestellung nötig) und mit „${orderButton}“ abschicken: erst damit kommt der Vertrag zustande`,
  ],
  product: 'Produkt',
  productName: 'Rechenweg Premium',
  term: 'Laufzeit',
  account: 'Premium für',
  total: 'Gesamtpreis',
  withCode: (code: string) => `mit Rabattcode ${code}`,
  paymentMethod: 'Zahlungsart',
  confirmationTo: 'Bestätigung an',
  anythingWrong: 'Stimmt etwas nicht? Sie können jede Angabe noch korrigieren:',
  change: 'Angaben ändern',
  terms: {
    before: 'Es gelten unsere',
    agb: 'AGB',
    notice: '. Bitte beachten Sie die',
    withdrawal: 'Widerrufsbelehrung',
    and: 'und die',
    privacy: 'Datenschutzerklärung',
  },
  consentMissing: 'Bitte bestätigen Sie, dass Premium sofort beginnen soll.',
} as const;

/**
 * The term as the review, the confirmation and its e-mail state it. The site
 * cannot see whether the account already has Premium, which a purchase then
 * extends (AGB § 9): the dates hold only for an account without, and say so.
 */
export const TERM_LABELS = {
  length: (months: number) => `Premium für ${planLength(months)}, endet von selbst, kein Abo`,
  dates: (start: string, end: string) =>
    `Hat das Konto bei der Bestellung noch kein Premium: vom ${start} bis ${end}.`,
  extension: (months: number) =>
    `Hat das Konto bei der Bestellung schon Premium, verlängert sich sein Premium um ${planLength(months)} ab dem bisherigen Ende.`,
  /** What the site's own earlier sales to the account tell (lib/checkout/account-sales.ts). */
  known: (runningEnd: string, newEnd: string) =>
    `Nach den Käufen auf dieser Website, die wir kennen, hat dieses Konto Premium bis zum ${runningEnd}; dieser Kauf verlängert es bis zum ${newEnd}.`,
} as const;

/** The confirmation on the page after the capture. */
export const CONFIRMATION_LABELS = {
  heading: 'Zahlung erhalten, Premium wird freigeschaltet',
  orderId: 'Bestellnummer',
  premium: 'Premium',
  account: 'Rechenweg-Konto',
  amount: 'Betrag',
  paidWith: 'Bezahlt mit',
  /** `{account}`, `{mailTo}` and `{contact}` are filled in after the respelling: they are addresses. */
  unlocking:
    'Premium wird in den nächsten Minuten für das Konto {account} freigeschaltet; beim nächsten Anmelden ist es da. Ihre Bestellbestätigung mit den Vertragsbedingungen schicken wir {mailTo}. Fragen beantworten wir gern unter {contact}.',
  mailTo: (payerEmail: string | null) => (payerEmail ? `an ${payerEmail}` : 'per E-Mail'),
  save: 'Bestellbestätigung speichern',
  /** The saved file's name: ASCII, which every file system and mail client keeps. */
  fileName: (orderId: string) => `Bestellbestaetigung-${orderId}.html`,
  withdraw: 'Vertrag widerrufen',
  withdrawal:
    'Innerhalb von vierzehn Tagen können Sie den Vertrag ohne Angabe von Gründen widerrufen; wie, steht in der Widerrufsbelehrung in Ihrer Bestellbestätigung.',
} as const;
