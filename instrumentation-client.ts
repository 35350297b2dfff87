import { inlinedBrowserDsn } from '@/lib/monitoring/browser-config';
import { onFirstError, reportError, setErrorSink } from '@/lib/monitoring/report-error';

// NEXT_PUBLIC_SENTRY_DSN is validated by lib/monitoring/config.ts at build time
// and inlined by the build (lib/monitoring/browser-config.ts). The SDK (and its
// options) is fetched with the first error, so a page view without one never
// downloads it; errors wait in lib/monitoring/report-error.ts meanwhile. Without a DSN it is never fetched at all.
const dsn = inlinedBrowserDsn;

if (dsn) {
  const early = (event: ErrorEvent | PromiseRejectionEvent) =>
    reportError('reason' in event ? event.reason : (event.error ?? event.message));
  window.addEventListener('error', early);
  window.addEventListener('unhandledrejection', early);
  onFirstError(
    () =>
      void import('@/sentry.client.config')
        .then(({ startSentry }) => {
          const Sentry = startSentry(dsn);
          // From here Sentry's own global handlers catch what is thrown.
          window.removeEventListener('error', early);
          window.removeEventListener('unhandledrejection', early);
          setErrorSink((error, context) => Sentry.captureException(error, { extra: context }));
        })
        .catch((error: unknown) => console.warn('[sentry] could not start', error)),
  );
}
