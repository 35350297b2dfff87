import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { choiceApplied, overlay, trackerScripts } from './consent-helpers';
import { E2E_ORIGINS, TOOLBAR_HOST } from './e2e-env.mjs';
import { browserStorage, expect, test, untilSettled } from './fixtures';

// Pupils' pages (`/` on both hosts) address 10- to 18-year-olds, and a child
// under 16 cannot consent (Art. 8 DSGVO, § 25 TDDDG): nothing is asked there,
// nothing is read from or written to the device, and no third party is
// contacted — also after an adult accepted everything in the same browser.

test.use({ consent: 'undecided' });

const COUNTRIES = Object.entries(E2E_ORIGINS) as ['DE' | 'CH', string][];

/**
 * Every request to another origin than the page's from the next document on
 * (what a page sends as it is left, such as Amplitude's last batch, is that
 * page's), the preview's toolbar aside (production never mounts it: previews.spec.ts).
 */
function foreignRequests(page: Page, origin: string): string[] {
  const seen: string[] = [];
  let committed = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) committed = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (committed && url.origin !== origin && url.origin !== TOOLBAR_HOST) seen.push(url.href);
  });
  return seen;
}

/** Every response of our origin that sets a cookie, by its path. */
function cookiesSetBy(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if ((await response.headerValue('set-cookie')) !== null)
      seen.push(new URL(response.url()).pathname);
  });
  return seen;
}

/** Records every access of the page's own scripts to cookies and web storage, from the first script on. */
async function recordDeviceAccess(page: Page) {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const log: string[] = [];
    (window as { __deviceAccess?: string[] }).__deviceAccess = log;
    for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
        log.push(`${this === window.localStorage ? 'local' : 'session'}.${name}(${args[0] ?? ''})`);
        return original.apply(this, args);
      } as never;
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get() {
        log.push('cookie.get');
        return cookie.get!.call(document);
      },
      set(value: string) {
        log.push('cookie.set');
        cookie.set!.call(document, value);
      },
    });
  });
}

const deviceAccess = (page: Page) =>
  page.evaluate(() => (window as { __deviceAccess?: string[] }).__deviceAccess ?? []);

/** Cookies with their values and both storages in full: what an adult's choice left. */
async function deviceState(page: Page) {
  const cookies = await page.context().cookies();
  return {
    cookies: cookies.map(({ name, value }) => `${name}=${value}`).sort(),
    storage: await page.evaluate(() => ({
      local: Object.entries(window.localStorage).sort(),
      session: Object.entries(window.sessionStorage).sort(),
    })),
  };
}

async function expectNothingAsked(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever a page starts late (the after-paint loader, an effect, the toolbar) has run by now.
  await untilSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(overlay(page)).toHaveCount(0);
  expect(await deviceAccess(page)).toEqual([]);
}

for (const [country, origin] of COUNTRIES) {
  test.describe(`${country}: the pupils' page`, () => {
    test('on a first visit asks nothing, stores nothing and contacts no third party', async ({
      page,
    }) => {
      await recordDeviceAccess(page);
      const foreign = foreignRequests(page, origin);
      const setCookies = cookiesSetBy(page);
      await page.goto(`${origin}/`);
      await expectNothingAsked(page);
      expect(foreign).toEqual([]);
      expect(setCookies).toEqual([]);
      expect(await browserStorage(page)).toEqual({
        cookies: [],
        local: [],
        session: [],
        indexedDB: [],
      });
      // The videos are links to their host, not players that would load it here.
      const videos = page.getByRole('heading', { name: 'Rechenweg in 60 Sekunden' }).locator('..');
      await expect(videos.locator('iframe, button')).toHaveCount(0);
      await expect(videos.getByRole('link', { name: /Öffnet video\.example\.de/ })).toHaveCount(6);
      // The choice is asked on the first page that has something to ask.
      await page.getByRole('link', { name: 'Eltern', exact: true }).first().click();
      await expect(page).toHaveURL(`${origin}/eltern`);
      await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
      await choiceApplied(page, 'granted');
      // Back to the pupils' page: a fresh document, where nothing of that choice runs.
      await page.evaluate(() => ((window as { __adults?: true }).__adults = true));
      await page.goBack({ waitUntil: 'load' });
      await expect(page).toHaveURL(`${origin}/`);
      await expect
        .poll(() => page.evaluate(() => (window as { __adults?: true }).__adults ?? null))
        .toBeNull();
      await expectNothingAsked(page);
    });

    test('after an adult accepted everything on /eltern, stays as clean', async ({
      page,
      trackingRequests,
    }) => {
      // Two pages, the trackers and the walk back: 17-20 s quiet, over 30 s busy (2026-11-27).
      test.setTimeout(60_000);
      await page.goto(`${origin}/eltern`);
      await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
      await choiceApplied(page, 'granted');
      // The trackers load after the choice is applied, not with it.
      await expect.poll(() => trackerScripts(trackingRequests).length).toBeGreaterThan(0);
      await expect.poll(async () => (await deviceState(page)).cookies.length).toBeGreaterThan(0);

      // By the header's link: a document of its own, so nothing the choice started comes along.
      await recordDeviceAccess(page);
      const foreign = foreignRequests(page, origin);
      const setCookies = cookiesSetBy(page);
      await page.getByRole('link', { name: 'Schülerinnen und Schüler' }).first().click();
      await page.waitForURL(`${origin}/`, { waitUntil: 'load' });
      // What /eltern wrote as it was left (Amplitude flushes on pagehide) is the adult's.
      const adultsChoice = await deviceState(page);
      expect(adultsChoice.storage.local).toContainEqual(['fb_pixel_consent', 'granted']);
      await expectNothingAsked(page);
      expect(foreign).toEqual([]);
      // Nothing written: the adult's choice is there as it was, untouched and unread.
      expect(await deviceState(page)).toEqual(adultsChoice);

      // Arriving by a link from elsewhere, and by reload: the same.
      await page.goto(`${origin}/`);
      await expectNothingAsked(page);
      await page.reload();
      await expectNothingAsked(page);
      expect(foreign).toEqual([]);
      expect(setCookies).toEqual([]);
      expect(await deviceState(page)).toEqual(adultsChoice);

      // `Cookie-Einstellungen` says that nothing is used here.
      await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      const note = page.getByRole('dialog', { name: 'Hier gibt es nichts einzustellen' });
      await expect(note).toContainText('setzen wir keine Cookies');
      await expect(note.getByRole('checkbox')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await note
        .getByRole('button', { name: country === 'CH' ? 'Schliessen' : 'Schließen' })
        .click();
      await expect(note).toBeHidden();
      expect(await deviceAccess(page)).toEqual([]);
    });
  });
}
