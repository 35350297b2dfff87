import 'server-only';
import type { NextRequest } from 'next/server';
import { CONTACT_NO_SCRIPT } from '@/content/contact';
import { localizeDeep } from '@/content/spelling';
import { escapeHtml, htmlDocument } from '@/lib/core/html';
import { company } from '@/lib/core/operator';
import { COUNTRY_TABLE } from '@/lib/countries/countries';
import { countryOfRequest } from '@/lib/routing/request-country';

// The contact form's own action, for a browser that sends it without the
// page's scripts: the form sends only through EmailJS from the browser, so
// without them nothing can be sent, and the post must not fall back to a GET
// that puts name, address and message in the URL. The body is never read:
// nothing typed is kept, logged or mailed here, and there is no size to cap.

/**
 * 501 Not Implemented: the server does not offer what the post asks for (it
 * sends no contact messages; the page's script does). Not a 2xx, since nothing
 * was accepted; not a 4xx, since the visitor did nothing wrong and the same
 * request can never succeed here.
 */
const NOT_SENT = 501;

/** `Ihre Nachricht wurde nicht gesendet`: why, the e-mail route and the way back, as a page of its own. */
export function contactWithoutScripts(request: NextRequest): Response {
  const country = countryOfRequest(request);
  const words = localizeDeep(CONTACT_NO_SCRIPT, country);
  const mailto = escapeHtml(company.CONTACT_EMAIL);
  const html = htmlDocument(
    { lang: COUNTRY_TABLE[country].lang, title: words.title, heading: words.heading },
    [
      `<p>${escapeHtml(words.why)}</p>`,
      `<p>${escapeHtml(words.byEmail)} <a href="mailto:${mailto}">${mailto}</a>.</p>`,
      `<p>${escapeHtml(words.back)}</p>`,
      `<p><a href="/kontakt">${escapeHtml(words.toForm)}</a></p>`,
    ],
  );
  return new Response(html, {
    status: NOT_SENT,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
