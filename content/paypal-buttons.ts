// What a buyer reads when PayPal's buttons do not load. A module of its own:
// only the buttons' chunk (components/checkout/paypal-payment.tsx) says it, so
// it stays off /premium's first load (content/premium.ts).

/** When PayPal's buttons do not load: the buyer gets our address to order by. */
export function blockedMessage(contactEmail: string): string {
  return `Die Zahlungsbuttons von PayPal konnten nicht geladen werden. Oft blockiert ein Werbe- oder Tracking-Blocker sie. Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an ${contactEmail}.`;
}
