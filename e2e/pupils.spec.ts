import type { Page } from '@playwright/test';
import { ERROR_REPORTING } from '@/lib/monitoring/sentry-options';
import { axeViolations } from './axe';
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

/**
 * Where the tab's clicks lead, without going there: every navigation of the
 * tab once `held.on` is answered 204 No Content, which the browser takes as
 * "stay on this page" (HTML's navigate algorithm). So a click that would leave
 * `/` is seen as a document load, what `/` did up to then can still be
 * checked in `/` itself, and no link is followed to the internet.
 */
async function holdNavigations(page: Page) {
  const held = { on: false, urls: [] as string[] };
  await page.context().route('**/*', async (route) => {
    const request = route.request();
    if (!held.on || !request.isNavigationRequest() || request.frame() !== page.mainFrame()) {
      return route.fallback();
    }
    held.urls.push(request.url());
    await route.fulfill({ status: 204 });
  });
  return held;
}

/**
 * Every request the page itself sends to another origin (the preview's toolbar
 * aside) or to the error reports' tunnel; the tab's navigations are the clicks',
 * and `holdNavigations` stops them.
 */
function sentElsewhere(page: Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    const foreign = url.origin !== origin && url.origin !== TOOLBAR_HOST;
    if (foreign || url.pathname === ERROR_REPORTING.tunnelPath) seen.push(url.href);
  });
  return seen;
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

    test('after a click on every control, Kontakt first, nothing is kept, sent elsewhere or reported', async ({
      page,
    }) => {
      // Some forty clicks; each link's document load is held, so none leaves the page.
      test.setTimeout(90_000);
      await recordDeviceAccess(page);
      const sent = sentElsewhere(page, origin);
      const setCookies = cookiesSetBy(page);
      const left = await holdNavigations(page);
      await page.goto(`${origin}/`);
      await untilSettled(page);
      left.on = true;

      /** Clicks a link and expects it to leave as a document load, never by the router. */
      const follow = async (link: ReturnType<Page['locator']>) => {
        const { href, current } = await link.evaluate((a: HTMLAnchorElement) => ({
          href: a.href,
          current: a.getAttribute('aria-current') === 'true',
        }));
        const target = new URL(href);
        const samePage = target.origin === origin && target.pathname === '/' && target.hash;
        const before = left.urls.length;
        // The skip link is visible only with the keyboard's focus.
        if (samePage) await link.press('Enter');
        else await link.click();
        if (!samePage && !current) {
          await expect.poll(() => left.urls.slice(before), href).toEqual([href.split('#')[0]]);
        }
        expect(page.url().split('#')[0], href).toBe(`${origin}/`);
      };

      // `Kontakt` is the link to /kontakt, not the popup with its stored draft and EmailJS.
      const contact = page.getByRole('banner').getByRole('link', { name: 'Kontakt' });
      await expect(contact).not.toHaveAttribute('aria-haspopup');
      await follow(contact);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(left.urls).toEqual([`${origin}/kontakt`]);

      // Every question of the FAQ opens (its answers hold links too), then every link.
      for (const question of await page.locator('summary').all()) await question.click();
      await expect(page.locator('details:not([open])')).toHaveCount(0);
      const links = await page.locator('a[href]').all();
      expect(links.length).toBeGreaterThan(30);
      for (const link of links) await follow(link);

      // Every button, and whatever it opens.
      for (const button of await page.locator('button').all()) {
        await button.click();
        const dialog = page.getByRole('dialog');
        if ((await dialog.count()) === 0) continue;
        for (const inside of await dialog.getByRole('button').all()) await inside.click();
        await expect(dialog).toHaveCount(0);
      }

      // An error on the page is reported nowhere: no SDK is fetched for it.
      const fetched = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const before = new Set([...document.scripts].map((script) => script.src));
            setTimeout(() => {
              throw new Error('Absichtlicher Fehler auf der Seite für Schülerinnen und Schüler');
            });
            // Error listeners run as the error is thrown: whatever they insert is in by now.
            setTimeout(() =>
              resolve([...document.scripts].map((s) => s.src).filter((src) => !before.has(src))),
            );
          }),
      );
      expect(fetched).toEqual([]);

      expect(await deviceAccess(page)).toEqual([]);
      expect(await browserStorage(page)).toEqual({
        cookies: [],
        local: [],
        session: [],
        indexedDB: [],
      });
      expect(setCookies).toEqual([]);
      expect(sent).toEqual([]);
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
      const violations = await axeViolations(page);
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await note
        .getByRole('button', { name: country === 'CH' ? 'Schliessen' : 'Schließen' })
        .click();
      await expect(note).toBeHidden();
      expect(await deviceAccess(page)).toEqual([]);
    });
  });
}
