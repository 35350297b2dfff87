import { captureRequestError } from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./sentry.server.config');
  // Flag configurations start loading with the server, not with its first
  // request; `next build` prerenders without them.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { fetchExperiments } = await import('@/lib/experiments');
    void fetchExperiments();
  }
}

export const onRequestError = captureRequestError;
