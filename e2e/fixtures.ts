import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CONSENT } from '@/lib/consent/consent';
import { SITE_PAGES } from '@/lib/routing/pages';
import { HttpFake, amplitudeOk } from './fakes/http-fake';
import { serveToolbarStandIn } from './fakes/toolbar-stand-in';

export { expect };

/** Hosts of the consent trackers and of Amplitude's EU ingestion. */
export const THIRD_PARTY_HOSTS = {
  gtm: 'www.googletagmanager.com',
  meta: 'connect.facebook.net',
  tiktok: 'analytics.tiktok.com',
  amplitude: 'api.eu.amplitude.com',
} as const;

const TRACKING_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|doubleclick|facebook|facebook\.net|tiktok|amplitude)\.(com|net)$/;

type Fixtures = {
  /**
   * The choice stored before the first page load: every purpose (as
   * `Einverstanden` stores it), none, or statistics alone (no ad network runs);
   * 'undecided' stores nothing.
   */
  consent: 'undecided' | 'granted' | 'rejected' | 'statistics';
  /** Every request the page made to a tracking host, whatever answered it. */
  trackingRequests: URL[];
  /** Stands in for Amplitude's EU endpoint; the page's batches arrive here. */
  amplitude: HttpFake;
  /**
   * Opens another tab of the test's context, the same visitor as `page`: its
   * stored choice, stand-ins and CSP check (for pages that load side by side).
   */
  newTab: () => Promise<Page>;
};

type WorkerFixtures = { amplitudeServer: { fake: HttpFake; url: string } };

export const test = base.extend<Fixtures, WorkerFixtures>({
  consent: ['rejected', { option: true }],

  amplitudeServer: [
    async ({}, use) => {
      const fake = new HttpFake(amplitudeOk);
      const url = await fake.start();
      await use({ fake, url });
      await fake.stop();
    },
    { scope: 'worker' },
  ],

  amplitude: async ({ amplitudeServer }, use) => {
    amplitudeServer.fake.reset();
    await use(amplitudeServer.fake);
  },

  trackingRequests: async ({ page }, use) => {
    const seen: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (TRACKING_HOST.test(url.hostname)) seen.push(url);
    });
    await use(seen);
  },

  page: async ({ page, consent, amplitudeServer, javaScriptEnabled }, use) => {
    const violations = await asVisitor(page, { consent, amplitudeServer, javaScriptEnabled });
    await use(page);
    expect(violations, 'CSP violations in the console').toEqual([]);
  },

  newTab: async ({ context, consent, amplitudeServer, javaScriptEnabled }, use) => {
    const violations: string[][] = [];
    await use(async () => {
      const tab = await context.newPage();
      violations.push(await asVisitor(tab, { consent, amplitudeServer, javaScriptEnabled }));
      return tab;
    });
    expect(violations.flat(), 'CSP violations in the console of another tab').toEqual([]);
  },
});

/**
 * Makes `page` the visitor the tests act as: the stored choice, the stand-ins of
 * the trackers, the toolbar and Amplitude, and a `goto` that waits as a visitor
 * would. Returns the CSP violations its console shows, as they come.
 */
async function asVisitor(
  page: Page,
  {
    consent,
    amplitudeServer,
    javaScriptEnabled,
  }: {
    consent: Fixtures['consent'];
    amplitudeServer: WorkerFixtures['amplitudeServer'];
    javaScriptEnabled: boolean | undefined;
  },
) {
  if (consent !== 'undecided') {
    // `rejected` as the spec stores it, one key for every purpose (an older
    // choice); `granted` and `statistics` as the overlay stores them. An older
    // `granted` covers no TikTok (e2e/consent-purposes.spec.ts).
    const stored: [string, string][] = {
      rejected: [[CONSENT.storageKey, CONSENT.rejected]],
      granted: [
        [CONSENT.statisticsKey, CONSENT.granted],
        [CONSENT.tiktokKey, CONSENT.granted],
        [CONSENT.storageKey, CONSENT.granted],
      ],
      statistics: [
        [CONSENT.statisticsKey, CONSENT.granted],
        [CONSENT.storageKey, CONSENT.rejected],
      ],
    }[consent] as [string, string][];
    await page.addInitScript((entries) => {
      // The site's own document only: a frame of another origin (the toolbar's) has no say.
      if (window.top !== window) return;
      for (const [key, value] of entries) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }
    }, stored);
  }
  // The tracker scripts answer as empty scripts, as a real one would after loading.
  for (const host of [THIRD_PARTY_HOSTS.gtm, THIRD_PARTY_HOSTS.meta, THIRD_PARTY_HOSTS.tiktok]) {
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* stand-in */' }),
    );
  }
  // The preview mounts the Vercel Toolbar on every page; a stand-in answers its host.
  await serveToolbarStandIn(page);
  await page.route(`https://${THIRD_PARTY_HOSTS.amplitude}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${amplitudeServer.url}${url.pathname}` });
    await route.fulfill({ response });
  });
  // Every test doubles as a check of the Content-Security-Policy: nothing the
  // site runs or loads may be refused by it.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|connect|frame)/.test(message.text())) {
      violations.push(message.text());
    }
  });
  // Pages load their scripts after the largest paint (scripts/build-output/pin-scripts.mjs), so
  // `load` can come before React has taken over: a click then follows the plain
  // link, as on a slow phone. The tests act as a visitor who waits for the page;
  // without JavaScript there is nothing to wait for.
  const hydrated = javaScriptEnabled === false ? async () => {} : untilHydrated;
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
  return violations;
}

/**
 * Until the root layout has hydrated and run its effects: the consent manager
 * marks <html>, and its first effect replaces the prepainted overlay of the
 * server HTML (a pupils' page has none).
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === '' &&
      !document.querySelector('dialog[data-prepainted]'),
  );
}

/**
 * Until whatever a page starts late has run: it hydrated, and the preview
 * toolbar, which mounts last (when the page is idle), is off or has loaded all
 * it loads. Not `networkidle`: with the toolbar's hidden frame, Playwright's
 * network idle on `/` sometimes never came (a full CI run and busy runs).
 */
export async function untilSettled(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-hydrated', '');
  await expect(html).toHaveAttribute('data-vercel-toolbar', /^(?:off|mounted)$/);
  if ((await html.getAttribute('data-vercel-toolbar')) === 'mounted') {
    await expect(page.locator('vercel-live-feedback')).toHaveAttribute('data-ready', '');
  }
}

/**
 * The HTML the server sends for `path` on `origin`'s host, as a search engine
 * gets it: no browser, no scripts. Chromium resolves *.localhost, Node does
 * not, so the host travels in the header.
 */
export async function serverHtml(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(path, { headers: { Host: new URL(origin).host } });
  expect(response.status(), `${origin}${path}`).toBe(200);
  return response.text();
}

/**
 * The site's pages in two shares, each a test of its own where a check of
 * every page takes too long for one on a busy machine: the landings and
 * forms, and the legal pages.
 */
export const PAGE_SHARES = {
  'landings and forms': SITE_PAGES.filter((page) => !('legal' in page)).map((page) => page.path),
  'legal pages': SITE_PAGES.filter((page) => 'legal' in page).map((page) => page.path),
};

/** A page's boot file (scripts/build-output/pin-scripts.mjs): its RSC payload and chunk list, which start its scripts. */
export const isBootFile = (url: URL) => url.pathname.startsWith('/_next/static/chunks/boot/');

/**
 * Opens `path` as a visitor on a slow phone sees it: the server HTML, with the
 * page's boot file (its RSC payload and chunks, which the loader inserts after
 * the largest paint) held back until `hydrate()`, or for good with `blockScripts()`.
 * Nothing of the page's own scripts but the inline ones has run until then.
 */
export async function openBeforeHydration(page: Page, path: string) {
  let release!: (load: boolean) => void;
  const released = new Promise<boolean>((resolve) => (release = resolve));
  let requested!: () => void;
  const bootRequested = new Promise<void>((resolve) => (requested = resolve));
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      navigations.push(request.url());
    }
  });
  await page.route(isBootFile, async (route) => {
    requested();
    if (await released) await route.continue();
    else await route.abort('blockedbyclient');
  });
  // The fixture's page.goto waits for hydration, which cannot come yet; the frame's own goto does not.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  await bootRequested;
  return {
    /** Lets the scripts run, and waits until the page has hydrated. */
    async hydrate() {
      release(true);
      await untilHydrated(page);
    },
    /** The boot file fails, as an ad blocker or a broken proxy makes it: the page never hydrates. */
    blockScripts() {
      release(false);
    },
    /** Every document the tab requested since, `path` included. */
    navigations,
  };
}

/** Everything the page keeps in the browser: cookies, web storage, IndexedDB. */
export async function browserStorage(page: Page) {
  const cookies = await page.context().cookies();
  const inPage = await page.evaluate(async () => ({
    // Sorted: Chromium lists localStorage's keys in no set order.
    local: Object.keys(window.localStorage).sort(),
    session: Object.keys(window.sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name),
  }));
  return { cookies: cookies.map((cookie) => cookie.name), ...inPage };
}

/**
 * The lock of a fixed port: Playwright never runs two tests that hold the same
 * lock at the same time, even in two files, so two files that serve a stand-in
 * on one port do not start it twice or read each other's requests.
 */
export const portLock = (port: number) => `port ${port}`;

/**
 * Runs a stand-in on a fixed port (the one the e2e build was configured with)
 * for the tests of one file, or of the describe it is called in, which then run
 * one after another, and never beside another file that serves the same port.
 * Playwright joins the locks of a file: one a describe takes holds the whole file.
 */
export function serveForThisFile(fake: HttpFake, port: number) {
  test.describe.configure({ mode: 'serial', lock: portLock(port) });
  test.beforeAll(async () => {
    await fake.start(port);
  });
  test.afterAll(async () => {
    await fake.stop();
  });
  test.beforeEach(() => fake.reset());
}
