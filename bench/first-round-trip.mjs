// The HTML's first round trip: each page's answer counted as a phone receives
// it (status line, headers, gzipped body). Lighthouse's Lantern, like TCP,
// sends ten segments in the first round trip; an answer past them costs one more.
import { get as httpGet } from 'node:http';
import { siteModule } from '../scripts/site-modules.mjs';

const { REPORT_ENDPOINT, reportingEndpoints } = await siteModule('@/lib/http/security-headers');

/** What a phone's first round trip carries: ten TCP segments (Lighthouse's Lantern models the same). */
export const FIRST_ROUND_TRIP = 10 * 1460;

/**
 * What production adds to a page that reports and the bench's site does not get: on
 * origins that are all https, proxy.ts puts `report-to` in the policy beside
 * `report-uri` and sends `Reporting-Endpoints` (lib/http/security-headers.ts). The
 * bench's origins are http, so its answers lack them (55 bytes with `/monitoring`);
 * counted here, each answer weighs what production's does.
 * @param {string[]} rawHeaders
 */
function reportingApiBytes(rawHeaders) {
  const at = rawHeaders.findIndex(
    (name, i) => i % 2 === 0 && name.toLowerCase() === 'content-security-policy',
  );
  const policy = at === -1 ? '' : rawHeaders[at + 1];
  const reportUri = /(?:^|; )report-uri ([^;]+)/.exec(policy)?.[1];
  if (!reportUri || /(?:^|; )report-to /.test(policy)) return 0;
  return (
    `; report-to ${REPORT_ENDPOINT}`.length +
    `Reporting-Endpoints: ${reportingEndpoints(reportUri)}\r\n`.length
  );
}

/**
 * The bytes of a page's answer as the browser receives it, in `encoding`
 * (gzip unless told): status line, headers and body, with production's Reporting
 * API headers (reportingApiBytes).
 * @param {string} url
 * @param {'gzip' | 'br'} [encoding]
 * @returns {Promise<number>}
 */
const answerBytes = (url, encoding = 'gzip') =>
  new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'Accept-Encoding': encoding } }, (response) => {
      if (response.headers['content-encoding'] !== encoding) {
        response.resume();
        reject(new Error(`${url} did not answer in ${encoding}`));
        return;
      }
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      bytes += reportingApiBytes(response.rawHeaders);
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });

/** @typedef {{ site: number; twin: number; brotli?: number }} AnswerSize gzipped, and the page's in brotli when asked */

/**
 * The answer's bytes of each page and of its static twin, both served,
 * gzipped; with `brotli`, also the page's in brotli, for a server that sends
 * it to browsers.
 * @param {string[]} paths
 * @param {(path: string) => string} pageUrl
 * @param {(path: string) => string} twinUrl
 * @param {{ brotli?: boolean }} [options]
 * @returns {Promise<Map<string, AnswerSize>>}
 */
export async function answerSizes(paths, pageUrl, twinUrl, { brotli = false } = {}) {
  const sizes = new Map();
  for (const path of paths) {
    sizes.set(path, {
      site: await answerBytes(pageUrl(path)),
      twin: await answerBytes(twinUrl(path)),
      ...(brotli ? { brotli: await answerBytes(pageUrl(path), 'br') } : {}),
    });
  }
  return sizes;
}

/**
 * Each page must fit the first round trip, gzipped; `label` ends the name.
 * @param {string} path
 * @param {AnswerSize} size
 * @param {string} [label]
 * @returns {import('./figures.mjs').Budget}
 */
export const firstRoundTripBudget = (path, size, label = '') => ({
  name: `HTML of ${path} with its headers fits the first round trip (${FIRST_ROUND_TRIP} bytes)${label}`,
  ok: size.site <= FIRST_ROUND_TRIP,
  detail: `${size.site} bytes (twin ${size.twin}${size.brotli === undefined ? '' : `; ${size.brotli} with the body in brotli, as a browser gets it`})`,
});

/**
 * Each page's answer on each country's origin against the first round trip
 * (`npm run bench -- --html`): the rows, and a budget per page and country
 * whose detail says how many bytes are left.
 * @param {string[]} paths
 * @param {Record<string, string>} origins
 */
export async function firstRoundTripMeasures(paths, origins) {
  const rows = [];
  const budgets = [];
  for (const [country, origin] of Object.entries(origins)) {
    for (const path of paths) {
      const bytes = await answerBytes(`${origin}${path}`);
      rows.push([country, path, `${bytes} bytes`, `${FIRST_ROUND_TRIP - bytes} to spare`]);
      budgets.push({
        name: `HTML of ${path} (${country}) with its headers fits the first round trip (${FIRST_ROUND_TRIP} bytes)`,
        ok: bytes <= FIRST_ROUND_TRIP,
        detail: `${bytes} bytes, ${FIRST_ROUND_TRIP - bytes} to spare`,
      });
    }
  }
  return { rows, budgets };
}
