import {
  blockedMessage,
  cheapestPriceWithVat,
  checkPromoCode,
  formatMinor,
  quote,
  toDecimal,
  PLANS,
  PROMOTIONS,
} from '@/lib/checkout/pricing';

const at = (iso: string) => new Date(`${iso}T12:00:00+01:00`);

describe('promo codes', () => {
  it('are found trimmed and case-insensitively', () => {
    expect(checkPromoCode('  besser25 ', at('2026-11-23'))).toEqual({
      ok: true,
      promotion: PROMOTIONS.find((p) => p.code === 'BESSER25'),
    });
  });

  it('tell unknown, expired and not-yet-valid codes apart', () => {
    expect(checkPromoCode('GRATIS', at('2026-11-23'))).toEqual({ ok: false, reason: 'unknown' });
    expect(checkPromoCode('HDL2024', at('2026-11-23'))).toEqual({ ok: false, reason: 'expired' });
    expect(checkPromoCode('HDL2024', at('2024-12-31')).ok).toBe(true);
    expect(checkPromoCode('BESSER25', at('2024-12-31'))).toEqual({ ok: false, reason: 'notYet' });
  });

  it('end at midnight in Berlin, not in UTC', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    expect(checkPromoCode('HDL2024', new Date('2024-12-31T23:30:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});

describe('quotes', () => {
  it('price every plan in the country’s currency', () => {
    for (const plan of PLANS) {
      expect(quote(plan.id, 'DE', undefined)).toMatchObject({
        currency: 'EUR',
        total: plan.prices.EUR,
        discount: 0,
        promoCode: null,
      });
      expect(quote(plan.id, 'CH', undefined)).toMatchObject({
        currency: 'CHF',
        total: plan.prices.CHF,
      });
    }
  });

  it('take a code’s discount off, rounded in the buyer’s favour', () => {
    const besser25 = PROMOTIONS.find((p) => p.code === 'BESSER25')!;
    const q = quote('monat', 'DE', besser25);
    // 25 % of 990 is 247.5: the buyer saves 248.
    expect(q).toMatchObject({ listPrice: 990, discount: 248, total: 742, promoCode: 'BESSER25' });
  });

  it('read as Germans and Swiss expect, and as PayPal takes them', () => {
    expect(formatMinor(990, 'DE')).toMatch(/^9,90\s€$/);
    expect(formatMinor(990, 'CH')).toMatch(/^CHF\s9\.90$/);
    expect(toDecimal(742)).toBe('7.42');
    expect(toDecimal(7990)).toBe('79.90');
  });

  it('start, for the landings, at the cheapest plan of each currency', () => {
    expect(cheapestPriceWithVat('DE')).toMatch(/^9,90\s€ inkl\. MwSt\.$/);
    expect(cheapestPriceWithVat('CH')).toMatch(/^CHF\s9\.90 inkl\. MWST$/);
  });
});

describe('the message when PayPal’s buttons are blocked', () => {
  it('gives the address in the sentence, not after it', () => {
    expect(blockedMessage('kontakt@example.de')).toMatch(
      /Bitte erlauben Sie PayPal auf dieser Seite oder schreiben Sie uns an kontakt@example\.de\.$/,
    );
  });
});
