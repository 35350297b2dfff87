// `npm run bench`: builds a bare Next.js page (bench/baseline) and the site in
// the same run, serves each with `next start`, measures both on this machine
// and writes bench/results.md. Exits non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get as httpGet } from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { LocalEvaluationClient, LogLevel } from '@amplitude/experiment-node-server';
import { startNextServer } from '../scripts/next-server.mjs';
import { productionLikeEnv, startStandIns } from '../scripts/production-like.mjs';
import { observatory } from './observatory.mjs';
import { cacheMeasures } from './cache.mjs';
import { CHROME, CHROMIUM_ARGS, lighthouseReport } from './lighthouse.mjs';
import { spikeMeasures } from './spike.mjs';
import { serveTwins, staticTwin } from './static-twin.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT moves every port (and the temporary build folders), so two checkouts
// can run the bench side by side.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3140);
const PORTS = {
  baseline: BASE_PORT,
  site: BASE_PORT + 1,
  noProxy: BASE_PORT + 2,
  // The stand-ins of the production-like configuration: the flags server and Sentry's ingest.
  standIns: BASE_PORT + 3,
  baselineProxy: BASE_PORT + 4,
  cache: BASE_PORT + 5,
  baselineNoFont: BASE_PORT + 6,
  twins: BASE_PORT + 7,
};
const scratch = (name) => join(tmpdir(), `rechenweg-bench-${name}-${BASE_PORT}`);
const LANDINGS = ['/', '/lehrkraefte', '/eltern', '/kontakt'];
/** Lighthouse scores the landings and the checkout page. */
const LIGHTHOUSE_PAGES = [...LANDINGS, '/premium'];
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FAULT_SECONDS = Math.max(10, Math.round(LOAD_SECONDS / 2));
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

// `--experiments` measures only the proxy and the flags server, `--lighthouse`
// only Lighthouse, `--throughput` only requests per second and memory, `--js`
// only the first-load JS of the landings and /premium;
// `--reuse-builds` keeps builds of an earlier run (for iterating on the bench itself).
const EXPERIMENTS_ONLY = process.argv.includes('--experiments');
const LIGHTHOUSE_ONLY = process.argv.includes('--lighthouse');
const THROUGHPUT_ONLY = process.argv.includes('--throughput');
const JS_ONLY = process.argv.includes('--js');
/** Turns of the throughput comparison; each figure is the median over them. */
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REUSE_BUILDS = process.argv.includes('--reuse-builds');

const log = (message) => console.log(`[bench] ${message}`);
const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 28,
    ...options,
  });

/** The production-like configuration (scripts/production-like.mjs) on the bench's ports. */
const siteOrigin = `http://localhost:${PORTS.site}`;
const siteEnv = productionLikeEnv({
  de: siteOrigin,
  ch: `http://127.0.0.1:${PORTS.site}`,
  standInPort: PORTS.standIns,
});

/** The two configurations the site's throughput is measured in: their build folder and environment. */
const CONFIGURATIONS = {
  'production-like': { distDir: '.next-bench', env: siteEnv },
  // What `npm run build && npm start` serves without any variable: the embedded demo.
  demo: { distDir: '.next-bench-demo', env: { NEXT_TELEMETRY_DISABLED: '1' } },
};

// ---- builds ---------------------------------------------------------------

/** Copies the baseline's sources, never an install or a build. */
const sourcesOnly = (path) => !path.includes('node_modules') && !path.includes('.next');

function buildBaseline() {
  const dir = scratch('baseline');
  const source = join(root, 'bench/baseline');
  const installed = join(dir, 'package.json');
  const fresh =
    !existsSync(installed) ||
    readFileSync(installed, 'utf8') !== readFileSync(join(source, 'package.json'), 'utf8');
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Outside the repository, so Next finds no proxy or instrumentation of the site's.
  cpSync(source, dir, {
    recursive: true,
    filter: sourcesOnly,
  });
  if (fresh) {
    log('installing the baseline (same versions as the site, from the npm cache)');
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
    });
  }
  log('building the baseline');
  nextBuild(dir);
  return dir;
}

const nextBuild = (cwd) =>
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

/**
 * The baseline with `bench/baseline-<variant>` laid over it, built in a folder
 * of its own. `proxy`: the same bare page behind a proxy that does one rewrite;
 * its throughput is the most any page served through a Next.js proxy can reach
 * on this machine. `nofont`: the same bare page without a web font, the limit
 * of any text page's LCP.
 */
function buildBaselineVariant(baselineDir, variant) {
  const dir = `${baselineDir}-${variant}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(baselineDir, dir, {
    recursive: true,
    filter: sourcesOnly,
  });
  cpSync(join(root, `bench/baseline-${variant}`), dir, { recursive: true });
  // Hard links: Turbopack refuses a symlinked node_modules outside the project root.
  run('cp', ['-al', join(baselineDir, 'node_modules'), join(dir, 'node_modules')]);
  log(`building the baseline variant ${variant}`);
  nextBuild(dir);
  return dir;
}

function buildSite({ distDir, env }) {
  if (REUSE_BUILDS && existsSync(join(root, distDir, 'BUILD_ID'))) return;
  log(`building the site into ${distDir}`);
  run('npm', ['run', 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
  });
}

/** What the copy without the proxy leaves out, besides installs and builds. */
const NOT_COPIED = new Set(['.git', 'proxy.ts', 'test-results', 'playwright-report']);

/**
 * The same site without its proxy, for the proxy's own cost: built from a copy
 * of the sources in a temporary folder, so the repository keeps its proxy.ts
 * whatever happens to this run.
 */
function buildSiteWithoutProxy() {
  const dir = scratch('noproxy');
  if (REUSE_BUILDS && existsSync(join(dir, '.next', 'BUILD_ID'))) return dir;
  log(`building the site without proxy.ts in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(root, dir, {
    recursive: true,
    filter: (path) => sourcesOnly(path) && !NOT_COPIED.has(relative(root, path).split(sep)[0]),
  });
  // Hard links: Turbopack refuses a symlinked node_modules outside the project root.
  run('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  run('npm', ['run', 'build', '--silent'], { cwd: dir, env: { ...process.env, ...siteEnv } });
  return dir;
}

// ---- servers --------------------------------------------------------------

const startServer = (cwd, port, env) => startNextServer({ cwd, port, env });

async function load(url, { seconds = LOAD_SECONDS, headers = {}, connections = 50 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A short run first: the JIT and Next's caches warm up before the measured one. */
async function measuredLoad(url, options) {
  await load(url, { ...options, seconds: 5 });
  return load(url, options);
}

// ---- throughput -----------------------------------------------------------

/**
 * Requests per second of `/` on the bare page, the bare page behind a
 * one-rewrite proxy and the site in one configuration, all three served at
 * once and loaded in turns (bare, one-rewrite, site, site bucketed, bare, …):
 * same connections, same duration, each warmed up first, so what drifts on a
 * shared machine touches every server alike. Each figure is the median of the
 * rounds; the site's ratio to the one-rewrite page is the median of the
 * per-round ratios, with their spread. Peak memory is each server's after the
 * same traffic.
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
  const targets = [
    ['bare', `http://localhost:${PORTS.baseline}/`],
    ['oneRewrite', `http://localhost:${PORTS.baselineProxy}/`],
    ['site', `${siteOrigin}/`],
    ['bucketed', `${siteOrigin}/`, { headers: { cookie: 'device_id=bench-device-0001' } }],
    ...(noProxyDir ? [['noProxy', `http://localhost:${PORTS.noProxy}/de/v-standard`]] : []),
  ];
  for (const [, url, options] of targets) await load(url, { ...options, seconds: 5 });
  const runs = Object.fromEntries(targets.map(([key]) => [key, []]));
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const [key, url, options] of targets) runs[key].push(await load(url, options));
  }
  const memory = Object.fromEntries(
    Object.entries(servers).map(([key, server]) => [key, server.memoryMb('VmHWM')]),
  );
  for (const server of Object.values(servers)) await server.stop();
  standInServer.closeAllConnections();
  standInServer.close();
  /** The round with the median requests per second, errors of all rounds. */
  const summary = (key) => {
    const byRps = [...runs[key]].sort((a, b) => a.rps - b.rps);
    return {
      ...byRps[Math.floor(byRps.length / 2)],
      errors: runs[key].reduce((sum, r) => sum + r.errors, 0),
    };
  };
  /** The median of the rounds' ratios of the site to `key`, and their range. */
  const against = (key) => {
    const perRound = runs.site.map((site, i) => site.rps / runs[key][i].rps).sort((a, b) => a - b);
    return {
      median: perRound[Math.floor(perRound.length / 2)],
      min: perRound[0],
      max: perRound.at(-1),
    };
  };
  return {
    name,
    ...Object.fromEntries(Object.keys(runs).map((key) => [key, summary(key)])),
    againstOneRewrite: against('oneRewrite'),
    ...(noProxyDir ? { againstNoProxy: against('noProxy') } : {}),
    memory,
  };
}

/** A median ratio with the range of the rounds' ratios. */
const rangeOf = (r) => `${times(r.median, 1)} (${times(r.min, 1)}–${times(r.max, 1)})`;

/** The throughput rows and budgets of one configuration, for bench/results.md. */
function throughputReport(t) {
  const spread = rangeOf(t.againstOneRewrite);
  const rows = [
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
      spread,
    ],
    ...(t.againstNoProxy
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
      `Requests/s of / with a device_id, bucketed (${t.name})`,
      fmt(t.bucketed.rps),
      fmt(t.oneRewrite.rps),
      times(t.bucketed.rps, t.oneRewrite.rps),
    ],
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
  // The ratio to the one-rewrite page is reported, not budgeted (#26): the
  // budget is our code's own cost, against the same build without the proxy.
  const budgets = [
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
  return { rows, budgets };
}

// ---- browser measurements -------------------------------------------------

/**
 * First-load JS of every landing (before and after consent) and of /premium
 * before `Weiter zur Zahlung`, against the bare page's, on the running site.
 */
async function firstLoadMeasures(browser, baseJs) {
  const rows = [];
  const budgets = [];
  const check = (name, ok, detail) => budgets.push({ name, ok, detail });
  for (const path of LANDINGS) {
    const { js: before, boot } = await firstLoadJs(browser, `${siteOrigin}${path}`);
    const { js: after } = await firstLoadJs(browser, `${siteOrigin}${path}`, { consent: true });
    rows.push([
      `Boot file of ${path} (RSC payload and chunk list, inline before)`,
      kb(boot),
      '',
      '',
    ]);
    rows.push([
      `First-load JS ${path} (before consent)`,
      kb(before),
      kb(baseJs),
      times(before, baseJs),
    ]);
    rows.push([
      `First-load JS ${path} (after accept)`,
      kb(after),
      kb(baseJs),
      times(after, baseJs),
    ]);
    check(`first-load JS ${path} ≤ 1.2 × baseline`, before <= 1.2 * baseJs, times(before, baseJs));
  }
  // The checkout page ships its island (React Query, the review) but no PayPal code before the click.
  const { js: premiumJs, boot: premiumBoot } = await firstLoadJs(browser, `${siteOrigin}/premium`);
  rows.push([
    'Boot file of /premium (RSC payload and chunk list, inline before)',
    kb(premiumBoot),
    '',
    '',
  ]);
  rows.push([
    'First-load JS /premium (before Weiter zur Zahlung)',
    kb(premiumJs),
    kb(baseJs),
    times(premiumJs, baseJs),
  ]);
  check(
    'first-load JS /premium ≤ 1.25 × baseline',
    premiumJs <= 1.25 * baseJs,
    times(premiumJs, baseJs),
  );
  return { rows, budgets };
}

/**
 * Gzipped bytes of every same-origin script Chromium loads for a page, after it
 * settles. Not the page's boot file (`/_next/static/chunks/boot/`): it is the RSC
 * payload and the chunk list that sat inline in the HTML before 2026-11-25, as
 * the bare page's payload still does; it is reported on a row of its own.
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

/** One Lighthouse run of `url`: the figures the bench reports. */
async function lighthouseRun(url) {
  const report = await lighthouseReport(url, {
    categories: ['performance', 'accessibility', 'best-practices', 'seo'],
    onRetry: (attempt) => log(`lighthouse failed on ${url}, again (${attempt}/3)`),
  });
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/**
 * LIGHTHOUSE_RUNS rounds over the site's pages, each run after one of the bare
 * pages in turn (without font, a site page, with font, the next site page, …):
 * Lighthouse's simulation builds on the observed trace, so whatever load the
 * machine carries at a moment falls on both sides. Every run of every URL.
 */
async function interleavedLighthouse(references, groups) {
  const runs = new Map([...references, ...groups.flat()].map((url) => [url, []]));
  for (let round = 0; round < LIGHTHOUSE_RUNS; round++) {
    log(`lighthouse round ${round + 1}/${LIGHTHOUSE_RUNS}`);
    for (const [index, group] of groups.entries()) {
      const reference = references[(index + round) % references.length];
      for (const url of [reference, ...group]) runs.get(url).push(await lighthouseRun(url));
    }
  }
  return runs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The median of each measure over runs, and its spread. */
const summary = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0]).map((key) => {
      const values = runs.map((r) => r[key]);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );

// ---- experiments ----------------------------------------------------------

/** p50/p99 of one local evaluation, as the proxy makes it (same SDK, same bootstrap). */
function evaluationCost() {
  const flags = JSON.parse(
    readFileSync(join(root, 'lib/experiments/experiment-flags.json'), 'utf8'),
  );
  const client = new LocalEvaluationClient('bench-key', {
    bootstrap: Object.fromEntries(flags.map((flag) => [flag.key, flag])),
    logLevel: LogLevel.Disable,
  });
  const times = [];
  for (let i = 0; i < 120_000; i++) {
    const deviceId = `bench-${i.toString(36)}-${Math.random().toString(36).slice(2)}`;
    const start = process.hrtime.bigint();
    client.evaluateV2({ device_id: deviceId }, ['student-hero-title']);
    if (i >= 20_000) times.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor(times.length * 0.5)],
    p99: times[Math.floor(times.length * 0.99)],
  };
}

const standIns = (mode) => startStandIns(PORTS.standIns, mode);

/**
 * p99 of `/` for a bucketed visitor while the flags server is healthy, silent,
 * refusing or failing. Latency, not throughput: 10 connections keep the server
 * below saturation, and each mode's figure is the median of three runs.
 */
async function faultLatencies() {
  const results = {};
  const healthy = [];
  // Healthy runs between the faults: what drifts over the run affects both sides.
  for (const mode of ['healthy', 'blackholed', 'healthy', 'refused', 'healthy', 'answering 500']) {
    const server = mode === 'refused' ? null : await standIns(mode);
    const site = await startServer(root, PORTS.site, {
      ...siteEnv,
      NEXT_DIST_DIR: '.next-bench',
      ...(mode === 'refused' ? { AMPLITUDE_EXPERIMENT_SERVER_URL: 'http://127.0.0.1:9' } : {}),
    });
    const options = {
      connections: 10,
      seconds: FAULT_SECONDS,
      headers: { cookie: 'device_id=bench-device-0001' },
    };
    await load(`${siteOrigin}/`, { ...options, seconds: 5 });
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await load(`${siteOrigin}/`, options));
    runs.sort((a, b) => a.p99 - b.p99);
    const result = { ...runs[1], errors: runs.reduce((sum, r) => sum + r.errors, 0) };
    if (mode === 'healthy') healthy.push(result);
    else results[mode] = result;
    await site.stop();
    server?.closeAllConnections();
    server?.close();
  }
  healthy.sort((a, b) => a.p99 - b.p99);
  return { healthy: healthy[1], ...results };
}

/**
 * The proxy's own cost: one evaluation, `/` through the proxy against the same
 * page built without it, and p99 while the flags server misbehaves.
 */
async function proxyMeasures(noProxyDir, siteLoads) {
  const budgets = [];
  log('measuring the proxy');
  // The full run passes the loads it measured on `/` already; `--experiments` measures them here.
  let { anonymous, bucketed, noProxy } = siteLoads ?? {};
  const standInServer = await standIns();
  if (!siteLoads) {
    const site = await startServer(root, PORTS.site, { ...siteEnv, NEXT_DIST_DIR: '.next-bench' });
    anonymous = await measuredLoad(`${siteOrigin}/`);
    bucketed = await measuredLoad(`${siteOrigin}/`, {
      headers: { cookie: 'device_id=bench-device-0001' },
    });
    await site.stop();
    const server = await startServer(noProxyDir, PORTS.noProxy, siteEnv);
    noProxy = await measuredLoad(`http://localhost:${PORTS.noProxy}/de/v-standard`);
    await server.stop();
  }
  standInServer.closeAllConnections();
  standInServer.close();
  log('measuring the flags server faults');
  const faults = await faultLatencies();
  const evaluation = evaluationCost();
  const rows = [
    ['One evaluation, p50', `${fmt(evaluation.p50, 1)} µs`],
    ['One evaluation, p99', `${fmt(evaluation.p99, 1)} µs`],
    ['Requests/s of / through the proxy (no cookie)', fmt(anonymous.rps)],
    ['Requests/s of / through the proxy (device_id, bucketed)', fmt(bucketed.rps)],
    ['Requests/s of the same page without the proxy', fmt(noProxy.rps)],
    ['Through the proxy ÷ without it', times(anonymous.rps, noProxy.rps)],
    ['Through the proxy with bucketing ÷ without it', times(bucketed.rps, noProxy.rps)],
    ...Object.entries(faults).map(([mode, result]) => [
      `p99 of / (bucketed, 10 connections), flags server ${mode}`,
      `${result.p99} ms (${fmt(result.rps)} req/s, ${result.errors} errors)`,
    ]),
  ];
  budgets.push({
    name: 'the proxy does not halve throughput',
    ok: bucketed.rps >= 0.5 * noProxy.rps,
    detail: times(bucketed.rps, noProxy.rps),
  });
  for (const mode of ['blackholed', 'refused', 'answering 500']) {
    const rise = faults[mode].p99 - faults.healthy.p99;
    budgets.push({
      name: `p99 of / with the flags server ${mode} ≤ healthy + 5 ms, no errors`,
      ok: rise <= 5 && faults[mode].errors === 0,
      detail: `${rise >= 0 ? '+' : ''}${rise} ms, ${faults[mode].errors} errors`,
    });
  }
  return { rows, budgets };
}

// ---- Lighthouse -----------------------------------------------------------

/** What a phone's first round trip carries: ten TCP segments (Lighthouse's Lantern models the same). */
const FIRST_ROUND_TRIP = 10 * 1460;

/** The bytes of a page's answer as the browser receives it, gzipped: status line, headers and body. */
const answerBytes = (url) =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });

/**
 * Each site page against its static twin (bench/static-twin.mjs) and the bare
 * pages, all served at once and interleaved (interleavedLighthouse): a bare
 * page, the twin, the site page. Budgets against the twin, the limit of the
 * page's own content: LCP ≤ 1.15 × its median, performance ≥ 95 (median), CLS
 * 0 in every run, not only in the median. The bare page without a web font
 * stays in the table as the absolute anchor.
 */
async function lighthouseMeasures(baselineDir, noFontDir) {
  log('measuring Lighthouse: each page after its static twin, interleaved with both bare pages');
  const noFontUrl = `http://localhost:${PORTS.baselineNoFont}/`;
  const fontUrl = `http://localhost:${PORTS.baseline}/`;
  const servers = [
    await startServer(noFontDir, PORTS.baselineNoFont),
    await startServer(baselineDir, PORTS.baseline),
    await startServer(root, PORTS.site, { ...siteEnv, NEXT_DIST_DIR: '.next-bench' }),
  ];
  const pageUrl = (path) => `${siteOrigin}${path}`;
  const twinUrl = (path) => `http://localhost:${PORTS.twins}${path}`;
  let runs;
  const sizes = new Map();
  try {
    const text = async (url) => (await fetch(url)).text();
    const twins = new Map();
    for (const path of LIGHTHOUSE_PAGES) {
      twins.set(path, await staticTwin(await text(pageUrl(path)), (href) => text(pageUrl(href))));
    }
    servers.push(await serveTwins(PORTS.twins, siteOrigin, twins));
    for (const path of LIGHTHOUSE_PAGES) {
      sizes.set(path, {
        site: await answerBytes(pageUrl(path)),
        twin: await answerBytes(twinUrl(path)),
      });
    }
    runs = await interleavedLighthouse(
      [noFontUrl, fontUrl],
      LIGHTHOUSE_PAGES.map((path) => [twinUrl(path), pageUrl(path)]),
    );
  } finally {
    for (const server of servers) await server.stop();
  }
  const noFont = summary(runs.get(noFontUrl));
  const font = summary(runs.get(fontUrl));
  const spread = (measure, digits = 0) =>
    `${fmt(measure.median, digits)} (${fmt(measure.min, digits)}–${fmt(measure.max, digits)})`;
  const row = (name, lh, twin, bytes) => [
    name,
    bytes === undefined ? '' : `${(bytes / 1000).toFixed(1)} kB`,
    spread(lh.performance),
    `${spread(lh.lcp)} ms`,
    twin ? times(lh.lcp.median, twin.lcp.median) : '',
    times(lh.lcp.median, noFont.lcp.median),
    `${spread(lh.tbt)} ms`,
    fmt(lh.cls.max, 3),
    `${fmt(lh.accessibility.min)}/${fmt(lh.bestPractices.min)}/${fmt(lh.seo.min)}`,
  ];
  const rows = [row('bare page without web font', noFont), row('bare page with Inter', font)];
  const budgets = [];
  const check = (name, ok, detail) => budgets.push({ name, ok, detail });
  for (const path of LIGHTHOUSE_PAGES) {
    const pageRuns = runs.get(pageUrl(path));
    const lh = summary(pageRuns);
    const twin = summary(runs.get(twinUrl(path)));
    const size = sizes.get(path);
    rows.push(
      row(`${path}: static twin`, twin, undefined, size.twin),
      row(path, lh, twin, size.site),
    );
    check(
      `HTML of ${path} with its headers fits the first round trip (${FIRST_ROUND_TRIP} bytes)`,
      size.site <= FIRST_ROUND_TRIP,
      `${size.site} bytes (twin ${size.twin})`,
    );
    check(
      `LCP ${path} ≤ 1.15 × its static twin`,
      lh.lcp.median <= 1.15 * twin.lcp.median,
      `${times(lh.lcp.median, twin.lcp.median)} (${fmt(lh.lcp.median)} against ${fmt(twin.lcp.median)} ms; ${times(lh.lcp.median, noFont.lcp.median)} of the bare page without font)`,
    );
    check(
      `Lighthouse performance ${path} ≥ 95`,
      lh.performance.median >= 95,
      `${fmt(lh.performance.median)} (twin ${fmt(twin.performance.median)}, bare page ${fmt(noFont.performance.median)})`,
    );
    const shifted = pageRuns.flatMap((r, i) =>
      r.cls === 0 ? [] : [`run ${i + 1}: ${fmt(r.cls, 3)}`],
    );
    check(`CLS ${path} = 0 in every run`, shifted.length === 0, shifted.join(', ') || '0');
    check(
      `Lighthouse accessibility, best practices, SEO ${path} = 100 in every run`,
      lh.accessibility.min === 100 && lh.bestPractices.min === 100 && lh.seo.min === 100,
      `${fmt(lh.accessibility.min)}/${fmt(lh.bestPractices.min)}/${fmt(lh.seo.min)}`,
    );
  }
  return { rows, budgets };
}

/** The Lighthouse section of results.md. */
const lighthouseTable = (rows) =>
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

const markdownTable = (header, body) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

const printBudgets = (budgets) => {
  for (const budget of budgets)
    console.log(`${budget.ok ? 'met ' : 'MISSED'} ${budget.name}: ${budget.detail}`);
  if (budgets.some((budget) => !budget.ok)) process.exitCode = 1;
};

// ---- the run --------------------------------------------------------------

const ratio = (site, base) => (base ? site / base : NaN);
const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** The site's figure as a multiple of the reference's, for the tables. */
const times = (site, base) => fmt(ratio(site, base), 2);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  if (EXPERIMENTS_ONLY) {
    buildSite(CONFIGURATIONS['production-like']);
    const proxy = await proxyMeasures(buildSiteWithoutProxy());
    console.log(proxy.rows.map((row) => row.join(': ')).join('\n'));
    printBudgets(proxy.budgets);
    return;
  }
  const baselineDir = buildBaseline();
  const noFontDir = buildBaselineVariant(baselineDir, 'nofont');
  if (LIGHTHOUSE_ONLY) {
    buildSite(CONFIGURATIONS['production-like']);
    const lighthouse = await lighthouseMeasures(baselineDir, noFontDir);
    console.log(lighthouseTable(lighthouse.rows));
    printBudgets(lighthouse.budgets);
    return;
  }
  if (JS_ONLY) {
    buildSite(CONFIGURATIONS['production-like']);
    const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
    const base = await startServer(baselineDir, PORTS.baseline);
    const { js: baseJs } = await firstLoadJs(browser, `http://localhost:${PORTS.baseline}/`);
    await base.stop();
    const site = await startServer(root, PORTS.site, { ...siteEnv, NEXT_DIST_DIR: '.next-bench' });
    const js = await firstLoadMeasures(browser, baseJs);
    await site.stop();
    await browser.close();
    console.log(js.rows.map((row) => row.join(' | ')).join('\n'));
    printBudgets(js.budgets);
    return;
  }
  const baselineProxyDir = buildBaselineVariant(baselineDir, 'proxy');
  for (const configuration of Object.values(CONFIGURATIONS)) buildSite(configuration);
  // The proxy's own cost is measured in the production-like turns (its build's environment).
  const noProxyDir = buildSiteWithoutProxy();
  const throughputs = [];
  for (const [name, configuration] of Object.entries(CONFIGURATIONS)) {
    throughputs.push(
      await throughputOf(name, configuration, {
        baselineDir,
        baselineProxyDir,
        noProxyDir: configuration === CONFIGURATIONS['production-like'] ? noProxyDir : undefined,
      }),
    );
  }
  const throughput = throughputs.map(throughputReport);
  if (THROUGHPUT_ONLY) {
    for (const { rows, budgets } of throughput) {
      console.log(rows.map((row) => row.join(' | ')).join('\n'));
      printBudgets(budgets);
    }
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const rows = [];
  const budgets = [];
  const check = (name, ok, detail) => budgets.push({ name, ok, detail });

  // Baseline.
  log('measuring the baseline');
  let server = await startServer(baselineDir, PORTS.baseline);
  const { js: baseJs } = await firstLoadJs(browser, `http://localhost:${PORTS.baseline}/`);
  await server.stop();

  // The site.
  log('measuring the site');
  server = await startServer(root, PORTS.site, { ...siteEnv, NEXT_DIST_DIR: '.next-bench' });
  const js = await firstLoadMeasures(browser, baseJs);
  rows.push(...js.rows);
  budgets.push(...js.budgets);
  // The peak after the browser's visits: every landing, /premium and the images optimised for them.
  const siteMemoryAfterVisits = server.memoryMb('VmHWM');
  log('measuring / through the shared cache');
  const cache = await cacheMeasures({
    site: siteOrigin,
    siteEnv,
    port: PORTS.cache,
    seconds: LOAD_SECONDS,
  });
  budgets.push(...cache.budgets);
  log("a TV broadcast's spike through the shared cache");
  const spike = await spikeMeasures({
    upstream: `http://127.0.0.1:${PORTS.site}`,
    siteEnv,
    sitePid: server.pid,
    port: PORTS.cache,
    chrome: CHROME,
  });
  budgets.push(...spike.budgets);
  log('scoring the headers with the MDN HTTP Observatory');
  const scan = await observatory(PORTS.site);
  await server.stop();
  await browser.close();

  const [productionLike] = throughputs;
  const proxy = await proxyMeasures(noProxyDir, {
    anonymous: productionLike.site,
    bucketed: productionLike.bucketed,
    noProxy: productionLike.noProxy,
  });
  budgets.push(...proxy.budgets);
  const lighthouse = await lighthouseMeasures(baselineDir, noFontDir);
  budgets.push(...lighthouse.budgets);

  for (const report of throughput) {
    rows.push(...report.rows);
    budgets.push(...report.budgets);
  }
  rows.push([
    'Peak memory of next-server after the browser visits (first-load JS, Lighthouse, the Observatory)',
    `${fmt(siteMemoryAfterVisits)} MB`,
    '',
    '',
  ]);

  rows.push([
    'MDN HTTP Observatory score (production build behind TLS)',
    `${scan.score} (${scan.grade})`,
    '',
    '',
  ]);
  check('MDN HTTP Observatory A+ (≥ 100)', scan.score >= 100, `${scan.score} ${scan.grade}`);

  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    '# Benchmark results',
    '',
    `Produced by \`npm run bench\` on ${date}, on a machine with ${cpus().length} cores (Node ${process.version}), in ${Math.round((Date.now() - started) / 60000)} min.`,
    'The baseline is `bench/baseline`: the same Next.js, one page with an h1 and Inter (the web font the site had until 2026-11-25), built and served in the same run.',
    '',
    '## Site against the baseline',
    '',
    markdownTable(['measure', 'site', 'baseline', 'ratio'], rows),
    '',
    '## Lighthouse',
    '',
    `Lighthouse 13 mobile, median (lowest–highest) of ${LIGHTHOUSE_RUNS} runs per page. Each site page ran right after its static twin (the same server HTML without scripts and RSC payload, the stylesheet inline, no web font: \`bench/static-twin.mjs\`), and each pair after one of the bare pages in turn: without a web font (\`bench/baseline-nofont\`) and with Inter, the web font the site had until 2026-11-25 (\`bench/baseline\`). The HTML column is the answer's bytes as a phone receives them (status line, headers, gzipped body): up to ${FIRST_ROUND_TRIP} bytes arrive in the first round trip, ten TCP segments, as Lighthouse's simulation models it.`,
    '',
    lighthouseTable(lighthouse.rows),
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
    '## Budgets',
    '',
    markdownTable(
      ['budget', 'measured', 'met'],
      budgets.map((b) => [b.name, b.detail, b.ok ? 'yes' : '**no**']),
    ),
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/results.md'), markdown);
  console.log(`\n${markdown}`);
  const missed = budgets.filter((budget) => !budget.ok);
  if (missed.length) {
    console.error(`[bench] ${missed.length} budget(s) missed`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
