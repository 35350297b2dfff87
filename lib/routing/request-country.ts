import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { COUNTRY_COOKIE, countryForRequest } from '@/lib/routing/country';
import type { Country } from '@/lib/site';

/** The country of a route handler's request: from the host, as the proxy decides it, never from the body. */
export function countryOfRequest(request: NextRequest): Country {
  return countryForRequest({
    host: request.headers.get('host'),
    cookie: request.cookies.get(COUNTRY_COOKIE)?.value,
    origins: { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH },
  });
}
