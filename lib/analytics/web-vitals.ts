// What a real visitor's page view measured, as one Amplitude event per metric.
// Pure: the component (components/consent/web-vitals.tsx) passes what the browser knows.
import type { Country } from '@/lib/countries/countries';
import { isCheckoutPage, isLegalPage, SITE_PAGES } from '@/lib/routing/pages';

/** The metrics Next's useReportWebVitals reports that we keep (FID is gone from Core Web Vitals). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
type WebVitalName = (typeof WEB_VITALS)[number];

/** The part of web-vitals' Metric the event carries. */
export type Metric = {
  name: string;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType: string;
};

/** Where the metric was measured; the same for every metric of a page view. */
export type PageViewContext = {
  page: string;
  pageType: PageType;
  country: Country;
  /** The experiment variant the page showed (`standard`, `treatment`), `none` without an experiment. */
  variant: string;
  /** The Network Information API's effective type (`4g`, `3g`…), `unknown` where the browser has none. */
  connection: string;
  sampleRate: number;
};

export type PageType = 'landing' | 'checkout' | 'contact' | 'legal' | 'other';

/** A page's type: the three landings, Premium, the contact page, the legal pages, anything else. */
export function pageTypeOf(path: string): PageType {
  if (isCheckoutPage(path)) return 'checkout';
  if (isLegalPage(path)) return 'legal';
  if (path === '/kontakt') return 'contact';
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  return page && 'header' in page ? 'landing' : 'other';
}

/** Whether this page view reports: each one is drawn once with the configured rate. */
export function inSample(rate: number, draw: number = Math.random()): boolean {
  return draw < rate;
}

function isWebVital(name: string): name is WebVitalName {
  return (WEB_VITALS as readonly string[]).includes(name);
}

/** The event's properties, or null for a metric we do not keep. Times in whole ms, CLS to 4 places. */
export function webVitalProperties(
  metric: Metric,
  context: PageViewContext,
): Record<string, string | number> | null {
  if (!isWebVital(metric.name)) return null;
  const value =
    metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  return {
    metric: metric.name,
    value,
    rating: metric.rating,
    navigation_type: metric.navigationType,
    page: context.page,
    page_type: context.pageType,
    country: context.country,
    variant: context.variant,
    connection: context.connection,
    sample_rate: context.sampleRate,
  };
}
