// The part of scripts/build-output/pin-scripts.mjs that rewrites one page's HTML: pure, so
// its checks can be tested on small pages. It reads Next's markup with regular
// expressions; when that markup changes so that they miss a script, it throws
// instead of writing a page that would not hydrate under its policy.
import { createHash } from 'node:crypto';
import { afterPaintScript, insertScriptsCall } from './after-paint-loader.mjs';

export const digest = (algorithm, content) =>
  createHash(algorithm).update(content).digest('base64');

const fail = (route, problem) => {
  throw new Error(
    `pin-scripts: ${route}: ${problem}. Next's markup has probably changed: fix scripts/build-output/pin-page.mjs, or the page will not run under its Content-Security-Policy`,
  );
};

/** Every `<script>` element: its attributes and its content. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Turbopack's inline registration of the page's chunks, run before them: it
 * goes to the boot file with the payload.
 */
const CHUNK_REGISTRATION =
  /<script(?: id="[^"]*")?>(\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\([\s\S]*?)<\/script>/g;

/** Next's inline scripts that carry the page's RSC payload, as it writes them. */
const PAYLOAD_SCRIPT = /<script>((?:\(self\.__next_f=|self\.__next_f\.push\()[\s\S]*?)<\/script>/g;

/**
 * Moves everything but the server HTML and its own scripts out of the critical
 * path: the chunks, the stylesheet link and the RSC payload. Their tags and
 * preloads would start downloading with the HTML: on a fast connection React
 * hydrated the whole page before the browser painted it, and every request that
 * ends before the LCP counts in Lighthouse's simulated LCP. The payload repeats
 * the page's text, and the chunks' list with their hashes does not compress:
 * with them the HTML took a second round trip on a phone's connection.
 *
 * So the page's boot file (`bootFileOf`) holds the payload, Turbopack's
 * registration of the chunks and, after them, the insertion of the chunks
 * with their integrity; they run in order, since Next closes the payload's
 * stream right after it boots. One inline loader (scripts/build-output/after-paint-loader.mjs)
 * inserts the whole stylesheet (for what the page renders once it runs; React
 * adopts the link) and the boot file after the largest paint. The page is
 * complete server HTML: only its interactivity waits, one round trip longer
 * than with the chunks listed in the page.
 */
function afterLargestPaint(html, route, sheets, bootFileOf, integrityOf) {
  if (html.includes('data-after-paint')) return html;
  const payload = [];
  html = html.replace(PAYLOAD_SCRIPT, (_, content) => (payload.push(content), ''));
  if (payload.length === 0) fail(route, "found no inline script of Next's payload");
  html = html.replace(CHUNK_REGISTRATION, (_, content) => (payload.push(content), ''));
  const chunks = [];
  html = html.replace(
    /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async="" integrity="([^"]+)"><\/script>/g,
    (_, src, integrity) => (chunks.push([src, integrity]), ''),
  );
  if (chunks.length === 0)
    fail(route, 'found no async /_next/static chunk to load after the largest paint');
  html = html.replace(/<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^>]*>/g, '');
  // With Skew Protection, Next asks for every file of the deployment with its
  // id (`?dpl=…`), so that a page finds its own deployment's files after the
  // next deploy; the boot file goes the same way.
  const deploymentQuery = /\?.*$/.exec(chunks[0][0])?.[0] ?? '';
  const boot = `${bootFileOf(`${payload.join(';\n')};\n${insertScriptsCall(chunks)}\n`)}${deploymentQuery}`;
  const loader = afterPaintScript([boot, integrityOf(boot)], sheets);
  if (!html.includes('</body>')) fail(route, 'has no </body> for the chunk loader');
  return html.replace('</body>', `<script data-after-paint="">${loader}</script></body>`);
}

/** `ref` of a stylesheet at `href`, as an absolute path with its query. */
function absolutePath(ref, href) {
  const url = new URL(ref, `https://site${href}`);
  return `${url.pathname}${url.search}`;
}

/** Next's stylesheet link of a page, as it writes it. */
const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css(?:\?[^"]*)?)" data-precedence="([^"]+)"\/>/g;

/**
 * The page's stylesheets inline, so its first frame waits for no other
 * request (one round trip less on a phone's connection). Their links go to
 * the loader (afterLargestPaint), which inserts them for React to adopt.
 * `url()`s are made absolute: the rules now live in the page.
 */
function inlineStylesheets(html, route, cssOf) {
  const sheets = [];
  if (html.includes('data-inlined-from=')) return { html, sheets };
  const links = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)?.length ?? 0;
  html = html.replace(STYLESHEET, (_, href, precedence) => {
    sheets.push([href, precedence]);
    const css = cssOf(href).replace(/url\((["']?)([^)"']+)\1\)/g, (match, quote, ref) =>
      /^(data:|[a-z]+:|\/|#)/i.test(ref)
        ? match
        : `url(${quote}${absolutePath(ref, href)}${quote})`,
    );
    if (/<\/style/i.test(css)) fail(route, `${href} cannot be inlined: it contains </style`);
    return `<style data-inlined-from="${href}">${css}</style>`;
  });
  // A page without styles (Next's global error page) has none; one it cannot read fails.
  if (sheets.length !== links)
    fail(route, `could inline ${sheets.length} of its ${links} stylesheets`);
  return { html, sheets };
}

/** A chunk as Next writes it; the pinning rewrites exactly this markup. */
const staticScriptOf = (tag) =>
  /\s(?:src|href)="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/.exec(tag)?.[1];

/**
 * The `<script>` and `<link>` tags of the markup, in any spelling, outside
 * script content (an inline script may quote markup).
 */
const markupTags = (html) =>
  html.replace(SCRIPT, '<script$1>').match(/<(?:script|link)\b[^>]*>/gi) ?? [];

/**
 * The tags a browser would run a `/_next/static` script from without an
 * `integrity`.
 */
const unpinnedScripts = (html) =>
  markupTags(html).filter(
    (tag) =>
      (/^<script/i.test(tag) || /\s(?:as=["']?script|rel=["']?modulepreload)/i.test(tag)) &&
      /\s(?:src|href)\s*=\s*["']?[^"'\s>]*\/_next\/static\//i.test(tag) &&
      !/\sintegrity=["']?[^"'\s>]/i.test(tag),
  );

/** Next's `noModule` polyfill script, as it writes it. */
const NO_MODULE_SCRIPT =
  /<script src="\/_next\/static\/[^"]+\.js(?:\?[^"]*)?" noModule=""><\/script>/g;

/**
 * Pins one prerendered page: without the polyfills for browsers without modules, its stylesheets inline, an `integrity` on every
 * `/_next/static` script and preload, its payload, chunks and stylesheet links
 * behind the loader, and the hashes its policy must allow: sha256 of each
 * inline script and sha384 of each script the markup itself loads. What the
 * loader inserts needs none: 'strict-dynamic' trusts what a trusted script
 * inserts, and each keeps its integrity. Idempotent.
 * @param {string} html
 * @param {{
 *   route: string;
 *   integrityOf: (src: string) => string;
 *   cssOf: (href: string) => string;
 *   bootFileOf: (content: string) => string;
 * }} options `bootFileOf` keeps a page's boot file in the build and says its `/_next/static` URL
 * @returns {{ html: string; hashes: string[] }}
 */
export function pinPage(html, { route, integrityOf, cssOf, bootFileOf }) {
  // Next's polyfills for browsers without ES modules: every browser Next 16
  // supports has them and skips the tag, which cost the first round trip its
  // bytes and the policy a hash.
  html = html.replace(NO_MODULE_SCRIPT, '');
  const inlined = inlineStylesheets(html, route, cssOf);
  html = inlined.html;
  // External chunks and their preloads: pinned with SRI.
  html = html.replace(/<(script|link)\b[^>]*>/g, (tag, name) => {
    const src = staticScriptOf(tag);
    const isScript =
      name === 'script' || /\sas="script"/.test(tag) || /\srel="modulepreload"/.test(tag);
    if (!src || !isScript || /\sintegrity="/.test(tag)) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrityOf(src)}"${end}`);
  });
  html = afterLargestPaint(html, route, inlined.sheets, bootFileOf, integrityOf);
  const unpinned = unpinnedScripts(html);
  if (unpinned.length) {
    fail(route, `left ${unpinned.length} /_next/static script(s) unpinned: ${unpinned[0]}`);
  }
  const hashes = new Set();
  // The scripts the markup itself loads.
  for (const tag of markupTags(html)) {
    const integrity = staticScriptOf(tag) && /\sintegrity="([^"]+)"/.exec(tag)?.[1];
    if (integrity) hashes.add(`'${integrity}'`);
  }
  // Inline scripts: hashed. JSON-LD and other data blocks never run, so they need none.
  let read = 0;
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    read++;
    if (/\ssrc=/.test(attributes) || content === '') continue;
    const type = /\stype="([^"]+)"/.exec(attributes)?.[1];
    if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
    hashes.add(`'sha256-${digest('sha256', content)}'`);
  }
  const tags = html.match(/<script\b/g)?.length ?? 0;
  if (read !== tags) fail(route, `could read ${read} of its ${tags} <script> elements`);
  return { html, hashes: [...hashes].sort() };
}
