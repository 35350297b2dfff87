// The e2e build's environment, shared by playwright.config.ts and scripts/dev/e2e-server.sh.
import { TEST_OPERATOR } from '../scripts/test-operator.mjs';

// `E2E_PORT` moves every port of the suite (the site, its stand-ins, the extra
// servers from +10), so two checkouts can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** The e2e build has its own folder: `.next` stays what `npm run build` made for `npm start`. */
export const E2E_DIST_DIR = '.next-e2e';
// The suite runs against a production build (never `next dev`) made with the
// environment below: every integration points at a local stand-in or stays off.
// Chromium resolves every *.localhost name to loopback, so the two country
// origins are real hosts the browser can visit.
export const E2E_ORIGINS = {
  DE: `http://de.localhost:${E2E_PORT}`,
  CH: `http://ch.localhost:${E2E_PORT}`,
};

/** The local EmailJS stand-in of e2e/contact*.spec.ts (e2e/contact-helpers.ts). */
export const EMAILJS_PORT = E2E_PORT + 2;

/** The local Sentry ingest of e2e/sentry-helpers.ts, and the DSN that points at it. */
export const SENTRY_PORT = E2E_PORT + 3;
/** The local PayPal REST API of e2e/premium-helpers.ts, and the credentials the build knows. */
export const PAYPAL_PORT = E2E_PORT + 4;
export const E2E_PAYPAL = { clientId: 'e2e-paypal-client', clientSecret: 'e2e-paypal-secret' };

/**
 * The Redis of the production servers a spec starts (PRODUCTION_RUNTIME):
 * production keeps its outbox there. playwright.config.ts starts it for the run.
 */
export const REDIS_PORT = E2E_PORT + 5;

/** The SMTP stand-in that receives the checkout's confirmation e-mails. */
export const SMTP_PORT = E2E_PORT + 7;
/** The product server's stand-in that receives the signed hand-off of a purchase. */
export const GRANT_PORT = E2E_PORT + 8;
/** 32 random bytes, as production wants (lib/env.ts), fixed so that tests can verify the hand-off. */
/** Gets a blind copy of every confirmation and receipt. */
export const E2E_MAIL_ARCHIVE = 'archiv@example.de';
export const E2E_GRANT_SECRET = 'DzrQEn1qHJ-XGFlRwecjHoN3mMCjoqp0M6n0LoDR5ks';

export const E2E_SENTRY_DSN = `http://e2epublickey@127.0.0.1:${SENTRY_PORT}/42`;

/** Where the preview loads the Vercel Toolbar from: a stand-in the `page` fixture answers (e2e/fixtures.ts). */
export const TOOLBAR_HOST = `http://127.0.0.1:${E2E_PORT + 6}`;

/** The Flags Explorer's key of the e2e build (32 bytes, base64url), so tests make proofs and cookies with the SDK. */
export const E2E_FLAGS_SECRET = 'cmVjaGVud2VnLWUyZS1mbGFncy1zZWNyZXQtMzJieXQ';

export const e2eEnv = {
  SITE_URL_DE: E2E_ORIGINS.DE,
  SITE_URL_CH: E2E_ORIGINS.CH,
  SITE_ENV: 'preview',
  // Analytics and trackers are on, with their default (EU) hosts: the tests
  // answer those hosts with routes and local servers (e2e/fixtures.ts).
  NEXT_PUBLIC_AMPLITUDE_API_KEY: 'e2e-amplitude-key',
  // Every page view reports its Web Vitals (e2e/web-vitals.spec.ts).
  WEB_VITALS_SAMPLE_RATE: '1',
  NEXT_PUBLIC_GTM_ID: 'GTM-E2ETEST',
  NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
  NEXT_PUBLIC_TIKTOK_PIXEL_ID: 'E2ETIKTOKPIXEL01',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_e2e',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_e2e',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  NEXT_PUBLIC_EMAILJS_ORIGIN: `http://127.0.0.1:${EMAILJS_PORT}`,
  NEXT_PUBLIC_SENTRY_DSN: E2E_SENTRY_DSN,
  SENTRY_DSN: E2E_SENTRY_DSN,
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
  PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
  PAYPAL_API_URL: `http://127.0.0.1:${PAYPAL_PORT}`,
  ORDER_SIGNING_KEY: 'hwAh2VfZEUt7FaW3rh65VZYHBiARDu9O48EJZB6iL4w',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: 'Rechenweg <bestellung@example.de>',
  MAIL_ARCHIVE: E2E_MAIL_ARCHIVE,
  RECIPIENT_LIMITS_KEY: 'qSUnlBvMoQzYsFopUy1rjAREW_8eosDvnvr-MlmVzA0',
  PREMIUM_GRANT_URL: `http://127.0.0.1:${GRANT_PORT}/premium/grants`,
  PREMIUM_GRANT_SECRET: E2E_GRANT_SECRET,
  ENABLE_TEST_ROUTES: '1',
  // The outbox waits in memory (no REDIS_URL), and a minute of its schedule
  // passes in a second: the first retry of a refused mail comes after 1 s.
  OUTBOX_TEST_SPEEDUP: '60',
  // The tests play the proxy in front (nginx, Vercel): from loopback, X-Real-IP names the client.
  TRUSTED_PROXIES: '127.0.0.1, ::1',
  FLAGS_SECRET: E2E_FLAGS_SECRET,
  NEXT_PUBLIC_VERCEL_TOOLBAR_HOST: TOOLBAR_HOST,
  NEXT_DIST_DIR: E2E_DIST_DIR,
  // The same build is also deployed the way a host that ships only traced files
  // would deploy it (e2e/deployment.spec.ts); `next start` serves it too, with a warning.
  NEXT_OUTPUT: 'standalone',
  NEXT_TELEMETRY_DISABLED: '1',
};

/**
 * What a server of the e2e build needs on top to run as production: no pages
 * that fail on purpose, and an operator whose details are no samples (the
 * build's own pages keep the samples, and their demo notice).
 */
export const PRODUCTION_RUNTIME = {
  ...TEST_OPERATOR,
  SITE_ENV: 'production',
  ENABLE_TEST_ROUTES: '',
  // Production keeps its outbox in Redis, on the schedule it ships with.
  OUTBOX_TEST_SPEEDUP: '',
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
};

/**
 * The port of the `n`th extra server a spec starts: 0 to 2 experiments, 4, 6, 8
 * and 9 cache, 5 and 11 hardening, 7 deployment, 10 previews, 12 cancellation,
 * 13 withdrawal, 14 to 18 outbox, 19 deployment's bound servers.
 */
export const extraPort = (n) => E2E_PORT + 10 + n;
