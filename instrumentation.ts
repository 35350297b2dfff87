import type { Instrumentation } from 'next';
import { buildingPages, productionBuild } from '@/lib/config/runtime';
import { isProduction } from '@/lib/core/site-environment';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A malformed variable throws where its part's config.ts is first read, which
  // lib/env.ts reads first: here, at start, the server exits naming it, instead
  // of answering every request with a 500.
  let site: typeof import('@/lib/env');
  try {
    site = await import('@/lib/env');
  } catch (error) {
    const { refuseToStart } = await import('@/lib/core/refuse-start');
    return refuseToStart('env', error instanceof Error ? error.message : String(error));
  }
  const { env, startProblems } = site;
  // The server's own reports (reportToSentry) reach Sentry through this bundle's SDK.
  const { installServerReporter } = await import('@/lib/monitoring/server-reporter');
  installServerReporter();
  // The server SDK costs memory and time on every request once started
  // (docs/performance.md). Without tracing it is started with the first error
  // instead, from onRequestError; with tracing it starts with the server.
  if (env.SENTRY_SERVER_TRACES_SAMPLE_RATE > 0) await import('./sentry.server.config');
  // `next build` prerenders without the flags and before the scripts are pinned.
  if (buildingPages) return;
  if (startProblems.length > 0) {
    const { refuseToStart } = await import('@/lib/core/refuse-start');
    refuseToStart('env', startProblems.join('; '));
  }
  if (productionBuild) {
    const { checkScriptHashesAtStart } = await import('@/lib/http/script-hashes');
    checkScriptHashesAtStart(isProduction(env));
  }
  // Before the first request: the rate limits count clients by their connection,
  // and a body that trickles in is cut off.
  const { guardServerRequests } = await import('@/lib/http/server-requests');
  guardServerRequests();
  // Mail that a stopped server left waiting goes out once this one runs.
  const { startOutboxTimer } = await import('@/lib/outbox/site-outbox');
  startOutboxTimer();
  // Flag configurations start loading with the server, not with its first request.
  const { fetchExperiments } = await import('@/lib/experiments/experiments');
  void fetchExperiments();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./sentry.server.config');
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
