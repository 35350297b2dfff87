import 'server-only';

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
    await import('@/sentry.server.config');
    const Sentry = await import('@sentry/nextjs');
    Sentry.captureMessage(message, { level: 'error', extra: { area, ...extra } });
    await Sentry.flush(2000);
  } catch {
    // Reporting must never fail the request it reports on; the console line stays.
  }
}
