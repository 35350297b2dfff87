import 'server-only';

/** What sends a report to Sentry: installed by instrumentation.ts (lib/monitoring/server-reporter.ts). */
export type ServerReporter = (message: string, extra: Record<string, unknown>) => Promise<void>;

/**
 * Where the reporter lives on globalThis. The routes and instrumentation.ts are
 * separate bundles in one process, so it is found there, as the experiments'
 * client is. Importing the SDK here instead put its 540-odd modules into the
 * routes' bundle, and the build past the 5,000 modules where Turbopack widens
 * every module id of every chunk by a digit, the browser's too
 * (docs/performance.md).
 */
export const REPORTER_KEY = Symbol.for('rechenweg.sentry-reporter');
const holder = globalThis as { [REPORTER_KEY]?: ServerReporter };

/** Makes `reporter` the one every server report goes to. */
export function setServerReporter(reporter: ServerReporter) {
  holder[REPORTER_KEY] = reporter;
}

/**
 * Reports what an operator must act on (a lost e-mail, a failed hand-off) to
 * Sentry on the server, started on demand as for request errors, with a
 * console line that stays when Sentry is off or fails.
 */
export async function reportToSentry(
  area: string,
  message: string,
  extra: Record<string, unknown>,
): Promise<void> {
  console.error(`[${area}] ${message} ${JSON.stringify(extra)}`);
  try {
    await holder[REPORTER_KEY]?.(message, { area, ...extra });
  } catch {
    // Reporting must never fail the request it reports on; the console line stays.
  }
}
