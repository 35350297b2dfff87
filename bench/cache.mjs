// The shared cache's gain: `/` through deploy/nginx.conf (`npm run cache`)
// against the same running `next start` alone, measured one after the other.
// Both sides are loaded with wrk: autocannon, a Node process on the same two
// cores, tops out below 2,000 requests per second, far below what nginx serves
// from its cache (measured: 1,763 against wrk's 13,615 on the same nginx).
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCache } from '../scripts/cache-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** What the cache must bring on `/` (issue #17). */
const GOAL = 10;

/** X-Cache-Status of one request (`fetch` would not send the Host header). */
const cacheStatus = (url, headers) =>
  new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      resolve(response.headers['x-cache-status']);
    }).on('error', reject);
  });

const WRK = '/usr/bin/wrk';

/** Milliseconds of a wrk latency such as `3.46ms`, `169.68us` or `2.00s`. */
const millis = (value) => {
  const [, number, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(value) ?? [];
  return Number(number) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit];
};

/** Requests per second, p99 and failed answers of `seconds` of wrk on `url`. */
export function parseWrk(output) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = millis(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${output}`);
  return { rps, p99: Math.round(p99), errors };
}

function wrk(url, { headers, seconds, connections }) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return parseWrk(execFileSync(WRK, [...args, url]).toString());
}

/**
 * @param {{ site: string; siteEnv: Record<string, string>; port: number; seconds: number }} options
 * `site` is the running site's origin (a country origin of its configuration,
 * `siteEnv`), `port` the cache's, `seconds` each side's load (after as long
 * again of warm-up).
 */
export async function cacheMeasures({ site, siteEnv, port, seconds }) {
  // The origin's Host through the cache too: on any other host every answer is private.
  // `Host` capitalised: wrk adds its own unless it finds exactly that name.
  const headers = { Host: new URL(site).host };
  const cacheUrl = `http://127.0.0.1:${port}/`;
  execFileSync('bash', [join(root, 'scripts/ensure-package.sh'), WRK, 'wrk'], { stdio: 'inherit' });
  const options = { headers, seconds, connections: 50 };
  wrk(`${site}/`, options);
  const direct = wrk(`${site}/`, options);
  const cache = await startCache({ cwd: root, port, upstream: site, siteEnv });
  try {
    wrk(cacheUrl, options);
    const cached = wrk(cacheUrl, options);
    const status = await cacheStatus(cacheUrl, headers);
    const gain = cached.rps / direct.rps;
    return {
      rows: [
        ['Requests/s of / from next start alone (wrk, 50 connections)', direct.rps.toFixed(0)],
        ['Requests/s of / through the shared cache (nginx)', cached.rps.toFixed(0)],
        ['Through the cache ÷ alone', gain.toFixed(1)],
        ['p99 of / alone, through the cache', `${direct.p99} ms, ${cached.p99} ms`],
        ['X-Cache-Status of / after the run', String(status)],
      ],
      budgets: [
        {
          name: `/ through the shared cache ≥ ${GOAL} × next start alone, served from the cache`,
          ok: gain >= GOAL && status === 'HIT' && cached.errors === 0,
          detail: `${gain.toFixed(1)} ×, ${status}, ${cached.errors} errors`,
        },
      ],
    };
  } finally {
    await cache.stop();
  }
}
