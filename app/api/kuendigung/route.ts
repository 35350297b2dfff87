import type { NextRequest } from 'next/server';
import { cancellationEndpoint } from '@/lib/declarations/cancellation/endpoint';

/** `Jetzt kündigen` (§ 312k BGB): the cancellation to the business, its confirmation to the visitor. */
export const POST = (request: NextRequest) => cancellationEndpoint(request);

/** Room on Vercel for the first attempt at its mails, begun before the answer and finished after it where slow (lib/outbox/). */
export const maxDuration = 60;
