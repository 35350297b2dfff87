// Plain JavaScript so next.config.mjs can share it with lib/env.ts.

/** @typedef {'production' | 'preview' | 'development'} SiteEnvironment */

/**
 * Production only when every declared signal says so: a Vercel preview stays a
 * preview even if SITE_ENV was copied from production, and a build that
 * declares nothing is a demo or local build that must not be indexed.
 * @param {{ SITE_ENV?: SiteEnvironment; VERCEL_ENV?: SiteEnvironment }} declared
 * @returns {SiteEnvironment}
 */
export function resolveSiteEnvironment({ SITE_ENV, VERCEL_ENV }) {
  const values = [VERCEL_ENV, SITE_ENV].filter((value) => value !== undefined && value !== '');
  if (values.length === 0) return 'development';
  if (values.every((value) => value === 'production')) return 'production';
  return values.includes('preview') ? 'preview' : 'development';
}
