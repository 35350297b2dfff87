import type { NextRequest } from 'next/server';
import { CONTACT_NO_SCRIPT } from '@/content/contact';
import { noScriptAnswer } from '@/lib/core/no-script-answer';

/** The contact form sent without its scripts: nothing is sent, the page says why (lib/core/no-script-answer.ts). */
export const POST = (request: NextRequest) =>
  noScriptAnswer(request, { words: CONTACT_NO_SCRIPT, formPath: '/kontakt' });
