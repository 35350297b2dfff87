import {
  COUNTRIES,
  COUNTRY_OPTIONS,
  CURRENCY_BY_COUNTRY,
  DEFAULT_COUNTRY,
  VARIANT_SEGMENT_PREFIX,
  type Country,
} from '@/lib/site';

/** Cookie that keeps the switcher's choice on hosts that are neither country origin. */
export const COUNTRY_COOKIE = 'land';

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** The route segment a country's pages are prerendered under. */
export function countrySegment(country: Country): string {
  return country.toLowerCase();
}

export function countryFromSegment(segment: string): Country | null {
  const upper = segment.toUpperCase();
  return isCountry(upper) && countrySegment(upper) === segment ? upper : null;
}

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

/**
 * The country of a request: the Swiss origin's host is Swiss, the German
 * origin's host is German, and any other host (localhost, previews) follows
 * the `land` cookie, German when it is absent or malformed.
 */
export function countryForRequest(input: {
  host: string | null;
  cookie: string | undefined;
  origins: Record<Country, string>;
}): Country {
  return (
    countryOfHost(input.host, input.origins) ??
    (isCountry(input.cookie) ? input.cookie : DEFAULT_COUNTRY)
  );
}

/**
 * The country a host belongs to; `null` for hosts where the `land` cookie decides.
 * A host is a country's when it names that origin's host and port.
 */
export function countryOfHost(
  rawHost: string | null,
  origins: Record<Country, string>,
): Country | null {
  if (!rawHost) return null;
  if (isHostOf(rawHost, origins.CH)) return 'CH';
  if (isHostOf(rawHost, origins.DE)) return 'DE';
  return null;
}

export function localeOf(country: Country): string {
  return COUNTRY_OPTIONS.find((option) => option.value === country)!.locale;
}

// Swiss typography quotes with guillemets: „…“ becomes «…».
const respell = (text: string) =>
  text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS').replace(/„/g, '«').replace(/“/g, '»');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Swiss Standard German has no ß and quotes with «…»: every Swiss text goes
 * through this. The
 * `keep` strings (names and addresses from configuration: legal data) stay as
 * written wherever they occur in the text.
 */
export function localizeSpelling(
  text: string,
  country: Country,
  keep: readonly string[] = [],
): string {
  if (country !== 'CH') return text;
  const kept = keep.filter((value) => value !== '' && text.includes(value));
  if (kept.length === 0) return respell(text);
  // Longest first, so a value inside another kept value does not split it.
  const pattern = new RegExp(
    kept
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  let result = '';
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    result += respell(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + respell(text.slice(from));
}

export function formatPrice(amount: number, country: Country): string {
  return new Intl.NumberFormat(localeOf(country), {
    style: 'currency',
    currency: CURRENCY_BY_COUNTRY[country].code,
  }).format(amount);
}

/** Applies the country's spelling to every string inside a value, except the `keep` strings. */
export function localizeDeep<T>(value: T, country: Country, keep: readonly string[] = []): T {
  if (country === 'DE') return value;
  if (typeof value === 'string') return localizeSpelling(value, country, keep) as T;
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, country, keep)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localizeDeep(item, country, keep)]),
    ) as T;
  }
  return value;
}

/**
 * Whether a requested path starts with a segment only the proxy may write
 * (`/de/…`, `/ch/…`, `/v-treatment/…`): typed by a visitor, such a path would
 * reach a variant page without the proxy's bucketing. Expects a decodable path,
 * so `/v%2Dtreatment` counts too.
 */
export function isInternalPath(pathname: string): boolean {
  const first = decodeURIComponent(pathname.split('/')[1] ?? '');
  return countryFromSegment(first) !== null || first.startsWith(VARIANT_SEGMENT_PREFIX);
}

const PUBLIC_PATH = new RegExp(`^/(?:de|ch)(?:/${VARIANT_SEGMENT_PREFIX}[a-z0-9-]+)?(/.*)?$`);

/**
 * The path a visitor sees for a rendered path: during prerendering Next
 * reports the internal `/de/…` or `/ch/…` path the proxy rewrote to.
 */
export function publicPath(pathname: string): string {
  const match = PUBLIC_PATH.exec(pathname);
  return match ? (match[1] ?? '/') : pathname;
}
