import { digest, pinPage } from './pin-page.mjs';

const integrityOf = (src: string) => `sha384-of-${src.split('/').pop()}`;
const CSS =
  '@font-face{src:url(../media/inter.woff2)}body{background:url("data:,x")}main{color:red}';
const cssOf = (href: string) => (href === '/_next/static/chunks/site.css' ? CSS : '');
const pin = (html: string) => pinPage(html, { route: '/de/kontakt', integrityOf, cssOf });
const sha256 = (content: string) => `'sha256-${digest('sha256', content)}'`;

const PAYLOAD = 'self.__next_f=self.__next_f||[]';
/** A prerendered page as Next 16 writes it, reduced to what pin-scripts reads. */
const page = ({ head = '', body = '' } = {}) =>
  `<!DOCTYPE html><html><head>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<script src="/_next/static/chunks/main.js" async=""></script>` +
  `<script src="/_next/static/chunks/legacy.js" noModule=""></script>${head}</head>` +
  `<body><main>Kontakt</main><script>${PAYLOAD}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>${body}</body></html>`;

describe('pinPage', () => {
  it('pins every chunk, loads them after the first paint and hashes every inline script', () => {
    const { html, hashes } = pin(page());
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/main\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('["/_next/static/chunks/main.js","sha384-of-main.js"]');
    expect(html).toContain('noModule="" integrity="sha384-of-legacy.js"');
    const loader = /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(hashes).toEqual(
      ["'sha384-of-legacy.js'", "'sha384-of-main.js'", sha256(PAYLOAD), sha256(loader)].sort(),
    );
  });

  it('inlines the stylesheet and leaves its link to React, loading without holding the paint', () => {
    const { html } = pin(page());
    expect(html).toContain(
      '<style data-inlined-from="/_next/static/chunks/site.css">' +
        '@font-face{src:url(/_next/static/media/inter.woff2)}body{background:url("data:,x")}main{color:red}' +
        '</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print"/>',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(() => pin(page().replace('data-precedence', 'data-order'))).toThrow(
      'could inline 0 of its 1 stylesheets',
    );
    const unstyled = page().replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(pin(unstyled).html).not.toContain('<style');
    const closing = (href: string) => (href.endsWith('.css') ? 'a{}</style><script>' : '');
    expect(() => pinPage(page(), { route: '/x', integrityOf, cssOf: closing })).toThrow(
      'cannot be inlined',
    );
  });

  it('is idempotent', () => {
    const once = pin(page());
    expect(pin(once.html)).toEqual(once);
  });

  it('fails on a page whose chunks it does not find', () => {
    const deferred = page().replace('async=""', 'defer=""');
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
    expect(() => pin(unclosed)).toThrow(/could read 4 of its 5 <script> elements/);
  });

  it("fails on a page without Next's inline scripts", () => {
    expect(() => pin(page().replace(`<script>${PAYLOAD}</script>`, ''))).toThrow(
      /found no inline script of Next/,
    );
  });
});
