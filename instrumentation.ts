import type { Instrumentation } from 'next';
import { env, isProductionSite, startProblems } from '@/lib/env';

// The server SDK costs memory and time on every request once started
// (README, Performance). Without tracing it is started with the first error
// instead, from onRequestError; with tracing it starts with the server.
const tracing = env.SENTRY_SERVER_TRACES_SAMPLE_RATE > 0;

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (tracing) await import('./sentry.server.config');
  // `next build` prerenders without the flags and before the scripts are pinned.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before the first request: the rate limits count clients by their connection.
  const { stampPeerAddresses } = await import('@/lib/peer-address');
  stampPeerAddresses();
  if (startProblems.length > 0) {
    const { refuseToStart } = await import('@/lib/refuse-start');
    refuseToStart('env', startProblems.join('; '));
  }
  if (process.env.NODE_ENV === 'production') {
    const { checkScriptHashesAtStart } = await import('@/lib/script-hashes');
    checkScriptHashesAtStart(isProductionSite);
  }
  // Flag configurations start loading with the server, not with its first request.
  const { fetchExperiments } = await import('@/lib/experiments');
  void fetchExperiments();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./sentry.server.config');
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
