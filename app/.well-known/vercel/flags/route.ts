import { createFlagsDiscoveryEndpoint, getProviderData } from 'flags/next';
import { flagsSecret } from '@/lib/experiments/config';
import { explorerFlags } from '@/lib/experiments/experiments';

// The Flags Explorer's discovery request (proxy.ts lets it through only where
// `flagsSecret` exists: previews). The SDK answers 401 without a valid access
// proof, otherwise every experiment of lib/experiments/experiments.ts with its variants.
export const dynamic = 'force-dynamic';

const notFound = () => new Response(null, { status: 404 });

export const GET = flagsSecret
  ? createFlagsDiscoveryEndpoint(
      () => ({ ...getProviderData(explorerFlags()), overrideEncryptionMode: 'encrypted' }),
      { secret: flagsSecret },
    )
  : notFound;
