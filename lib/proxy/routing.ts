import type { NextRequest } from 'next/server';
import type { Country } from '@/lib/countries/countries';
import {
  COUNTRY_COOKIE,
  countryForRequest,
  countryFromSegment,
  countryOfHost,
  countrySegment,
  isInternalPath,
} from '@/lib/countries/country-rules';

// A route folder named `sitemap.xml` is taken by Next's metadata convention,
// so the per-country sitemap lives at `/[country]/sitemap-xml`.
const ROUTE_ALIASES: Record<string, string> = { '/sitemap.xml': '/sitemap-xml' };

/**
 * A segment no route serves: variants start with `v-`, and a folder starting
 * with `_` is private in the App Router. Next answers it as any unknown path,
 * with the site's 404 page and not cacheable (Next's own `/_not-found` would
 * be the prerendered 404, with `s-maxage`).
 */
const UNROUTED_SEGMENT = '/_not-found';

export type Route = {
  /** The country of the host, or null on a host that is no country origin. */
  hostCountry: Country | null;
  /** The country the page is for: the host's, else the `land` cookie's. */
  country: Country;
  /** The public path, with its route alias. */
  path: string;
  /** Whether a cookie decided the answer, so that no shared cache may keep it. */
  personal: boolean;
};

/** Where a request is going, by its host, its `land` cookie and its path. */
export function routeOf(request: NextRequest, origins: Record<Country, string>): Route {
  const host = request.headers.get('host');
  const hostCountry = countryOfHost(host, origins);
  const cookie = request.cookies.get(COUNTRY_COOKIE)?.value;
  return {
    hostCountry,
    country: countryForRequest({ host, cookie, origins }),
    path: ROUTE_ALIASES[request.nextUrl.pathname] ?? request.nextUrl.pathname,
    // On a host that is no country origin the `land` cookie decides, and a cache that
    // normalises hosts otherwise than countryOfHost must never keep it under an origin's URL.
    personal: hostCountry === null,
  };
}

/**
 * The prerendered page a public path is served from (`/` → `/de/v-standard`,
 * `/lehrkraefte` → `/de/v-treatment/lehrkraefte`). A path that starts with an internal
 * segment is a 404 everywhere: a typed `/v-treatment` would bypass bucketing.
 */
export function internalPathOf(route: Route, variantSegment: string | null): string {
  const variant = variantSegment ? `/${variantSegment}` : '';
  const page = isInternalPath(route.path)
    ? UNROUTED_SEGMENT
    : `${variant}${route.path === '/' ? '' : route.path}`;
  return `/${countrySegment(route.country)}${page}`;
}

/**
 * Whether a path is where internalPathOf sends what no route serves: the end of
 * every chain of rewrites, which the proxy answers itself (lib/proxy/guards.ts).
 */
export function isUnroutedPath(path: string): boolean {
  const [, segment = '', ...rest] = path.split('/');
  return countryFromSegment(segment) !== null && `/${rest.join('/')}` === UNROUTED_SEGMENT;
}

/**
 * The URL a rewrite to `internalPath` names: on the origin Next gave the request.
 * Next serves a rewrite itself only when its origin is the one it built from the
 * address the server binds (`http://127.0.0.1:3000` under `next start -H 127.0.0.1`,
 * `http://[::1]:3000`, `http://0.0.0.0:3000` for `server.js`); any other it proxies
 * to over HTTP. `request.nextUrl` calls every loopback address `localhost`, so a
 * rewrite built from it sent each page of a server bound to 127.0.0.1 back to
 * itself, and of one bound to ::1 to an address nobody listened on (a 500).
 * `request.url` is the URL as Next gave it, because next.config.ts sets
 * `skipProxyUrlNormalize`.
 */
export function rewriteUrl(request: NextRequest, internalPath: string): URL {
  const url = new URL(request.url);
  url.pathname = internalPath;
  return url;
}
