import type { NextRequest } from 'next/server';
import { readOrderEndpoint } from '@/lib/checkout/endpoints/read-order-endpoint';

type Context = { params: Promise<{ id: string }> };

/** The order of this browser as PayPal has it: the review, or the confirmation. */
export const GET = (request: NextRequest, { params }: Context) =>
  readOrderEndpoint(request, params);

/** Room on Vercel for what follows the answer: the confirmation’s first attempt (lib/outbox/) and the hand-off’s retries (lib/checkout/grant.ts). */
export const maxDuration = 300;
