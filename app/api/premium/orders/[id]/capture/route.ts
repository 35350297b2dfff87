import type { NextRequest } from 'next/server';
import { captureEndpoint } from '@/lib/checkout/endpoints';

type Context = { params: Promise<{ id: string }> };

/** `Jetzt zahlungspflichtig bestellen`: captures, verifies, confirms and hands off. */
export const POST = (request: NextRequest, { params }: Context) => captureEndpoint(request, params);

/** Room on Vercel for the retries of a record that failed (lib/mail.ts), run after the answer. */
export const maxDuration = 300;
