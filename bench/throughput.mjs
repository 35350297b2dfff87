// Throughput and peak memory: autocannon on `/` of the bare page, the bare page
// behind a one-rewrite proxy and the site (and the site without its proxy),
// served at once and loaded in turns, in each of the site's configurations.
import autocannon from 'autocannon';
import { fmt, medianBy, spreadOf, times } from './figures.mjs';
import {
  BUCKETED,
  BUCKETED_PAGE,
  CONFIGURATIONS,
  PORTS,
  log,
  root,
  siteOrigin,
  standIns,
  startServer,
  stopStandIns,
} from './setup.mjs';

/** @typedef {{ rps: number; p50: number; p99: number; errors: number }} Load */
/** @typedef {import('./figures.mjs').Spread} Spread */
/**
 * @typedef {{
 *   name: string;
 *   bare: Load; oneRewrite: Load; site: Load; bucketed: Load;
 *   noProxy?: Load; noProxyBucketedPage?: Load;
 *   againstOneRewrite: Spread; againstNoProxy?: Spread;
 *   memory: Record<string, number>;
 * }} Throughput
 */

export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Turns of the throughput comparison; each figure is the median over them. */
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * @param {string} url
 * @param {{ seconds?: number; headers?: Record<string, string>; connections?: number }} [options]
 * @returns {Promise<Load>}
 */
export async function load(url, { seconds = LOAD_SECONDS, headers = {}, connections = 50 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * A short run first: the JIT and Next's caches warm up before the measured one.
 * @param {string} url
 * @param {{ seconds?: number; headers?: Record<string, string>; connections?: number }} [options]
 */
export async function measuredLoad(url, options) {
  await load(url, { ...options, seconds: 5 });
  return load(url, options);
}

/**
 * Every target warmed up, then THROUGHPUT_ROUNDS turns over them: each target's runs.
 * @param {[string, string, object?][]} targets key, URL and load options
 * @returns {Promise<Record<string, Load[]>>}
 */
async function turns(targets) {
  for (const [, url, options] of targets) await load(url, { ...options, seconds: 5 });
  const runs = Object.fromEntries(targets.map(([key]) => [key, []]));
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const [key, url, options] of targets) runs[key].push(await load(url, options));
  }
  return runs;
}

/**
 * Requests per second of `/` on the bare page, the bare page behind a
 * one-rewrite proxy and the site in one configuration, all three served at
 * once and loaded in turns (bare, one-rewrite, site, the site bucketed on
 * BUCKETED_PAGE, bare, …): same connections, same duration, each warmed up
 * first, so what drifts on a shared machine touches every server alike. Each figure is the median of the
 * rounds; the site's ratio to the one-rewrite page is the median of the
 * per-round ratios, with their spread. Peak memory is each server's after the
 * same traffic.
 * @param {string} name
 * @param {{ distDir: string; env: Record<string, string> }} configuration
 * @param {{ baselineDir: string; baselineProxyDir: string; noProxyDir?: string }} dirs
 * @returns {Promise<Throughput>}
 */
async function throughputOf(name, { distDir, env }, { baselineDir, baselineProxyDir, noProxyDir }) {
  log(`measuring throughput, ${name} configuration (${THROUGHPUT_ROUNDS} rounds)`);
  const standInServer = await standIns();
  const servers = {
    bare: await startServer(baselineDir, PORTS.baseline),
    oneRewrite: await startServer(baselineProxyDir, PORTS.baselineProxy),
    site: await startServer(root, PORTS.site, { ...env, NEXT_DIST_DIR: distDir }),
    // The same build without proxy.ts, in the same turns: the proxy's own cost.
    ...(noProxyDir ? { noProxy: await startServer(noProxyDir, PORTS.noProxy, env) } : {}),
  };
  const runs = await turns([
    ['bare', `http://localhost:${PORTS.baseline}/`],
    ['oneRewrite', `http://localhost:${PORTS.baselineProxy}/`],
    ['site', `${siteOrigin}/`],
    ['bucketed', `${siteOrigin}${BUCKETED_PAGE}`, { headers: BUCKETED }],
    ...(noProxyDir
      ? [
          ['noProxy', `http://localhost:${PORTS.noProxy}/de/v-standard`],
          [
            'noProxyBucketedPage',
            `http://localhost:${PORTS.noProxy}/de/v-standard${BUCKETED_PAGE}`,
          ],
        ]
      : []),
  ]);
  const memory = Object.fromEntries(
    Object.entries(servers).map(([key, server]) => [key, server.memoryMb('VmHWM')]),
  );
  for (const server of Object.values(servers)) await server.stop();
  stopStandIns(standInServer);
  /** The round with the median requests per second, errors of all rounds. */
  const summary = (key) => ({
    ...medianBy(runs[key], (r) => r.rps),
    errors: runs[key].reduce((sum, r) => sum + r.errors, 0),
  });
  /** The median of the rounds' ratios of the site to `key`, and their range. */
  const against = (key) => spreadOf(runs.site.map((site, i) => site.rps / runs[key][i].rps));
  return {
    name,
    ...Object.fromEntries(Object.keys(runs).map((key) => [key, summary(key)])),
    againstOneRewrite: against('oneRewrite'),
    ...(noProxyDir ? { againstNoProxy: against('noProxy') } : {}),
    memory,
  };
}

/**
 * Both configurations in turn, the production-like one first; the proxy's own
 * cost is measured in the production-like turns (its build's environment).
 * @param {{ baselineDir: string; baselineProxyDir: string; noProxyDir: string }} dirs
 */
export async function throughputs({ baselineDir, baselineProxyDir, noProxyDir }) {
  const results = [];
  for (const [name, configuration] of Object.entries(CONFIGURATIONS)) {
    results.push(
      await throughputOf(name, configuration, {
        baselineDir,
        baselineProxyDir,
        noProxyDir: configuration === CONFIGURATIONS['production-like'] ? noProxyDir : undefined,
      }),
    );
  }
  return results;
}

/**
 * A median ratio with the range of the rounds' ratios.
 * @param {Spread} r
 */
const rangeOf = (r) => `${times(r.median, 1)} (${times(r.min, 1)}–${times(r.max, 1)})`;

/**
 * The requests-per-second rows of one configuration.
 * @param {Throughput} t
 */
const rateRows = (t) => [
  [
    `Requests/s of / (${t.name}; median of ${THROUGHPUT_ROUNDS} × ${LOAD_SECONDS} s, 50 connections)`,
    fmt(t.site.rps),
    fmt(t.bare.rps),
    times(t.site.rps, t.bare.rps),
  ],
  [
    `Requests/s of the bare page behind a one-rewrite proxy (${t.name} run)`,
    fmt(t.oneRewrite.rps),
    fmt(t.bare.rps),
    times(t.oneRewrite.rps, t.bare.rps),
  ],
  [
    `Requests/s of / against the bare page behind a one-rewrite proxy (${t.name}; median of the rounds' ratios, their range)`,
    fmt(t.site.rps),
    fmt(t.oneRewrite.rps),
    rangeOf(t.againstOneRewrite),
  ],
  ...(t.againstNoProxy && t.noProxy
    ? [
        [
          `Requests/s of / through the proxy against the same build without proxy.ts (${t.name}; median of the rounds' ratios, their range)`,
          fmt(t.site.rps),
          fmt(t.noProxy.rps),
          rangeOf(t.againstNoProxy),
        ],
      ]
    : []),
  [
    `Requests/s of ${BUCKETED_PAGE} with a device_id, bucketed (${t.name})`,
    fmt(t.bucketed.rps),
    fmt(t.oneRewrite.rps),
    times(t.bucketed.rps, t.oneRewrite.rps),
  ],
];

/**
 * Latency, errors and memory of one configuration.
 * @param {Throughput} t
 */
const serverRows = (t) => [
  [
    `p99 latency of / (${t.name})`,
    `${t.site.p99} ms`,
    `${t.bare.p99} ms`,
    times(t.site.p99, t.bare.p99),
  ],
  [
    `Errors and non-2xx under load (${t.name})`,
    String(t.site.errors + t.bucketed.errors),
    String(t.bare.errors + t.oneRewrite.errors),
    '',
  ],
  [
    `Peak memory of next-server after the same load (${t.name})`,
    `${fmt(t.memory.site)} MB`,
    `${fmt(t.memory.bare)} MB`,
    times(t.memory.site, t.memory.bare),
  ],
];

/**
 * The ratio to the one-rewrite page is reported, not budgeted (#26): the
 * budget is our code's own cost, against the same build without the proxy.
 * @param {Throughput} t
 * @returns {import('./figures.mjs').Budget[]}
 */
const throughputBudgets = (t) => [
  ...(t.againstNoProxy
    ? [
        {
          name: `requests/s of / through the proxy ≥ 0.8 × the same build without it (${t.name})`,
          ok: t.againstNoProxy.median >= 0.8,
          detail: rangeOf(t.againstNoProxy),
        },
      ]
    : []),
  {
    name: `peak memory ≤ 1.5 × baseline (${t.name})`,
    ok: t.memory.site <= 1.5 * t.memory.bare,
    detail: times(t.memory.site, t.memory.bare),
  },
  {
    name: `no errors under load (${t.name})`,
    ok: t.site.errors + t.bucketed.errors === 0,
    detail: String(t.site.errors + t.bucketed.errors),
  },
];

/**
 * The throughput rows and budgets of one configuration, for bench/results.md.
 * @param {Throughput} t
 */
export const throughputReport = (t) => ({
  rows: [...rateRows(t), ...serverRows(t)],
  budgets: throughputBudgets(t),
});
