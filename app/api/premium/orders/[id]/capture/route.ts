import type { NextRequest } from 'next/server';
import { captureEndpoint } from '@/lib/checkout/endpoints/capture-endpoint';

type Context = { params: Promise<{ id: string }> };

/** `Jetzt zahlungspflichtig bestellen`: captures, verifies, confirms and hands off. */
export const POST = (request: NextRequest, { params }: Context) => captureEndpoint(request, params);

/** Room on Vercel for what follows the answer: the confirmation’s first attempt (lib/outbox/) and the hand-off’s retries (lib/checkout/grant.ts). */
export const maxDuration = 300;
