import { NextRequest } from 'next/server';
import { internalPathOf, isUnroutedPath, routeOf } from '@/lib/proxy/routing';

const origins = { DE: 'http://de.localhost:3100', CH: 'http://ch.localhost:3100' };

/** A request as Next hands it to the proxy: with the `Host` header of its URL. */
function request(url: string, cookie?: string) {
  const host = new URL(url).host;
  return new NextRequest(url, { headers: cookie ? { host, cookie } : { host } });
}

describe('routeOf', () => {
  it('takes the country from a country origin, whatever the cookie says', () => {
    expect(routeOf(request('http://ch.localhost:3100/eltern', 'land=DE'), origins)).toEqual({
      hostCountry: 'CH',
      country: 'CH',
      path: '/eltern',
      personal: false,
    });
  });

  it('lets the cookie decide on any other host, and marks the answer personal', () => {
    const route = routeOf(request('http://127.0.0.1:3100/', 'land=CH'), origins);
    expect(route).toMatchObject({ hostCountry: null, country: 'CH', personal: true });
  });

  it('serves /sitemap.xml from the route Next lets it have', () => {
    expect(routeOf(request('http://de.localhost:3100/sitemap.xml'), origins).path).toBe(
      '/sitemap-xml',
    );
  });
});

describe('internalPathOf', () => {
  const route = (path: string, country: 'DE' | 'CH' = 'DE') => ({
    hostCountry: country,
    country,
    path,
    personal: false,
  });

  it('puts the country, then the variant, before the page', () => {
    expect(internalPathOf(route('/'), 'v-standard')).toBe('/de/v-standard');
    expect(internalPathOf(route('/lehrkraefte', 'CH'), 'v-treatment')).toBe(
      '/ch/v-treatment/lehrkraefte',
    );
    expect(internalPathOf(route('/eltern', 'CH'), 'v-standard')).toBe('/ch/v-standard/eltern');
    expect(internalPathOf(route('/sitemap-xml', 'CH'), null)).toBe('/ch/sitemap-xml');
  });

  it('sends a typed internal segment to the 404, so it cannot bypass bucketing', () => {
    expect(internalPathOf(route('/v-treatment'), null)).toBe('/de/_not-found');
    expect(internalPathOf(route('/de/eltern'), null)).toBe('/de/_not-found');
  });
});

describe('isUnroutedPath', () => {
  it('is exactly the 404 internalPathOf rewrites to, in each country', () => {
    for (const path of ['/de/_not-found', '/ch/_not-found'])
      expect(isUnroutedPath(path)).toBe(true);
    for (const path of ['/_not-found', '/at/_not-found', '/de/_not-found/x', '/de/v-standard']) {
      expect(isUnroutedPath(path)).toBe(false);
    }
  });
});
