import type { NextRequest } from 'next/server';
import { quoteEndpoint } from '@/lib/checkout/endpoints/quote-endpoint';

/** `Einlösen`: the prices of every plan with a promo code, or why the code does not apply. */
export const POST = (request: NextRequest) => quoteEndpoint(request);
