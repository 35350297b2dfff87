import { sharedSentryOptions } from '@/lib/sentry-options';
import { ERROR_REPORTING } from '@/lib/site';

/** Browser options of spec section 9; started by instrumentation-client.ts. */
export function sentryClientOptions(dsn: string) {
  return {
    ...sharedSentryOptions,
    dsn,
    tunnel: ERROR_REPORTING.tunnelPath,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
  };
}
