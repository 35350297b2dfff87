// Lighthouse as the bench runs it, shared with scripts/dev/lh-diag.mjs: one way
// to call it, so a diagnosis measures what the bench measures.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Lighthouse's defaults, but bootup-time lists every script, not only those over 50 ms (its
// simulated time): the bench records each chunk's evaluation (trace-counts.mjs).
const CONFIG = {
  extends: 'lighthouse:default',
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
};

/**
 * One Lighthouse 13 mobile run (simulated throttling) of `url` over the given
 * categories: its parsed report and the events of the trace it was computed
 * from. Asynchronous: the static twins are served by
 * the calling process, which must keep answering meanwhile. Lighthouse now and
 * then loses its own trace (NO_NAVSTART); such a run is repeated, twice at most,
 * each repetition told to `onRetry`.
 * @param {string} url
 * @param {{ categories: string[]; onRetry?: (attempt: number) => void }} options
 */
export async function lighthouseReport(url, { categories, onRetry = () => {} }) {
  const audit = promisify(execFile);
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(CONFIG));
    for (let attempt = 1; ; attempt++) {
      try {
        await audit(
          join(root, 'node_modules/.bin/lighthouse'),
          [
            url,
            '--output=json',
            `--output-path=${join(dir, 'report.json')}`,
            // The trace beside the report, as report-0.trace.json.
            '--save-assets',
            `--config-path=${join(dir, 'config.json')}`,
            '--quiet',
            `--only-categories=${categories.join(',')}`,
            `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
          ],
          { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 1 << 28, timeout: 180_000 },
        );
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        onRetry(attempt);
      }
    }
    const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
    return { report: read('report.json'), trace: read('report-0.trace.json').traceEvents };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
