import type { NextRequest } from 'next/server';
import { withdrawalEndpoint } from '@/lib/declarations/withdrawal/endpoint';

/** `Widerruf bestätigen` (§ 356a BGB): the withdrawal to the business, its receipt to the visitor. */
export const POST = (request: NextRequest) => withdrawalEndpoint(request);

/** Room on Vercel for the first attempt at its mails, begun before the answer and finished after it where slow (lib/outbox/). */
export const maxDuration = 60;
