import { VARIANT_SEGMENT_PREFIX } from '@/lib/core/site';
import {
  COUNTRY_TABLE,
  DEFAULT_COUNTRY,
  urlVariable,
  type CountryRow,
  type CountryUrl,
} from '@/lib/countries/countries';

// What the site does by country, derived from a country table alone: host
// routing, segments, origins, hreflang and money. The site's rules are
// `countryRules(COUNTRY_TABLE, DEFAULT_COUNTRY)`, exported below; the unit test hands it a
// table with a third country and sees everything follow.

/** Cookie that keeps the switcher's choice on hosts that are no country's origin. */
export const COUNTRY_COOKIE = 'land';

/**
 * A Host header as its origin's URL writes the host: lower case, without the
 * trailing dot of a fully qualified name and without the scheme's default port
 * (`www.example.ch.:443` → `www.example.ch` for https). `null` when it is no
 * plain `name[:port]`, so nothing after an `@` or a `/` can pick a country.
 */
function canonicalHost(rawHost: string, protocol: string): string | null {
  const match = /^([a-z0-9.-]+?)\.?(?::(\d{1,5}))?$/.exec(rawHost.trim().toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? '' : String(Number(match[2]));
  const defaultPort = protocol === 'https:' ? '443' : '80';
  return port === '' || port === defaultPort ? match[1]! : `${match[1]}:${port}`;
}

// The origins are configuration: parsed once, not on every request the proxy routes.
const parsedOrigins = new Map<string, { protocol: string; host: string }>();

function isHostOf(rawHost: string, origin: string): boolean {
  let parsed = parsedOrigins.get(origin);
  if (!parsed) {
    const url = new URL(origin);
    parsed = { protocol: url.protocol, host: url.host.toLowerCase() };
    parsedOrigins.set(origin, parsed);
  }
  return canonicalHost(rawHost, parsed.protocol) === parsed.host;
}

export function countryRules<C extends string>(table: Record<C, CountryRow>, fallback: NoInfer<C>) {
  const countries = Object.keys(table) as C[];

  function isCountry(value: unknown): value is C {
    return typeof value === 'string' && Object.hasOwn(table, value);
  }

  /** The country a route segment names (`ch` → `CH`), or null. */
  function countryFromSegment(segment: string): C | null {
    return countries.find((country) => table[country].segment === segment) ?? null;
  }

  /**
   * The country a host belongs to; `null` for hosts where the `land` cookie decides.
   * A host is a country's when it names that origin's host and port; the table's
   * first such row wins, so two countries must not share an origin.
   */
  function countryOfHost(rawHost: string | null, origins: Record<C, string>): C | null {
    if (!rawHost) return null;
    return countries.find((country) => isHostOf(rawHost, origins[country])) ?? null;
  }

  const publicPathPattern = new RegExp(
    `^/(?:${countries.map((country) => table[country].segment).join('|')})(?:/${VARIANT_SEGMENT_PREFIX}[a-z0-9-]+)?(/.*)?$`,
  );

  return {
    isCountry,
    countryFromSegment,
    countryOfHost,

    /** The route segment a country's pages are prerendered under. */
    countrySegment: (country: C) => table[country].segment,

    /**
     * The country of a request: a country origin's host is that country's, and
     * any other host (localhost, previews) follows the `land` cookie, the
     * fallback country's when it is absent or malformed.
     */
    countryForRequest(input: {
      host: string | null;
      cookie: string | undefined;
      origins: Record<C, string>;
    }): C {
      return (
        countryOfHost(input.host, input.origins) ??
        (isCountry(input.cookie) ? input.cookie : fallback)
      );
    },

    /** One kind of origin of every country, from the environment: `SITE_URL_DE`, `SITE_URL_CH`, … */
    originsFrom(variables: Record<string, unknown>, kind: CountryUrl): Record<C, string> {
      const origins = {} as Record<C, string>;
      for (const country of countries) {
        const name = urlVariable(kind, country);
        const value = variables[name];
        if (typeof value !== 'string') throw new Error(`${name} is not configured`);
        origins[country] = value;
      }
      return origins;
    },

    /** hreflang alternates of a path: each country's page, and the fallback's as x-default. */
    hreflangAlternates(origins: Record<C, string>, path: string): Record<string, string> {
      const url = (country: C) => `${origins[country]}${path}`;
      return {
        ...Object.fromEntries(countries.map((country) => [table[country].locale, url(country)])),
        'x-default': url(fallback),
      };
    },

    /**
     * Whether a requested path starts with a segment only the proxy may write
     * (`/de/…`, `/ch/…`, `/v-treatment/…`): typed by a visitor, such a path would
     * reach a variant page without the proxy's bucketing. Expects a decodable path,
     * so `/v%2Dtreatment` counts too.
     */
    isInternalPath(pathname: string): boolean {
      const first = decodeURIComponent(pathname.split('/')[1] ?? '');
      return countryFromSegment(first) !== null || first.startsWith(VARIANT_SEGMENT_PREFIX);
    },

    /**
     * The path a visitor sees for a rendered path: during prerendering Next
     * reports the internal `/de/…` or `/ch/…` path the proxy rewrote to.
     */
    publicPath(pathname: string): string {
      const match = publicPathPattern.exec(pathname);
      return match ? (match[1] ?? '/') : pathname;
    },

    /** An amount in the country's currency and notation: `9,90 €`, `CHF 9.90`. */
    formatPrice(amount: number, country: C): string {
      return new Intl.NumberFormat(table[country].locale, {
        style: 'currency',
        currency: table[country].currency,
      }).format(amount);
    },
  };
}

export const {
  isCountry,
  countryFromSegment,
  countryOfHost,
  countrySegment,
  countryForRequest,
  originsFrom,
  hreflangAlternates,
  isInternalPath,
  publicPath,
  formatPrice,
} = countryRules(COUNTRY_TABLE, DEFAULT_COUNTRY);
