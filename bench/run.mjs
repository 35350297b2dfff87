// `npm run bench`: builds a bare Next.js page (bench/baseline) and the site in
// the same run, serves each with `next start` (and the site's Vercel output
// through the platform's stand-in), measures both on this machine and writes
// bench/results.md. Exits non-zero when a budget is missed. Each
// measurement is a module of its own (bench/README.md); this file runs the
// chosen ones in order.
import {
  buildBaseline,
  buildBaselineVariant,
  buildSite,
  buildSiteWithoutProxy,
  buildVercelOutput,
} from './builds.mjs';
import { cacheMeasures } from './cache.mjs';
import { printBudgets, printRows } from './figures.mjs';
import { baselineJs, firstLoadMeasures, launchBrowser } from './first-load-js.mjs';
import { firstRoundTripMeasures } from './first-round-trip.mjs';
import { interactionMeasures } from './interactions.mjs';
import { layoutShiftTable } from './layout-shifts.mjs';
import {
  LIGHTHOUSE_PAGES,
  lighthouseMeasures,
  lighthouseTable,
  traceTable,
} from './lighthouse-measures.mjs';
import { CHROME } from './lighthouse.mjs';
import { observatory } from './observatory.mjs';
import { outboxMeasures } from './outbox.mjs';
import { proxyMeasures } from './proxy-cost.mjs';
import { writeOutboxSection, writeResults } from './results.mjs';
import {
  CONFIGURATIONS,
  PORTS,
  log,
  siteEnv,
  siteOrigin,
  siteOrigins,
  startSite,
  startSiteRedis,
} from './setup.mjs';
import { spikeMeasures } from './spike.mjs';
import { LOAD_SECONDS, throughputReport, throughputs } from './throughput.mjs';
import { vercelMeasures } from './vercel-output.mjs';

// `--experiments` measures only the proxy and the flags server, `--lighthouse`
// only Lighthouse, `--vercel` only Lighthouse on Vercel's output,
// `--throughput` only requests per second and memory, `--js` only the
// first-load JS of the landings and /premium, `--interactions` only the INP of
// the first clicks, `--outbox` only the outbox's backlog of 1,000 declarations,
// `--html` only each page's answer on both origins against the first round trip;
// `--reuse-builds` keeps builds of an earlier run (for iterating on the bench itself);
// `--pages=/premium,/` limits `--lighthouse`, `--vercel` and `--html` to those pages (a diagnosis).
const only = {
  experiments: process.argv.includes('--experiments'),
  outbox: process.argv.includes('--outbox'),
  lighthouse: process.argv.includes('--lighthouse'),
  vercel: process.argv.includes('--vercel'),
  throughput: process.argv.includes('--throughput'),
  js: process.argv.includes('--js'),
  interactions: process.argv.includes('--interactions'),
  html: process.argv.includes('--html'),
};
const REUSE_BUILDS = process.argv.includes('--reuse-builds');
const PAGES = pagesOption();

/** `--pages=`'s pages, each one the bench measures; all of them without it. */
function pagesOption() {
  const option = process.argv.find((arg) => arg.startsWith('--pages='));
  if (!option) return LIGHTHOUSE_PAGES;
  if (!(only.lighthouse || only.vercel || only.html)) {
    throw new Error('--pages goes with --lighthouse, --vercel or --html: a full run measures all');
  }
  const pages = option.slice('--pages='.length).split(',');
  const unknown = pages.filter((page) => !LIGHTHOUSE_PAGES.includes(page));
  if (unknown.length) throw new Error(`--pages: not measured by the bench: ${unknown.join(', ')}`);
  return pages;
}

const buildProductionLike = () => buildSite(CONFIGURATIONS['production-like'], REUSE_BUILDS);

/** `--experiments`: the proxy and the flags server. */
async function experimentsOnly() {
  buildProductionLike();
  const proxy = await proxyMeasures(buildSiteWithoutProxy(REUSE_BUILDS));
  printRows(proxy.rows, ': ');
  printBudgets(proxy.budgets);
}

/**
 * `--outbox`: 1,000 declarations stored and drained. Its figures compare with
 * nothing else of a run, so it writes its own section of results.md.
 */
async function outboxOnly() {
  buildProductionLike();
  const outbox = await outboxMeasures();
  printRows(outbox.rows, ': ');
  printBudgets(outbox.budgets);
  writeOutboxSection(outbox);
}

/**
 * Lighthouse's table, the traces' and the layout shifts', as results.md has them.
 * @param {{ rows: string[][]; traceRows: string[][]; shiftRows: string[][] }} measures
 */
const lighthouseTables = ({ rows, traceRows, shiftRows }) =>
  [lighthouseTable(rows), traceTable(traceRows), layoutShiftTable(shiftRows)].join('\n\n');

/**
 * `--lighthouse`: the site's pages against their twins and the bare pages.
 * @param {string} baselineDir
 * @param {string} noFontDir
 */
async function lighthouseOnly(baselineDir, noFontDir) {
  buildProductionLike();
  const lighthouse = await lighthouseMeasures(baselineDir, noFontDir, undefined, PAGES);
  console.log(lighthouseTables(lighthouse));
  printBudgets(lighthouse.budgets);
}

/**
 * `--vercel`: Vercel's output of the site against its twins and the bare pages.
 * @param {string} baselineDir
 * @param {string} noFontDir
 */
async function vercelOnly(baselineDir, noFontDir) {
  const vercel = await vercelMeasures(
    baselineDir,
    noFontDir,
    buildVercelOutput(REUSE_BUILDS),
    PAGES,
  );
  console.log(lighthouseTables(vercel));
  printBudgets(vercel.budgets);
}

/**
 * `--js`: first-load JS of the bare page, then of the site.
 * @param {string} baselineDir
 */
async function jsOnly(baselineDir) {
  buildProductionLike();
  const browser = await launchBrowser();
  const baseJs = await baselineJs(browser, baselineDir);
  const site = await startSite();
  const js = await firstLoadMeasures(browser, baseJs);
  await site.stop();
  await browser.close();
  printRows(js.rows);
  printBudgets(js.budgets);
}

/**
 * `--html`: the answer of every page Lighthouse scores, on both countries'
 * origins, against the first round trip: seconds with `--reuse-builds`.
 */
async function htmlOnly() {
  buildProductionLike();
  const site = await startSite();
  try {
    const html = await firstRoundTripMeasures(PAGES, siteOrigins);
    printRows(html.rows);
    printBudgets(html.budgets);
  } finally {
    await site.stop();
  }
}

/** `--interactions`: the INP of the first clicks on the site. */
async function interactionsOnly() {
  buildProductionLike();
  const site = await startSite();
  const interactions = await interactionMeasures();
  await site.stop();
  printRows(interactions.rows);
  printBudgets(interactions.budgets);
}

/**
 * The full run's builds, then throughput in both configurations.
 * @param {string} baselineDir
 */
async function buildAndLoad(baselineDir) {
  const baselineProxyDir = buildBaselineVariant(baselineDir, 'proxy');
  for (const configuration of Object.values(CONFIGURATIONS)) buildSite(configuration, REUSE_BUILDS);
  // The proxy's own cost is measured in the production-like turns (its build's environment).
  const noProxyDir = buildSiteWithoutProxy(REUSE_BUILDS);
  return { noProxyDir, measured: await throughputs({ baselineDir, baselineProxyDir, noProxyDir }) };
}

/**
 * Everything measured on one running site: first-load JS against the bare
 * page's, the server's peak after those visits, the INP of the first clicks,
 * the shared cache, the spike and the Observatory's score.
 * @param {string} baselineDir
 */
async function siteVisits(baselineDir) {
  const browser = await launchBrowser();
  log('measuring the baseline');
  const baseJs = await baselineJs(browser, baselineDir);
  log('measuring the site');
  const server = await startSite();
  const js = await firstLoadMeasures(browser, baseJs);
  // The peak after the browser's visits: every landing, /premium and the images optimised for them.
  const memoryAfterVisits = server.memoryMb('VmHWM');
  log('measuring the first clicks');
  const interactions = await interactionMeasures();
  log('measuring / through the shared cache');
  const cache = await cacheMeasures({
    site: siteOrigin,
    siteEnv,
    port: PORTS.cache,
    seconds: LOAD_SECONDS,
  });
  log("a TV broadcast's spike through the shared cache");
  const spike = await spikeMeasures({
    upstream: `http://127.0.0.1:${PORTS.site}`,
    siteEnv,
    sitePid: server.pid,
    port: PORTS.cache,
    chrome: CHROME,
  });
  log('scoring the headers with the MDN HTTP Observatory');
  const scan = await observatory(PORTS.site);
  await server.stop();
  await browser.close();
  return { js, memoryAfterVisits, interactions, cache, spike, scan };
}

/** @param {number} started */
async function measure(started) {
  if (only.experiments) return experimentsOnly();
  if (only.outbox) return outboxOnly();
  if (only.interactions) return interactionsOnly();
  if (only.html) return htmlOnly();
  const baselineDir = buildBaseline();
  const noFontDir = buildBaselineVariant(baselineDir, 'nofont');
  if (only.lighthouse) return lighthouseOnly(baselineDir, noFontDir);
  if (only.vercel) return vercelOnly(baselineDir, noFontDir);
  if (only.js) return jsOnly(baselineDir);
  const { noProxyDir, measured } = await buildAndLoad(baselineDir);
  const throughput = measured.map(throughputReport);
  if (only.throughput) {
    for (const { rows, budgets } of throughput) {
      printRows(rows);
      printBudgets(budgets);
    }
    return;
  }
  const vercelBuild = buildVercelOutput(REUSE_BUILDS);
  const visits = await siteVisits(baselineDir);
  const [{ site, bucketed, noProxy, noProxyBucketedPage }] = measured;
  const proxy = await proxyMeasures(noProxyDir, {
    anonymous: site,
    bucketed,
    noProxy,
    noProxyBucketedPage,
  });
  const lighthouse = await lighthouseMeasures(baselineDir, noFontDir);
  const vercel = await vercelMeasures(baselineDir, noFontDir, vercelBuild);
  const outbox = await outboxMeasures();
  writeResults({ started, ...visits, throughput, proxy, lighthouse, vercel, outbox });
}

async function main() {
  const started = Date.now();
  // Production starts only with the outbox's Redis: every production-like server of the run uses this one.
  const redis = await startSiteRedis();
  try {
    await measure(started);
  } finally {
    await redis.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
