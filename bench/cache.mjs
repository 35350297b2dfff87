// The shared cache's gain: `/` through deploy/nginx.conf (`npm run cache`)
// against the same running `next start` alone, measured one after the other.
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

/**
 * @param {{
 *   site: string;
 *   port: number;
 *   load: (url: string, options: { headers: Record<string, string> }) => Promise<{ rps: number; p99: number; errors: number }>;
 * }} options `site` is the running site's origin (a country origin of its
 * configuration), `port` the cache's, `load` the bench's measured load.
 */
export async function cacheMeasures({ site, port, load }) {
  // The origin's Host through the cache too: on any other host every answer is private.
  const headers = { host: new URL(site).host };
  const cacheUrl = `http://127.0.0.1:${port}/`;
  const direct = await load(`${site}/`, { headers });
  const cache = await startCache({ cwd: root, port, upstream: site });
  try {
    const cached = await load(cacheUrl, { headers });
    const status = await cacheStatus(cacheUrl, headers);
    const gain = cached.rps / direct.rps;
    return {
      rows: [
        ['Requests/s of / from next start alone', direct.rps.toFixed(0)],
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
