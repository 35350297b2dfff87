import { localizeDeep, localizeSpelling } from '@/content/spelling';

describe('localizeSpelling', () => {
  it('writes ss on Swiss pages only', () => {
    expect(localizeSpelling('Grüße aus der Straße', 'CH')).toBe('Grüsse aus der Strasse');
    expect(localizeSpelling('Grüße', 'DE')).toBe('Grüße');
  });

  it('quotes with guillemets on Swiss pages', () => {
    expect(localizeSpelling('mit „Zahlung prüfen“', 'CH')).toBe('mit «Zahlung prüfen»');
    expect(localizeSpelling('mit „Zahlung prüfen“', 'DE')).toBe('mit „Zahlung prüfen“');
  });

  it('leaves legal data such as an address as configured', () => {
    const keep = ['Musterstraße 1', 'Groß & Söhne GmbH'];
    expect(
      localizeSpelling('Anschrift: Groß & Söhne GmbH, Musterstraße 1. Grüße', 'CH', keep),
    ).toBe('Anschrift: Groß & Söhne GmbH, Musterstraße 1. Grüsse');
    expect(localizeSpelling('Große Straße', 'CH', ['(unbenutzt)'])).toBe('Grosse Strasse');
  });
});

describe('localizeDeep', () => {
  it('converts every nested string for Switzerland and leaves Germany alone', () => {
    const value = { title: 'Straße', list: ['groß', { text: 'Fuß' }], count: 3 };
    expect(localizeDeep(value, 'CH')).toEqual({
      title: 'Strasse',
      list: ['gross', { text: 'Fuss' }],
      count: 3,
    });
    expect(localizeDeep(value, 'DE')).toBe(value);
  });
});
