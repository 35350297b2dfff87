import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ANALYTICS_EVENTS, CONSENT, DEVICE_ID_COOKIE } from '@/lib/site';
import { CONSENT_COPY } from '@/content/site-copy';
import { amplitudeEvents, type HttpFake } from './fakes/http-fake';
import { THIRD_PARTY_HOSTS, browserStorage, expect, test } from './fixtures';
import { E2E_ORIGINS } from '../playwright.config';

test.use({ consent: 'undecided' });

const overlay = (page: Page) => page.getByRole('dialog', { name: /Rechenweg noch besser/ });

/** Until the consent manager has applied `choice` and nothing it started is pending. */
async function choiceApplied(
  page: Page,
  choice: 'undecided' | 'granted' | 'rejected' | 'statistics' | 'marketing',
) {
  await expect(page.locator('html')).toHaveAttribute('data-consent-applied', choice);
}

const TRACKER_HOSTS: string[] = [
  THIRD_PARTY_HOSTS.gtm,
  THIRD_PARTY_HOSTS.meta,
  THIRD_PARTY_HOSTS.tiktok,
];

function trackerScripts(requests: URL[]) {
  return [
    ...new Set(
      requests.filter((url) => TRACKER_HOSTS.includes(url.hostname)).map((url) => url.hostname),
    ),
  ].sort();
}

async function eventsArrived(amplitude: HttpFake, name: string) {
  await expect
    .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
    .toContain(name);
  return amplitudeEvents(amplitude).filter((event) => event.event_type === name);
}

async function consentModeCalls(page: Page) {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
}

const allGranted = {
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  ad_storage: 'granted',
  analytics_storage: 'granted',
};
const allDenied = Object.fromEntries(Object.keys(allGranted).map((key) => [key, 'denied']));
const statisticsOnly = { ...allDenied, analytics_storage: 'granted' };
/** Both stored values in the order written, marketing under the spec's key last. */
const BOTH_KEYS = [CONSENT.statisticsKey, CONSENT.storageKey];
const stored = (page: Page) =>
  page.evaluate(
    (keys) => keys.map((key) => localStorage.getItem(key)),
    [CONSENT.storageKey, CONSENT.statisticsKey],
  );

test('before any choice nothing is stored and no tracking host is contacted', async ({
  page,
  trackingRequests,
}) => {
  for (const path of ['/', '/lehrkraefte', '/kontakt']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(overlay(page)).toBeVisible();
    await choiceApplied(page, 'undecided');
    expect(trackingRequests.map(String), path).toEqual([]);
    expect(await browserStorage(page), path).toEqual({
      cookies: [],
      local: [],
      session: [],
      indexedDB: [],
    });
  }
});

test('the overlay shows the spec content, cannot be escaped and keeps focus inside', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = overlay(page);
  await expect(dialog).toBeVisible();
  // The pupils' page asks for statistics only.
  await expect(dialog).toContainText('eigene Cookies und Cookies von Amplitude für Statistik');
  await expect(dialog).toContainText('jünger als 16');
  // What can be checked, in each country's numbers (#25), and the button names set off.
  await expect(dialog).toContainText('80.000+ Schülerinnen und Schüler lernen mit Rechenweg');
  await expect(dialog).not.toContainText('Noten');
  await expect(dialog.locator('strong', { hasText: 'Nicht einverstanden' })).toHaveCount(2);
  await expect(dialog.locator('strong', { hasText: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(4);
  await expect(dialog.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(dialog.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    '/impressum',
  );

  const accept = dialog.getByRole('button', { name: 'Einverstanden', exact: true });
  const decline = dialog.getByRole('button', { name: 'Nicht einverstanden' });
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(Math.round(a!.width)).toBe(Math.round(d!.width));
  expect(Math.round(a!.height)).toBe(Math.round(d!.height));
  const weight = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontWeight, style.fontSize, style.backgroundColor, style.color].join();
    });
  expect(await weight(accept)).toBe(await weight(decline));

  // The page behind is inert: a click where the header link was lands in the overlay.
  const behind = await page.evaluate(() => {
    const link = document.querySelector('header a')!.getBoundingClientRect();
    const hit = document.elementFromPoint(link.x + 2, link.y + 2);
    return !!hit?.closest('dialog');
  });
  expect(behind).toBe(true);

  // Escape twice (Chromium force-closes on the second one) leaves it open.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Tab cycles inside the overlay, forwards and backwards.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
});

test('the Swiss overlay counts learners the Swiss way, in the server HTML too', async ({
  page,
}) => {
  const response = await page.goto(`${E2E_ORIGINS.CH}/`);
  expect(await response!.text()).toContain('80’000+');
  await expect(overlay(page)).toContainText(
    '80’000+ Schülerinnen und Schüler lernen mit Rechenweg',
  );
  await expect(overlay(page)).not.toContainText('80.000+');
});

test('keyboard only: the overlay reads first, both buttons can be reached and axe finds nothing', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(overlay(page)).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      `width ${width}`,
    ).toEqual([]);
  }
  // Focus starts on the text, not on a button.
  expect(
    await page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent),
  ).toMatch(/Rechenweg noch besser/);
  const reached: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    reached.push((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
  }
  expect(reached.slice(0, 3)).toEqual(['Einverstanden', 'Nicht einverstanden', 'Einstellungen']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(overlay(page)).toBeHidden();
  // `Einverstanden` on the pupils' page: statistics, no marketing.
  expect(await stored(page)).toEqual(['rejected', 'granted']);
});

test('accept on a page for adults loads the three trackers, grants consent mode and reaches Amplitude EU; a reload does it again silently', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  await page.goto('/eltern');
  await expect(overlay(page)).toBeVisible();
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
  ]);
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'granted');

  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
    ['consent', 'update', allGranted],
  ]);
  expect(trackingRequests.map(String)).toContainEqual(
    expect.stringContaining('gtm.js?id=GTM-E2ETEST'),
  );

  const [accepted] = await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  expect(
    trackingRequests.some((url) => url.href === `https://${THIRD_PARTY_HOSTS.amplitude}/2/httpapi`),
  ).toBe(true);
  const cookies = await page.context().cookies();
  const deviceCookie = cookies.find((cookie) => cookie.name === DEVICE_ID_COOKIE.name)!;
  expect(deviceCookie.value).toBe(accepted!.device_id);
  expect(deviceCookie.sameSite).toBe('Lax');
  const days = (deviceCookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // Amplitude keeps its identity in its own first-party cookie.
  expect(cookies.some((cookie) => cookie.name.startsWith('AMP_'))).toBe(true);
  await eventsArrived(amplitude, 'session_start');
  // Amplitude opens IndexedDB in init(), long before its first batch arrives.
  expect((await browserStorage(page)).indexedDB).toEqual([]);

  trackingRequests.length = 0;
  await page.reload({ waitUntil: 'load' });
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  await choiceApplied(page, 'granted');
  await expect(overlay(page)).toBeHidden();
  expect(await consentModeCalls(page)).toContainEqual(['consent', 'update', allGranted]);
  // The same device after the reload.
  await expect
    .poll(
      () =>
        amplitudeEvents(amplitude).filter((event) => event.event_type === '[Amplitude] Page Viewed')
          .length,
    )
    .toBeGreaterThanOrEqual(2);
  expect(new Set(amplitudeEvents(amplitude).map((event) => event.device_id))).toEqual(
    new Set([accepted!.device_id]),
  );
});

test('an outbound click after consent is tracked under its spec name', async ({
  page,
  amplitude,
}) => {
  await page.route('https://app.example.de/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>App</title>' }),
  );
  await page.goto('/');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  await page.getByRole('link', { name: 'Schon dabei? Anmelden' }).first().click();
  await page.waitForURL('https://app.example.de/**');
  const [login] = await eventsArrived(amplitude, ANALYTICS_EVENTS.studentLogin);
  expect(login!.event_properties).toMatchObject({
    page: '/',
    target: 'https://app.example.de/anmelden/schueler',
  });
});

test('decline loads no tracker, then or after a reload, and sends only the decline event without persistent ids', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  const declinedStorage = { cookies: [], local: BOTH_KEYS, session: [], indexedDB: [] };
  // An outbound click after a decline is not tracked (204: the browser stays on the page).
  await page.route('https://video.example.de/**', (route) => route.fulfill({ status: 204 }));
  const watchVideo = async () => {
    const followed = page.waitForRequest('https://video.example.de/**');
    await page.getByRole('link', { name: 'Erklärvideo ansehen' }).first().dispatchEvent('click');
    // The link was followed, so the click listener has dealt with the event.
    await followed;
  };

  await page.goto('/');
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'rejected');
  await watchVideo();
  // Nothing goes to Amplitude, not even the decline (§ 25 TDDDG).
  expect(amplitude.received()).toEqual([]);
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(await browserStorage(page)).toEqual(declinedStorage);
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
    ['consent', 'update', allDenied],
  ]);

  // A second page view: no overlay, nothing loaded, nothing sent.
  const before = amplitude.received().length;
  await page.reload({ waitUntil: 'load' });
  await choiceApplied(page, 'rejected');
  await expect(overlay(page)).toBeHidden();
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(amplitude.received().length).toBe(before);
  expect(await browserStorage(page)).toEqual(declinedStorage);
  await watchVideo();
  // Nor on any other page, for adults or not.
  for (const path of ['/eltern', '/lehrkraefte', '/premium', '/kontakt', '/datenschutz']) {
    await page.goto(path, { waitUntil: 'load' });
    await choiceApplied(page, 'rejected');
    expect(trackerScripts(trackingRequests), path).toEqual([]);
    expect(amplitude.received().length, path).toBe(before);
  }
  await page.goto('/');

  // An accept now sends its event after anything the declined page views sent or
  // kept back: once it has arrived, the stand-in's record is complete.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  const sent = amplitudeEvents(amplitude).map((event) => event.event_type);
  expect(sent).not.toContain(ANALYTICS_EVENTS.videoClicked);
  expect(sent).not.toContain('USER DECLINED COOKIES');
});

test('Cookie-Einstellungen: withdraw after an accept, then grant again', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);

  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Cookie-Einstellungen' });
  await settings.click();
  await expect(overlay(page)).toBeVisible();
  // With a choice made, Escape closes it and focus returns to the footer button.
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(settings).toBeFocused();

  await settings.click();
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'rejected');
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT.storageKey)).toBe(
    'rejected',
  );
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', allDenied]);
  // What the visitor's agreement collected has gone out (the withdrawal waits for it);
  // the withdrawal itself sends nothing.
  expect(amplitudeEvents(amplitude).map((event) => event.event_type)).not.toContain(
    'USER DECLINED COOKIES',
  );
  // The experiments' device id goes at once; the rest by the next page load.
  await expect
    .poll(async () => (await browserStorage(page)).cookies)
    .not.toContain(DEVICE_ID_COOKIE.name);

  // The choice is applied once the SDK has stopped, so it has done its writes.
  trackingRequests.length = 0;
  const before = amplitude.received().length;
  await page.reload({ waitUntil: 'load' });
  await choiceApplied(page, 'rejected');
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(amplitude.received().length).toBe(before);
  await expect(overlay(page)).toBeHidden();
  expect(await browserStorage(page)).toEqual({
    cookies: [],
    local: BOTH_KEYS,
    session: [],
    indexedDB: [],
  });

  await settings.click();
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  await expect
    .poll(
      () =>
        amplitudeEvents(amplitude).filter(
          (event) => event.event_type === ANALYTICS_EVENTS.consentAccepted,
        ).length,
    )
    .toBe(2);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT.storageKey)).toBe(
    'granted',
  );
});

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
  await page.goto('/lehrkraefte', { waitUntil: 'load' });
  await choiceApplied(page, 'statistics');
  expect(trackerScripts(trackingRequests)).toEqual([]);

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
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  expect((await browserStorage(page)).cookies.filter((name) => name.startsWith('AMP_'))).toEqual(
    [],
  );
});

test('`Einverstanden` on the pupils’ page agrees to statistics only, and no page for children or with a form asks an ad network', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  // Nine page loads, each until its choice is applied: 16 s in a full run.
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(overlay(page)).toContainText(
    'Werbung gibt es auf den Seiten für Schülerinnen und Schüler nicht.',
  );
  await expect(overlay(page)).not.toContainText('Meta');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await choiceApplied(page, 'statistics');
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  expect(await stored(page)).toEqual(['rejected', 'granted']);

  // A parent agrees to both on the parents' page; the pixels load there, matching off.
  await page.goto('/eltern');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
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
  for (const path of ['/', '/premium', '/kontakt', '/vertraege-kuendigen', '/vertrag-widerrufen']) {
    trackingRequests.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await choiceApplied(page, 'granted');
    expect(trackerScripts(trackingRequests), path).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window), path).toBe(false);
  }

  // On the pupils' page the settings ask for statistics only, and `Einverstanden`
  // there leaves the parent's marketing choice as it was.
  await page.goto('/');
  await choiceApplied(page, 'granted');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await overlay(page).getByRole('button', { name: 'Einstellungen' }).click();
  await expect(overlay(page).getByRole('checkbox')).toHaveCount(1);
  await expect(overlay(page).getByRole('checkbox', { name: /^Statistik/ })).toBeFocused();
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await choiceApplied(page, 'granted');
  expect(await stored(page)).toEqual(['granted', 'granted']);
});

test('on the legal pages the overlay leaves the text readable', async ({ page }) => {
  await page.goto('/');
  await overlay(page).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(overlay(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A click is no page.goto, which waits for hydration: wait until the overlay
  // has opened and taken focus, or it would take it back from the page's link.
  await expect(overlay(page).locator('[data-autofocus]')).toBeFocused();
  // The page is not inert: its own links can still be focused and used.
  const pageLink = page.getByRole('banner').getByRole('link', { name: 'Lehrkräfte' });
  await pageLink.focus();
  await expect(pageLink).toBeFocused();
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
});

test('a blocked tracker or a failing Amplitude is logged and nothing reaches the visitor', async ({
  page,
  amplitude,
}) => {
  const messages: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route(`https://${THIRD_PARTY_HOSTS.meta}/**`, (route) =>
    route.abort('blockedbyclient'),
  );
  amplitude.handler = (_, response) =>
    response
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 400, error: 'Invalid API key: e2e-amplitude-key' }));
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect.poll(() => messages.join('\n')).toContain('Meta pixel could not be loaded');
  await expect.poll(() => messages.join('\n')).toContain('Error sending event to amplitude');
  expect(pageErrors).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Loads `/` and tells how the prepainted overlay was displayed when the HTML had been parsed. */
async function overlayBeforeHydration(page: Page): Promise<string> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const dialog = document.querySelector('dialog[data-prepainted]');
      (window as { __early?: string }).__early = dialog ? getComputedStyle(dialog).display : 'gone';
    }),
  );
  await page.goto('/');
  return page.evaluate(() => (window as { __early?: string }).__early ?? 'unknown');
}

test.describe('the overlay before hydration', () => {
  test('paints with the page on a first visit, as an inert dialog the script then takes over', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const dialog = /<dialog[^>]*data-prepainted[^>]*>/.exec(html)?.[0] ?? '';
    expect(dialog).toMatch(/\sopen=""/);
    expect(dialog).toMatch(/\sinert=""/);
    // Before the page in the HTML: on a slow phone the browser paints a long page in
    // pieces, and an overlay parsed last would be a second, late LCP.
    expect(html.indexOf('<dialog')).toBeLessThan(html.indexOf('<header'));
    expect(html.indexOf('<dialog')).toBeLessThan(html.indexOf('<main'));
    const early = await overlayBeforeHydration(page);
    expect(early).toBe('block');
    await expect(page.getByRole('dialog', { name: CONSENT_COPY.title })).toBeVisible();
    expect(await page.locator('dialog[data-prepainted]').count()).toBe(0);
  });
});

test.describe('a stored value that is not a choice', () => {
  test('shows the overlay from the first paint, as no choice does', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'yes'), CONSENT.storageKey);
    const early = await overlayBeforeHydration(page);
    expect(early).toBe('block');
    await expect(page.getByRole('dialog', { name: CONSENT_COPY.title })).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  test.use({ consent: 'rejected' });

  test('never sees the prepainted overlay', async ({ page }) => {
    const early = await overlayBeforeHydration(page);
    expect(['none', 'gone']).toContain(early);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps nothing Amplitude left in IndexedDB under an earlier release', async ({ page }) => {
    await page.goto('/');
    // Amplitude 2.47 opened this database in every init() until the site hid IndexedDB from it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('AMP_diagnostics_e2e-amplit');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error);
        }),
    );
    await page.reload();
    await choiceApplied(page, 'rejected');
    expect(await browserStorage(page)).toEqual({
      cookies: [],
      local: [CONSENT.storageKey],
      session: [],
      indexedDB: [],
    });
  });
});
