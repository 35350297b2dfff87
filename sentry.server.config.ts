import * as Sentry from '@sentry/nextjs';
import { env } from '@/lib/env';
import { sharedSentryOptions } from '@/lib/monitoring/sentry-options';

// Without SENTRY_DSN the server SDK is never started and nothing is sent.
if (env.SENTRY_DSN) {
  Sentry.init({
    ...sharedSentryOptions,
    dsn: env.SENTRY_DSN,
    // Without tracing, no OpenTelemetry either: its per-request spans cost more
    // than half the throughput even at a sample rate of 0 (docs/performance.md).
    ...(env.SENTRY_SERVER_TRACES_SAMPLE_RATE > 0
      ? { tracesSampleRate: env.SENTRY_SERVER_TRACES_SAMPLE_RATE }
      : // Started with the first error, after every module has loaded: too late
        // for the runtime hooks, which would only log that they failed.
        { enableOpenTelemetrySetup: false, enableRuntimeChannelInjection: false }),
  });
}
