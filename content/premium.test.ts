import { blockedMessage } from '@/content/premium';

describe('the message when PayPal’s buttons are blocked', () => {
  it('gives the address in the sentence, not after it', () => {
    expect(blockedMessage('kontakt@example.de')).toMatch(
      /Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an kontakt@example\.de\.$/,
    );
  });
});
