import { NextResponse, type NextRequest } from 'next/server';
import { COUNTRY_COOKIE, countryForRequest, countrySegment } from '@/lib/country';
import { env } from '@/lib/env';
import { ERROR_REPORTING } from '@/lib/site';

const origins = { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH };

// A route folder named `sitemap.xml` is taken by Next's metadata convention,
// so the per-country sitemap lives at `/[country]/sitemap-xml`.
const ROUTE_ALIASES: Record<string, string> = { '/sitemap.xml': '/sitemap-xml' };

/**
 * Decides the country of every page request and rewrites it to that country's
 * prerendered segment (`/` → `/de`, `/eltern` → `/ch/eltern`). Visitors never
 * see the segment; a path that already carries one gets a second one and 404s.
 */
export function proxy(request: NextRequest) {
  // The Sentry tunnel is a route handler of its own; only this exact path.
  if (request.nextUrl.pathname === ERROR_REPORTING.tunnelPath) return NextResponse.next();
  const country = countryForRequest({
    host: request.headers.get('host'),
    cookie: request.cookies.get(COUNTRY_COOKIE)?.value,
    origins,
  });
  const target = request.nextUrl.clone();
  const path = ROUTE_ALIASES[request.nextUrl.pathname] ?? request.nextUrl.pathname;
  target.pathname = `/${countrySegment(country)}${path === '/' ? '' : path}`;
  return NextResponse.rewrite(target);
}

export const config = {
  // Static assets, image optimisation, public files, the generated Open Graph
  // images (their country is in the path) and the icons skip the proxy.
  matcher: [
    '/((?!_next/|flags/|images/|og/|favicon\\.ico|icon\\.svg|apple-icon\\.png|manifest\\.webmanifest).*)',
  ],
};
