// Revalidation of the prerendered pages. Next's own ETag hashes the whole page
// on every request (next.config.ts turns it off); scripts/build-output/pin-scripts.mjs
// records each page's ETag at build time and the proxy answers with it.

/**
 * The request headers Next's answer for a page varies on (its `Vary`, less
 * `Accept-Encoding`): with any of them the answer is router data, not the page's HTML.
 */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
] as const;

/** The `Vary` Next sends with a page, which a 304 must repeat (RFC 9110, 15.4.5). */
export const PAGE_VARY = ROUTER_HEADERS.join(', ');

/** Whether the request asks for a page's HTML document (not router data, no other method). */
export const asksForDocument = (method: string, headers: Headers): boolean =>
  (method === 'GET' || method === 'HEAD') && ROUTER_HEADERS.every((name) => !headers.has(name));

/**
 * Whether the client already has the representation `etag` names: its
 * `If-None-Match` lists it (weak comparison, RFC 9110 13.1.2) or is `*`, and it
 * did not ask for an unconditional answer with `Cache-Control: no-cache`, as
 * Next's own check (`fresh`) does.
 */
export function notModified(headers: Headers, etag: string): boolean {
  const condition = headers.get('if-none-match');
  if (!condition) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/i.test(headers.get('cache-control') ?? '')) return false;
  if (condition.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => opaque(tag) === opaque(etag));
}
