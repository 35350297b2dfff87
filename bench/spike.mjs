// A TV broadcast's spike of first visits through the shipped cache
// (deploy/nginx.conf) in front of one `next start` on this machine.
//
// A real Chromium walks each path once and every request it sends to the site
// is recorded: the landing with every asset, the consent overlay (accepted or
// declined; a pupils' page asks nothing, so its visitor chooses on the next
// page), a second page by the header (the router's RSC requests and
// prefetches included) and, for a third of the visitors, /premium. wrk then
// replays those visitors, each with a device id of its own, at a rising rate
// of arriving visitors: its connections are the concurrent browsers, and each
// waits between its requests as long as the step's rate asks, so the rate does
// not follow the server's speed (a closed loop without pauses would measure
// only how fast the origin queue drains). wrk is C on the same two cores; a
// Node client would be the limit long before nginx (bench/cache.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startCache } from '../scripts/cache-server.mjs';
import { siteModule } from '../scripts/site-modules.mjs';
import { DEVICE_PLACEHOLDER, WRK, runWrk, wrkScript } from './spike-wrk.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANDINGS = ['/', '/lehrkraefte', '/eltern'];
const CHOICES = { accept: 'Einverstanden', decline: 'Nicht einverstanden' };
/** The share of visitors who go on to the checkout page. */
const PREMIUM_SHARE = 1 / 3;
/** The ramp's steps in visitors arriving per minute, each step's length, and the concurrent browsers. */
const STEPS = (process.env.SPIKE_STEPS ?? '2000,5000,10000,20000,30000,40000')
  .split(',')
  .map(Number);
const STEP_SECONDS = Number(process.env.SPIKE_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.SPIKE_CONNECTIONS ?? 500);
/** What a step must hold to count. */
const HELD = { errors: 0, p99Ms: 1000 };
// Dropped from the recording: wrk writes the connection's own, a body's length is its
// own, and Host and Cookie are written for every request (rawRequest).
const NOT_REPLAYED = new Set(['connection', 'content-length', 'host', 'cookie']);
/**
 * What Chromium's network stack adds to every request. Playwright reports a
 * request without them where Chromium sends it no extra information (in the
 * new process that /premium's COOP starts, for one).
 */
const NETWORK_DEFAULTS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
};

/** nginx's statuses that mean the site answered. */
const FROM_ORIGIN = ['MISS', 'BYPASS', 'EXPIRED', 'REVALIDATED'];

/**
 * Every request a visitor's Chromium sends to the site, in order, as raw HTTP/1.1.
 * `asks`: whether the landing shows the consent overlay (no pupils' page does).
 * @param {import('@playwright/test').Browser} browser
 */
async function recordVisitor(browser, origin, { landing, asks, second, choice }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  /** @type {Record<'base' | 'premium', Promise<{ request: import('@playwright/test').Request; headers: Record<string, string>; chosen: boolean }>[]>} */
  const phases = { base: [], premium: [] };
  let phase = phases.base;
  let chosen = false;
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) return;
    const afterChoice = chosen;
    phase.push(request.allHeaders().then((headers) => ({ request, headers, chosen: afterChoice })));
  });
  const choose = async () => {
    chosen = true;
    await page
      .getByRole('dialog')
      .getByRole('button', { name: CHOICES[choice], exact: true })
      .click();
    await page.waitForLoadState('networkidle');
  };
  await page.goto(`${origin}${landing}`, { waitUntil: 'networkidle' });
  if (asks) await choose();
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await navigation.locator(`a[href="${second}"]`).click();
  await page.waitForURL(`${origin}${second}`);
  await page.waitForLoadState('networkidle');
  if (!asks) await choose();
  phase = phases.premium;
  await navigation.locator('a[href="/premium"]').click();
  await page.waitForURL(`${origin}/premium`);
  await page.waitForLoadState('networkidle');
  const jar = await context.cookies(origin);
  await context.close();
  const deviceId = jar.find((cookie) => cookie.name === 'device_id')?.value;
  if ((choice === 'accept') !== Boolean(deviceId))
    throw new Error(`spike: a visitor who chose ${choice} has device_id ${deviceId}`);
  // Nothing is stored before the choice; after it, every request carries the jar as it ended.
  const cookie = jar
    .map(({ name, value }) => `${name}=${name === 'device_id' ? DEVICE_PLACEHOLDER : value}`)
    .join('; ');
  const raw = async (recorded) =>
    (await Promise.all(recorded)).map((entry) =>
      rawRequest(entry.request, entry.headers, entry.chosen ? cookie : ''),
    );
  return { base: await raw(phases.base), premium: await raw(phases.premium) };
}

/** A request as the bytes wrk sends: the headers Chromium sent, Host from the URL, the visitor's cookies. */
function rawRequest(request, headers, cookie) {
  const url = new URL(request.url());
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const lines = [`${request.method()} ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
  for (const [name, value] of Object.entries({ ...NETWORK_DEFAULTS, ...headers })) {
    if (name.startsWith(':') || NOT_REPLAYED.has(name)) continue;
    lines.push(`${name}: ${value}`);
  }
  if (cookie) lines.push(`cookie: ${cookie}`);
  if (body) lines.push(`content-length: ${Buffer.byteLength(body, 'latin1')}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Resident memory in MB of a process and every process under it (nginx's master and workers). */
function treeRssMb(pid) {
  const children = (id) => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean);
    } catch {
      return [];
    }
  };
  let kb = 0;
  for (const stack = [String(pid)]; stack.length;) {
    const id = stack.pop();
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // It exited between the listing and the read.
    }
    stack.push(...children(id));
  }
  return kb / 1024;
}

/**
 * @param {{
 *   upstream: string;
 *   siteEnv: Record<string, string>;
 *   sitePid: number;
 *   port: number;
 *   chrome: string;
 * }} options `upstream` is the running site (`next start` with pid `sitePid`)
 * in the environment `siteEnv`, whose two origins point at it; `port` is the
 * cache's, `chrome` the browser that records the visitors.
 */
export async function spikeMeasures({ upstream, siteEnv, sitePid, port, chrome }) {
  execFileSync('bash', [join(root, 'scripts/ensure-package.sh'), WRK, 'wrk'], { stdio: 'inherit' });
  // The pages' third parties (after an accept) are out of the site's load. They are
  // refused by the resolver, not by a Playwright route: an intercepted request is
  // reported without the headers Chromium's network stack adds (Host, Cookie,
  // Accept-Encoding), and those are what the cache decides by.
  const browser = await chromium.launch({
    executablePath: chrome,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  /** @type {string[]} */
  const pupils = (await siteModule('@/lib/routing/pages')).PUPILS_PATHS;
  // The second page asks (a pupils' page asks nothing) and links to /premium (a pupils' page does not).
  const adults = LANDINGS.filter((path) => !pupils.includes(path));
  const visitors = [];
  try {
    for (const origin of [siteEnv.SITE_URL_DE, siteEnv.SITE_URL_CH]) {
      for (const landing of LANDINGS) {
        const second = adults[(adults.indexOf(landing) + 1) % adults.length];
        const asks = !pupils.includes(landing);
        for (const choice of Object.keys(CHOICES)) {
          visitors.push(await recordVisitor(browser, origin, { landing, asks, second, choice }));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const meanRequests =
    visitors.reduce((sum, v) => sum + v.base.length + PREMIUM_SHARE * v.premium.length, 0) /
    visitors.length;

  const scratch = mkdtempSync(join(tmpdir(), 'rechenweg-spike-'));
  const script = join(scratch, 'visitors.lua');
  writeFileSync(script, wrkScript(visitors, PREMIUM_SHARE));
  const cache = await startCache({ cwd: root, port, upstream, siteEnv });
  const results = [];
  try {
    for (const target of STEPS) {
      const requestsPerSecond = (target / 60) * meanRequests;
      const pauseMs = Math.max(0, Math.round((CONNECTIONS / requestsPerSecond) * 1000));
      let peakSite = 0;
      let peakCache = 0;
      const sampler = setInterval(() => {
        peakSite = Math.max(peakSite, treeRssMb(sitePid));
        peakCache = Math.max(peakCache, treeRssMb(cache.pid));
      }, 250);
      const result = await runWrk([
        '-t2',
        `-c${CONNECTIONS}`,
        `-d${STEP_SECONDS}s`,
        '--timeout',
        '5s',
        '-s',
        script,
        `http://127.0.0.1:${port}/`,
        '--',
        String(pauseMs),
      ]).finally(() => clearInterval(sampler));
      const total = Object.values(result.cache).reduce((sum, n) => sum + n, 0);
      const fromOrigin = FROM_ORIGIN.reduce((sum, state) => sum + (result.cache[state] ?? 0), 0);
      const step = {
        target,
        visitorsPerMinute: (result.requests / meanRequests / result.seconds) * 60,
        requestsPerSecond: result.requests / result.seconds,
        originPerSecond: fromOrigin / result.seconds,
        hitRatio: (total - fromOrigin) / total,
        p99: result.p99,
        errors: result.errors + nonOk(result.statuses),
        statuses: result.statuses,
        peakSiteMb: peakSite,
        peakCacheMb: peakCache,
      };
      step.held = result.requests > 0 && step.errors <= HELD.errors && step.p99 < HELD.p99Ms;
      results.push(step);
      console.log(`[spike] ${JSON.stringify(step)}`);
    }
  } finally {
    await cache.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  return report(results, { visitors: visitors.length, meanRequests });
}

/** Every answer but 200 and 304 counts against a step: a visitor's request failed. */
const nonOk = (statuses) =>
  Object.entries(statuses)
    .filter(([status]) => status !== '200' && status !== '304')
    .reduce((sum, [, n]) => sum + n, 0);

const mb = (value) => `${value.toFixed(0)} MB`;

function report(steps, { visitors, meanRequests }) {
  const held = steps.filter((step) => step.held).at(-1);
  const rows = steps.map((step) => [
    String(step.target),
    step.visitorsPerMinute.toFixed(0),
    step.requestsPerSecond.toFixed(0),
    step.originPerSecond.toFixed(1),
    `${(step.hitRatio * 100).toFixed(1)} %`,
    `${step.p99.toFixed(0)} ms`,
    String(step.errors),
    mb(step.peakSiteMb),
    mb(step.peakCacheMb),
    step.held ? 'yes' : 'no',
  ]);
  return {
    header: [
      'visitors/min asked',
      'visitors/min served',
      'requests/s',
      'origin requests/s',
      'cache hits',
      'p99',
      'errors',
      'peak next start',
      'peak nginx',
      'held',
    ],
    rows,
    method: `${visitors} recorded paths, ${meanRequests.toFixed(1)} requests per visitor on average; each step ${STEP_SECONDS} s of wrk with ${CONNECTIONS} browsers`,
    budgets: [
      {
        name: `The spike: some step held with 0 errors and p99 < ${HELD.p99Ms} ms`,
        ok: Boolean(held),
        detail: held
          ? `${held.visitorsPerMinute.toFixed(0)} visitors/min (${held.target} asked), p99 ${held.p99.toFixed(0)} ms`
          : 'no step held',
      },
    ],
  };
}
