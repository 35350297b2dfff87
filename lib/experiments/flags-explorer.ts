import { decryptOverrides } from 'flags';

// The Flags Explorer of the Vercel Toolbar, on deployments that are not
// production: it discovers the experiments at FLAGS_DISCOVERY_PATH and stores a
// reviewer's choices in the overrides cookie, encrypted with FLAGS_SECRET
// (lib/experiments/config.ts `flagsSecret`, null on production).

/** Where the toolbar asks for the flag definitions (the Flags SDK's well-known path). */
export const FLAGS_DISCOVERY_PATH = '/.well-known/vercel/flags';

/** The cookie the Flags Explorer writes a reviewer's overrides to. */
export const FLAG_OVERRIDES_COOKIE = 'vercel-flag-overrides';

/**
 * A reviewer's overrides, or undefined: without a cookie or a secret, and for
 * a cookie this deployment did not encrypt, that has expired or is malformed.
 * Such a cookie is ignored with one log line: the visitor sees the normal page.
 */
export async function reviewerOverrides(
  cookie: string | undefined,
  secret: string | null,
): Promise<Record<string, unknown> | undefined> {
  if (!cookie || !secret) return undefined;
  const overrides: unknown = await decryptOverrides(cookie, secret);
  if (typeof overrides === 'object' && overrides !== null) {
    return overrides as Record<string, unknown>;
  }
  console.warn(
    `[flags] ${FLAG_OVERRIDES_COOKIE} ignored: malformed, expired or not encrypted with this deployment's FLAGS_SECRET`,
  );
  return undefined;
}
