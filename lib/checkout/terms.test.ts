import {
  captureRequestId,
  createRequestId,
  signedUnit,
  termsKeys,
  verifyUnit,
  type OrderTerms,
} from '@/lib/checkout/terms';

const keys = termsKeys('a-test-order-signing-key-of-32-characters');
const terms: OrderTerms = {
  checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
  planId: 'jahr',
  country: 'DE',
  promoCode: 'BESSER25',
  accountEmail: 'mia@example.de',
  currency: 'EUR',
  total: 5992,
};
const unitOf = (t: OrderTerms) => ({
  ...signedUnit(t, keys),
  amount: { currency_code: t.currency, value: (t.total / 100).toFixed(2) },
});

describe('signed order terms', () => {
  it('read back exactly what was signed, the account e-mail included', () => {
    expect(verifyUnit(unitOf(terms), keys)).toEqual(terms);
  });

  it('give PayPal no e-mail in clear: custom_id and invoice_id are the pseudonymous invoice number', () => {
    const unit = signedUnit(terms, keys);
    expect(JSON.stringify(unit)).not.toContain('mia@example.de');
    expect(unit.custom_id).toBe(`RW-${terms.checkoutId}`);
    expect(unit.invoice_id).toBe(`RW-${terms.checkoutId}`);
    expect(unit.reference_id.length).toBeLessThanOrEqual(256);
  });

  it('fit PayPal’s 256 characters with the longest account e-mail the endpoint accepts', () => {
    const long = { ...terms, accountEmail: `${'a'.repeat(89)}@example.de` };
    expect(long.accountEmail).toHaveLength(100);
    expect(signedUnit(long, keys).reference_id.length).toBeLessThanOrEqual(256);
  });

  it.each([
    [
      'amount',
      (u: ReturnType<typeof unitOf>) => ({ ...u, amount: { currency_code: 'EUR', value: '0.01' } }),
    ],
    [
      'currency',
      (u: ReturnType<typeof unitOf>) => ({
        ...u,
        amount: { currency_code: 'CHF', value: '59.92' },
      }),
    ],
    [
      'invoice',
      (u: ReturnType<typeof unitOf>) => ({
        ...u,
        invoice_id: 'RW-5b3c2b0e-1f4a-4c8e-9d2a-0123456789ac',
      }),
    ],
    [
      'plan',
      (u: ReturnType<typeof unitOf>) => ({
        ...u,
        reference_id: u.reference_id.replace(':jahr:', ':monat:'),
      }),
    ],
    [
      'code',
      (u: ReturnType<typeof unitOf>) => ({
        ...u,
        reference_id: u.reference_id.replace(':BESSER25:', ':-:'),
      }),
    ],
  ])('refuse an order whose %s changed', (_, change) => {
    expect(verifyUnit(change(unitOf(terms)), keys)).toBeNull();
  });

  it('refuse an order signed with another key (another deployment, or anyone’s)', () => {
    expect(
      verifyUnit(unitOf(terms), termsKeys('another-order-signing-key-of-32-characters')),
    ).toBeNull();
  });
});

describe('PayPal request ids', () => {
  it('are the same for the same terms and differ for any changed term', () => {
    const id = createRequestId(terms, keys);
    expect(createRequestId({ ...terms }, keys)).toBe(id);
    for (const change of [
      { accountEmail: 'ben@example.de' },
      { planId: 'monat' as const },
      { promoCode: null },
      { checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ac' },
      { total: 7990 },
    ]) {
      expect(createRequestId({ ...terms, ...change }, keys)).not.toBe(id);
    }
    expect(id.length).toBeLessThanOrEqual(108);
  });

  it('capture under a new id after each declined approval, and the same id when checked again', () => {
    const first = captureRequestId('ORDER1', terms, 0, keys);
    expect(captureRequestId('ORDER1', terms, 0, keys)).toBe(first);
    expect(captureRequestId('ORDER1', terms, 1, keys)).not.toBe(first);
    expect(captureRequestId('ORDER2', terms, 0, keys)).not.toBe(first);
    expect(
      captureRequestId('ORDER1', { ...terms, accountEmail: 'ben@example.de' }, 0, keys),
    ).not.toBe(first);
    expect(first.length).toBeLessThanOrEqual(108);
  });
});
