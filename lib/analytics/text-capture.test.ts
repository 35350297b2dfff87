import { MASKED_TEXT_VALUE, replaceSensitiveString } from '@amplitude/analytics-core';
import { TEXT_MASK_PATTERNS } from '@/lib/analytics/text-capture';

// The SDK's own masking function with our patterns, exactly as autocapture runs it.
const mask = (text: string) => replaceSensitiveString(text, TEXT_MASK_PATTERNS);

describe('text capture filter', () => {
  it.each([
    ['card with spaces', 'Karte 4111 1111 1111 1111 bitte'],
    ['card with dashes', 'Nr. 5500-0000-0000-0004'],
    ['Swiss AHV number', 'AHV 756.9217.0769.85'],
    ['Swiss AHV number, no dots', 'AHV 7569217076985'],
    ['German tax id', 'Steuer-ID 12 345 678 901'],
    ['German identity card', 'Ausweis T22000129'],
    ['German IBAN', 'IBAN DE89 3704 0044 0532 0130 00'],
    ['Swiss IBAN', 'IBAN CH9300762011623852957'],
  ])('masks a %s', (_, text) => {
    const masked = mask(text);
    expect(masked).toContain(MASKED_TEXT_VALUE);
    expect(masked).not.toMatch(/\d{4}/);
  });

  it('masks every card number in a text, not only the first', () => {
    const masked = mask('4111 1111 1111 1111 und 5500 0000 0000 0004');
    expect(masked).toBe(`${MASKED_TEXT_VALUE} und ${MASKED_TEXT_VALUE}`);
  });

  it.each([
    'Jetzt kostenlos starten',
    'Klasse 5 bis 7',
    '80.000+ Schüler:innen',
    'Preis: 0 €',
    'KONTAKTIEREN',
    'Telefon +49 30 1234567',
  ])('keeps ordinary text: %s', (text) => {
    expect(mask(text)).toBe(text);
  });

  it('is stable when the same pattern runs twice (global regexps keep no state)', () => {
    expect(mask('Ausweis T22000129')).toBe(mask('Ausweis T22000129'));
  });
});
