import 'server-only';
import { env } from '@/lib/env';

// Amplitude Experiment's configuration, from the environment lib/env.ts validated.

export type ExperimentsConfig = {
  /** Without it the bootstrap file decides every variant (lib/experiments/experiments.ts says so once). */
  deploymentKey: string | undefined;
  serverUrl: string;
  pollIntervalMs: number;
};

export const experimentsConfig: ExperimentsConfig = {
  deploymentKey: env.AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY,
  serverUrl: env.AMPLITUDE_EXPERIMENT_SERVER_URL,
  pollIntervalMs: env.AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS,
};
