import { sentryClientOptions } from '@/sentry.client.config';

// NEXT_PUBLIC_SENTRY_DSN is validated by lib/env.ts at build time and inlined
// here. The SDK is fetched after the page has loaded so it never sits in the
// critical path; without a DSN it is never fetched at all.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  const start = () =>
    void import('@sentry/nextjs').then((Sentry) => Sentry.init(sentryClientOptions(dsn)));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
