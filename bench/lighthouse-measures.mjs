// Lighthouse of the site's pages against their static twins and both bare
// pages, all served at once and interleaved; before the runs, each answer's
// bytes against the first round trip (first-round-trip.mjs). The site is
// `next start` of the production-like build, or Vercel's output of the same
// configuration through the platform's stand-in (vercel-output.mjs).
import { fmt, formatSpread, markdownTable, spreadOf, times } from './figures.mjs';
import { answerSizes, firstRoundTripBudget } from './first-round-trip.mjs';
import { layoutShiftMeasures } from './layout-shifts.mjs';
import { lighthouseReport } from './lighthouse.mjs';
import { LANDINGS, PORTS, log, siteOrigin, startServer, startSite } from './setup.mjs';
import { serveTwins, staticTwin } from './static-twin.mjs';
import {
  TRACE_HEADER,
  scriptByChunk,
  traceCounts,
  traceRow,
  traceSummary,
} from './trace-counts.mjs';

/**
 * @typedef {{
 *   performance: number; accessibility: number; bestPractices: number; seo: number;
 *   lcp: number; tbt: number; cls: number;
 * }} LighthouseRun
 */
/** @typedef {Record<keyof LighthouseRun, import('./figures.mjs').Spread>} LighthouseSummary */
/** @typedef {import('./trace-counts.mjs').TraceCounts} TraceCounts */

/**
 * Where the measured pages are served: `origin`, once `start` has started it
 * (resolving with what stops it). `label` ends each budget's name. `encoding`
 * is how its server compresses (gzip only, as `next start`, unless told): the
 * twins are served alike, and a server that sends brotli to a browser has its
 * answers counted in brotli too.
 * @typedef {{
 *   origin: string;
 *   start: () => Promise<{ stop: () => Promise<void> }>;
 *   label: string;
 *   encoding?: import('./static-twin.mjs').Encoding;
 * }} Site
 */

/**
 * Lighthouse scores every landing, the contact page, the checkout page and the
 * two declarations' pages; each answer is counted against the first round trip.
 */
export const LIGHTHOUSE_PAGES = [
  ...LANDINGS,
  '/premium',
  '/vertrag-widerrufen',
  '/vertraege-kuendigen',
];
// Nine rounds: a page's blocking time spreads over 100 ms and more between runs of one build, and
// a median of five moved by as much as the budget (bench/README.md, 2026-11-28).
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 9);

/** The production-like build served by `next start`. */
export const NEXT_START = /** @type {Site} */ ({
  origin: siteOrigin,
  start: () => startSite(),
  label: '',
});

const noFontUrl = `http://localhost:${PORTS.baselineNoFont}/`;
const fontUrl = `http://localhost:${PORTS.baseline}/`;
/** @param {string} path */
const twinUrl = (path) => `http://localhost:${PORTS.twins}${path}`;

/**
 * One Lighthouse run of `url`: the figures the bench reports, and its trace's counts. A trace
 * without the page's navigation or load event is run again, twice at most, as a failed run is.
 * @param {string} url
 * @param {number} [tries] the runs of `url` so far, this one included
 * @returns {Promise<{ figures: LighthouseRun; counts: TraceCounts }>}
 */
async function lighthouseRun(url, tries = 1) {
  const { report, trace } = await lighthouseReport(url, {
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
    onRetry: (attempt) => log(`lighthouse failed on ${url}, again (${attempt}/3)`),
  });
  const { audits } = report;
  const scriptMs = scriptByChunk(
    audits['bootup-time'].details?.items ?? [],
    report.finalDisplayedUrl,
    report.configSettings.throttling.cpuSlowdownMultiplier,
  );
  let counts;
  try {
    counts = traceCounts(trace, scriptMs);
  } catch (error) {
    if (tries === 3) throw error;
    log(`${error instanceof Error ? error.message : error} on ${url}, again (${tries}/3)`);
    return lighthouseRun(url, tries + 1);
  }
  return {
    figures: {
      performance: report.categories.performance.score * 100,
      accessibility: report.categories.accessibility.score * 100,
      bestPractices: report.categories['best-practices'].score * 100,
      seo: report.categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    },
    counts,
  };
}

/**
 * LIGHTHOUSE_RUNS rounds over the site's pages, each run after one of the bare
 * pages in turn (without font, a site page, with font, the next site page, …):
 * Lighthouse's simulation builds on the observed trace, so whatever load the
 * machine carries at a moment falls on both sides. Every run of every URL, and
 * its trace's counts.
 * @param {string[]} references
 * @param {string[][]} groups
 */
async function interleavedLighthouse(references, groups) {
  const urls = [...references, ...groups.flat()];
  /** @type {Map<string, LighthouseRun[]>} */
  const runs = new Map(urls.map((url) => [url, []]));
  /** @type {Map<string, TraceCounts[]>} */
  const counts = new Map(urls.map((url) => [url, []]));
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    log(`lighthouse round ${round + 1}/${LIGHTHOUSE_RUNS}`);
    for (const [index, group] of groups.entries()) {
      const reference = references[(index + round) % references.length];
      for (const url of [reference, ...group]) {
        const run = await lighthouseRun(url);
        runs.get(url)?.push(run.figures);
        counts.get(url)?.push(run.counts);
      }
    }
  }
  return { runs, counts };
}

/**
 * The median of each measure over runs, and its spread.
 * @param {LighthouseRun[]} runs
 * @returns {LighthouseSummary}
 */
const summary = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, spreadOf(runs.map((r) => r[key]))]));

/**
 * The bare pages, the site and each page's twin (made from the site's own
 * HTML) served at once; the answers counted, then every Lighthouse run.
 * @param {string} baselineDir
 * @param {string} noFontDir
 * @param {Site} site
 * @param {string[]} pages
 * @param {(path: string) => string} pageUrl
 */
async function serveAndRun(baselineDir, noFontDir, site, pages, pageUrl) {
  const servers = [
    await startServer(noFontDir, PORTS.baselineNoFont),
    await startServer(baselineDir, PORTS.baseline),
    await site.start(),
  ];
  try {
    /** @param {string} url */
    const text = async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    };
    const twins = new Map();
    for (const path of pages) {
      twins.set(path, await staticTwin(await text(pageUrl(path)), (href) => text(pageUrl(href))));
    }
    servers.push(await serveTwins(PORTS.twins, site.origin, twins, site.encoding));
    const sizes = await answerSizes(pages, pageUrl, twinUrl, {
      brotli: site.encoding?.('br') === 'br',
    });
    const { runs, counts } = await interleavedLighthouse(
      [noFontUrl, fontUrl],
      pages.map((path) => [twinUrl(path), pageUrl(path)]),
    );
    log(`measuring layout shift at six widths${site.label}`);
    return { runs, counts, sizes, shifts: await layoutShiftMeasures(pages, pageUrl, site.label) };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/**
 * One row of the Lighthouse table; `twin` and `bytes` only for a site page or its twin.
 * @param {string} name
 * @param {LighthouseSummary} lh
 * @param {LighthouseSummary} noFont
 * @param {LighthouseSummary} [twin]
 * @param {number} [bytes]
 */
const row = (name, lh, noFont, twin, bytes) => [
  name,
  bytes === undefined ? '' : `${(bytes / 1000).toFixed(1)} kB`,
  formatSpread(lh.performance),
  `${formatSpread(lh.lcp)} ms`,
  twin ? times(lh.lcp.median, twin.lcp.median) : '',
  times(lh.lcp.median, noFont.lcp.median),
  `${formatSpread(lh.tbt)} ms`,
  fmt(lh.cls.max, 3),
  `${fmt(lh.accessibility.min)}/${fmt(lh.bestPractices.min)}/${fmt(lh.seo.min)}`,
];

/** How far a page's TBT may lie above the bare page's, both medians of the same run. */
const TBT_ALLOWANCE_MS = 50;
/** How far a page's performance score may lie under the bare page's, both medians of the same run. */
const PERFORMANCE_ALLOWANCE = 2;
/** A page's LCP against its static twin's, both medians of the same run. */
const LCP_FACTOR = 1.08;

/**
 * A site page's Lighthouse budgets against its twin and the bare page without
 * font, all medians of the same interleaved run: LCP ≤ LCP_FACTOR × the twin's,
 * performance at most PERFORMANCE_ALLOWANCE points under the bare page's (which
 * scores 94–99 here, so no fixed score can hold), TBT at most TBT_ALLOWANCE_MS
 * above the bare page's; CLS 0 in every run, not only in the median. `label`
 * ends each name.
 * @param {string} path
 * @param {LighthouseRun[]} pageRuns
 * @param {LighthouseSummary} twin
 * @param {LighthouseSummary} noFont
 * @param {string} label
 * @returns {import('./figures.mjs').Budget[]}
 */
function pageBudgets(path, pageRuns, twin, noFont, label) {
  const lh = summary(pageRuns);
  const shifted = pageRuns.flatMap((r, i) =>
    r.cls === 0 ? [] : [`run ${i + 1}: ${fmt(r.cls, 3)}`],
  );
  return [
    {
      name: `LCP ${path} ≤ ${LCP_FACTOR} × its static twin${label}`,
      ok: lh.lcp.median <= LCP_FACTOR * twin.lcp.median,
      detail: `${times(lh.lcp.median, twin.lcp.median)} (${fmt(lh.lcp.median)} against ${fmt(twin.lcp.median)} ms; ${times(lh.lcp.median, noFont.lcp.median)} of the bare page without font)`,
    },
    {
      name: `Lighthouse performance ${path} ≥ the bare page's − ${PERFORMANCE_ALLOWANCE}${label}`,
      ok: lh.performance.median >= noFont.performance.median - PERFORMANCE_ALLOWANCE,
      detail: `${fmt(lh.performance.median)} (twin ${fmt(twin.performance.median)}, bare page ${fmt(noFont.performance.median)})`,
    },
    {
      name: `TBT ${path} ≤ the bare page's + ${TBT_ALLOWANCE_MS} ms${label}`,
      ok: lh.tbt.median <= noFont.tbt.median + TBT_ALLOWANCE_MS,
      detail: `${fmt(lh.tbt.median)} ms against ${fmt(noFont.tbt.median)} ms (bare page without font; runs ${fmt(lh.tbt.min)}–${fmt(lh.tbt.max)} and ${fmt(noFont.tbt.min)}–${fmt(noFont.tbt.max)})`,
    },
    {
      name: `CLS ${path} = 0 in every run${label}`,
      ok: shifted.length === 0,
      detail: shifted.join(', ') || '0',
    },
    {
      name: `Lighthouse accessibility, best practices, SEO ${path} = 100 in every run${label}`,
      ok: lh.accessibility.min === 100 && lh.bestPractices.min === 100 && lh.seo.min === 100,
      detail: `${fmt(lh.accessibility.min)}/${fmt(lh.bestPractices.min)}/${fmt(lh.seo.min)}`,
    },
  ];
}

/**
 * Each site page against its static twin (bench/static-twin.mjs) and the bare
 * pages, all served at once and interleaved (interleavedLighthouse): a bare
 * page, the twin, the site page. Budgets against the twin, the limit of the
 * page's own content, and the bare page's blocking time (pageBudgets), and the
 * answer's first round trip. The bare page without a web font stays in the
 * table as the absolute anchor. Beside the table, the trace's counts of every
 * page, twin and bare page (trace-counts.mjs).
 * @param {string} baselineDir
 * @param {string} noFontDir
 * @param {Site} [site] where the pages are served: `next start` unless told
 * @param {string[]} [pages] which of LIGHTHOUSE_PAGES: all unless told
 */
export async function lighthouseMeasures(
  baselineDir,
  noFontDir,
  site = NEXT_START,
  pages = LIGHTHOUSE_PAGES,
) {
  log(
    `measuring Lighthouse${site.label}: each page after its static twin, interleaved with both bare pages`,
  );
  /** @param {string} path */
  const pageUrl = (path) => `${site.origin}${path}`;
  const { runs, counts, sizes, shifts } = await serveAndRun(
    baselineDir,
    noFontDir,
    site,
    pages,
    pageUrl,
  );
  const noFont = summary(runs.get(noFontUrl));
  const font = summary(runs.get(fontUrl));
  const rows = [
    row('bare page without web font', noFont, noFont),
    row('bare page with Inter', font, noFont),
  ];
  /** @param {string} name @param {string} url */
  const traceRowOf = (name, url) => traceRow(name, traceSummary(counts.get(url) ?? []));
  const traceRows = [
    traceRowOf('bare page without web font', noFontUrl),
    traceRowOf('bare page with Inter', fontUrl),
  ];
  const budgets = [];
  for (const path of pages) {
    const pageRuns = runs.get(pageUrl(path));
    const twin = summary(runs.get(twinUrl(path)));
    const size = sizes.get(path);
    rows.push(
      row(`${path}: static twin`, twin, noFont, undefined, size.twin),
      row(path, summary(pageRuns), noFont, twin, size.site),
    );
    traceRows.push(
      traceRowOf(`${path}: static twin`, twinUrl(path)),
      traceRowOf(path, pageUrl(path)),
    );
    budgets.push(
      firstRoundTripBudget(path, size, site.label),
      ...pageBudgets(path, pageRuns, twin, noFont, site.label),
    );
  }
  return { rows, budgets: [...budgets, ...shifts.budgets], traceRows, shiftRows: shifts.rows };
}

/**
 * The table of the trace's counts beside the Lighthouse table.
 * @param {string[][]} rows
 */
export const traceTable = (rows) => markdownTable(TRACE_HEADER, rows);

/**
 * The Lighthouse section's table.
 * @param {string[][]} rows
 */
export const lighthouseTable = (rows) =>
  markdownTable(
    [
      'page',
      'HTML with headers, gzipped',
      'performance',
      'LCP',
      'LCP ÷ twin',
      'LCP ÷ no font',
      'TBT',
      'CLS, highest run',
      'a11y/BP/SEO, lowest run',
    ],
    rows,
  );
