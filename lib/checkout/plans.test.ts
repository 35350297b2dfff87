import { PLANS, quote } from '@/lib/checkout/plans';
import { PROMOTIONS } from '@/lib/checkout/promo-codes';

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
});
