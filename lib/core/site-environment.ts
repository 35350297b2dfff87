// Shared by next.config.ts and the configuration (lib/config/): the one place that decides whether
// a build is production.

/**
 * Production only when every declared signal says so: a Vercel preview stays a
 * preview even if SITE_ENV was copied from production, and a build that
 * declares nothing is a demo or local build that must not be indexed. A blank
 * value declares nothing, as the settings read it (lib/config/fields.ts).
 */
export function isProduction({
  SITE_ENV,
  VERCEL_ENV,
}: {
  SITE_ENV?: string;
  VERCEL_ENV?: string;
}): boolean {
  const values = [VERCEL_ENV, SITE_ENV].filter(
    (value) => value !== undefined && value.trim() !== '',
  );
  return values.length > 0 && values.every((value) => value === 'production');
}

/**
 * A build adapter (Vercel's, with `NEXT_ENABLE_ADAPTER=1`, which sets
 * `NEXT_ADAPTER_PATH`) takes the prerendered pages at the end of `next build`,
 * before scripts/build-output/pin-scripts.mjs has pinned them: every page would be
 * deployed without the hashes its policy allows, and would not run. So the
 * build stops at once and says why.
 */
export function refuseBuildAdapter({ NEXT_ADAPTER_PATH }: { NEXT_ADAPTER_PATH?: string }): void {
  if (!NEXT_ADAPTER_PATH) return;
  throw new Error(
    `[build] A build adapter is set (NEXT_ADAPTER_PATH=${NEXT_ADAPTER_PATH}; on Vercel NEXT_ENABLE_ADAPTER=1). ` +
      'It copies the pages during `next build`, before scripts/build-output/pin-scripts.mjs pins their scripts, ' +
      'so no page would run under its Content-Security-Policy. ' +
      "Remove NEXT_ENABLE_ADAPTER from the project's environment variables and deploy again.",
  );
}
