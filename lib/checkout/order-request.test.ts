import { REQUEST_MESSAGES } from '@/content/premium-answers';
import { parseOrderRequest, parseQuoteRequest } from '@/lib/checkout/order-request';

const CHECKOUT_ID = '0b7e6b9c-2f6d-4c1e-9a3b-5d8e7f6a1b2c';
const order = { plan: 'jahr', code: '', email: 'kind@example.de', checkoutId: CHECKOUT_ID };

describe('parseOrderRequest', () => {
  it('takes a plan, a code, the account e-mail and the attempt’s id, and nothing else', () => {
    expect(
      parseOrderRequest({ ...order, code: 'besser25', email: ' Kind@Example.DE ', total: 1 }),
    ).toEqual({
      ok: true,
      value: {
        planId: 'jahr',
        promoCode: 'besser25',
        accountEmail: 'kind@example.de',
        checkoutId: CHECKOUT_ID,
      },
    });
  });

  it('reads an empty, blank or missing code as none', () => {
    for (const code of ['', '   ', null, undefined]) {
      const result = parseOrderRequest({ ...order, code });
      expect(result.ok && result.value.promoCode).toBeNull();
    }
  });

  it('tells the first problem, in the order of the fields', () => {
    const told = (body: unknown) => {
      const result = parseOrderRequest(body);
      return result.ok ? null : result.message;
    };
    expect(told(null)).toBe(REQUEST_MESSAGES.malformed);
    expect(told('jahr')).toBe(REQUEST_MESSAGES.malformed);
    expect(told({ ...order, plan: 'woche', email: 'x' })).toBe(REQUEST_MESSAGES.plan);
    expect(told({ ...order, plan: undefined })).toBe(REQUEST_MESSAGES.plan);
    expect(told({ ...order, code: 'X'.repeat(33), email: 'x' })).toBe(REQUEST_MESSAGES.code);
    expect(told({ ...order, code: 25 })).toBe(REQUEST_MESSAGES.code);
    expect(told({ ...order, email: 'kein-konto' })).toBe(REQUEST_MESSAGES.email);
    expect(told({ ...order, email: `${'a'.repeat(90)}@example.de` })).toBe(REQUEST_MESSAGES.email);
    expect(told({ ...order, email: 42 })).toBe(REQUEST_MESSAGES.email);
    // Only the bare address reaches the product server: no name, quotes or comment with it.
    for (const email of ['"x"<a@x.example>', 'Eva <eva@x.example>', 'eva@x.example(1)']) {
      expect(told({ ...order, email })).toBe(REQUEST_MESSAGES.email);
    }
    expect(told({ ...order, checkoutId: 'eins' })).toBe(REQUEST_MESSAGES.malformed);
    expect(told({ ...order, checkoutId: undefined })).toBe(REQUEST_MESSAGES.malformed);
  });
});

describe('parseQuoteRequest', () => {
  it('takes a code of at most 32 characters, and nothing about prices', () => {
    expect(parseQuoteRequest({ code: 'HDL2024', amount: '0.01' })).toEqual({
      ok: true,
      value: { promoCode: 'HDL2024' },
    });
    expect(parseQuoteRequest({})).toEqual({ ok: true, value: { promoCode: null } });
    expect(parseQuoteRequest({ code: 'X'.repeat(33) })).toEqual({
      ok: false,
      message: REQUEST_MESSAGES.code,
    });
    expect(parseQuoteRequest(null)).toEqual({ ok: false, message: REQUEST_MESSAGES.malformed });
  });
});
