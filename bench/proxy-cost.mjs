// The proxy's own cost and the flags server (`--experiments`): one local
// evaluation, `/` and the bucketed /lehrkraefte through the proxy against the
// same pages built without it, and p99 of the bucketed page while the flags
// server misbehaves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalEvaluationClient, LogLevel } from '@amplitude/experiment-node-server';
import { fmt, medianBy, times } from './figures.mjs';
import {
  BUCKETED,
  BUCKETED_PAGE,
  PORTS,
  log,
  root,
  siteEnv,
  siteOrigin,
  standIns,
  startServer,
  startSite,
  stopStandIns,
} from './setup.mjs';
import { LOAD_SECONDS, load, measuredLoad } from './throughput.mjs';

/** @typedef {import('./throughput.mjs').Load} Load */
/** @typedef {{ anonymous: Load; bucketed: Load; noProxy: Load; noProxyBucketedPage: Load }} ProxyLoads */

const FAULT_SECONDS = Math.max(10, Math.round(LOAD_SECONDS / 2));

/** p50/p99 of one local evaluation, as the proxy makes it (same SDK, same bootstrap). */
function evaluationCost() {
  const flags = JSON.parse(
    readFileSync(join(root, 'lib/experiments/experiment-flags.json'), 'utf8'),
  );
  const client = new LocalEvaluationClient('bench-key', {
    bootstrap: Object.fromEntries(flags.map((flag) => [flag.key, flag])),
    logLevel: LogLevel.Disable,
  });
  const micros = [];
  for (let i = 0; i < 120_000; i++) {
    const deviceId = `bench-${i.toString(36)}-${Math.random().toString(36).slice(2)}`;
    const start = process.hrtime.bigint();
    client.evaluateV2({ device_id: deviceId }, ['teacher-hero-cta']);
    if (i >= 20_000) micros.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  micros.sort((a, b) => a - b);
  return {
    p50: micros[Math.floor(micros.length * 0.5)],
    p99: micros[Math.floor(micros.length * 0.99)],
  };
}

/**
 * The median of three runs (by p99) of BUCKETED_PAGE for a bucketed visitor,
 * with the flags server in `mode`, and the errors of all three.
 * @param {string} mode
 */
async function faultLatency(mode) {
  const server = mode === 'refused' ? null : await standIns(mode);
  const site = await startSite(
    mode === 'refused' ? { AMPLITUDE_EXPERIMENT_SERVER_URL: 'http://127.0.0.1:9' } : {},
  );
  const options = { connections: 10, seconds: FAULT_SECONDS, headers: BUCKETED };
  await load(`${siteOrigin}${BUCKETED_PAGE}`, { ...options, seconds: 5 });
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await load(`${siteOrigin}${BUCKETED_PAGE}`, options));
  await site.stop();
  stopStandIns(server);
  return { ...medianBy(runs, (r) => r.p99), errors: runs.reduce((sum, r) => sum + r.errors, 0) };
}

/**
 * p99 of BUCKETED_PAGE for a bucketed visitor while the flags server is healthy, silent,
 * refusing or failing. Latency, not throughput: 10 connections keep the server
 * below saturation, and each mode's figure is the median of three runs.
 * @returns {Promise<Record<string, Load>>}
 */
async function faultLatencies() {
  const results = {};
  const healthy = [];
  // Healthy runs between the faults: what drifts over the run affects both sides.
  for (const mode of ['healthy', 'blackholed', 'healthy', 'refused', 'healthy', 'answering 500']) {
    const result = await faultLatency(mode);
    if (mode === 'healthy') healthy.push(result);
    else results[mode] = result;
  }
  return { healthy: medianBy(healthy, (r) => r.p99), ...results };
}

/**
 * `/` through the proxy without a device_id, BUCKETED_PAGE with one, and both
 * pages without the proxy, each alone after a warm-up (what `--experiments`
 * measures).
 * @param {string} noProxyDir
 * @returns {Promise<ProxyLoads>}
 */
async function proxyLoads(noProxyDir) {
  const site = await startSite();
  const anonymous = await measuredLoad(`${siteOrigin}/`);
  const bucketed = await measuredLoad(`${siteOrigin}${BUCKETED_PAGE}`, { headers: BUCKETED });
  await site.stop();
  const server = await startServer(noProxyDir, PORTS.noProxy, siteEnv);
  const noProxy = await measuredLoad(`http://localhost:${PORTS.noProxy}/de/v-standard`);
  const noProxyBucketedPage = await measuredLoad(
    `http://localhost:${PORTS.noProxy}/de/v-standard${BUCKETED_PAGE}`,
  );
  await server.stop();
  return { anonymous, bucketed, noProxy, noProxyBucketedPage };
}

/**
 * @param {ProxyLoads} loads
 * @param {Record<string, Load>} faults
 * @returns {import('./figures.mjs').Budget[]}
 */
function proxyBudgets({ bucketed, noProxyBucketedPage }, faults) {
  const budgets = [
    {
      name: 'the proxy does not halve throughput',
      ok: bucketed.rps >= 0.5 * noProxyBucketedPage.rps,
      detail: times(bucketed.rps, noProxyBucketedPage.rps),
    },
  ];
  for (const mode of ['blackholed', 'refused', 'answering 500']) {
    const rise = faults[mode].p99 - faults.healthy.p99;
    budgets.push({
      name: `p99 of ${BUCKETED_PAGE} with the flags server ${mode} ≤ healthy + 5 ms, no errors`,
      ok: rise <= 5 && faults[mode].errors === 0,
      detail: `${rise >= 0 ? '+' : ''}${rise} ms, ${faults[mode].errors} errors`,
    });
  }
  return budgets;
}

/**
 * The proxy's own cost: one evaluation, `/` and BUCKETED_PAGE through the proxy
 * against the same pages built without it, and p99 while the flags server misbehaves.
 * @param {string} noProxyDir
 * @param {ProxyLoads} [siteLoads] the full run passes the loads it measured
 * already; `--experiments` measures them here
 */
export async function proxyMeasures(noProxyDir, siteLoads) {
  log('measuring the proxy');
  const standInServer = await standIns();
  const loads = siteLoads ?? (await proxyLoads(noProxyDir));
  stopStandIns(standInServer);
  log('measuring the flags server faults');
  const faults = await faultLatencies();
  const evaluation = evaluationCost();
  const { anonymous, bucketed, noProxy, noProxyBucketedPage } = loads;
  const rows = [
    ['One evaluation, p50', `${fmt(evaluation.p50, 1)} µs`],
    ['One evaluation, p99', `${fmt(evaluation.p99, 1)} µs`],
    ['Requests/s of / through the proxy (no cookie)', fmt(anonymous.rps)],
    ['Requests/s of / without the proxy', fmt(noProxy.rps)],
    ['Through the proxy ÷ without it', times(anonymous.rps, noProxy.rps)],
    [`Requests/s of ${BUCKETED_PAGE} through the proxy (device_id, bucketed)`, fmt(bucketed.rps)],
    [`Requests/s of ${BUCKETED_PAGE} without the proxy`, fmt(noProxyBucketedPage.rps)],
    ['Through the proxy with bucketing ÷ without it', times(bucketed.rps, noProxyBucketedPage.rps)],
    ...Object.entries(faults).map(([mode, result]) => [
      `p99 of ${BUCKETED_PAGE} (bucketed, 10 connections), flags server ${mode}`,
      `${result.p99} ms (${fmt(result.rps)} req/s, ${result.errors} errors)`,
    ]),
  ];
  return { rows, budgets: proxyBudgets(loads, faults) };
}
