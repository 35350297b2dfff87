import type { NextRequest } from 'next/server';
import { withdrawalEndpoint } from '@/lib/declarations/withdrawal/endpoint';

/** `Widerruf bestätigen` (§ 356a BGB): the withdrawal to the business, its receipt to the visitor. */
export const POST = (request: NextRequest) => withdrawalEndpoint(request);

/** Room on Vercel for the retries of a record that failed (lib/mail.ts), run after the answer. */
export const maxDuration = 300;
