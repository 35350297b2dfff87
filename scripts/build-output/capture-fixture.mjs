// Captures the fixture of the steps' tests (__fixtures__/) from a real
// `next build`: one page's HTML as Next wrote it, its stylesheets, and the
// integrity of every chunk it names (the files themselves stay out: the steps
// read only their hashes). pin-scripts.mjs calls it before it rewrites anything
// when BUILD_OUTPUT_FIXTURE names the folder to write (README.md, "The
// fixture").
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The page the fixture holds: the contact page has every step's input (payload, chunks, a stylesheet, a form). */
export const FIXTURE_ROUTE = '/de/v-standard/kontakt';

/**
 * Writes the fixture of `route` from the build in `distDir` to `folder`.
 * @param {string} distDir
 * @param {string} folder
 * @param {string} [route]
 */
export function captureFixture(distDir, folder, route = FIXTURE_ROUTE) {
  const file = join(distDir, 'server', 'app', `${route}.html`);
  if (!existsSync(file)) throw new Error(`capture-fixture: ${file} is missing`);
  const html = readFileSync(file, 'utf8');
  if (html.includes('data-after-paint')) {
    throw new Error(`capture-fixture: ${file} is pinned already: capture right after next build`);
  }
  const staticFile = (url) =>
    join(
      distDir,
      'static',
      decodeURIComponent(url.replace(/^\/_next\/static\//, '').split('?')[0]),
    );
  const integrity = {};
  for (const [, url] of html.matchAll(/"(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/g)) {
    const bytes = readFileSync(staticFile(url));
    integrity[url] = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  }
  mkdirSync(folder, { recursive: true });
  // The last capture's stylesheets; the folder's other files (next-output.ts) stay.
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.css')) rmSync(join(folder, name));
  }
  const stylesheets = {};
  for (const [, url] of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css(?:\?[^"]*)?)"/g)) {
    const name = basename(url.split('?')[0]);
    writeFileSync(join(folder, name), readFileSync(staticFile(url)));
    stylesheets[url] = name;
  }
  writeFileSync(join(folder, 'page.html'), html);
  const next = JSON.parse(readFileSync(join('node_modules', 'next', 'package.json'), 'utf8'));
  writeFileSync(
    join(folder, 'build.json'),
    `${JSON.stringify({ next: next.version, route, stylesheets, integrity }, null, 1)}\n`,
  );
  console.log(`capture-fixture: ${route} of Next ${next.version} written to ${folder}`);
}
