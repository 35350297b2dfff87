import 'server-only';
import type { NextRequest } from 'next/server';
import { localizeDeep } from '@/content/spelling';
import { escapeHtml, htmlDocument } from '@/lib/core/html';
import { company } from '@/lib/core/operator';
import { COUNTRY_TABLE } from '@/lib/countries/countries';
import type { SitePath } from '@/lib/routing/pages';
import { countryOfRequest } from '@/lib/routing/request-country';

// The action of a form that works only through its page's scripts (the contact
// form sends through EmailJS, the checkout pays in PayPal's window), for a
// browser that sends it without them: the form must not fall back to a GET that
// puts what was typed in the URL, so it posts here and learns why nothing
// happened. The body is never read: nothing typed is kept, logged or mailed,
// and there is no size to cap. The country comes from the host, as for every
// route handler, never from what was posted.

/**
 * 501 Not Implemented: the server does not offer what the post asks for (the
 * page's script does). Not a 2xx, since nothing was accepted; not a 4xx, since
 * the visitor did nothing wrong and the same request can never succeed here.
 */
const NOT_DONE = 501;

/** A no-script page's words, in content/: each a sentence of its own. */
export type NoScriptWords = {
  title: string;
  heading: string;
  /** That the form needs JavaScript, and that nothing arrived or happened. */
  why: string;
  /** Leads into the contact address, which follows as a `mailto:` link. */
  byEmail: string;
  /** How to go on with what was typed. */
  back: string;
  /** The way-back link's text. */
  toForm: string;
};

/** The German page for a form sent without its scripts: why, the e-mail route and the way back to `formPath`. */
export function noScriptAnswer(
  request: NextRequest,
  { words, formPath }: { words: NoScriptWords; formPath: SitePath },
): Response {
  const country = countryOfRequest(request);
  const text = localizeDeep(words, country);
  const mailto = escapeHtml(company.CONTACT_EMAIL);
  const html = htmlDocument(
    { lang: COUNTRY_TABLE[country].lang, title: text.title, heading: text.heading },
    [
      `<p>${escapeHtml(text.why)}</p>`,
      `<p>${escapeHtml(text.byEmail)} <a href="mailto:${mailto}">${mailto}</a>.</p>`,
      `<p>${escapeHtml(text.back)}</p>`,
      `<p><a href="${escapeHtml(formPath)}">${escapeHtml(text.toForm)}</a></p>`,
    ],
  );
  return new Response(html, {
    status: NOT_DONE,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
