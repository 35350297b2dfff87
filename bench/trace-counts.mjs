// The counts of a Lighthouse run's own trace that the bench records beside its
// figures (#56): how many elements the page styled and how many layout objects
// it laid out up to its load event, how long its main thread was busy until
// then, and each script's evaluation. Lantern's simulated TBT and LCP of one
// build spread by 100 ms between runs; the element and object counts of a page
// move only a little (whether an image arrives before or after the load), so a
// change of the page shows in them when the simulated figures' noise hides it.
import { basename } from 'node:path';
import { formatSpread, spreadOf } from './figures.mjs';

/**
 * A Chrome trace event, as far as the counts read it.
 * @typedef {{
 *   name: string; ph?: string; ts: number; dur?: number; pid: number; tid: number;
 *   args?: { data?: any; beginData?: any; elementCount?: number; frame?: string };
 * }} TraceEvent
 */
/** @typedef {{ url: string; scripting: number }} BootupItem */
/**
 * One run's counts; `scriptMs` is by chunk file (`inline` for the page's own scripts).
 * @typedef {{ elementsStyled: number; layoutObjects: number; busyMs: number; scriptMs: Record<string, number> }} TraceCounts
 */

/**
 * The navigated page in the trace: its main frame (the frame the trace began
 * with), its renderer's main thread (where the frame's document started to
 * load, after any process swap), that start and the frame's load event.
 * @param {TraceEvent[]} events
 */
function navigation(events) {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find(
    (/** @type {{ frame: string; parent?: string }} */ f) => !f.parent,
  )?.frame;
  const start = events.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.frame === frame &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!start) throw new Error('the trace has no navigation of its main frame');
  const load = events.find(
    (event) =>
      event.name === 'MarkLoad' && event.args?.data?.frame === frame && event.ts >= start.ts,
  );
  if (!load) throw new Error('the trace ends before the page loaded');
  return { frame, pid: start.pid, tid: start.tid, from: start.ts, to: load.ts };
}

/**
 * Milliseconds the main thread spent in top-level tasks between `from` and
 * `to` (µs), each task cut at both ends; a task inside another is counted once.
 * @param {TraceEvent[]} tasks
 * @param {number} from
 * @param {number} to
 */
function busyMs(tasks, from, to) {
  let busy = 0;
  let covered = from;
  for (const task of [...tasks].sort((a, b) => a.ts - b.ts)) {
    const start = Math.max(task.ts, covered);
    const end = Math.min(task.ts + (task.dur ?? 0), to);
    if (end > start) busy += end - start;
    covered = Math.max(covered, end);
  }
  return busy / 1000;
}

/**
 * A script by its path under Next's chunks (`boot/…` for the boot files), else its file name.
 * @param {string} path
 */
const chunkName = (path) => path.split('/_next/static/chunks/')[1] ?? basename(path);

/**
 * Lighthouse's bootup-time items (every script, its threshold set to 0) as
 * milliseconds of evaluation the trace observed, by chunk file: the audit
 * multiplies the observed time by the simulated CPU slowdown.
 * @param {BootupItem[]} items
 * @param {string} pageUrl the page's own URL: its inline scripts
 * @param {number} cpuSlowdown
 */
export function scriptByChunk(items, pageUrl, cpuSlowdown) {
  /** @type {Record<string, number>} */
  const byChunk = {};
  for (const { url, scripting } of items) {
    if (!/^https?:/.test(url) || scripting === 0) continue;
    const name = url === pageUrl ? 'inline' : chunkName(new URL(url).pathname);
    byChunk[name] = (byChunk[name] ?? 0) + scripting / cpuSlowdown;
  }
  return byChunk;
}

/**
 * The page's counts from its trace, up to its load event: the elements styled
 * (`elementCount` of every style recalculation of its frame), the layout
 * objects laid out (`dirtyObjects` of every layout of its frame) and the main
 * thread's busy time; `scriptMs` as scriptByChunk gives it.
 * @param {TraceEvent[]} events
 * @param {Record<string, number>} scriptMs
 * @returns {TraceCounts}
 */
export function traceCounts(events, scriptMs) {
  const page = navigation(events);
  const onThread = events.filter(
    (event) => event.pid === page.pid && event.tid === page.tid && event.ph === 'X',
  );
  const onMainThread = onThread.filter((event) => event.ts >= page.from && event.ts <= page.to);
  const ofFrame = (/** @type {string} */ name) =>
    onMainThread.filter(
      (event) => event.name === name && event.args?.beginData?.frame === page.frame,
    );
  return {
    elementsStyled: ofFrame('UpdateLayoutTree').reduce(
      (sum, e) => sum + (e.args?.elementCount ?? 0),
      0,
    ),
    layoutObjects: ofFrame('Layout').reduce(
      (sum, e) => sum + (e.args?.beginData?.dirtyObjects ?? 0),
      0,
    ),
    // The task that commits the navigation starts before it: busyMs cuts it at the start.
    busyMs: busyMs(
      onThread.filter((event) => event.name === 'RunTask' && event.ts <= page.to),
      page.from,
      page.to,
    ),
    scriptMs,
  };
}

/**
 * Each count's median over the runs and its spread; a chunk missing from a run
 * counts 0 there.
 * @param {TraceCounts[]} runs
 */
export function traceSummary(runs) {
  const chunks = [...new Set(runs.flatMap((run) => Object.keys(run.scriptMs)))];
  return {
    elementsStyled: spreadOf(runs.map((run) => run.elementsStyled)),
    layoutObjects: spreadOf(runs.map((run) => run.layoutObjects)),
    busyMs: spreadOf(runs.map((run) => run.busyMs)),
    scriptMs: Object.fromEntries(
      chunks.map((chunk) => [chunk, spreadOf(runs.map((run) => run.scriptMs[chunk] ?? 0)).median]),
    ),
  };
}

/** A chunk whose median evaluation is shorter is summed with the others like it. */
const LISTED_MS = 1;

/**
 * One row of the trace table: the counts' medians and spreads, the chunks by
 * their median evaluation, longest first.
 * @param {string} name
 * @param {ReturnType<typeof traceSummary>} summary
 */
export function traceRow(name, summary) {
  const chunks = Object.entries(summary.scriptMs).sort(([, a], [, b]) => b - a);
  const listed = chunks.filter(([, ms]) => ms >= LISTED_MS);
  const rest = chunks.filter(([, ms]) => ms < LISTED_MS);
  const restMs = rest.reduce((sum, [, ms]) => sum + ms, 0);
  return [
    name,
    formatSpread(summary.elementsStyled),
    formatSpread(summary.layoutObjects),
    `${formatSpread(summary.busyMs)} ms`,
    [
      ...listed.map(([chunk, ms]) => `\`${chunk}\` ${ms.toFixed(1)}`),
      ...(rest.length ? [`${rest.length} more ${restMs.toFixed(1)}`] : []),
    ].join(', '),
  ];
}

export const TRACE_HEADER = [
  'page',
  'elements styled to load',
  'layout objects to load',
  'main thread busy to load',
  'script evaluation by chunk, ms',
];
