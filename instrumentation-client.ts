import { reportError, setErrorSink } from '@/lib/report-error';
import { sentryClientOptions } from '@/sentry.client.config';

// NEXT_PUBLIC_SENTRY_DSN is validated by lib/env.ts at build time and inlined
// here. The SDK is fetched after the page has loaded so it never sits in the
// critical path; errors before that wait in lib/report-error.ts. Without a DSN
// it is never fetched at all.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  const early = (event: ErrorEvent | PromiseRejectionEvent) =>
    reportError('reason' in event ? event.reason : (event.error ?? event.message));
  window.addEventListener('error', early);
  window.addEventListener('unhandledrejection', early);
  const start = () =>
    void import('@sentry/nextjs')
      .then((Sentry) => {
        Sentry.init(sentryClientOptions(dsn));
        // From here Sentry's own global handlers catch what is thrown.
        window.removeEventListener('error', early);
        window.removeEventListener('unhandledrejection', early);
        setErrorSink((error, context) => Sentry.captureException(error, { extra: context }));
      })
      .catch((error: unknown) => console.warn('[sentry] could not start', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
