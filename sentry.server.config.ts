import * as Sentry from '@sentry/nextjs';
import { serverSentry } from '@/lib/monitoring/config';
import { sharedSentryOptions } from '@/lib/monitoring/sentry-options';

// Without SENTRY_DSN the server SDK is never started and nothing is sent.
if (serverSentry.dsn) {
  Sentry.init({
    ...sharedSentryOptions,
    dsn: serverSentry.dsn,
    // Without tracing, no OpenTelemetry either: its per-request spans cost more
    // than half the throughput even at a sample rate of 0 (docs/performance.md).
    ...(serverSentry.tracesSampleRate > 0
      ? { tracesSampleRate: serverSentry.tracesSampleRate }
      : // Started with the first error, after every module has loaded: too late
        // for the runtime hooks, which would only log that they failed.
        { enableOpenTelemetrySetup: false, enableRuntimeChannelInjection: false }),
  });
}
