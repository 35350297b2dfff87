import 'server-only';
import { z } from 'zod';
import {
  fragment,
  parseFragment,
  setting,
  url,
  type Parsed,
  type Source,
} from '@/lib/config/fields';
import type { OutboundOrigins } from '@/lib/core/outbound-links';
import { isProduction } from '@/lib/core/site-environment';
import {
  COUNTRIES,
  COUNTRY_TABLE,
  COUNTRY_URLS,
  urlVariable,
  type CountryUrl,
  type CountryUrlVariable,
} from '@/lib/countries/countries';
import { originsFrom } from '@/lib/countries/country-rules';
import { parseTrustedProxies, type ClientSource } from '@/lib/http/client-address';

// The site's own settings: its origins per country, the environment it is
// deployed as, the outbound links and who stands in front of it.

/**
 * Every country's origins (lib/countries/countries.ts): its canonical site
 * (`SITE_URL_DE`), its app (`APP_URL_CH`) and its blog, each with a sample.
 */
const countryUrls = Object.fromEntries(
  COUNTRIES.flatMap((country) =>
    (Object.keys(COUNTRY_URLS) as CountryUrl[]).map((kind) => [
      urlVariable(kind, country),
      url(COUNTRY_TABLE[country].samples[kind]),
    ]),
  ),
) as Record<CountryUrlVariable, ReturnType<typeof url>>;

const environment = () => setting(z.enum(['production', 'preview', 'development']).optional());

export const siteSettings = fragment({
  server: {
    ...countryUrls,
    SITE_ENV: environment(),
    VERCEL_ENV: environment(),
    // Outbound targets beside each country's app and blog.
    VIDEO_URL: url('https://video.example.de'),
    TV_SHOW_URL: url('https://tv.example.de/sendung'),
    TRUST_REVIEWS_URL: url('https://bewertungen.example.de/rechenweg'),
    RESEARCH_URL: url('https://forschung.example.de/studie'),
    MINISTRY_URL: url('https://ministerium.example.de/foerderung'),
    DEMO_BOOKING_URL: url('https://termine.example.de/demo'),
    // The proxies whose forwarding headers name the client (the shipped nginx, a
    // balancer in front of it): addresses and CIDRs, comma-separated. Without them
    // every client is its connection's address (lib/http/client-address.ts).
    TRUSTED_PROXIES: setting(
      z
        .string()
        .trim()
        .refine(
          (value) => parseTrustedProxies(value).invalid.length === 0,
          'must be IP addresses or CIDRs, comma-separated, such as 127.0.0.1, 10.0.0.0/8',
        )
        .optional(),
    ),
    // Set by Vercel on its deployments: its edge names the client in X-Real-IP.
    VERCEL: setting(z.string().optional()),
    // Serves the /fehlertest pages that throw on purpose (e2e builds only).
    ENABLE_TEST_ROUTES: setting(z.enum(['1']).optional()),
  },
  client: {},
});

export type SiteEnv = Parsed<typeof siteSettings>;

/** Whether a source declares its environment (SITE_ENV or VERCEL_ENV). */
export function declaresEnvironment(source: Source): boolean {
  return [source.SITE_ENV, source.VERCEL_ENV].some((value) => value?.trim());
}

/** A production server serves no pages that fail on purpose. */
export function siteProblems(parsed: SiteEnv): string[] {
  return isProduction(parsed) && parsed.ENABLE_TEST_ROUTES
    ? ['ENABLE_TEST_ROUTES must not be set in production: it serves pages that fail on purpose']
    : [];
}

export const siteEnv = parseFragment(siteSettings, process.env);

export const isProductionSite = isProduction(siteEnv);

/**
 * A deployment for reviewers: declared, and not production. A build that
 * declares nothing (the demo, a container without SITE_ENV) gets no preview
 * powers: no toolbar, no Flags Explorer, no overrides.
 */
export const isPreviewSite = declaresEnvironment(process.env) && !isProductionSite;

/** Serves /fehlertest (e2e builds only; production refuses it). */
export const testRoutesOn = siteEnv.ENABLE_TEST_ROUTES === '1';

/** Each country's canonical origin: its host decides the country (lib/countries/country-rules.ts). */
export const siteOrigins = originsFrom(siteEnv, 'site');

export const outboundOrigins: OutboundOrigins = {
  app: originsFrom(siteEnv, 'app'),
  blog: originsFrom(siteEnv, 'blog'),
  video: siteEnv.VIDEO_URL,
  tvShow: siteEnv.TV_SHOW_URL,
  trustReviews: siteEnv.TRUST_REVIEWS_URL,
  research: siteEnv.RESEARCH_URL,
  ministry: siteEnv.MINISTRY_URL,
  demoBooking: siteEnv.DEMO_BOOKING_URL,
};

/** A deployment on Vercel: its edge names the client, and its cron job drains the outbox. */
export const onVercel = siteEnv.VERCEL === '1';

/** Who a request comes from, for the rate limits. */
export const clientSource: ClientSource = {
  trusted: parseTrustedProxies(siteEnv.TRUSTED_PROXIES ?? '').trusted,
  onVercel,
};
