import { orderCookieHeader, orderCookieValue, readOrderCookie } from '@/lib/checkout/order-cookie';
import { termsKeys } from '@/lib/checkout/terms';

const keys = termsKeys('a-test-order-signing-key-of-32-characters');
const binding = { orderId: 'E2E00000000000001', declines: 1, mailed: true };

describe('the order cookie', () => {
  it('reads back what it bound', () => {
    expect(readOrderCookie(orderCookieValue(binding, keys), keys)).toEqual(binding);
  });

  it('refuses another order id, a changed count, another key and garbage', () => {
    const value = orderCookieValue(binding, keys);
    expect(readOrderCookie(value.replace('0001.', '0002.'), keys)).toBeNull();
    expect(readOrderCookie(value.replace('.1.1.', '.0.1.'), keys)).toBeNull();
    expect(
      readOrderCookie(value, termsKeys('another-order-signing-key-of-32-characters')),
    ).toBeNull();
    expect(readOrderCookie('E2E1.0.0.x', keys)).toBeNull();
    expect(readOrderCookie(undefined, keys)).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict, scoped to the checkout endpoints, Secure over https', () => {
    expect(orderCookieHeader(binding, keys, true)).toMatch(
      /^rw-bestellung=[^;]+; Path=\/api\/premium; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(orderCookieHeader(binding, keys, false)).not.toContain('Secure');
  });
});
