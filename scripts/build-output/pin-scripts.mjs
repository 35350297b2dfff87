// Runs after `next build` (npm run build): makes the prerendered pages work
// under a strict Content-Security-Policy without nonces, so they stay static.
//
// - The page's stylesheet is inlined, cut to the rules its markup uses: its
//   first frame waits for no request but the HTML, and the HTML fits the first
//   round trip (scripts/build-output/pin-page.mjs, scripts/build-output/critical-css.mjs).
// - Every inline script of a page is hashed (sha256); a build's inline
//   scripts are byte-stable, so the hash is known before the first request.
// - Every `/_next/static` script and script preload gets an `integrity`
//   attribute (sha384 of the file): under 'strict-dynamic' an external script
//   in the markup runs only when its integrity hash is in the policy. Scripts
//   that trusted scripts insert (the loader's, React's) are trusted through
//   'strict-dynamic'.
// - The page's RSC payload and the insertion of its chunks go to a boot file
//   (`static/chunks/boot/`), which one hashed inline loader inserts with the whole
//   stylesheet once the page's largest paint is done, instead of racing the
//   HTML's first frame (scripts/build-output/pin-page.mjs).
// - The hashes of each page go to `<distDir>/script-hashes.json` with the
//   build's id, which the proxy reads to send that page's policy, and so does
//   each page's strong ETag (a digest of its final bytes): the proxy sends it
//   and answers revalidations with 304, instead of Next hashing the whole page
//   on every request (`generateEtags: false`). The file is
//   written after Next traced the server's files, so it is added to the traces
//   of the proxy and of instrumentation.ts: a host that deploys only traced
//   files (Vercel's functions) deploys it too.
//
// It fails the build when a prerendered page is left without hashes or a
// chunk unpinned. Next caches page HTML on the first request, so this must run
// before the server starts; it is idempotent.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { withCriticalCss } from './critical-css.mjs';
import { digest, pinPage } from './pin-page.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const SCRIPT_HASHES_FILE = 'script-hashes.json';
/** The Pages Router's error pages, by the App Router page Next copied them from. */
const ERROR_PAGES = { '/404': '/_not-found', '/500': '/_global-error' };
/**
 * Next prerenders `/_global-error`, its 500, from a built-in English page that
 * no app file replaces (vercel/next.js#82444): the site's German error page
 * (app/fehler/page.tsx) takes its place before anything is pinned.
 */
const SITE_ERROR_PAGE = 'fehler.html';
// `output: 'standalone'` copies the server files before this runs: both copies are pinned.
const roots = [distDir, join(distDir, 'standalone', distDir)].filter((root) =>
  existsSync(join(root, 'server', 'app')),
);

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** `server/app/de/v-standard.html` → `/de/v-standard`; `index.html` → `/`. */
function routeOf(appDir, file) {
  const path = `/${relative(appDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

const fileHashes = new Map();
/** The build's file of a `/_next/static` URL. */
function staticFile(src) {
  const file = join(
    distDir,
    'static',
    decodeURIComponent(src.replace(/^\/_next\/static\//, '').split('?')[0]),
  );
  if (!existsSync(file)) throw new Error(`pin-scripts: ${src} is not in ${distDir}/static`);
  return file;
}

function integrityOf(src) {
  const file = staticFile(src);
  if (!fileHashes.has(file)) fileHashes.set(file, `sha384-${digest('sha384', readFileSync(file))}`);
  return fileHashes.get(file);
}

/**
 * Keeps a page's boot file (its RSC payload, then its chunks' insertion) in the
 * build, named by its content (so it is immutable like Next's own chunks, and
 * the same in both roots), and says its URL. Next serves every file of
 * `<distDir>/static` that exists when it starts; a container copies that
 * folder as it does for the chunks.
 */
function bootFileOf(content) {
  const name = `${createHash('sha256').update(content).digest('hex').slice(0, 20)}.js`;
  const dir = join(distDir, 'static', 'chunks', 'boot');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), content);
  return `/_next/static/chunks/boot/${name}`;
}

const stylesheets = new Map();
/** The text of a stylesheet of the build, by its `/_next/static` path. */
function cssOf(href) {
  if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(staticFile(href), 'utf8'));
  return stylesheets.get(href);
}

/** Adds files of the build folder to the trace of a server entry (the proxy, instrumentation.ts). */
function addToTrace(root, entry, files) {
  if (!existsSync(join(root, 'server', entry))) return;
  const path = join(root, 'server', `${entry}.nft.json`);
  if (!existsSync(path)) {
    throw new Error(
      `pin-scripts: ${path} is missing: the hash set would not be deployed with ${entry}`,
    );
  }
  const content = JSON.parse(readFileSync(path, 'utf8'));
  content.files = [...new Set([...content.files, ...files.map((file) => `../${file}`)])];
  writeFileSync(path, JSON.stringify(content));
}

async function pin(root) {
  const appDir = join(root, 'server', 'app');
  if (existsSync(join(appDir, '_global-error.html'))) {
    if (!existsSync(join(appDir, SITE_ERROR_PAGE))) {
      throw new Error(
        `pin-scripts: ${appDir}/${SITE_ERROR_PAGE} is missing: the 500 would be Next's English page`,
      );
    }
    copyFileSync(join(appDir, SITE_ERROR_PAGE), join(appDir, '_global-error.html'));
  }
  const pages = {};
  const etags = {};
  const pinnedHtml = {};
  for (const file of htmlFiles(appDir)) {
    const route = routeOf(appDir, file);
    const pinned = pinPage(readFileSync(file, 'utf8'), {
      route,
      integrityOf,
      cssOf,
      bootFileOf,
    });
    const html = await withCriticalCss(pinned.html);
    writeFileSync(file, html);
    if (Object.values(ERROR_PAGES).includes(route)) pinnedHtml[route] = html;
    pages[route] = pinned.hashes;
    etags[route] = `"${digest('sha256', html)}"`;
  }
  // Next keeps a copy of its not-found and error pages for the Pages Router's
  // 404 and 500 (`server/pages/404.html`, `500.html`), which Vercel serves as
  // its static 404 and 500 and `next start` for errors outside the App Router:
  // each becomes the pinned page, whose hashes the proxy's per-request policy has.
  const pagesManifest = join(root, 'server', 'pages-manifest.json');
  const errorPages = existsSync(pagesManifest)
    ? JSON.parse(readFileSync(pagesManifest, 'utf8'))
    : {};
  for (const [status, route] of Object.entries(ERROR_PAGES)) {
    const file = errorPages[status];
    if (!file?.endsWith('.html')) continue;
    if (!pinnedHtml[route])
      throw new Error(`pin-scripts: ${status} is ${file}, but ${route} was not pinned`);
    writeFileSync(join(root, 'server', file), pinnedHtml[route]);
  }
  // Every page Next prerendered has a data route; its HTML must have been pinned.
  const { routes } = JSON.parse(readFileSync(join(root, 'prerender-manifest.json'), 'utf8'));
  const unpinned = Object.keys(routes).filter((route) => routes[route].dataRoute && !pages[route]);
  if (unpinned.length) {
    throw new Error(
      `pin-scripts: no HTML pinned for the prerendered page(s) ${unpinned.join(', ')} in ${appDir}`,
    );
  }
  const buildId = readFileSync(join(root, 'BUILD_ID'), 'utf8').trim();
  writeFileSync(
    join(root, SCRIPT_HASHES_FILE),
    `${JSON.stringify({ buildId, pages, etags }, null, 1)}\n`,
  );
  // Only the build folder has traces: the standalone copy was made from them.
  if (root === distDir) {
    for (const entry of ['middleware.js', 'instrumentation.js']) {
      addToTrace(root, entry, [SCRIPT_HASHES_FILE, 'BUILD_ID']);
    }
  }
  // Next's copies of pages it has served already, made from the unpinned HTML.
  rmSync(join(root, 'server', 'route-cache'), { recursive: true, force: true });
  return Object.keys(pages).length;
}

try {
  if (roots.length === 0)
    throw new Error(`pin-scripts: ${distDir}/server/app does not exist: run next build first`);
  // The fixture of the steps' tests, from Next's output before any step changed it (README.md).
  if (process.env.BUILD_OUTPUT_FIXTURE) {
    const { captureFixture } = await import('./capture-fixture.mjs');
    captureFixture(distDir, process.env.BUILD_OUTPUT_FIXTURE);
  }
  for (const root of roots) {
    console.log(`pin-scripts: ${root}: ${await pin(root)} pages, ${fileHashes.size} pinned chunks`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
