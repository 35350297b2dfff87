import { NextResponse } from 'next/server';
import { asksForDocument, notModified, PAGE_VARY } from '@/lib/http/conditional-request';

/** What Next sends with a prerendered page (never revalidated: `revalidate` is not set). */
const STATIC_PAGE_CACHE_CONTROL = 's-maxage=31536000';

/**
 * The HTML of a prerendered page is exactly its file, whose ETag the build
 * recorded (next.config.ts turns off Next's, which hashed the page per request).
 * Sets it on the page's headers, and answers 304 when the request already holds it.
 */
export function revalidated(
  request: Request,
  headers: Headers,
  page: { etag: string | undefined; personal: boolean },
): NextResponse | null {
  if (!page.etag || !asksForDocument(request.method, request.headers)) return null;
  headers.set('ETag', page.etag);
  // Only an answer a browser or a shared cache may keep is revalidated.
  if (page.personal || !notModified(request.headers, page.etag)) return null;
  headers.set('Cache-Control', STATIC_PAGE_CACHE_CONTROL);
  headers.set('Vary', PAGE_VARY);
  return new NextResponse(null, { status: 304, headers });
}
