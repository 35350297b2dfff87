import type { NextRequest } from 'next/server';
import { captureEndpoint } from '@/lib/checkout/endpoints';

type Context = { params: Promise<{ id: string }> };

/** `Jetzt zahlungspflichtig bestellen`: captures, verifies, confirms and hands off. */
export const POST = (request: NextRequest, { params }: Context) => captureEndpoint(request, params);
