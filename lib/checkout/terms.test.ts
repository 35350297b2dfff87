import {
  captureRequestId,
  consentCustomId,
  createRequestId,
  readConsent,
  invoiceIdOf,
  signedUnit,
  termsKeys,
  verifyUnit,
  type OrderTerms,
} from '@/lib/checkout/terms';

const keys = termsKeys('a-test-order-signing-key-of-32-characters');
const checkoutId = '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab';
const browser = 'Gm2yL0bV2yZ3xN6mJ9tQ1wE4rT7uI0oP3aS6dF9gH2j';
const terms: OrderTerms = {
  invoiceId: invoiceIdOf(checkoutId, browser, keys),
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
    expect(unit.custom_id).toBe(terms.invoiceId);
    expect(unit.invoice_id).toBe(terms.invoiceId);
    expect(terms.invoiceId).toMatch(/^RW-[0-9A-F]{20}$/);
    // Neither the attempt nor the browser can be read from the number a buyer's e-mail shows.
    expect(terms.invoiceId).not.toContain(checkoutId.slice(0, 8).toUpperCase());
    expect(invoiceIdOf(checkoutId, browser.replace('G', 'H'), keys)).not.toBe(terms.invoiceId);
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
        invoice_id: 'RW-00000000000000000000',
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
    const id = createRequestId(terms, browser, keys);
    expect(createRequestId({ ...terms }, browser, keys)).toBe(id);
    for (const change of [
      { accountEmail: 'ben@example.de' },
      { planId: 'monat' as const },
      { promoCode: null },
      { invoiceId: invoiceIdOf('5b3c2b0e-1f4a-4c8e-9d2a-0123456789ac', browser, keys) },
      { total: 7990 },
    ]) {
      expect(createRequestId({ ...terms, ...change }, browser, keys)).not.toBe(id);
    }
    // Every term the e-mail shows, from another browser: another order.
    expect(createRequestId(terms, browser.replace('G', 'H'), keys)).not.toBe(id);
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

describe('the recorded consent to start at once', () => {
  const at = new Date('2026-11-25T13:05:00Z');
  const customId = consentCustomId('ORDER1', terms.invoiceId, at, 'a1b2c3d4', keys);

  it('fits custom_id and reads back for its own order only', () => {
    expect(customId.length).toBeLessThanOrEqual(127);
    expect(customId.startsWith(`${terms.invoiceId}.c`)).toBe(true);
    expect(readConsent(customId, 'ORDER1', terms.invoiceId, keys)).toEqual({
      at: '2026-11-25T13:05:00.000Z',
      textVersion: 'a1b2c3d4',
    });
    expect(readConsent(customId, 'ORDER2', terms.invoiceId, keys)).toBeNull();
    expect(
      readConsent(customId.replace('.c17', '.c16'), 'ORDER1', terms.invoiceId, keys),
    ).toBeNull();
    expect(readConsent(terms.invoiceId, 'ORDER1', terms.invoiceId, keys)).toBeNull();
    expect(readConsent(undefined, 'ORDER1', terms.invoiceId, keys)).toBeNull();
    expect(
      readConsent(
        customId,
        'ORDER1',
        terms.invoiceId,
        termsKeys('another-order-signing-key-of-32-characters'),
      ),
    ).toBeNull();
  });
});
