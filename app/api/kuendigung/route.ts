import type { NextRequest } from 'next/server';
import { cancellationEndpoint } from '@/lib/cancellation/endpoint';

/** `Jetzt kündigen` (§ 312k BGB): the cancellation to the business, its confirmation to the visitor. */
export const POST = (request: NextRequest) => cancellationEndpoint(request);
