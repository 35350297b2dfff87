import { cheapestPriceWithVat, formatMinor, toDecimal, toMinor } from '@/lib/checkout/money';

describe('money', () => {
  it('read as Germans and Swiss expect, and as PayPal takes them', () => {
    expect(formatMinor(990, 'DE')).toMatch(/^9,90\s€$/);
    expect(formatMinor(990, 'CH')).toMatch(/^CHF\s9\.90$/);
    expect(toDecimal(742)).toBe('7.42');
    expect(toDecimal(7990)).toBe('79.90');
  });

  it('reads back only what PayPal writes: two decimals', () => {
    expect(toMinor('7.42')).toBe(742);
    expect(toMinor('79.90')).toBe(7990);
    for (const value of ['7.4', '7', '7.420', '-7.42', '7,42', undefined]) {
      expect(toMinor(value)).toBeNull();
    }
  });

  it('start, for the landings, at the cheapest plan of each currency', () => {
    expect(cheapestPriceWithVat('DE')).toMatch(/^9,90\s€ inkl\. MwSt\.$/);
    expect(cheapestPriceWithVat('CH')).toMatch(/^CHF\s9\.90 inkl\. MWST$/);
  });
});
