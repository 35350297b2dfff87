import type { Locator } from '@playwright/test';
import { CONSENT_COPY } from '@/content/consent';
import { CONSENT_SETTINGS_COPY } from '@/content/consent-settings';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { CONSENT } from '@/lib/consent/consent';
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
import { THIRD_PARTY_HOSTS, browserStorage, expect, test } from './fixtures';

// Statistics, marketing and TikTok chosen one by one in the overlay's settings;
// a choice stored before TikTok had its switch; where the overlay's claims sit.

/** Marketing's ad networks: the tag manager and Meta, never TikTok. */
const MARKETING_HOSTS = [THIRD_PARTY_HOSTS.gtm, THIRD_PARTY_HOSTS.meta].sort();

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
  const tiktok = overlay(page).getByRole('checkbox', { name: /^TikTok/ });
  // Nothing is ticked for the visitor; TikTok's box names China's access and its risk beside it.
  await expect(statistics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(tiktok).not.toBeChecked();
  const tiktokBox = page.getByRole('checkbox', { name: /^TikTok/ });
  await expect(overlay(page).locator('label', { has: tiktokBox })).toContainText(
    CONSENT_SETTINGS_COPY.purposes.tiktok.text,
  );
  await statistics.check();
  await overlay(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'statistics');
  expect(await stored(page)).toEqual(['rejected', 'granted', 'rejected']);
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
  expect(await stored(page)).toEqual(['granted', 'rejected', 'rejected']);
  // The tag manager and Meta run, and consent mode keeps its Google Analytics tags from counting.
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', marketingOnly]);
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual(MARKETING_HOSTS);
  // Google Analytics' cookies went with statistics; Google Ads' stay with marketing.
  const cookies = (await browserStorage(page)).cookies;
  expect(cookies.filter((name) => name.startsWith('AMP_'))).toEqual([]);
  expect(cookies.filter((name) => name.startsWith('_g'))).toEqual(['_gcl_au']);
  // Marketing never brought TikTok, on this page or the next.
  await page.reload({ waitUntil: 'load' });
  await choiceApplied(page, 'marketing');
  expect(trackerScripts(trackingRequests)).toEqual(MARKETING_HOSTS);
  expect(await page.evaluate(() => 'ttq' in window)).toBe(false);

  // Only its own switch loads TikTok's pixel.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await overlay(page).getByRole('button', { name: 'Einstellungen' }).click();
  await expect(marketing).toBeChecked();
  await expect(tiktok).not.toBeChecked();
  await tiktok.check();
  await overlay(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await choiceApplied(page, 'marketing tiktok');
  expect(await stored(page)).toEqual(['granted', 'rejected', 'granted']);
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
});

test('a choice stored before TikTok’s switch keeps marketing without TikTok; `Einverstanden`, which names the USA and China, adds it', async ({
  page,
  trackingRequests,
}) => {
  // The overlay before TikTok's switch stored one key, whose text named TikTok but not China.
  await page.addInitScript(
    ({ key, value }) => {
      if (window.top === window && localStorage.getItem(key) === null) {
        localStorage.setItem(key, value);
      }
    },
    { key: CONSENT.storageKey, value: CONSENT.granted },
  );
  await page.goto('/eltern', { waitUntil: 'load' });
  await choiceApplied(page, 'statistics marketing');
  await expect(overlay(page)).toBeHidden();
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual(MARKETING_HOSTS);
  expect(await page.evaluate(() => 'ttq' in window)).toBe(false);
  // Read as it was stored, not rewritten.
  expect(await stored(page)).toEqual(['granted', null, null]);

  // The first layer names the transfers `Einverstanden` includes, before its button.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  const transfers = overlay(page).locator('p', {
    hasText: 'in die USA (Amplitude, Google, Meta) und nach China (TikTok)',
  });
  await expect(transfers).toHaveText(CONSENT_COPY.text.at(-1)!.join(''));
  const accept = overlay(page).getByRole('button', { name: 'Einverstanden', exact: true });
  expect(await follows(transfers, accept)).toBe(true);
  await accept.click();
  await choiceApplied(page, 'granted');
  expect(await stored(page)).toEqual(['granted', 'granted', 'granted']);
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
});

for (const width of [375, 1280]) {
  test(`at ${width} px the claims and logos come after a visible rule below every button, never between them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kontakt');
    const trust = overlay(page).getByRole('region', { name: CONSENT_COPY.trustHeading });
    await expect(trust).toBeVisible();
    const buttons = [
      overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }),
      overlay(page).getByRole('button', { name: 'Nicht einverstanden' }),
      overlay(page).getByRole('button', { name: 'Einstellungen' }),
    ];
    if (width === 375) {
      // A phone's first screen shows both choices under the text, without scrolling.
      for (const button of buttons.slice(0, 2)) {
        expect(await bottomOf(button)).toBeLessThanOrEqual(800);
      }
    }
    await expectBelowRule(trust, buttons);
    // Opened, the settings and their button stay above it too.
    await buttons[2]!.click();
    const save = overlay(page).getByRole('button', { name: 'Auswahl speichern' });
    await expectBelowRule(trust, [...buttons.slice(0, 2), save]);
  });
}

/**
 * `trust` and everything in it (the claim, the backing note, the logos) after
 * every one of `buttons` in the document and on the screen, past a rule that
 * stands out from the overlay's background (3:1, WCAG 1.4.11) and some room.
 */
async function expectBelowRule(trust: Locator, buttons: Locator[]) {
  for (const button of buttons) expect(await follows(button, trust)).toBe(true);
  const lowest = Math.max(...(await Promise.all(buttons.map(bottomOf))));
  const rule = await trust.evaluate((section) => {
    const style = getComputedStyle(section);
    const background = getComputedStyle(section.closest('dialog')!).backgroundColor;
    return {
      top: section.getBoundingClientRect().top,
      width: parseFloat(style.borderTopWidth),
      color: style.borderTopColor,
      background,
      parts: Array.from(section.querySelectorAll('h3, p, img'), (part) => {
        return part.getBoundingClientRect().top;
      }),
    };
  });
  expect(rule.width).toBeGreaterThanOrEqual(2);
  expect(contrast(rule.color, rule.background)).toBeGreaterThanOrEqual(3);
  expect(rule.top - lowest).toBeGreaterThanOrEqual(24);
  expect(rule.parts.length).toBeGreaterThanOrEqual(6);
  for (const top of rule.parts) expect(top).toBeGreaterThan(rule.top);
}

const bottomOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(first: string, second: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Whether `later` comes after `earlier` in the document. */
async function follows(earlier: Locator, later: Locator) {
  const second = await later.elementHandle();
  return earlier.evaluate(
    (first, other) => !!(first.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
    second,
  );
}

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

test('the settings bring their words when opened: no script a landing loads before carries them', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(response.text().catch(() => ''));
  });
  // A plain-ASCII stretch of each box's text, which minified code keeps as it is.
  const words = Object.values(CONSENT_SETTINGS_COPY.purposes).map(
    ({ text }) => text.match(/[ -~]{30,}/)![0],
  );
  const carried = async () => {
    const code = (await Promise.all(scripts)).join('\n');
    return words.filter((stretch) => code.includes(stretch));
  };
  await page.goto('/eltern', { waitUntil: 'load' });
  // Applied by the consent island's hook: every script of the first load has run.
  await choiceApplied(page, 'undecided');
  expect(await carried()).toEqual([]);
  await overlay(page).getByRole('button', { name: 'Einstellungen' }).click();
  await expect(overlay(page).getByRole('checkbox', { name: /^TikTok/ })).toBeVisible();
  expect(await carried()).toEqual(words);
});
