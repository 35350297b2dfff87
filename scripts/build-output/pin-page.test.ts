/** @jest-environment jsdom */
import { contentSecurityPolicy } from '@/lib/http/security-headers';
import * as fixture from './__fixtures__/next-output';
import { digest, pinPage } from './pin-page.mjs';
import {
  afterPaintLoads,
  bootFileLoads,
  loaderOf as findLoader,
  standInBrowser,
} from './stand-in-browser.mjs';

const integrityOf = (src: string) => `sha384-of-${src.split('/').pop()}`;
const CSS =
  '@font-face{src:url(../media/inter.woff2)}body{background:url("data:,x")}main{color:red}';
const cssOf = (href: string) => (href === '/_next/static/chunks/site.css' ? CSS : '');
/** The payload files pinPage asked for, by content. */
const payloads: string[] = [];
const bootFileOf = (content: string) => (payloads.push(content), '/_next/static/chunks/boot/p.js');
const pin = (html: string) =>
  pinPage(html, { route: '/de/kontakt', integrityOf, cssOf, bootFileOf });
const sha256 = (content: string) => `'sha256-${digest('sha256', content)}'`;

const PAYLOAD = '(self.__next_f=self.__next_f||[]).push([0])';
/** Turbopack's registration of the page's chunks. */
const REGISTRATION =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/main.js"]})';
/** An inline script of our own, which must run before the first paint. */
const HINT = 'document.documentElement.dataset.consent="open"';
/** A prerendered page as Next 16 writes it, reduced to what pin-scripts reads. */
const page = ({ head = '', body = '' } = {}) =>
  `<!DOCTYPE html><html><head>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<script src="/_next/static/chunks/main.js" async=""></script>` +
  `<script src="/_next/static/chunks/page.js" async=""></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script>${head}` +
  `<script id="_R_">${REGISTRATION}</script></head>` +
  `<body><main>Kontakt</main><script>${PAYLOAD}</script>` +
  `<script>self.__next_f.push([1,"0:{}"])</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>${body}</body></html>`;

describe('pinPage', () => {
  it('pins every chunk, moves the payload and the chunks to the boot file and hashes what the markup runs', () => {
    payloads.length = 0;
    const { html, hashes } = pin(page({ head: `<script>${HINT}</script>` }));
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/main\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toContain('main.js');
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatch(
      /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\nself\.__next_f\.push\(\[1,"0:\{\}"\]\);\n/,
    );
    // Turbopack's registration of the chunks, before them.
    expect(payloads[0]).toContain(`;\n${REGISTRATION};\n(function(`);
    expect(html).not.toContain('TURBOPACK');
    expect(payloads[0]).toContain(
      '([["/_next/static/chunks/main.js","sha384-of-main.js"],["/_next/static/chunks/page.js","sha384-of-page.js"]]);',
    );
    expect(afterPaintLoads(html)).toContainEqual({
      tag: 'script',
      src: '/_next/static/chunks/boot/p.js',
      integrity: 'sha384-of-p.js',
      async: true,
    });
    // The polyfills of browsers without modules, which no browser Next supports runs.
    expect(html).not.toContain('legacy.js');
    const loader = findLoader(html) ?? '';
    // What the loader inserts is trusted through 'strict-dynamic': no hash of its own.
    expect(hashes).toEqual([sha256(HINT), sha256(loader)].sort());
  });

  it('inlines the stylesheet and hands its link to the loader, for React to adopt', () => {
    const { html } = pin(page());
    expect(html).toContain(
      '<style data-inlined-from="/_next/static/chunks/site.css">' +
        '@font-face{src:url(/_next/static/media/inter.woff2)}body{background:url("data:,x")}main{color:red}' +
        '</style>',
    );
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
    expect(afterPaintLoads(html)[0]).toEqual({
      tag: 'link',
      rel: 'stylesheet',
      href: '/_next/static/chunks/site.css',
      precedence: 'next',
    });
    expect(() => pin(page().replace('data-precedence', 'data-order'))).toThrow(
      'could inline 0 of its 1 stylesheets',
    );
    const unstyled = page().replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(pin(unstyled).html).not.toContain('<style');
    const closing = (href: string) => (href.endsWith('.css') ? 'a{}</style><script>' : '');
    expect(() => pinPage(page(), { route: '/x', integrityOf, cssOf: closing, bootFileOf })).toThrow(
      'cannot be inlined',
    );
  });

  describe('the loader and the boot file', () => {
    const loaderOf = (html: string) => findLoader(html)!;
    const stylesheet = {
      tag: 'link',
      rel: 'stylesheet',
      href: '/_next/static/chunks/site.css',
      precedence: 'next',
    };
    const script = (src: string, integrity: string) => ({
      tag: 'script',
      src,
      integrity,
      async: true,
    });
    const inserted = [stylesheet, script('/_next/static/chunks/boot/p.js', 'sha384-of-p.js')];

    it('inserts the whole stylesheet and the boot file once the browser reports the LCP, once', () => {
      const browser = standInBrowser(loaderOf(pin(page()).html));
      expect(browser.frames).toHaveLength(0);
      expect(browser.inserted).toEqual([]);
      browser.lcp();
      // The boot file from a task of its own.
      expect(browser.inserted).toEqual([stylesheet]);
      browser.runTasks();
      expect(browser.inserted).toEqual(inserted);
      browser.lcp();
      for (const [timer] of browser.timers) timer();
      browser.runTasks();
      expect(browser.inserted).toEqual(inserted);
    });

    it('waits for the first frame where the browser reports no LCP', () => {
      const browser = standInBrowser(loaderOf(pin(page()).html), { reportsLcp: false });
      expect(browser.frames).toHaveLength(1);
      expect(browser.inserted).toEqual([]);
      browser.frames[0]!();
      browser.runTasks();
      expect(browser.inserted).toEqual(inserted);
    });

    it('inserts everything on its last timer in a tab that never paints', () => {
      const browser = standInBrowser(loaderOf(pin(page()).html));
      expect(browser.timers.map(([, delay]) => delay)).toEqual([3000]);
      browser.timers[0]![0]();
      browser.runTasks();
      expect(browser.inserted).toEqual(inserted);
    });

    it('the boot file hands Next its payload, then inserts each chunk from a task of its own, async as Next wrote them', () => {
      payloads.length = 0;
      pin(page());
      const boot = standInBrowser(payloads[0]!);
      expect(boot.payload).toEqual([[0], [1, '0:{}']]);
      expect(boot.timers.map(([, delay]) => delay)).toEqual([0, 0]);
      boot.timers.shift()![0]();
      const main = script('/_next/static/chunks/main.js', 'sha384-of-main.js');
      expect(boot.inserted).toEqual([main]);
      boot.runTasks();
      expect(boot.inserted).toEqual([
        main,
        script('/_next/static/chunks/page.js', 'sha384-of-page.js'),
      ]);
    });
  });

  it('is idempotent', () => {
    const once = pin(page());
    expect(pin(once.html)).toEqual(once);
  });

  it('fails on a page whose chunks it does not find', () => {
    const deferred = page().replaceAll('async=""', 'defer=""');
    expect(() => pin(deferred)).toThrow(
      /\/de\/kontakt: found no async \/_next\/static chunk.*Next's markup has probably changed/,
    );
  });

  it('fails on a /_next/static script it would leave unpinned', () => {
    for (const late of [
      '<script src=/_next/static/chunks/late.js></script>',
      "<script defer src='/_next/static/chunks/late.js'></script>",
      '<link rel=modulepreload href="/_next/static/chunks/late.js">',
    ]) {
      expect(() => pin(page({ body: late }))).toThrow(
        /left 1 \/_next\/static script\(s\) unpinned: <(script|link)/,
      );
    }
  });

  it('pins module preloads and leaves other static files alone', () => {
    const { html } = pin(
      page({
        head:
          '<link rel="modulepreload" href="/_next/static/chunks/late.js">' +
          '<link rel="preload" href="/_next/static/media/inter.woff2" as="font">',
      }),
    );
    expect(html).toContain('rel="modulepreload" href="/_next/static/chunks/late.js" integrity=');
    expect(html).toContain('<link rel="preload" href="/_next/static/media/inter.woff2" as="font">');
  });

  it('fails on script elements its expressions cannot read', () => {
    const unclosed = page({ body: '<script>self.__next_f.push([1,"x"])</SCRIPT>' });
    expect(() => pin(unclosed)).toThrow(/could read 2 of its 3 <script> elements/);
  });

  it("fails on a page without Next's inline scripts", () => {
    const withoutPayload = page().replace(/<script>(\(self|self)\.__next_f[^<]*<\/script>/g, '');
    expect(() => pin(withoutPayload)).toThrow(/found no inline script of Next's payload/);
  });
});

describe('pinPage on the page Next built (__fixtures__/)', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const pinned = fixture.pinnedFixture();
  const before = parse(fixture.nextHtml);
  const after = parse(pinned.html);
  const inlineScripts = (document: Document) =>
    [...document.querySelectorAll('script:not([src])')].filter(
      (script) => !script.getAttribute('type') && script.textContent !== '',
    );

  it('allows by hash exactly the inline scripts the page runs, in the policy the proxy sends', () => {
    const inline = inlineScripts(after).map((script) => sha256(script.textContent!));
    expect(inline.length).toBeGreaterThan(1);
    expect(pinned.hashes).toEqual([...new Set(inline)].sort());
    const policy = contentSecurityPolicy({ scriptHashes: pinned.hashes, production: true });
    const scriptSrc = /(?:^|;\s*)script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSrc.filter((source) => source.startsWith("'sha"))).toEqual(pinned.hashes);
    expect(scriptSrc).toContain("'strict-dynamic'");
  });

  it('leaves the markup no script file, preload or stylesheet link of its own', () => {
    expect(before.querySelectorAll('script[src]').length).toBeGreaterThan(3);
    expect(
      after.querySelectorAll('script[src], link[as="script"], link[rel="stylesheet"]'),
    ).toHaveLength(0);
    const [href] = [...before.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(after.querySelector('style[data-inlined-from]')?.getAttribute('data-inlined-from')).toBe(
      href,
    );
    expect(after.querySelector('style[data-inlined-from]')?.textContent).toBe(fixture.cssOf(href!));
  });

  it('moves the payload and the chunk registration to the boot file, which hands Next the same', () => {
    const nextsOwn = inlineScripts(before).filter((script) =>
      /__next_f|TURBOPACK/.test(script.textContent!),
    );
    expect(nextsOwn.length).toBeGreaterThan(1);
    const asNext = standInBrowser(nextsOwn.map((script) => script.textContent).join(';\n'));
    expect(
      inlineScripts(after).filter((script) => /__next_f|TURBOPACK/.test(script.textContent!)),
    ).toEqual([]);
    const [boot] = [...pinned.bootFiles.values()];
    const booted = bootFileLoads(boot!);
    expect(booted.payload).toEqual(asNext.payload);
    expect(booted.turbopack).toEqual(asNext.turbopack());
    expect(booted.payload.length).toBeGreaterThan(1);
  });

  it('loads the stylesheet and the boot file after the largest paint, and the boot file every chunk Next listed', () => {
    const browser = standInBrowser(findLoader(pinned.html)!);
    expect(browser.inserted).toEqual([]);
    expect(browser.frames).toEqual([]);
    browser.lcp();
    browser.runTasks();
    const [src, boot] = [...pinned.bootFiles][0]!;
    const link = before.querySelector('link[rel="stylesheet"]')!;
    expect(browser.inserted).toEqual([
      {
        tag: 'link',
        rel: 'stylesheet',
        href: link.getAttribute('href'),
        precedence: link.getAttribute('data-precedence'),
      },
      { tag: 'script', src, integrity: `sha384-${digest('sha384', boot)}`, async: true },
    ]);
    const chunks = [...before.querySelectorAll('script[src][async]')].map((script) => {
      const chunk = script.getAttribute('src')!;
      return { tag: 'script', src: chunk, integrity: pinned.integrityOf(chunk), async: true };
    });
    expect(bootFileLoads(boot).inserted).toEqual(chunks);
  });

  it('is idempotent on it', () => {
    const again = pinPage(pinned.html, {
      route: fixture.route,
      integrityOf: pinned.integrityOf,
      cssOf: fixture.cssOf,
      bootFileOf: () => {
        throw new Error('a pinned page has no payload left to move');
      },
    });
    expect(again).toEqual({ html: pinned.html, hashes: pinned.hashes });
  });
});
