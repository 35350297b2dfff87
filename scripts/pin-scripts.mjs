// Runs after `next build` (npm run build): makes the prerendered pages work
// under a strict Content-Security-Policy without nonces, so they stay static.
//
// - Every inline script of a page is hashed (sha256); a build's inline
//   scripts are byte-stable, so the hash is known before the first request.
// - Every `/_next/static` script and script preload gets an `integrity`
//   attribute (sha384 of the file): under 'strict-dynamic' an external script
//   runs only when its integrity hash is in the policy. Chunks React inserts
//   later are trusted through 'strict-dynamic'.
// - The page's chunks load after its first paint, from one hashed inline
//   loader (`afterFirstPaint`), instead of racing the HTML's first frame.
// - The hashes of each page go to `<distDir>/script-hashes.json`, which the
//   proxy reads to send that page's policy.
//
// Next caches page HTML on the first request, so this must run before the
// server starts; it is idempotent.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const distDir = process.env.NEXT_DIST_DIR || '.next';
// `output: 'standalone'` copies the server files before this runs: both copies are pinned.
const roots = [distDir, join(distDir, 'standalone', distDir)].filter((root) =>
  existsSync(join(root, 'server', 'app')),
);
const digest = (algorithm, content) => createHash(algorithm).update(content).digest('base64');

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
function integrityOf(src) {
  const file = join(
    distDir,
    'static',
    decodeURIComponent(src.replace(/^\/_next\/static\//, '').split('?')[0]),
  );
  if (!existsSync(file)) throw new Error(`pin-scripts: ${src} is not in ${distDir}/static`);
  if (!fileHashes.has(file)) fileHashes.set(file, `sha384-${digest('sha384', readFileSync(file))}`);
  return fileHashes.get(file);
}

/**
 * Moves the page's chunks out of the critical path: their `async` tags and
 * preloads would start downloading with the HTML, and on a fast connection
 * React hydrates the whole page before the browser paints it. One inline
 * loader inserts the same chunks, with the same integrity, once the first
 * frame is painted (a second timer for tabs that never paint, hidden ones).
 * The page is complete server HTML: only its interactivity waits.
 */
function afterFirstPaint(html) {
  if (html.includes('data-after-paint')) return html;
  const chunks = [];
  html = html.replace(
    /<script src="(\/_next\/static\/[^"]+\.js)" async="" integrity="([^"]+)"><\/script>/g,
    (_, src, integrity) => (chunks.push([src, integrity]), ''),
  );
  if (chunks.length === 0) return html;
  html = html.replace(/<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^>]*>/g, '');
  const loader =
    `(function(c){var d=0;function l(){if(d)return;d=1;c.forEach(function(a){` +
    `var s=document.createElement("script");s.src=a[0];s.integrity=a[1];document.head.appendChild(s)})}` +
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1000)})(${JSON.stringify(chunks)})`;
  return html.replace('</body>', `<script data-after-paint="">${loader}</script></body>`);
}

function pin(root) {
  const appDir = join(root, 'server', 'app');
  const pages = {};
  for (const file of htmlFiles(appDir)) {
    const hashes = new Set();
    let html = readFileSync(file, 'utf8');
    // External chunks and their preloads: pinned with SRI.
    html = html.replace(/<(script|link)\b[^>]*>/g, (tag, name) => {
      const src = /\s(?:src|href)="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1];
      const isScript =
        name === 'script' || /\sas="script"/.test(tag) || /\srel="modulepreload"/.test(tag);
      if (!src || !isScript) return tag;
      const existing = /\sintegrity="([^"]+)"/.exec(tag)?.[1];
      const integrity = existing ?? integrityOf(src);
      hashes.add(`'${integrity}'`);
      return existing ? tag : tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrity}"${end}`);
    });
    html = afterFirstPaint(html);
    // Inline scripts: hashed. JSON-LD and other data blocks never run, so they need none.
    for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\ssrc=/.test(attributes) || content === '') continue;
      const type = /\stype="([^"]+)"/.exec(attributes)?.[1];
      if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
      hashes.add(`'sha256-${digest('sha256', content)}'`);
    }
    writeFileSync(file, html);
    pages[routeOf(appDir, file)] = [...hashes].sort();
  }
  writeFileSync(join(root, 'script-hashes.json'), `${JSON.stringify(pages, null, 1)}\n`);
  // Next's copies of pages it has served already, made from the unpinned HTML.
  rmSync(join(root, 'server', 'route-cache'), { recursive: true, force: true });
  return Object.keys(pages).length;
}

for (const root of roots) {
  console.log(`pin-scripts: ${root}: ${pin(root)} pages, ${fileHashes.size} pinned chunks`);
}
