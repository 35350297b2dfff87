/** @jest-environment jsdom */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadScriptHashes } from '@/lib/http/script-hashes';
import * as fixture from './__fixtures__/next-output';
import { afterPaintLoads, bootFileLoads } from './stand-in-browser.mjs';

const SCRIPT = join(__dirname, 'pin-scripts.mjs');
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></head>' +
  '<body><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>';

let project: string;
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(project, '.next', path)), { recursive: true });
  writeFileSync(join(project, '.next', path), content);
};
const read = (path: string) => JSON.parse(readFileSync(join(project, '.next', path), 'utf8'));
const pinScripts = () => spawnSync(process.execPath, [SCRIPT], { cwd: project, encoding: 'utf8' });

/** A build folder as `next build` leaves it, with one prerendered page per route. */
function build(routes: Record<string, string | null>) {
  write('BUILD_ID', 'build-1\n');
  write('static/chunks/main.js', 'console.log(1)');
  write('static/chunks/site.css', 'main{color:red}.elsewhere{color:blue}');
  write('server/middleware.js', '');
  write(
    'server/middleware.js.nft.json',
    JSON.stringify({ version: 1, files: ['chunks/proxy.js'] }),
  );
  const manifest: Record<string, { dataRoute: string }> = {};
  for (const [route, html] of Object.entries(routes)) {
    manifest[route] = { dataRoute: `${route}.rsc` };
    if (html !== null) write(`server/app${route}.html`, html);
  }
  write('prerender-manifest.json', JSON.stringify({ routes: manifest }));
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'pin-scripts-'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('scripts/build-output/pin-scripts.mjs', () => {
  it("writes each page's hashes with the build's id into the proxy's file trace", () => {
    build({ '/de/kontakt': PAGE });
    const run = pinScripts();
    expect(run.status).toBe(0);
    const hashes = read('script-hashes.json');
    expect(hashes.buildId).toBe('build-1');
    // The loader's hash; the scripts it inserts are trusted through 'strict-dynamic'.
    expect(hashes.pages['/de/kontakt']).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(read('server/middleware.js.nft.json').files).toEqual([
      'chunks/proxy.js',
      '../script-hashes.json',
      '../BUILD_ID',
    ]);
  });

  it("records each page's ETag: a digest of the bytes it serves, different for different pages", () => {
    build({ '/de/kontakt': PAGE, '/ch/kontakt': PAGE.replace('<html>', '<html lang="de-CH">') });
    expect(pinScripts().status).toBe(0);
    const { etags } = read('script-hashes.json');
    const served = readFileSync(join(project, '.next/server/app/de/kontakt.html'));
    expect(etags['/de/kontakt']).toBe(`"${createHash('sha256').update(served).digest('base64')}"`);
    expect(etags['/ch/kontakt']).toMatch(/^"[A-Za-z0-9+/]{43}="$/);
    expect(etags['/ch/kontakt']).not.toBe(etags['/de/kontakt']);
    // Pinned again (idempotent), a page keeps its ETag.
    expect(pinScripts().status).toBe(0);
    expect(read('script-hashes.json').etags).toEqual(etags);
  });

  it("keeps each page's payload and chunk list as an immutable boot file of the build, loaded with its hash", () => {
    build({ '/de/kontakt': PAGE, '/ch/kontakt': PAGE.replace('<html>', '<html lang="de-CH">') });
    expect(pinScripts().status).toBe(0);
    const html = readFileSync(join(project, '.next/server/app/de/kontakt.html'), 'utf8');
    expect(html).not.toContain('__next_f');
    const [boot] = afterPaintLoads(html).filter((load) => load.tag === 'script');
    const { src, integrity } = boot as { src: string; integrity: string };
    // Under chunks/, which Vercel serves immutable as it does Next's own chunks.
    expect(src).toMatch(/^\/_next\/static\/chunks\/boot\/[0-9a-f]{20}\.js$/);
    const file = readFileSync(join(project, '.next', src.replace('/_next/', '')));
    expect(file.toString()).toMatch(
      /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\nself\.__next_f\.push\(\[1,"0:\{\}"\]\);\n/,
    );
    expect(file.toString()).toContain('[["/_next/static/chunks/main.js","sha384-');
    expect(integrity).toBe(`sha384-${createHash('sha384').update(file).digest('base64')}`);
    // The same payload, the same file, for both countries' pages.
    const swiss = readFileSync(join(project, '.next/server/app/ch/kontakt.html'), 'utf8');
    expect(swiss).toContain(src);
  });

  it("writes the pinned not-found and the site's error page over Next's pages for a 404 and a 500", () => {
    const notFound = PAGE.replace('<body>', '<body><main>Diese Seite gibt es leider nicht</main>');
    const nextError = PAGE.replace('<body>', '<body><h1>This page couldn’t load</h1>');
    const siteError = PAGE.replace('<body>', '<body><h1>Etwas ist schiefgelaufen</h1>');
    build({
      '/_not-found': notFound,
      '/_global-error': nextError,
      '/fehler': siteError,
      '/de/kontakt': PAGE,
    });
    // Next copies both pages unpinned for the Pages Router's 404 and 500.
    write('server/pages/404.html', notFound);
    write('server/pages/500.html', nextError);
    write(
      'server/pages-manifest.json',
      JSON.stringify({ '/404': 'pages/404.html', '/500': 'pages/500.html' }),
    );
    expect(pinScripts().status).toBe(0);
    const file = (path: string) => readFileSync(join(project, '.next/server', path), 'utf8');
    expect(file('pages/404.html')).toBe(file('app/_not-found.html'));
    expect(file('pages/500.html')).toBe(file('app/_global-error.html'));
    expect(file('pages/404.html')).toContain('data-after-paint');
    expect(file('pages/404.html')).not.toBe(file('pages/500.html'));
    // Next's built-in English 500 is gone: every 500 of the build is the site's error page.
    expect(file('app/_global-error.html')).toBe(file('app/fehler.html'));
    expect(file('pages/500.html')).toContain('Etwas ist schiefgelaufen');
    expect(read('script-hashes.json').pages['/_global-error']).toEqual(
      read('script-hashes.json').pages['/fehler'],
    );
    // Pinned again (idempotent), the 500 stays the same page.
    const pinned = file('pages/500.html');
    expect(pinScripts().status).toBe(0);
    expect(file('pages/500.html')).toBe(pinned);
  });

  it("fails the build when Next's 500 is there but not the site's error page", () => {
    build({ '/_global-error': PAGE, '/de/kontakt': PAGE });
    const run = pinScripts();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("fehler.html is missing: the 500 would be Next's English page");
  });

  it("keeps Next's deployment id (Skew Protection) on every chunk, stylesheet and the boot file", () => {
    const query = '?dpl=dpl_2Xb9';
    build({
      '/de/kontakt': PAGE.replace('site.css"', `site.css${query}"`).replace(
        'main.js"',
        `main.js${query}"`,
      ),
    });
    const run = pinScripts();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const html = readFileSync(join(project, '.next/server/app/de/kontakt.html'), 'utf8');
    expect(html).toContain(`<style data-inlined-from="/_next/static/chunks/site.css${query}">`);
    const [boot] = afterPaintLoads(html).filter((load) => load.tag === 'script');
    const { src, integrity } = boot as { src: string; integrity: string };
    expect(src).toMatch(/^\/_next\/static\/chunks\/boot\/[0-9a-f]{20}\.js\?dpl=dpl_2Xb9$/);
    const file = readFileSync(join(project, '.next', src.replace('/_next/', '').split('?')[0]!));
    expect(integrity).toBe(`sha384-${createHash('sha384').update(file).digest('base64')}`);
    expect(file.toString()).toContain(`[["/_next/static/chunks/main.js${query}","sha384-`);
  });

  it('inlines only the rules the page uses', () => {
    build({ '/de/kontakt': PAGE.replace('<body>', '<body><main>Kontakt</main>') });
    expect(pinScripts().status).toBe(0);
    const html = readFileSync(join(project, '.next/server/app/de/kontakt.html'), 'utf8');
    expect(html).toContain(
      '<style data-inlined-from="/_next/static/chunks/site.css">main{color:red}</style>',
    );
  });

  it('fails the build when the proxy has no trace to carry the hash set', () => {
    build({ '/de/kontakt': PAGE });
    rmSync(join(project, '.next/server/middleware.js.nft.json'));
    const run = pinScripts();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /middleware\.js\.nft\.json is missing: the hash set would not be deployed/,
    );
  });

  it('fails the build when a prerendered page is left without hashes', () => {
    build({ '/de/kontakt': PAGE, '/de/agb': null });
    const run = pinScripts();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/no HTML pinned for the prerendered page\(s\) \/de\/agb/);
  });

  it('fails the build when a page has markup it does not understand', () => {
    build({ '/de/kontakt': PAGE.replace('async=""', 'defer=""') });
    const run = pinScripts();
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/\/de\/kontakt: found no async \/_next\/static chunk/);
  });
});

describe('what would render a pinned page anew', () => {
  /** Every source file of the site's server and pages. */
  function* sources(dir: string): Generator<string> {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* sources(path);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
    }
  }

  it('is nowhere in the code: no revalidation, no time-based regeneration, no draft mode', () => {
    // A regeneration (on Vercel: the prerender's function called past its file) renders
    // Next's unpinned HTML, which cannot run under the page's policy.
    const root = join(__dirname, '..', '..');
    const found = ['app', 'lib', 'components', 'content']
      .flatMap((dir) => [...sources(join(root, dir))])
      .concat(join(root, 'proxy.ts'))
      .filter((file) =>
        /\b(revalidatePath|revalidateTag|updateTag|unstable_expire\w*|draftMode)\b|export const revalidate\s*=\s*\d/.test(
          readFileSync(file, 'utf8'),
        ),
      );
    expect(found).toEqual([]);
  });
});

describe('scripts/build-output/pin-scripts.mjs on the page Next built (__fixtures__/)', () => {
  it('writes what the proxy reads: the hashes of the inline scripts the page keeps, its ETag, its boot file', () => {
    build({ [fixture.route]: fixture.nextHtml });
    for (const url of fixture.chunkUrls) write(url.replace('/_next/', ''), `/* ${url} */`);
    for (const url of fixture.stylesheetUrls) write(url.replace('/_next/', ''), fixture.cssOf(url));
    const run = pinScripts();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const served = readFileSync(join(project, `.next/server/app${fixture.route}.html`), 'utf8');
    const page = new DOMParser().parseFromString(served, 'text/html');
    const inline = [...page.querySelectorAll('script:not([src]):not([type])')].map(
      (script) => `'sha256-${createHash('sha256').update(script.textContent!).digest('base64')}'`,
    );
    // lib/http/script-hashes.ts, as the proxy and instrumentation.ts load it.
    const loaded = loadScriptHashes(join(project, '.next'));
    expect(loaded.problem).toBeNull();
    expect(loaded.pages[fixture.route]).toEqual([...new Set(inline)].sort());
    expect(loaded.etags[fixture.route]).toBe(
      `"${createHash('sha256').update(served).digest('base64')}"`,
    );
    const [boot] = afterPaintLoads(served).filter((load) => load.tag === 'script');
    const { src, integrity } = boot as { src: string; integrity: string };
    const file = readFileSync(join(project, '.next', src.replace('/_next/', '')));
    expect(integrity).toBe(`sha384-${createHash('sha384').update(file).digest('base64')}`);
    const chunks = bootFileLoads(file.toString()).inserted;
    expect(chunks.map((chunk) => chunk.tag === 'script' && chunk.src)).toEqual(
      [
        ...new DOMParser()
          .parseFromString(fixture.nextHtml, 'text/html')
          .querySelectorAll('script[async][src]'),
      ].map((script) => script.getAttribute('src')),
    );
  });
});
