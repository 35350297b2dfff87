import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TermsKeys } from '@/lib/checkout/terms';

// The order a browser is buying, in an HttpOnly cookie bound to it by HMAC over
// the order and the browser's secret (lib/checkout/browser-secret.ts): reading an
// order, its review and its capture answer only the browser that created it,
// so a stranger who learns an order id (from a screenshot, a support mail) gets
// a 404 and never the buyer's account e-mail, and a copied cookie without its
// browser is worth nothing. It carries the time it was first issued, and the
// server refuses it a day later, whatever the browser keeps. A strictly
// necessary cookie of the purchase, scoped to the checkout's endpoints.

export const ORDER_COOKIE = 'rw-bestellung';
export const ORDER_COOKIE_PATH = '/api/premium';
/** Longer than PayPal keeps an approved order open and its request ids (6 h). */
const MAX_AGE_S = 24 * 60 * 60;

export type OrderBinding = {
  orderId: string;
  /** How many approvals this order has had declined: part of the capture's request id. */
  declines: number;
  /** The confirmation e-mail is in the outbox: a reload or `Zahlung prüfen` does not store it again. */
  confirmationQueued: boolean;
  /** Unix seconds of the order's first cookie. */
  issuedAt: number;
};

function seal(value: string, browser: string, keys: TermsKeys): string {
  return createHmac('sha256', keys.cookie)
    .update(JSON.stringify([value, browser]))
    .digest('base64url')
    .slice(0, 32);
}

export function orderCookieValue(binding: OrderBinding, browser: string, keys: TermsKeys): string {
  const value = `${binding.orderId}.${binding.declines}.${binding.confirmationQueued ? 1 : 0}.${binding.issuedAt}`;
  return `${value}.${seal(value, browser, keys)}`;
}

/**
 * The binding in a cookie's value, or null when it is missing, malformed, not
 * ours, of another browser or older than a day.
 */
export function readOrderCookie(
  raw: string | undefined,
  browser: string | undefined,
  keys: TermsKeys,
  now = new Date(),
): OrderBinding | null {
  const match = /^(([A-Z0-9]{1,36})\.(\d{1,3})\.([01])\.(\d{1,12}))\.([\w-]{32})$/.exec(raw ?? '');
  if (!match || !browser) return null;
  const [, value, orderId, declines, confirmationQueued, issuedAt, given] =
    match as unknown as string[];
  const wanted = Buffer.from(seal(value!, browser, keys));
  if (!timingSafeEqual(wanted, Buffer.from(given!))) return null;
  const age = now.getTime() / 1000 - Number(issuedAt);
  if (age < 0 || age > MAX_AGE_S) return null;
  return {
    orderId: orderId!,
    declines: Number(declines),
    confirmationQueued: confirmationQueued === '1',
    issuedAt: Number(issuedAt),
  };
}

export function orderCookieHeader(
  binding: OrderBinding,
  browser: string,
  keys: TermsKeys,
  secure: boolean,
): string {
  return [
    `${ORDER_COOKIE}=${orderCookieValue(binding, browser, keys)}`,
    `Path=${ORDER_COOKIE_PATH}`,
    `Max-Age=${MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
