import type { NextRequest } from 'next/server';
import { cancellationEndpoint } from '@/lib/declarations/cancellation/endpoint';

/** `Jetzt kündigen` (§ 312k BGB): the cancellation to the business, its confirmation to the visitor. */
export const POST = (request: NextRequest) => cancellationEndpoint(request);

/** Room on Vercel for the retries of a record that failed (lib/mail.ts), run after the answer. */
export const maxDuration = 300;
