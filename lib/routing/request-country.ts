import 'server-only';
import type { NextRequest } from 'next/server';
import { siteOrigins } from '@/lib/config/site';
import type { Country } from '@/lib/countries/countries';
import { COUNTRY_COOKIE, countryForRequest } from '@/lib/countries/country-rules';

/** The country of a route handler's request: from the host, as the proxy decides it, never from the body. */
export function countryOfRequest(request: NextRequest): Country {
  return countryForRequest({
    host: request.headers.get('host'),
    cookie: request.cookies.get(COUNTRY_COOKIE)?.value,
    origins: siteOrigins,
  });
}
