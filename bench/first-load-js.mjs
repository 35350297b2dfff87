// First-load JS: the gzipped bytes of every script a page loads in Chromium
// until it is idle, on the site's landings (before and after consent) and
// /premium, against the bare page's.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { kb, times } from './figures.mjs';
import { CHROME, CHROMIUM_ARGS } from './lighthouse.mjs';
import { CONFIGURATIONS, LANDINGS, PORTS, root, siteOrigin, startServer } from './setup.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */

/** The browser the bench measures first-load JS in. */
export const launchBrowser = () => chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });

/**
 * Gzipped bytes of every same-origin script Chromium loads for a page, after it
 * settles. Not the page's boot file (`/_next/static/chunks/boot/`): it is the RSC
 * payload and the chunk list that sat inline in the HTML before 2026-11-25, as
 * the bare page's payload still does; it is reported on a row of its own.
 * @param {Browser} browser
 * @param {string} url
 * @param {{ consent?: boolean }} [options]
 */
async function firstLoadJs(browser, url, { consent } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (consent) {
    await page.addInitScript(() => window.localStorage.setItem('fb_pixel_consent', 'granted'));
  }
  // Third-party hosts are out of reach here; they are not the site's code.
  await page.route(
    (target) => new URL(target).origin !== new URL(url).origin,
    (route) => route.abort(),
  );
  /** @type {Map<string, number>} */
  const scripts = new Map();
  let boot = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const bytes = gzipSync(body).length;
    if (new URL(response.url()).pathname.startsWith('/_next/static/chunks/boot/')) boot = bytes;
    else scripts.set(response.url(), bytes);
  });
  await page.goto(url, { waitUntil: 'load' });
  // The SDKs that load after `load` and after the choice are counted too.
  await page.waitForTimeout(3000);
  await context.close();
  return { js: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0), boot };
}

/**
 * The bare page's first-load JS: its server started, measured and stopped.
 * @param {Browser} browser
 * @param {string} baselineDir
 */
export async function baselineJs(browser, baselineDir) {
  const server = await startServer(baselineDir, PORTS.baseline);
  const { js } = await firstLoadJs(browser, `http://localhost:${PORTS.baseline}/`);
  await server.stop();
  return js;
}

/**
 * The widest module id in the site's browser chunks. Turbopack numbers modules
 * with a hash modulo 10^⌈log10(20 × modules)⌉ over the whole build, server
 * layers included: past 5,000 modules every id of every chunk grows a digit,
 * 0.4 KB on every page (docs/performance.md).
 */
function moduleIdDigits() {
  const chunks = join(root, CONFIGURATIONS['production-like'].distDir, 'static/chunks');
  let widest = 0;
  for (const name of readdirSync(chunks).filter((file) => file.endsWith('.js'))) {
    for (const [, id] of readFileSync(join(chunks, name), 'utf8').matchAll(
      /\b[a-z]\.i\((\d+)\)/g,
    )) {
      widest = Math.max(widest, id.length);
    }
  }
  return widest;
}

/**
 * First-load JS before consent as a multiple of the bare page's: a landing
 * carries the consent overlay and the header, /kontakt its form, /premium the
 * checkout's island.
 * @type {Record<string, number>}
 */
const FIRST_LOAD_BUDGETS = { landing: 1.15, '/kontakt': 1.2, '/premium': 1.3 };

/**
 * The rows of one site page: its boot file, then its first-load JS.
 * @param {string} path
 * @param {number} boot
 * @param {[string, number][]} loads what loaded, and its bytes
 * @param {number} baseJs
 */
const pageRows = (path, boot, loads, baseJs) => [
  [`Boot file of ${path} (RSC payload and chunk list, inline before)`, kb(boot), '', ''],
  ...loads.map(([when, js]) => [
    `First-load JS ${path} (${when})`,
    kb(js),
    kb(baseJs),
    times(js, baseJs),
  ]),
];

/**
 * First-load JS of every landing (before and after consent) and of /premium
 * before `Weiter zur Zahlung`, against the bare page's, on the running site.
 * @param {Browser} browser
 * @param {number} baseJs
 * @returns {Promise<{ rows: string[][]; budgets: import('./figures.mjs').Budget[] }>}
 */
export async function firstLoadMeasures(browser, baseJs) {
  const rows = [];
  const budgets = [];
  const check = (name, ok, detail) => budgets.push({ name, ok, detail });
  for (const path of LANDINGS) {
    const { js: before, boot } = await firstLoadJs(browser, `${siteOrigin}${path}`);
    const { js: after } = await firstLoadJs(browser, `${siteOrigin}${path}`, { consent: true });
    const loads = [
      ['before consent', before],
      ['after accept', after],
    ];
    rows.push(...pageRows(path, boot, loads, baseJs));
    const budget = FIRST_LOAD_BUDGETS[path] ?? FIRST_LOAD_BUDGETS.landing;
    check(
      `first-load JS ${path} ≤ ${budget} × baseline`,
      before <= budget * baseJs,
      times(before, baseJs),
    );
  }
  // The checkout page ships its island but no PayPal code before the click.
  const { js: premiumJs, boot: premiumBoot } = await firstLoadJs(browser, `${siteOrigin}/premium`);
  rows.push(
    ...pageRows('/premium', premiumBoot, [['before Weiter zur Zahlung', premiumJs]], baseJs),
  );
  check(
    `first-load JS /premium ≤ ${FIRST_LOAD_BUDGETS['/premium']} × baseline`,
    premiumJs <= FIRST_LOAD_BUDGETS['/premium'] * baseJs,
    times(premiumJs, baseJs),
  );
  const digits = moduleIdDigits();
  rows.push(['Module ids in the browser chunks (digits)', String(digits), '', '']);
  // None found means the chunks' format changed and the reading with it, not a small build.
  check(
    'module ids of five digits (the build ≤ 5,000 modules)',
    digits > 0 && digits <= 5,
    digits ? `${digits} digits` : 'no module id found in the chunks',
  );
  return { rows, budgets };
}
