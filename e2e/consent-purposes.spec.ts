import { ANALYTICS_EVENTS } from '@/lib/site';
import {
  TRACKER_HOSTS,
  choiceApplied,
  consentModeCalls,
  eventsArrived,
  marketingOnly,
  overlay,
  statisticsOnly,
  stored,
  trackerScripts,
} from './consent-helpers';
import { browserStorage, expect, test } from './fixtures';

// Statistics and marketing chosen one by one: in the overlay's settings, and on
// the pupils' page, which asks for statistics only.

test.use({ consent: 'undecided' });

test('`Einstellungen` with only Statistik: Amplitude runs and no ad network is asked, on any page', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einstellungen' }).click();
  const statistics = overlay(page).getByRole('checkbox', { name: /^Statistik/ });
  const marketing = overlay(page).getByRole('checkbox', { name: /^Marketing/ });
  // Nothing is ticked for the visitor.
  await expect(statistics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await statistics.check();
  await overlay(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'statistics');
  expect(await stored(page)).toEqual(['rejected', 'granted']);
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', statisticsOnly]);
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  // Google Analytics comes with the tag manager, which only marketing loads.
  await page.goto('/lehrkraefte', { waitUntil: 'load' });
  await choiceApplied(page, 'statistics');
  expect(trackerScripts(trackingRequests)).toEqual([]);
  // As if Google Analytics and Google Ads had written theirs under an earlier choice.
  await page
    .context()
    .addCookies(
      ['_ga', '_ga_E2E', '_gcl_au'].map((name) => ({ name, value: '1', url: page.url() })),
    );

  // Reopened, the settings show the choice; marketing alone is withdrawn or given per purpose.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await overlay(page).getByRole('button', { name: 'Einstellungen' }).click();
  await expect(statistics).toBeChecked();
  await expect(marketing).not.toBeChecked();
  await statistics.uncheck();
  await marketing.check();
  await overlay(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await choiceApplied(page, 'marketing');
  expect(await stored(page)).toEqual(['granted', 'rejected']);
  // The tag manager runs, and consent mode keeps its Google Analytics tags from counting.
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', marketingOnly]);
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  // Google Analytics' cookies went with statistics; Google Ads' stay with marketing.
  const cookies = (await browserStorage(page)).cookies;
  expect(cookies.filter((name) => name.startsWith('AMP_'))).toEqual([]);
  expect(cookies.filter((name) => name.startsWith('_g'))).toEqual(['_gcl_au']);
});

test('no page with a form asks an ad network, even after a parent agreed to both', async ({
  page,
  trackingRequests,
}) => {
  // Seven page loads, each until its choice is applied.
  test.setTimeout(60_000);
  // A parent agrees to both on the parents' page; the pixels load there, matching off.
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await choiceApplied(page, 'granted');
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  const fbq = await page.evaluate(() => {
    const w = window as unknown as { fbq: { queue: unknown[][]; disablePushState?: boolean } };
    return {
      calls: w.fbq.queue.map((call) => call.slice(0, 3)),
      pushState: w.fbq.disablePushState,
    };
  });
  expect(fbq.calls).toContainEqual(['set', 'autoConfig', false]);
  expect(fbq.pushState).toBe(true);

  // Leaving for a page without ads loads it anew, without the pixels' code.
  await page.getByRole('banner').getByRole('link', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await choiceApplied(page, 'granted');
  expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window)).toBe(false);
  // (The pupils' page asks and loads nothing at all: e2e/pupils.spec.ts.)
  for (const path of ['/premium', '/kontakt', '/vertraege-kuendigen', '/vertrag-widerrufen']) {
    trackingRequests.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await choiceApplied(page, 'granted');
    expect(trackerScripts(trackingRequests), path).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window), path).toBe(false);
  }
});
