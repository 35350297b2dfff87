// Layout shift of each page at six widths, on the server Lighthouse just
// measured (`next start` or Vercel's output): Lighthouse loads at one phone's
// size, and a box that moves only where lines wrap differently moves at
// another. Each load as a first-time visitor's on a slow phone (the CPU four
// times slower, Lighthouse's mobile network), until the page has settled, then
// scrolled to its end and back in steps of a screen, so that what renders only
// when it scrolls into view (the late sections) counts too. Every shift the
// browser records counts: the sum, not the worst window, and no input to
// excuse one. e2e/layout-shift.spec.ts holds the same on the e2e build with the
// HTML in packets; this is the figure for both servers in bench/results.md.
import { chromium } from '@playwright/test';
import { recordedShifts, recordShifts, settled } from '../e2e/page-settled.mjs';
import { VIEWPORTS } from '../e2e/viewports.mjs';
import { markdownTable } from './figures.mjs';
import { CPU_SLOWDOWN } from './interactions.mjs';
import { CHROME, CHROMIUM_ARGS } from './lighthouse.mjs';

/** Lighthouse's mobile network (its "slow 4G"): 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * The page's layout shift in one load at one size.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number }} viewport
 */
async function shiftOf(browser, url, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    // PayPal and the trackers are out of reach, and load only after a choice the run does not make.
    const { origin } = new URL(url);
    await page.route(
      (target) => target.origin !== origin,
      (route) => route.abort(),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url);
    await settled(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const steps = Math.ceil(height / viewport.height);
    for (const step of [...Array(steps).keys(), ...[...Array(steps).keys()].reverse()]) {
      await page.evaluate((top) => window.scrollTo(0, top), step * viewport.height);
      await settled(page);
    }
    return (await recordedShifts(page)).reduce((total, shift) => total + shift.value, 0);
  } finally {
    await context.close();
  }
}

/**
 * Each page's layout shift at every size, one load each, and its budget: none
 * at any width.
 * @param {string[]} pages
 * @param {(path: string) => string} pageUrl
 * @param {string} label ends each budget's name (the server)
 */
export async function layoutShiftMeasures(pages, pageUrl, label) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const rows = [];
  const budgets = [];
  try {
    for (const path of pages) {
      const shifts = [];
      for (const viewport of VIEWPORTS)
        shifts.push(await shiftOf(browser, pageUrl(path), viewport));
      rows.push([path, ...shifts.map((shift) => shift.toFixed(3))]);
      const moved = VIEWPORTS.filter((_, at) => shifts[at] > 0).map(({ width }) => `${width} px`);
      budgets.push({
        name: `CLS ${path} = 0 at every width (${VIEWPORTS.length} widths, scrolled to the end and back)${label}`,
        ok: moved.length === 0,
        detail: moved.length
          ? `${Math.max(...shifts).toFixed(3)}, at ${moved.join(', ')}`
          : '0 at each',
      });
    }
  } finally {
    await browser.close();
  }
  return { rows, budgets };
}

/**
 * The table of the shifts, a column per size.
 * @param {string[][]} rows
 */
export const layoutShiftTable = (rows) =>
  markdownTable(['page', ...VIEWPORTS.map(({ width, height }) => `${width} × ${height}`)], rows);
