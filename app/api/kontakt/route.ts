import type { NextRequest } from 'next/server';
import { contactWithoutScripts } from '@/lib/contact/no-script-answer';

/** The contact form sent without its scripts: nothing is sent, the page says why (lib/contact/no-script-answer.ts). */
export const POST = (request: NextRequest) => contactWithoutScripts(request);
