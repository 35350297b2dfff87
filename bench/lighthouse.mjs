// Lighthouse as the bench runs it, shared with scripts/dev/lh-diag.mjs: one way
// to call it, so a diagnosis measures what the bench measures.
import { execFile } from 'node:child_process';
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

/**
 * One Lighthouse 13 mobile run (simulated throttling) of `url` over the given
 * categories: its parsed report. Asynchronous: the static twins are served by
 * the calling process, which must keep answering meanwhile. Lighthouse now and
 * then loses its own trace (NO_NAVSTART); such a run is repeated, twice at most,
 * each repetition told to `onRetry`.
 * @param {string} url
 * @param {{ categories: string[]; onRetry?: (attempt: number) => void }} options
 */
export async function lighthouseReport(url, { categories, onRetry = () => {} }) {
  const audit = promisify(execFile);
  let output;
  for (let attempt = 1; !output; attempt++) {
    try {
      output = (
        await audit(
          join(root, 'node_modules/.bin/lighthouse'),
          [
            url,
            '--output=json',
            '--quiet',
            `--only-categories=${categories.join(',')}`,
            `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
          ],
          { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 1 << 28, timeout: 180_000 },
        )
      ).stdout;
    } catch (error) {
      if (attempt === 3) throw error;
      onRetry(attempt);
    }
  }
  return JSON.parse(output);
}
