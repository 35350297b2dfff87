import { randomBytes } from 'node:crypto';

// The browser a checkout runs in has a secret of its own: 32 random bytes in an
// HttpOnly cookie, set when it creates its first order. Its order's request id,
// invoice number and cookie are bound to it (lib/checkout/terms.ts,
// order-cookie.ts), so a stranger who holds every value of the confirmation
// e-mail still gets another order of their own, and never this one.

/** `__Host-` where the site runs on https: only this origin, path `/`, Secure. */
export const browserCookieName = (secure: boolean) => (secure ? '__Host-rw-browser' : 'rw-browser');

const SECRET = /^[\w-]{43}$/;

/** The browser's secret from its cookie, or a new one to set with the answer. */
export function browserSecretOf(raw: string | undefined): { secret: string; fresh: boolean } {
  return raw && SECRET.test(raw)
    ? { secret: raw, fresh: false }
    : { secret: randomBytes(32).toString('base64url'), fresh: true };
}

export function browserCookieHeader(secret: string, secure: boolean): string {
  return [
    `${browserCookieName(secure)}=${secret}`,
    'Path=/',
    // As long as an order of its can be finished: the order cookie's day.
    `Max-Age=${24 * 60 * 60}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
