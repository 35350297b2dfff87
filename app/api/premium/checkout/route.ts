import type { NextRequest } from 'next/server';
import { CHECKOUT_NO_SCRIPT } from '@/content/premium-no-script';
import { noScriptAnswer } from '@/lib/core/no-script-answer';

// A route of its own beside orders/ and quote/, not a branch of POST /api/premium/orders on the
// content type: that endpoint reads and caps a JSON body, counts its limits and asks PayPal, and a
// form posted without scripts must reach none of it.

/** The checkout form sent without its scripts: nothing is ordered, the page says why (lib/core/no-script-answer.ts). */
export const POST = (request: NextRequest) =>
  noScriptAnswer(request, { words: CHECKOUT_NO_SCRIPT, formPath: '/premium' });
