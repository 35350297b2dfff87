// The full run's report: bench/results.md, printed too, and the exit code when
// a budget is missed; `--outbox` rewrites the outbox's section alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fmt, markdownTable } from './figures.mjs';
import { FIRST_ROUND_TRIP } from './first-round-trip.mjs';
import { CPU_SLOWDOWN, INTERACTION_RUNS, SHORTEST_REPORTED_MS } from './interactions.mjs';
import { layoutShiftTable } from './layout-shifts.mjs';
import { LIGHTHOUSE_RUNS, lighthouseTable, traceTable } from './lighthouse-measures.mjs';
import { root } from './setup.mjs';

/** @typedef {import('./figures.mjs').Budget} Budget */
/** @typedef {{ rows: string[][]; budgets: Budget[] }} Measures */
/**
 * @typedef {{
 *   started: number;
 *   js: Measures;
 *   throughput: Measures[];
 *   memoryAfterVisits: number;
 *   interactions: Measures;
 *   scan: { score: number; grade: string };
 *   cache: Measures;
 *   spike: Measures & { header: string[]; method: string };
 *   proxy: Measures;
 *   lighthouse: Measures & { traceRows: string[][]; shiftRows: string[][] };
 *   vercel: Measures & { traceRows: string[][]; shiftRows: string[][] };
 *   outbox: Measures & { method: string };
 * }} Results
 */

/**
 * The table of the site against the baseline, and every budget in the order of the run.
 * @param {Results} results
 */
function siteAgainstBaseline(results) {
  const {
    js,
    throughput,
    memoryAfterVisits,
    interactions,
    scan,
    cache,
    spike,
    proxy,
    lighthouse,
    vercel,
    outbox,
  } = results;
  const rows = [...js.rows, ...throughput.flatMap((report) => report.rows)];
  rows.push(
    [
      'Peak memory of next-server after the browser visits (first-load JS, Lighthouse, the Observatory)',
      `${fmt(memoryAfterVisits)} MB`,
      '',
      '',
    ],
    [
      'MDN HTTP Observatory score (production build behind TLS)',
      `${scan.score} (${scan.grade})`,
      '',
      '',
    ],
  );
  const budgets = [
    ...[js, interactions, cache, spike, proxy, lighthouse, vercel, outbox, ...throughput].flatMap(
      (m) => m.budgets,
    ),
    {
      name: 'MDN HTTP Observatory A+ (≥ 100)',
      ok: scan.score >= 100,
      detail: `${scan.score} ${scan.grade}`,
    },
  ];
  return { rows, budgets };
}

const LIGHTHOUSE_METHOD = `Lighthouse 13 mobile, median (lowest–highest) of ${LIGHTHOUSE_RUNS} runs per page. Each site page ran right after its static twin (the same server HTML without scripts and RSC payload, the stylesheet inline, no web font: \`bench/static-twin.mjs\`), and each pair after one of the bare pages in turn: without a web font (\`bench/baseline-nofont\`) and with Inter, the web font the site had until 2026-11-25 (\`bench/baseline\`). The HTML column is the answer's bytes as a phone receives them (status line, headers, gzipped body): up to ${FIRST_ROUND_TRIP} bytes arrive in the first round trip, ten TCP segments, as Lighthouse's simulation models it. A page's TBT is held against the bare page without a web font, medians of the same run.`;

const TRACE_METHOD = `The same runs' traces (\`bench/trace-counts.mjs\`), median (lowest–highest) of the ${LIGHTHOUSE_RUNS} runs: the elements the page's frame styled and the layout objects it laid out up to its load event, the renderer's main thread busy until then (observed, without Lighthouse's simulated slowdown), and each script's evaluation over the whole run (Lighthouse's bootup-time, observed, by chunk file; \`inline\` is the page's own scripts). The counts move only a little from run to run (whether an image arrives before or after the load) where the timings spread widely: a change of the page shows in them when the simulated figures' noise hides it.`;

const INTERACTION_METHOD = `Each click in a browser of its own (Chromium, 412 × 823 px), the CPU slowed ${CPU_SLOWDOWN} × from the start of the page, once it has hydrated and gone idle; ${INTERACTION_RUNS} runs each, interleaved. The figure is the longest Event Timing entry of the interaction, which is what INP reports (from the input to the next paint after its handlers); the browser reports none under ${SHORTEST_REPORTED_MS} ms, and such a run counts as ${SHORTEST_REPORTED_MS}. \`bench/interactions.mjs\`.`;
const SHIFT_METHOD = `Layout shift of each page at six widths on the same server, after its Lighthouse runs (\`bench/layout-shifts.mjs\`): one load each as a first-time visitor's, the CPU ${CPU_SLOWDOWN} × slower and Lighthouse's mobile network, until the page has settled, then scrolled to its end and back a screen at a time; the sum of every shift the browser recorded.`;

const VERCEL_METHOD = `The same measures, each in the same columns, on Vercel's output: \`vercel build\` of a production deployment in the same configuration, offline, served by the stand-in of Vercel's platform that \`e2e/vercel.spec.ts\` uses (\`scripts/vercel-platform.mjs\`: the output's routes, static files and prerendered pages, the proxy run as its function, the edge's compression: brotli to a browser, gzip when only gzip is asked; \`/_next/image\` answered by \`next start\` of the same build). The twins are made from the platform's HTML and served compressed as the platform compresses; the bare pages are the same \`next start\` servers, interleaved as above. The HTML column counts the answer gzipped, as for \`next start\`; a browser gets brotli, counted in the budget's detail. Vercel's edge adds headers of its own (\`server\`, \`x-vercel-id\`, \`x-vercel-cache\`, \`age\`) that the stand-in does not, and sends every header over HTTP/2, compressed.`;

const OUTBOX_HEADING = '## The outbox: 1,000 declarations (bench/outbox.mjs)';

/**
 * The outbox's section; `by` says which run measured it.
 * @param {Results['outbox']} outbox
 * @param {string} by
 */
const outboxSection = (outbox, by) =>
  [
    OUTBOX_HEADING,
    '',
    `${by} ${outbox.method}`,
    '',
    markdownTable(['measure', 'value'], outbox.rows),
    '',
  ].join('\n');

/**
 * bench/results.md's text.
 * @param {Results} results
 * @param {string[][]} rows
 * @param {Budget[]} budgets
 */
const markdown = (
  { started, lighthouse, vercel, interactions, proxy, cache, spike, outbox },
  rows,
  budgets,
) =>
  [
    '# Benchmark results',
    '',
    `Produced by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on a machine with ${cpus().length} cores (Node ${process.version}), in ${Math.round((Date.now() - started) / 60000)} min.`,
    'The baseline is `bench/baseline`: the same Next.js, one page with an h1 and Inter (the web font the site had until 2026-11-25), built and served in the same run.',
    '',
    '## Site against the baseline',
    '',
    markdownTable(['measure', 'site', 'baseline', 'ratio'], rows),
    '',
    '## Lighthouse',
    '',
    LIGHTHOUSE_METHOD,
    '',
    lighthouseTable(lighthouse.rows),
    '',
    TRACE_METHOD,
    '',
    traceTable(lighthouse.traceRows),
    '',
    SHIFT_METHOD,
    '',
    layoutShiftTable(lighthouse.shiftRows),
    '',
    '## Interaction to next paint',
    '',
    INTERACTION_METHOD,
    '',
    markdownTable(['the click', 'INP, median (lowest–highest)'], interactions.rows),
    '',
    "## Lighthouse on Vercel's output",
    '',
    VERCEL_METHOD,
    '',
    lighthouseTable(vercel.rows),
    '',
    traceTable(vercel.traceRows),
    '',
    layoutShiftTable(vercel.shiftRows),
    '',
    '## The proxy and the flags server',
    '',
    markdownTable(['measure', 'value'], proxy.rows),
    '',
    '## The shared cache (deploy/nginx.conf)',
    '',
    markdownTable(['measure', 'value'], cache.rows),
    '',
    "## A TV broadcast's spike (bench/spike.mjs)",
    '',
    `${spike.method}. Through the cache in front of one \`next start\`, wrk on the same cores; a step is held with 0 errors and p99 < 1 s.`,
    '',
    markdownTable(spike.header, spike.rows),
    '',
    outboxSection(outbox, 'Measured in this run.'),
    '## Budgets',
    '',
    markdownTable(
      ['budget', 'measured', 'met'],
      budgets.map((b) => [b.name, b.detail, b.ok ? 'yes' : '**no**']),
    ),
    '',
  ].join('\n');

/**
 * Writes bench/results.md and prints it; the exit code is 1 when a budget is missed.
 * @param {Results} results
 */
export function writeResults(results) {
  const { rows, budgets } = siteAgainstBaseline(results);
  const text = markdown(results, rows, budgets);
  writeFileSync(join(root, 'bench/results.md'), text);
  console.log(`\n${text}`);
  const missed = budgets.filter((budget) => !budget.ok);
  if (missed.length) {
    console.error(`[bench] ${missed.length} budget(s) missed`);
    process.exitCode = 1;
  }
}

/**
 * `--outbox`: its section of bench/results.md replaced (or put before the
 * budgets), dated, the rest of the file as the last full run left it.
 * @param {Results['outbox']} outbox
 */
export function writeOutboxSection(outbox) {
  const path = join(root, 'bench/results.md');
  const text = readFileSync(path, 'utf8');
  const section = outboxSection(
    outbox,
    `Measured by \`npm run bench -- --outbox\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores, Node ${process.version}), apart from the run above.`,
  );
  const start = text.indexOf(OUTBOX_HEADING);
  const updated =
    start === -1
      ? text.replace('## Budgets', `${section}\n## Budgets`)
      : text.slice(0, start) + section + text.slice(text.indexOf('\n## ', start));
  writeFileSync(path, updated);
  console.log(`\n${section}`);
}
