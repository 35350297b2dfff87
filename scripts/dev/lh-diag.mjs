// What Lighthouse's simulated LCP counts on one page: `node scripts/dev/lh-diag.mjs ORIGIN [PATH] [RUNS]`
// runs Lighthouse as the bench does on the page and on its static twin (bench/static-twin.mjs) and
// prints the simulated and observed paints and every request with its start and end in the observed
// run (ms). Lantern counts each request that ended before the observed LCP: a request listed with an
// end below `obs LCP` is in the page's simulated LCP. Reports are kept in /tmp/lh-diag/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { lighthouseReport } from '../../bench/lighthouse.mjs';
import { serveTwins, staticTwin } from '../../bench/static-twin.mjs';

const [site, path = '/kontakt', runs = '1'] = process.argv.slice(2);
const TWIN_PORT = 3301;
const text = async (url) => (await fetch(url)).text();
const twin = await staticTwin(await text(site + path), (href) => text(site + href));
const server = await serveTwins(TWIN_PORT, site, new Map([[path, twin]]));
mkdirSync('/tmp/lh-diag', { recursive: true });
try {
  for (let run = 0; run < Number(runs); run++) {
    for (const [name, url] of [
      ['twin', `http://localhost:${TWIN_PORT}${path}`],
      ['site', site + path],
    ]) {
      const { report } = await lighthouseReport(url, { categories: ['performance'] });
      writeFileSync(`/tmp/lh-diag/${name}-${run}.json`, JSON.stringify(report));
      const { audits } = report;
      const observed = audits.metrics.details.items[0];
      console.log(
        `${name}: LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms simulated,` +
          ` FCP ${Math.round(audits['first-contentful-paint'].numericValue)};` +
          ` obs LCP ${observed.observedLargestContentfulPaint}, obs load ${observed.observedLoad}`,
      );
      for (const request of audits['network-requests'].details.items) {
        console.log(
          `  ${Math.round(request.networkRequestTime)}–${Math.round(request.networkEndTime)}`,
          request.resourceType,
          request.transferSize,
          request.url.replace(/^https?:\/\/[^/]+/, ''),
        );
      }
    }
  }
} finally {
  await server.stop();
}
