import type { NextRequest } from 'next/server';
import { createOrderEndpoint } from '@/lib/checkout/endpoints/create-order-endpoint';

/** Creates the PayPal order of a checkout attempt, priced on the server. */
export const POST = (request: NextRequest) => createOrderEndpoint(request);
