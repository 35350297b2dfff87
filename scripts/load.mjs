// `npm run load`: 60 s of mixed traffic at 100 connections over every page,
// both country hosts, with and without a device_id, against a production
// build. Passes with zero errors and zero 5xx, and with next-server's memory
// back within 10 % of its warm level afterwards.
//
// `npm run load -- --spike`: a TV broadcast's first visits through the shipped
// cache in front of one `next start` (bench/spike.mjs), in the production-like
// configuration; SPIKE_STEPS (2000,5000,10000,20000,30000,40000) are the visitors
// arriving per minute in the ramp's steps, SPIKE_SECONDS (20) each step's length,
// SPIKE_CONNECTIONS (500) the concurrent browsers.
//
// `--reuse-build` serves the build of an earlier run.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { spikeMeasures } from '../bench/spike.mjs';
import { startNextServer } from './next-server.mjs';
import { productionLikeEnv, startStandIns } from './production-like.mjs';
import { startRedis } from './redis-server.mjs';
import { TEST_OPERATOR } from './test-operator.mjs';

const log = (message) => console.log(`[load] ${message}`);

function build(distDir, env) {
  if (process.argv.includes('--reuse-build') && existsSync(`${distDir}/BUILD_ID`)) return;
  log(`building into ${distDir}`);
  execFileSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function spike() {
  const port = 3170;
  // Production starts only with the outbox's Redis (SMTP_URL is set): one of its own, stopped by its pid.
  const redis = await startRedis();
  let standIns = null;
  let server = null;
  try {
    const siteEnv = productionLikeEnv({
      de: `http://localhost:${port}`,
      ch: `http://127.0.0.1:${port}`,
      standInPort: port + 2,
      redisUrl: redis.url,
    });
    build('.next-spike', siteEnv);
    standIns = await startStandIns(port + 2);
    server = await startNextServer({ port, env: { ...siteEnv, NEXT_DIST_DIR: '.next-spike' } });
    const result = await spikeMeasures({
      upstream: `http://127.0.0.1:${port}`,
      siteEnv,
      sitePid: server.pid,
      port: port + 1,
      chrome: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    });
    console.log(result.method);
    console.log([result.header, ...result.rows].map((row) => row.join(' | ')).join('\n'));
    for (const budget of result.budgets) {
      log(`${budget.ok ? 'held' : 'FAILED'}: ${budget.name}: ${budget.detail}`);
      if (!budget.ok) process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    standIns?.close();
    await redis.stop();
  }
}

async function mixedTraffic() {
  const PORT = 3160;
  const DIST = '.next-load';
  const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
  const env = {
    ...process.env,
    ...TEST_OPERATOR,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_ENV: 'production',
    SITE_URL_DE: `http://de.localhost:${PORT}`,
    SITE_URL_CH: `http://ch.localhost:${PORT}`,
    NEXT_PUBLIC_AMPLITUDE_API_KEY: 'load-amplitude-key',
  };
  build(DIST, env);

  // SIGUSR2 runs a full GC in the server, so memory is compared after collection.
  const server = await startNextServer({
    port: PORT,
    env: { ...env, NEXT_DIST_DIR: DIST },
    nodeArgs: ['--expose-gc', '-r', './scripts/gc-on-signal.cjs'],
  });
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Resident memory after a full collection. */
  async function settledRssMb() {
    // Twice: the first full collection leaves work (finalizers, freed pages) to the next.
    for (let i = 0; i < 2; i++) {
      server.signal('SIGUSR2');
      await sleep(1500);
    }
    return server.memoryMb('VmRSS');
  }

  const PAGES = [
    '/',
    '/lehrkraefte',
    '/eltern',
    '/kontakt',
    '/impressum',
    '/datenschutz',
    '/agb',
    '/robots.txt',
    '/sitemap.xml',
  ];
  const devices = Array.from({ length: 64 }, () => randomUUID());
  const requests = [];
  for (const host of [`de.localhost:${PORT}`, `ch.localhost:${PORT}`]) {
    for (const path of PAGES) {
      requests.push({ method: 'GET', path, headers: { host } });
      for (const device of devices.slice(0, 4)) {
        requests.push({ method: 'GET', path, headers: { host, cookie: `device_id=${device}` } });
      }
    }
  }

  async function traffic(seconds) {
    const statuses = {};
    const instance = autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 100,
      duration: seconds,
      requests,
    });
    instance.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
    const result = await instance;
    return { result, statuses };
  }

  try {
    log('warming up: 15 s of the same mix');
    await traffic(15);
    await sleep(3000);
    const warm = await settledRssMb();
    log(
      `warm: ${warm.toFixed(0)} MB; ${SECONDS} s at 100 connections over ${requests.length} request shapes`,
    );
    const { result, statuses } = await traffic(SECONDS);
    await sleep(3000);
    const after = await settledRssMb();
    const fiveXx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const errors = result.errors + result.timeouts;
    const growth = (after - warm) / warm;
    console.log(
      [
        `requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), p99 ${result.latency.p99} ms`,
        `statuses: ${JSON.stringify(statuses)}`,
        `errors and timeouts: ${errors}, 5xx: ${fiveXx}`,
        `memory: warm ${warm.toFixed(0)} MB, after GC ${after.toFixed(0)} MB (${(growth * 100).toFixed(1)} %)`,
      ].join('\n'),
    );
    const failed =
      errors > 0 ||
      fiveXx > 0 ||
      growth > 0.1 ||
      Object.keys(statuses).some((status) => status !== '200');
    if (failed) {
      console.error(
        '[load] FAILED: errors, a 5xx, an unexpected status, or memory more than 10 % above warm',
      );
      process.exitCode = 1;
    } else log('passed');
  } finally {
    await server.stop();
  }
}

await (process.argv.includes('--spike') ? spike() : mixedTraffic());
