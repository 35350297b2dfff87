import 'server-only';
import { setServerReporter } from '@/lib/monitoring/report-server-error';

// The server's own reports (reportToSentry) go through the SDK of
// instrumentation.ts's bundle, started with the first one as for request
// errors (onRequestError); no route bundle carries the SDK.

/** Called once by instrumentation.ts's register(). */
export function installServerReporter() {
  setServerReporter(async (message, extra) => {
    await import('@/sentry.server.config');
    const Sentry = await import('@sentry/nextjs');
    Sentry.captureMessage(message, { level: 'error', extra });
    await Sentry.flush(2000);
  });
}
