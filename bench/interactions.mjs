// Interaction to next paint of the clicks a visitor makes first, with the CPU
// slowed four times (Lighthouse's mobile profile): each click in a browser of
// its own, on a page that has hydrated and gone quiet, measured by the
// browser's Event Timing, whose duration is what INP reports (from the input to
// the next paint after its handlers).
import { chromium } from '@playwright/test';
import { formatSpread, spreadOf } from './figures.mjs';
import { CHROME, CHROMIUM_ARGS } from './lighthouse.mjs';
import { siteOrigin } from './setup.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {'undecided' | 'rejected'} Consent */
/**
 * @typedef {{ name: string; path: string; consent: Consent; before?: (page: Page) => Promise<void>;
 *   click: (page: Page) => import('@playwright/test').Locator }} Interaction
 */

export const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
export const CPU_SLOWDOWN = 4;
/** Event Timing reports no interaction shorter than this (its smallest `durationThreshold`). */
export const SHORTEST_REPORTED_MS = 16;
/** The budget: a good INP, as web.dev draws the line at 200 ms, halved for a page this small. */
export const INP_BUDGET_MS = 100;

/** @type {Interaction[]} */
const INTERACTIONS = [
  {
    name: '`Einverstanden` on the consent overlay (/eltern)',
    path: '/eltern',
    consent: 'undecided',
    click: (page) => page.getByRole('button', { name: 'Einverstanden', exact: true }),
  },
  {
    name: '`Nicht einverstanden` on the consent overlay (/eltern)',
    path: '/eltern',
    consent: 'undecided',
    click: (page) => page.getByRole('button', { name: 'Nicht einverstanden', exact: true }),
  },
  {
    name: '`Einstellungen` on the consent overlay (/eltern)',
    path: '/eltern',
    consent: 'undecided',
    click: (page) => page.getByRole('button', { name: 'Einstellungen', exact: true }),
  },
  {
    name: 'a question of the FAQ (/eltern)',
    path: '/eltern',
    consent: 'rejected',
    click: (page) => page.locator('main details summary').first(),
  },
  {
    name: '`Kontakt` in the header, the contact popup (/lehrkraefte)',
    path: '/lehrkraefte',
    consent: 'rejected',
    click: (page) => page.getByRole('banner').getByRole('link', { name: 'Kontakt' }),
  },
  {
    name: '`Weiter zur Zahlung` (/premium)',
    path: '/premium',
    consent: 'rejected',
    before: (page) => page.getByLabel('E-Mail des Rechenweg-Kontos').fill('mia@example.de'),
    click: (page) => page.getByRole('button', { name: 'Weiter zur Zahlung' }),
  },
];

/** Collects every Event Timing entry of an interaction, from the page's start. */
function observeInteractions() {
  /** @type {number[]} */
  const durations = [];
  Object.assign(window, { benchInteractions: durations });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/** @type {PerformanceEventTiming} */ (entry).interactionId) {
        durations.push(entry.duration);
      }
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
}

/**
 * Until the paint after the handlers has happened and the page is idle again:
 * the entries of that paint have reached the observer by then.
 */
const afterNextPaintAndIdle = () =>
  new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve))),
  );

/**
 * One click's INP in a fresh browser context, in milliseconds: the longest
 * event of the interaction, or the shortest Event Timing reports when it
 * reports none.
 * @param {import('@playwright/test').Browser} browser
 * @param {Interaction} interaction
 */
async function interactionRun(browser, interaction) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (interaction.consent === 'rejected') {
    await page.addInitScript(() => window.localStorage.setItem('fb_pixel_consent', 'rejected'));
  }
  await page.addInitScript(observeInteractions);
  // PayPal and the trackers are out of reach; the click's paint does not wait for them.
  await page.route(
    (target) => new URL(target).origin !== siteOrigin,
    (route) => route.abort(),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${siteOrigin}${interaction.path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '');
  await interaction.before?.(page);
  // A visitor sees what they click before clicking it: scrolled into view and
  // painted first (the first paint of what scrolls in, the video thumbnails'
  // SVGs below the FAQ among them, is the scroll's, not the click's).
  const target = interaction.click(page);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(afterNextPaintAndIdle);
  const measured = await page.evaluate(() => window.benchInteractions.length);
  await target.click();
  await page.evaluate(afterNextPaintAndIdle);
  const durations = await page.evaluate((from) => window.benchInteractions.slice(from), measured);
  await context.close();
  return Math.max(SHORTEST_REPORTED_MS, ...durations);
}

/**
 * INTERACTION_RUNS runs of each interaction on the running site, interleaved.
 * @returns {Promise<{ rows: string[][]; budgets: import('./figures.mjs').Budget[] }>}
 */
export async function interactionMeasures() {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  /** @type {Map<Interaction, number[]>} */
  const runs = new Map(INTERACTIONS.map((interaction) => [interaction, []]));
  try {
    for (let round = 0; round < INTERACTION_RUNS; round++) {
      for (const interaction of INTERACTIONS) {
        runs.get(interaction)?.push(await interactionRun(browser, interaction));
      }
    }
  } finally {
    await browser.close();
  }
  const rows = [];
  const budgets = [];
  for (const [interaction, durations] of runs) {
    const spread = spreadOf(durations);
    rows.push([interaction.name, `${formatSpread(spread)} ms`]);
    budgets.push({
      name: `INP of ${interaction.name} ≤ ${INP_BUDGET_MS} ms (${CPU_SLOWDOWN}× CPU slowdown)`,
      ok: spread.median <= INP_BUDGET_MS,
      detail: `${spread.median} ms`,
    });
  }
  return { rows, budgets };
}
