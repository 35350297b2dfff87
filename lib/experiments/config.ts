import 'server-only';
import { z } from 'zod';
import {
  fragment,
  id,
  parseFragment,
  setting,
  switchedOff,
  url,
  type Parsed,
  type Source,
} from '@/lib/config/fields';
import { declaresEnvironment, isPreviewSite, type SiteEnv } from '@/lib/config/site';
import { isProduction } from '@/lib/core/site-environment';

// Amplitude Experiment's settings, and the preview powers a reviewer gets: the
// Flags Explorer's key and the Vercel Toolbar's host.

/** Amplitude Experiment: how long an assignment may take and how often flags are fetched. */
export const EXPERIMENT_LIMITS = {
  fetchTimeoutMs: 10_000,
  retries: 8,
  backoffMinMs: 500,
  backoffMaxMs: 10_000,
  backoffScalar: 1.5,
  pollIntervalMs: 300_000,
  minPollIntervalMs: 60_000,
  serverZone: 'eu',
} as const;

export const experimentsSettings = fragment({
  server: {
    AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: id(/^[\w-]{8,80}$/, 'must be an Amplitude deployment key'),
    AMPLITUDE_EXPERIMENT_SERVER_URL: url('https://flag.lab.eu.amplitude.com'),
    AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS: setting(
      z.coerce
        .number()
        .int()
        .min(EXPERIMENT_LIMITS.minPollIntervalMs, 'must be at least 60000 (one minute)')
        .default(EXPERIMENT_LIMITS.pollIntervalMs),
    ),
    // Previews only: the Flags Explorer's key (it proves the toolbar's access and
    // encrypts overrides and values), and the host the Vercel Toolbar loads from.
    FLAGS_SECRET: setting(
      z
        .string()
        .trim()
        .refine(
          (value) =>
            /^[A-Za-z0-9_-]{43}$/.test(value) && Buffer.from(value, 'base64url').length === 32,
          'must be 32 random bytes, base64url-encoded (43 characters)',
        )
        .optional(),
    ),
  },
  client: {
    NEXT_PUBLIC_VERCEL_TOOLBAR_HOST: url('https://vercel.live'),
  },
});

export type ExperimentsEnv = Parsed<typeof experimentsSettings>;

/**
 * Experiments are never off: without the deployment key the bootstrap file
 * applies, and lib/experiments/experiments.ts says so. Production never has
 * the Flags Explorer, so only a preview reports it missing.
 */
export const experimentsNotes = (
  parsed: ExperimentsEnv & Pick<SiteEnv, 'SITE_ENV' | 'VERCEL_ENV'>,
) =>
  isProduction(parsed)
    ? []
    : switchedOff('Flags Explorer and overrides (previews)', parsed, ['FLAGS_SECRET']);

/** Preview powers need a declared environment, so a container that declares none is not a preview by accident. */
export function experimentsProblems(source: Source): string[] {
  if (declaresEnvironment(source)) return [];
  return (['FLAGS_SECRET', 'NEXT_PUBLIC_VERCEL_TOOLBAR_HOST'] as const)
    .filter((key) => source[key]?.trim())
    .map((key) => `${key} is set, but neither SITE_ENV nor VERCEL_ENV declares the environment`);
}

export const experimentsEnv = parseFragment(experimentsSettings, process.env);

export type ExperimentsConfig = {
  /** Without it the bootstrap file decides every variant (lib/experiments/experiments.ts says so once). */
  deploymentKey: string | undefined;
  serverUrl: string;
  pollIntervalMs: number;
};

export const experimentsConfig: ExperimentsConfig = {
  deploymentKey: experimentsEnv.AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY,
  serverUrl: experimentsEnv.AMPLITUDE_EXPERIMENT_SERVER_URL,
  pollIntervalMs: experimentsEnv.AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS,
};

/** The Flags Explorer's key on a deployment that is not production; null turns the explorer off. */
export const flagsSecret: string | null = isPreviewSite
  ? (experimentsEnv.FLAGS_SECRET ?? null)
  : null;

/** Where a deployment that is not production loads the Vercel Toolbar from; null on production. */
export const vercelToolbarHost: string | null = isPreviewSite
  ? experimentsEnv.NEXT_PUBLIC_VERCEL_TOOLBAR_HOST
  : null;
