import { orderCookieHeader, orderCookieValue, readOrderCookie } from '@/lib/checkout/order-cookie';
import { termsKeys } from '@/lib/checkout/terms';

const keys = termsKeys('a-test-order-signing-key-of-32-characters');
const now = new Date('2026-11-25T12:00:00Z');
const issuedAt = now.getTime() / 1000 - 60;
const binding = { orderId: 'E2E00000000000001', declines: 1, confirmationQueued: true, issuedAt };
const browser = 'Gm2yL0bV2yZ3xN6mJ9tQ1wE4rT7uI0oP3aS6dF9gH2j';
const read = (value: string | undefined, secret: string | undefined = browser, at = now) =>
  readOrderCookie(value, secret, keys, at);

describe('the order cookie', () => {
  it('reads back what it bound, in the browser it was bound to', () => {
    expect(read(orderCookieValue(binding, browser, keys))).toEqual(binding);
  });

  it('refuses another order id, a changed count, another key, another browser and garbage', () => {
    const value = orderCookieValue(binding, browser, keys);
    expect(read(value.replace('0001.', '0002.'))).toBeNull();
    expect(read(value.replace('.1.1.', '.0.1.'))).toBeNull();
    expect(
      readOrderCookie(value, browser, termsKeys('another-order-signing-key-of-32-characters'), now),
    ).toBeNull();
    // The same cookie copied into another browser, or sent without the browser's own.
    expect(read(value, browser.replace('G', 'H'))).toBeNull();
    expect(readOrderCookie(value, undefined, keys, now)).toBeNull();
    expect(read('E2E1.0.0.1.x')).toBeNull();
    expect(read(undefined)).toBeNull();
  });

  it('is refused by the server a day after it was first issued, whatever the browser keeps', () => {
    const value = orderCookieValue(binding, browser, keys);
    expect(read(value, browser, new Date(now.getTime() + 23 * 3600_000))).toEqual(binding);
    expect(read(value, browser, new Date(now.getTime() + 24 * 3600_000))).toBeNull();
    expect(read(value, browser, new Date(now.getTime() - 3600_000))).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict, scoped to the checkout endpoints, Secure over https', () => {
    expect(orderCookieHeader(binding, browser, keys, true)).toMatch(
      /^rw-bestellung=[^;]+; Path=\/api\/premium; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(orderCookieHeader(binding, browser, keys, false)).not.toContain('Secure');
  });
});
