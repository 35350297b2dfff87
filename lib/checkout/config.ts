import 'server-only';
import { randomBytes } from 'node:crypto';
import type { GrantConfig } from '@/lib/checkout/grant';
import type { PayPalBrowserConfig, PayPalConfig } from '@/lib/checkout/paypal/client';
import { termsKeys, type TermsKeys } from '@/lib/checkout/terms';
import {
  fragment,
  id,
  LOOPBACK,
  optionalUrl,
  parseFragment,
  secret,
  switchedOff,
  weakKeys,
  type Parsed,
} from '@/lib/config/fields';
import type { MailEnv } from '@/lib/config/mail';
import type { OperatorEnv } from '@/lib/config/operator';
import { isProductionSite, siteOrigins, type SiteEnv } from '@/lib/config/site';
import { isProduction } from '@/lib/core/site-environment';
import { DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { outboxEnv, redisUrl, type OutboxEnv } from '@/lib/outbox/config';

// The checkout's settings (PayPal and its own signing key), its production
// rules and its server configuration. Apart from lib/env.ts's other parts, so
// the proxy's bundle never loads the checkout's crypto.

export const checkoutSettings = fragment({
  server: {
    // PAYPAL_API_URL defaults to PayPal's sandbox unless the site is production;
    // tests point it at a local stand-in.
    PAYPAL_CLIENT_SECRET: id(/^[\w-]{10,128}$/, 'must be a PayPal REST client secret'),
    PAYPAL_API_URL: optionalUrl(),
    // The checkout's own key: signs and encrypts the order terms, binds an order
    // to its browser (never the PayPal secret, which PayPal may rotate).
    ORDER_SIGNING_KEY: secret(),
  },
  client: {
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: id(/^[\w-]{10,128}$/, 'must be a PayPal REST client id'),
    NEXT_PUBLIC_PAYPAL_SDK_URL: optionalUrl(),
  },
});

export type CheckoutEnv = Parsed<typeof checkoutSettings>;

/** PayPal's keys switch the checkout on, on both hosts at once. */
export const checkoutOn = (parsed: CheckoutEnv) =>
  Boolean(parsed.NEXT_PUBLIC_PAYPAL_CLIENT_ID && parsed.PAYPAL_CLIENT_SECRET);

/** What a checkout without its production keys does instead, one line each (never in production). */
export function checkoutNotes(parsed: CheckoutEnv & OutboxEnv): string[] {
  if (!checkoutOn(parsed))
    return switchedOff('Premium checkout (PayPal)', parsed, [
      'NEXT_PUBLIC_PAYPAL_CLIENT_ID',
      'PAYPAL_CLIENT_SECRET',
    ]);
  return [
    ...(parsed.ORDER_SIGNING_KEY
      ? []
      : ['ORDER_SIGNING_KEY not set: orders are signed with a key of this process only']),
    ...(parsed.PREMIUM_GRANT_URL && parsed.PREMIUM_GRANT_SECRET
      ? []
      : ['Hand-off to the product server is off: PREMIUM_GRANT_URL, PREMIUM_GRANT_SECRET not set']),
    ...(parsed.REDIS_URL
      ? []
      : ["REDIS_URL not set: the checkout's rate limits are kept per instance, in memory"]),
  ];
}

const PAYPAL_SANDBOX_HOSTS = ['api-m.sandbox.paypal.com', 'api.sandbox.paypal.com'];

/**
 * Whether PAYPAL_API_URL may move real money: every host but PayPal's sandbox
 * (in any case, with or without the trailing dot of a fully qualified name)
 * and a loopback stand-in; a host of our own in front of PayPal counts as live.
 */
function isLivePayPal(apiUrl: string): boolean {
  if (LOOPBACK.test(apiUrl)) return false;
  return !PAYPAL_SANDBOX_HOSTS.includes(new URL(apiUrl).hostname.replace(/\.+$/, ''));
}

type CheckoutSite = CheckoutEnv &
  OutboxEnv &
  Pick<MailEnv, 'SMTP_URL' | 'MAIL_ARCHIVE'> &
  Pick<OperatorEnv, 'COMPANY_VAT_ID_CH'> &
  Pick<SiteEnv, 'SITE_ENV' | 'VERCEL_ENV'>;

/**
 * Real money only where production is declared; there, the checkout needs its
 * own key, its e-mail and its hand-off, and PayPal over https (a loopback
 * stand-in aside).
 */
export function checkoutProblems(parsed: CheckoutSite): string[] {
  const production = isProduction(parsed);
  if (parsed.PAYPAL_API_URL && isLivePayPal(parsed.PAYPAL_API_URL) && !production) {
    return [
      'PAYPAL_API_URL is PayPal’s live API or may lead there (every host but the sandbox and loopback), but SITE_ENV or VERCEL_ENV does not declare production',
    ];
  }
  if (!production) return [];
  const problems = weakKeys(parsed, ['ORDER_SIGNING_KEY']);
  if (!checkoutOn(parsed)) return problems;
  for (const key of [
    'ORDER_SIGNING_KEY',
    'SMTP_URL',
    'MAIL_ARCHIVE',
    'PREMIUM_GRANT_URL',
    'PREMIUM_GRANT_SECRET',
  ] as const) {
    if (!parsed[key]) problems.push(`${key} is required in production with the PayPal checkout on`);
  }
  // The checkout sells on both hosts, and the Swiss prices say „inkl. MWST“:
  // the .ch Impressum and the Swiss confirmations name the number behind it.
  if (!parsed.COMPANY_VAT_ID_CH) {
    problems.push(
      'COMPANY_VAT_ID_CH is required in production with the PayPal checkout on: the Swiss prices include MWST',
    );
  }
  const api = parsed.PAYPAL_API_URL;
  if (api && !api.startsWith('https://') && !LOOPBACK.test(api)) {
    problems.push('PAYPAL_API_URL must be an https:// URL in production');
  }
  return problems;
}

export const checkoutEnv = parseFragment(checkoutSettings, process.env);

const PAYPAL_API = {
  live: 'https://api-m.paypal.com',
  sandbox: 'https://api-m.sandbox.paypal.com',
};

/** The server's PayPal credentials; null switches the checkout off (the page says so). */
export const paypalConfig: PayPalConfig | null =
  checkoutEnv.NEXT_PUBLIC_PAYPAL_CLIENT_ID && checkoutEnv.PAYPAL_CLIENT_SECRET
    ? {
        apiUrl:
          checkoutEnv.PAYPAL_API_URL ?? (isProductionSite ? PAYPAL_API.live : PAYPAL_API.sandbox),
        clientId: checkoutEnv.NEXT_PUBLIC_PAYPAL_CLIENT_ID,
        clientSecret: checkoutEnv.PAYPAL_CLIENT_SECRET,
      }
    : null;

/** What the browser needs to load PayPal's JS SDK: never the secret. */
export const paypalBrowserConfig: PayPalBrowserConfig | null = paypalConfig && {
  clientId: paypalConfig.clientId,
  // The JS SDK's own URL moves with the API: sandbox unless production.
  ...(checkoutEnv.NEXT_PUBLIC_PAYPAL_SDK_URL
    ? { sdkBaseUrl: checkoutEnv.NEXT_PUBLIC_PAYPAL_SDK_URL }
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
    keys: termsKeys(checkoutEnv.ORDER_SIGNING_KEY ?? randomBytes(32).toString('base64url')),
    grant:
      outboxEnv.PREMIUM_GRANT_URL && outboxEnv.PREMIUM_GRANT_SECRET
        ? { url: outboxEnv.PREMIUM_GRANT_URL, secret: outboxEnv.PREMIUM_GRANT_SECRET }
        : null,
    redisUrl,
    secureCookie: siteOrigins[DEFAULT_COUNTRY].startsWith('https://'),
  };
}

/** Everything the checkout's server side needs; null while PayPal is off. */
export const checkoutConfig = checkoutConfigOf(paypalConfig);
