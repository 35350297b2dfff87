import 'server-only';
import { z } from 'zod';
import {
  fragment,
  id,
  optionalUrl,
  parseFragment,
  setting,
  switchedOff,
  type Parsed,
} from '@/lib/config/fields';

// Amplitude's settings: its key switches analytics on (with consent), and a
// share of page views reports its Web Vitals.

export const analyticsSettings = fragment({
  server: {
    // Share of page views that report their Web Vitals to Amplitude, with consent (docs/consent-and-analytics.md).
    WEB_VITALS_SAMPLE_RATE: setting(z.coerce.number().min(0).max(1).default(0.1)),
  },
  client: {
    NEXT_PUBLIC_AMPLITUDE_API_KEY: id(/^[\w-]{8,64}$/, 'must be an Amplitude API key'),
    NEXT_PUBLIC_AMPLITUDE_SERVER_URL: optionalUrl(),
  },
});

export type AnalyticsEnv = Parsed<typeof analyticsSettings>;

export const analyticsNotes = (parsed: AnalyticsEnv) =>
  switchedOff('Analytics (Amplitude)', parsed, ['NEXT_PUBLIC_AMPLITUDE_API_KEY']);

export const analyticsEnv = parseFragment(analyticsSettings, process.env);

/** What the browser's Amplitude needs; null leaves it unloaded. */
export const amplitudeConfig = analyticsEnv.NEXT_PUBLIC_AMPLITUDE_API_KEY
  ? {
      apiKey: analyticsEnv.NEXT_PUBLIC_AMPLITUDE_API_KEY,
      serverUrl: analyticsEnv.NEXT_PUBLIC_AMPLITUDE_SERVER_URL ?? null,
      webVitalsSampleRate: analyticsEnv.WEB_VITALS_SAMPLE_RATE,
    }
  : null;

/** Where the browser's Amplitude sends events, for the pages' connect-src; undefined for Amplitude's own. */
export const amplitudeServerUrl = analyticsEnv.NEXT_PUBLIC_AMPLITUDE_SERVER_URL;
