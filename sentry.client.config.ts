import { captureException, init, type BrowserOptions } from '@sentry/nextjs';
import { parseDsn, tunnelQuery } from '@/lib/monitoring/monitoring-tunnel';
import {
  DENIED_SCRIPT_URLS,
  IGNORED_BROWSER_ERRORS,
  sharedSentryOptions,
  ERROR_REPORTING,
} from '@/lib/monitoring/sentry-options';

/** The browser SDK's options, shared with the server (lib/monitoring/sentry-options.ts). */
export function sentryClientOptions(dsn: string): BrowserOptions {
  const parsed = parseDsn(dsn);
  return {
    ...sharedSentryOptions,
    dsn,
    // Same origin: our route handler forwards to the DSN's host (app/monitoring/route.ts).
    tunnel: `${ERROR_REPORTING.tunnelPath}${parsed ? tunnelQuery(parsed) : ''}`,
    tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
    ignoreErrors: IGNORED_BROWSER_ERRORS,
    denyUrls: DENIED_SCRIPT_URLS,
    // No release-health session per page view: an error report needs no visitor count.
    // No language and time zone of the browser either: they narrow down who the
    // visitor is, and the Datenschutz promises a report without them.
    integrations: (defaults) =>
      defaults.filter(
        (integration) => !['BrowserSession', 'CultureContext'].includes(integration.name),
      ),
  };
}

/**
 * Starts the browser SDK; instrumentation-client.ts imports this module with
 * the first error. Named imports keep the chunk to what init needs (the whole
 * package, replay included, would be five times larger).
 */
export function startSentry(dsn: string) {
  init(sentryClientOptions(dsn));
  return { captureException };
}
