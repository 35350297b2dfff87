import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * scripts/critical-css.mjs in the Node that runs the build: its dependencies
 * are ES modules, which this Jest (CommonJS) cannot load.
 */
const withCriticalCss = async (html: string) =>
  execFileSync(
    process.execPath,
    [
      '-e',
      `import(${JSON.stringify(join(__dirname, 'critical-css.mjs'))}).then(async ({ withCriticalCss }) =>
        process.stdout.write(await withCriticalCss(require('node:fs').readFileSync(0, 'utf8'))))`,
    ],
    { input: html, encoding: 'utf8' },
  );

/** Tailwind's defaults for browsers without `@property`, as it writes them. */
const OLD_BROWSERS =
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ' +
  '((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-shadow:0 0 #0000}}}';
const CSS =
  OLD_BROWSERS +
  '@layer theme,base;' +
  ':root{--color-brand:#4338ca;--color-unused:#f00;--spacing:.25rem}' +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-unread{syntax:"*";inherits:false}' +
  'h1{color:var(--color-brand)}' +
  '.card{padding:calc(var(--spacing)*4);box-shadow:var(--tw-shadow)}' +
  '.card:hover{color:red}' +
  '@media (min-width:48rem){.md\\:flex{display:flex}.menu-open{display:block}}' +
  '.menu-open{display:block}' +
  "html[data-consent='set'] dialog[data-prepainted]{display:none}" +
  '.bar{width:var(--progress)}' +
  ':where(.space-y-3>:not(:last-child)){margin-block-end:12px}';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style data-inlined-from="/_next/static/chunks/site.css">${CSS}</style>` +
  '<noscript><style>dialog[data-prepainted]{display:none}</style></noscript></head>' +
  `<body>${body}</body></html>`;

const inlineOf = (html: string) =>
  /<style data-inlined-from="[^"]+">([\s\S]*?)<\/style>/.exec(html)![1]!;

describe('withCriticalCss', () => {
  const markup =
    '<dialog data-prepainted="" open>Cookies</dialog><h1>Mathe</h1>' +
    '<div class="card md:flex">x</div><div class="bar" style="--progress:40%"></div>';

  it('keeps the rules the markup uses, hover and media queries included, and drops the others', async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    expect(css).toContain('h1{color:var(--color-brand)}');
    expect(css).toContain('.card:hover{color:red}');
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:flex\{display:flex\}\}/);
    expect(css).not.toContain('menu-open');
  });

  it("keeps the rules whose selector beasties cannot match, Tailwind's space-y-* among them", async () => {
    expect(inlineOf(await withCriticalCss(page(markup)))).toContain(
      ':where(.space-y-3>:not(:last-child)){margin-block-end:12px}',
    );
  });

  it('keeps the rule the consent hint switches on before the first paint', async () => {
    expect(inlineOf(await withCriticalCss(page(markup)))).toMatch(
      /html\[data-consent=["']?set["']?\] dialog\[data-prepainted\]\{display:none\}/,
    );
  });

  it('drops custom properties that nothing left reads, and keeps those read by rules or the markup', async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    expect(css).toContain('--color-brand:#4338ca');
    expect(css).toContain('--spacing:.25rem');
    expect(css).toContain('@property --tw-shadow');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--tw-unread');
    expect(css).toContain('.bar{width:var(--progress)}');
  });

  it("leaves the old browsers' defaults to the whole stylesheet, and the layers in their order", async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    expect(css).not.toContain('@supports');
    expect(css.indexOf('@layer properties;')).toBe(0);
    expect(css).toContain('@layer theme,base');
  });

  it('changes nothing but the inline rules: not the <noscript> style, not the markup', async () => {
    const html = page(markup);
    const critical = await withCriticalCss(html);
    const outside = (text: string) => text.replace(/<style data-inlined-from[\s\S]*?<\/style>/, '');
    expect(outside(critical)).toBe(outside(html));
    expect(await withCriticalCss(critical)).toBe(critical);
  });

  it('keeps only the allowed rules for a page that uses no other', async () => {
    expect(inlineOf(await withCriticalCss(page('<p>nichts</p>')))).toBe(
      '@layer properties;@layer theme,base;' +
        "html[data-consent='set'] dialog[data-prepainted]{display:none}" +
        ':where(.space-y-3>:not(:last-child)){margin-block-end:12px}',
    );
  });
});
