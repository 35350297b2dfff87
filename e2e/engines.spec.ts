import puppeteer, { type Browser, type Page as FirefoxPage } from 'puppeteer-core';
import { CONSENT } from '@/lib/consent/consent';
import { SITE_PAGES, isLegalPage } from '@/lib/routing/pages';
import { E2E_ORIGINS, E2E_PORT, SENTRY_PORT } from './e2e-env.mjs';
import { expect, serveForThisFile, test } from './fixtures';
import { ingest } from './sentry-helpers';

// What a Firefox visitor meets and Chromium hides: Debian's Firefox ESR, driven
// over WebDriver BiDi (puppeteer-core, no browser download), against the e2e
// build that Playwright's webServer started. One Firefox for the file.

serveForThisFile(ingest, SENTRY_PORT);

const PHONE = { width: 375, height: 667 };
const site = `http://localhost:${E2E_PORT}`;

let firefox: Browser;

test.beforeAll(async () => {
  firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    protocol: 'webDriverBiDi',
    headless: true,
  });
});

test.afterAll(async () => {
  await firefox?.close();
});

/** A Firefox tab of its own (a fresh profile's storage: no consent stored) at a phone's size. */
async function firefoxTab(): Promise<FirefoxPage> {
  const context = await firefox.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport(PHONE);
  return tab;
}

const closeTab = (tab: FirefoxPage) => tab.browserContext().close();

/** Until the root layout hydrated and the overlay's opening moved focus into it (components/ui/modal.tsx). */
const untilSheetFocused = (tab: FirefoxPage) =>
  tab.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === '' &&
      !document.querySelector('dialog[data-prepainted]') &&
      document.activeElement?.matches('dialog [data-autofocus]'),
  );

test('in Firefox at 375 px the consent sheet opens at its heading on every page that shows it', async () => {
  const sheetPages = SITE_PAGES.map((page) => page.path).filter(isLegalPage);
  expect(sheetPages.length).toBeGreaterThan(5);
  const tab = await firefoxTab();
  const outOfView: string[] = [];
  try {
    for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
      for (const path of sheetPages) {
        await tab.goto(`${origin}${path}`);
        await untilSheetFocused(tab);
        const where = await tab.evaluate(() => {
          const sheet = document.querySelector('dialog[open]')!.getBoundingClientRect();
          const heading = document.getElementById('consent-title')!.getBoundingClientRect();
          return {
            inView: heading.top >= sheet.top && heading.bottom <= sheet.bottom,
            scrolled: document.querySelector('dialog[open]')!.scrollTop,
          };
        });
        if (!where.inView) outOfView.push(`${origin}${path} (sheet scrolled ${where.scrolled} px)`);
      }
    }
  } finally {
    await closeTab(tab);
  }
  expect(outOfView).toEqual([]);
});

/**
 * Jumps to the end of the page, then scrolls back up half a screen at a time:
 * every box of the page that is in view before and after a step must have moved
 * by exactly as far as the page scrolled. Returns those that moved otherwise,
 * with how far. Strict on purpose: a box above that changes its height moves
 * what is in view in an engine without scroll anchoring (WebKit), and where
 * anchoring hides it, it moves the scroll position instead (Chromium, Firefox).
 */
async function movesScrollingBackUp() {
  const frames = () =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const boxes = [...document.querySelectorAll('main section, main h2, main li, footer')];
  const describe = (box: Element) =>
    `${box.tagName.toLowerCase()} ${(box.textContent ?? '').trim().slice(0, 30)}`;
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await frames();
  const moves: string[] = [];
  const step = Math.round(window.innerHeight / 2);
  while (window.scrollY > 0) {
    const before = boxes.map((box) => box.getBoundingClientRect());
    const from = window.scrollY;
    const to = Math.max(0, from - step);
    window.scrollTo({ top: to, behavior: 'instant' });
    await frames();
    boxes.forEach((box, i) => {
      const was = before[i]!;
      const now = box.getBoundingClientRect();
      const inView = (r: DOMRect) => r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      const moved = Math.round(now.top - was.top - (from - window.scrollY));
      if (inView(was) && inView(now) && Math.abs(moved) > 1) {
        moves.push(`${describe(box)}: ${moved} px at ${to}`);
      }
    });
  }
  return [...new Set(moves)];
}

test.describe('scrolling /eltern back up from its end', () => {
  test.use({ viewport: PHONE });

  test('moves no visible content in Chromium', async ({ page }) => {
    await page.goto('/eltern');
    expect(await page.evaluate(movesScrollingBackUp)).toEqual([]);
  });

  test('moves no visible content in Firefox', async () => {
    const tab = await firefoxTab();
    try {
      // A choice stored before the load, so that the overlay stays closed.
      await tab.goto(`${site}/robots.txt`);
      await tab.evaluate(
        (key, value) => localStorage.setItem(key, value),
        CONSENT.storageKey,
        CONSENT.rejected,
      );
      await tab.goto(`${site}/eltern`);
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === '');
      expect(await tab.evaluate(movesScrollingBackUp)).toEqual([]);
    } finally {
      await closeTab(tab);
    }
  });
});

const securityReports = () =>
  ingest.received().filter((r) => r.url.startsWith('/api/42/security/'));

/** Plants a violation of the policy on /impressum: an image from a host it does not name. */
const plantViolation = () => {
  const image = document.createElement('img');
  image.src = 'https://blocked.example/verboten.png';
  document.body.append(image);
};

test('a planted violation on /impressum reaches /monitoring from Firefox', async () => {
  const tab = await firefoxTab();
  try {
    await tab.goto(`${site}/impressum`);
    await tab.evaluate(plantViolation);
    await expect.poll(securityReports).toHaveLength(1);
    const [report] = securityReports();
    expect(report!.headers['content-type']).toBe('application/csp-report');
    expect(JSON.parse(report!.body.toString())['csp-report']).toMatchObject({
      'blocked-uri': 'https://blocked.example/verboten.png',
    });
  } finally {
    await closeTab(tab);
  }
});

// The server's answer to a render error is app/global-error.tsx (scripts/patch-next-error-shell.mjs),
// outside any country: its `lang` is the one both country rows share.
test('/fehlertest/server without scripts answers the German error page in Firefox', async () => {
  const tab = await firefoxTab();
  try {
    for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
      await tab.goto(`${origin}/impressum`);
      // The answer as a browser parses it before any script runs (parsing runs none).
      const shown = await tab.evaluate(async () => {
        const response = await fetch('/fehlertest/server');
        const html = new DOMParser().parseFromString(await response.text(), 'text/html');
        return {
          status: response.status,
          lang: html.documentElement.lang,
          heading: html.querySelector('h1')?.textContent,
        };
      });
      expect(shown).toEqual({
        status: 500,
        lang: 'de',
        heading: 'Etwas ist schiefgelaufen, bitte laden Sie die Seite neu',
      });
    }
  } finally {
    await closeTab(tab);
  }
});
