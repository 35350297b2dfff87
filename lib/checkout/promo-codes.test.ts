import { checkPromoCode, PROMOTIONS } from '@/lib/checkout/promo-codes';

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
