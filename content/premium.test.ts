import { TERM_LABELS } from '@/content/order-review';
import { blockedMessage } from '@/content/paypal-buttons';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';

describe('the message when PayPal’s buttons are blocked', () => {
  it('gives the address in the sentence, not after it', () => {
    expect(blockedMessage('kontakt@example.de')).toMatch(
      /Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an kontakt@example\.de\.$/,
    );
  });
});

describe('the checkout’s words from the copy review (#52)', () => {
  it('says the server is overloaded, not silent, and that nothing was charged', () => {
    expect(CHECKOUT_MESSAGES.busy).toBe(
      'Unser Server ist gerade überlastet. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten noch einmal.',
    );
  });

  it('refuses a purchase past 24 months with its reason, and keeps the rest', () => {
    expect(CHECKOUT_MESSAGES.tooLong).toMatch(
      /^Mit diesem Kauf liefe Premium für dieses Konto länger als 24 Monate ab heute, weil jeder weitere Kauf das laufende Premium verlängert\. So lange im Voraus verkaufen wir Premium nicht: .* Es wurde nichts abgebucht\.$/,
    );
  });

  it('names a running Premium only as far as the purchases we know of tell', () => {
    expect(TERM_LABELS.known('22.11.2028', '22.11.2029')).toBe(
      'Nach den Käufen auf dieser Website, die wir kennen, hat dieses Konto Premium bis zum 22.11.2028; dieser Kauf verlängert es bis zum 22.11.2029.',
    );
  });
});
