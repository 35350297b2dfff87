import 'server-only';
import { randomBytes } from 'node:crypto';
import type { GrantConfig } from '@/lib/checkout/grant';
import type { PayPalBrowserConfig, PayPalConfig } from '@/lib/checkout/paypal/client';
import { termsKeys, type TermsKeys } from '@/lib/checkout/terms';
import { DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { env, isProductionSite, siteOrigins } from '@/lib/env';

// The checkout's server configuration, from the environment lib/env.ts
// validated. Apart from env.ts, so the proxy's bundle never loads the
// checkout's crypto.

const PAYPAL_API = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
};

/** The server's PayPal credentials; null switches the checkout off (the page says so). */
export const paypalConfig: PayPalConfig | null =
  env.NEXT_PUBLIC_PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
    ? {
        apiUrl: env.PAYPAL_API_URL ?? (isProductionSite ? PAYPAL_API.live : PAYPAL_API.sandbox),
        clientId: env.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
      }
    : null;

/** What the browser needs to load PayPal's JS SDK: never the secret. */
export const paypalBrowserConfig: PayPalBrowserConfig | null = paypalConfig && {
  clientId: paypalConfig.clientId,
  // The JS SDK's own URL moves with the API: sandbox unless production.
  ...(env.NEXT_PUBLIC_PAYPAL_SDK_URL
    ? { sdkBaseUrl: env.NEXT_PUBLIC_PAYPAL_SDK_URL }
    : { environment: isProductionSite ? 'production' : 'sandbox' }),
};

export type CheckoutConfig = {
  paypal: PayPalConfig;
  keys: TermsKeys;
  /** Null outside production without PREMIUM_GRANT_URL: nothing is handed off (one console line). */
  grant: GrantConfig | null;
  redisUrl: string | null;
  /** The order cookie is `Secure` wherever the site is served over https. */
  secureCookie: boolean;
};

function checkoutConfigOf(paypal: PayPalConfig | null): CheckoutConfig | null {
  if (!paypal) return null;
  return {
    paypal,
    keys: termsKeys(env.ORDER_SIGNING_KEY ?? randomBytes(32).toString('base64url')),
    grant:
      env.PREMIUM_GRANT_URL && env.PREMIUM_GRANT_SECRET
        ? { url: env.PREMIUM_GRANT_URL, secret: env.PREMIUM_GRANT_SECRET }
        : null,
    redisUrl: env.REDIS_URL ?? null,
    secureCookie: siteOrigins[DEFAULT_COUNTRY].startsWith('https://'),
  };
}

/** Everything the checkout's server side needs; null while PayPal is off. */
export const checkoutConfig = checkoutConfigOf(paypalConfig);
