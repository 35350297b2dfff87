import * as Sentry from '@sentry/nextjs';
import { env } from '@/lib/env';
import { sharedSentryOptions } from '@/lib/sentry-options';

// Without SENTRY_DSN the server SDK is never started and nothing is sent.
if (env.SENTRY_DSN) {
  Sentry.init({
    ...sharedSentryOptions,
    dsn: env.SENTRY_DSN,
    tracesSampleRate: env.SENTRY_SERVER_TRACES_SAMPLE_RATE,
  });
}
