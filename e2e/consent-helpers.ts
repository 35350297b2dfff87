import type { Page } from '@playwright/test';
import { CONSENT } from '@/lib/consent/consent';
import { amplitudeEvents, type HttpFake } from './fakes/http-fake';
import { THIRD_PARTY_HOSTS, expect } from './fixtures';

// What the consent-*.spec.ts files look at: the overlay, the choice the consent
// manager applied, the trackers it loaded, consent mode and the stored choice.

export const overlay = (page: Page) =>
  page.getByRole('dialog', { name: 'Cookies und ähnliche Techniken auf dieser Website' });

/**
 * Until the consent manager has applied `choice` and nothing it started is pending:
 * `granted` (all), `rejected` (none), or the purposes granted (`statistics marketing`).
 */
export async function choiceApplied(page: Page, choice: string) {
  await expect(page.locator('html')).toHaveAttribute('data-consent-applied', choice);
}

export const TRACKER_HOSTS: string[] = [
  THIRD_PARTY_HOSTS.gtm,
  THIRD_PARTY_HOSTS.meta,
  THIRD_PARTY_HOSTS.tiktok,
];

export function trackerScripts(requests: URL[]) {
  return [
    ...new Set(
      requests.filter((url) => TRACKER_HOSTS.includes(url.hostname)).map((url) => url.hostname),
    ),
  ].sort();
}

export async function eventsArrived(amplitude: HttpFake, name: string) {
  await expect
    .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
    .toContain(name);
  return amplitudeEvents(amplitude).filter((event) => event.event_type === name);
}

export async function consentModeCalls(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

export const allGranted = {
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  ad_storage: 'granted',
  analytics_storage: 'granted',
};
export const allDenied = Object.fromEntries(Object.keys(allGranted).map((key) => [key, 'denied']));
export const statisticsOnly = { ...allDenied, analytics_storage: 'granted' };
export const marketingOnly = { ...allGranted, analytics_storage: 'denied' };
/** The keys a choice is stored under, sorted as `browserStorage` lists them. */
export const CHOICE_KEYS = [CONSENT.statisticsKey, CONSENT.tiktokKey, CONSENT.storageKey].sort();
/** Marketing, statistics and TikTok, as stored. */
export const stored = (page: Page) =>
  page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [CONSENT.storageKey, CONSENT.statisticsKey, CONSENT.tiktokKey],
  );
