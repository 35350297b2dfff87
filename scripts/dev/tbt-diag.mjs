// Where a page's blocking time goes, as the bench's Lighthouse counts it:
// `node scripts/dev/tbt-diag.mjs RUNS URL...` runs Lighthouse as the bench does on each URL in
// turn, RUNS rounds, and prints per URL the median TBT, then from the median run its long tasks
// (start, simulated duration, the script they are attributed to) and the main thread's time by
// script (evaluation, parse and compile). Reports are kept in /tmp/tbt-diag/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { medianBy } from '../../bench/figures.mjs';
import { lighthouseReport } from '../../bench/lighthouse.mjs';

const [runs = '3', ...urls] = process.argv.slice(2);
/** @type {Map<string, any[]>} */
const reports = new Map(urls.map((url) => [url, []]));
mkdirSync('/tmp/tbt-diag', { recursive: true });
for (let run = 0; run < Number(runs); run++) {
  for (const url of urls) {
    const { report } = await lighthouseReport(url, { categories: ['performance'] });
    writeFileSync(`/tmp/tbt-diag/${url.replace(/\W+/g, '_')}-${run}.json`, JSON.stringify(report));
    reports.get(url)?.push(report);
  }
}
const path = (/** @type {string} */ url) => url.replace(/^https?:\/\/[^/]+/, '') || '/';
for (const [url, all] of reports) {
  const tbts = all.map((report) => Math.round(report.audits['total-blocking-time'].numericValue));
  const report = medianBy(all, (item) => item.audits['total-blocking-time'].numericValue);
  const { audits } = report;
  console.log(`\n${url}: TBT ${tbts.join(', ')} ms; the median run:`);
  for (const task of audits['long-tasks'].details?.items ?? []) {
    console.log(
      `  long task at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${path(task.url)}`,
    );
  }
  for (const item of audits['bootup-time'].details?.items ?? []) {
    console.log(
      `  ${Math.round(item.total)} ms (script ${Math.round(item.scripting)}, parse ${Math.round(item.scriptParseCompile)}): ${path(item.url)}`,
    );
  }
  const breakdown = (audits['mainthread-work-breakdown'].details?.items ?? [])
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)}`)
    .join(', ');
  console.log(`  main thread: ${breakdown}`);
}
