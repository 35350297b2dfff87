import { NextResponse, type NextRequest } from 'next/server';
import { COUNTRY_COOKIE, countryForRequest, countrySegment } from '@/lib/country';
import { env } from '@/lib/env';

const origins = { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH };

/**
 * Decides the country of every page request and rewrites it to that country's
 * prerendered segment (`/` → `/de`, `/eltern` → `/ch/eltern`). Visitors never
 * see the segment; a path that already carries one gets a second one and 404s.
 */
export function proxy(request: NextRequest) {
  const country = countryForRequest({
    host: request.headers.get('host'),
    cookie: request.cookies.get(COUNTRY_COOKIE)?.value,
    origins,
  });
  const target = request.nextUrl.clone();
  target.pathname = `/${countrySegment(country)}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`;
  return NextResponse.rewrite(target);
}

export const config = {
  // Static assets, image optimisation and public files skip the proxy.
  matcher: ['/((?!_next/|flags/|images/|favicon\\.ico|icon\\.svg).*)'],
};
