import type { NextRequest } from 'next/server';
import { readOrderEndpoint } from '@/lib/checkout/endpoints';

type Context = { params: Promise<{ id: string }> };

/** The order of this browser as PayPal has it: the review, or the confirmation. */
export const GET = (request: NextRequest, { params }: Context) =>
  readOrderEndpoint(request, params);

/** Room on Vercel for the retries of a record that failed (lib/mail.ts), run after the answer. */
export const maxDuration = 300;
