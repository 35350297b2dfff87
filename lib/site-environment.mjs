// Plain JavaScript so next.config.mjs can share it with lib/env.ts: the one
// place that decides whether a build is production.

/**
 * Production only when every declared signal says so: a Vercel preview stays a
 * preview even if SITE_ENV was copied from production, and a build that
 * declares nothing is a demo or local build that must not be indexed. A blank
 * value declares nothing, as lib/env.ts reads it.
 * @param {{ SITE_ENV?: string; VERCEL_ENV?: string }} declared
 * @returns {boolean}
 */
export function isProduction({ SITE_ENV, VERCEL_ENV }) {
  const values = [VERCEL_ENV, SITE_ENV].filter(
    (value) => value !== undefined && value.trim() !== '',
  );
  return values.length > 0 && values.every((value) => value === 'production');
}
