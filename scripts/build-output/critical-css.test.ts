/** @jest-environment jsdom */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import postcss from 'postcss';
import { cssOf, pinnedFixture } from './__fixtures__/next-output';

/**
 * scripts/build-output/critical-css.mjs in the Node that runs the build: its dependencies
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
  "html[data-consent='set'] dialog[data-prepainted],html[data-scripts-failed] dialog[data-prepainted]{display:none}" +
  '.bar{width:var(--progress)}' +
  ':where(.space-y-3>:not(:last-child)){margin-block-end:12px}' +
  ':where(.space-y-4>:not(:last-child)){margin-block-end:16px}' +
  '@media (hover:hover){:is(:where(.group):hover .group-hover\\:bg-accent){background:gold}' +
  ':is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}}' +
  '.has-\\[\\:checked\\]\\:ring:has(:checked){outline:1px solid}' +
  '.has-\\[\\:checked\\]\\:border:has(:checked){border:1px solid}' +
  'dialog[data-prepainted]:not(:has(>[data-end])){visibility:hidden}' +
  '.not-has-\\[\\>figcaption\\]\\:invisible:not(:has(>figcaption)){visibility:hidden}' +
  '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><style data-inlined-from="/_next/static/chunks/site.css">${CSS}</style>` +
  '<noscript><style>dialog[data-prepainted]{display:none}</style></noscript></head>' +
  `<body>${body}</body></html>`;

const inlineOf = (html: string) =>
  /<style data-inlined-from="[^"]+">([\s\S]*?)<\/style>/.exec(html)![1]!;

describe('withCriticalCss', () => {
  const markup =
    '<dialog data-prepainted="" open>Cookies</dialog><h1>Mathe</h1>' +
    '<div class="card md:flex">x</div><div class="bar" style="--progress:40%"></div>' +
    '<ul class="space-y-3"><li>a</li><li>b</li></ul>' +
    '<a class="group"><span class="group-hover:bg-accent">c</span></a>' +
    '<label class="has-[:checked]:ring"><input type="radio"></label>';

  it('keeps the rules the markup uses, hover and media queries included, and drops the others', async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    expect(css).toContain('h1{color:var(--color-brand)}');
    expect(css).toContain('.card:hover{color:red}');
    expect(css).toMatch(/@media \(min-width:48rem\)\{\.md\\:flex\{display:flex\}\}/);
    expect(css).not.toContain('menu-open');
  });

  it('matches `:where()` and `:is()` rules by what they wrap: kept where the markup uses them, dropped elsewhere', async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    expect(css).toContain(':where(.space-y-3>:not(:last-child)){margin-block-end:12px}');
    expect(css).toContain(':is(:where(.group):hover .group-hover\\:bg-accent){background:gold}');
    expect(css).not.toContain('space-y-4');
    expect(css).not.toContain('group-hover\\:underline');
  });

  it('keeps a rule by what its unevaluable pseudo-classes leave: `:has()` and `:not()` never drop it', async () => {
    const css = inlineOf(await withCriticalCss(page(markup)));
    // No box is checked in the markup, but a click checks one before the whole stylesheet may have come.
    expect(css).toContain('.has-\\[\\:checked\\]\\:ring:has(:checked){outline:1px solid}');
    expect(css).toContain('dialog[data-prepainted]:not(:has(>[data-end])){visibility:hidden}');
    expect(css).not.toContain('has-\\[\\:checked\\]\\:border');
  });

  it('finds a class name that React writes with a reference (`&gt;`, `&amp;`)', async () => {
    const css = inlineOf(
      await withCriticalCss(
        page(
          '<figure class="not-has-[&gt;figcaption]:invisible"><figcaption>Beispiel</figcaption></figure>' +
            '<details><summary class="[&amp;::-webkit-details-marker]:hidden">Frage</summary></details>',
        ),
      ),
    );
    expect(css).toContain(
      '.not-has-\\[\\>figcaption\\]\\:invisible:not(:has(>figcaption)){visibility:hidden}',
    );
    expect(css).toContain('-webkit-details-marker{display:none}');
  });

  it('keeps the rule the consent hint and a failed script switch on, both its selectors', async () => {
    expect(inlineOf(await withCriticalCss(page(markup)))).toMatch(
      /html\[data-consent=["']?set["']?\] dialog\[data-prepainted\],html\[data-scripts-failed\] dialog\[data-prepainted\]\{display:none\}/,
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

  it('keeps only the allowed rule for a page that uses no other', async () => {
    expect(inlineOf(await withCriticalCss(page('<p>nichts</p>')))).toBe(
      '@layer properties;@layer theme,base;' +
        "html[data-consent='set'] dialog[data-prepainted],html[data-scripts-failed] dialog[data-prepainted]{display:none}",
    );
  });
});

describe('withCriticalCss on the page Next built (__fixtures__/)', () => {
  /** The selector's class name, if it is one class alone (`.md\\:flex`), unescaped. */
  const loneClass = (selector: string) =>
    /^\.((?:\\[0-9a-f]{1,6}\s?|\\.|[\w-])+)$/i
      .exec(selector)?.[1]!
      .replace(/\\([0-9a-f]{1,6}\s?|.)/gi, (_, escaped: string) =>
        /^[0-9a-f]+\s?$/i.test(escaped) && escaped.trim().length > 1
          ? String.fromCodePoint(parseInt(escaped, 16))
          : escaped,
      );
  /** `selector → declarations` of every rule of `css` whose selector is one class alone. */
  const classRules = (css: string) => {
    const rules = new Map<string, string>();
    postcss.parse(css).walkRules((rule) => {
      const name = loneClass(rule.selector);
      if (name) rules.set(name, rule.nodes.map(String).join(';'));
    });
    return rules;
  };

  it('inlines the rules of exactly the classes the page uses, a fraction of the stylesheet', async () => {
    const pinned = pinnedFixture().html;
    const critical = await withCriticalCss(pinned);
    const parsed = new DOMParser().parseFromString(critical, 'text/html');
    const style = parsed.querySelector('style[data-inlined-from]')!;
    const whole = cssOf(style.getAttribute('data-inlined-from')!);
    const used = new Set(
      [...parsed.querySelectorAll('[class]')].flatMap((node) => [...node.classList]),
    );
    const inWhole = classRules(whole);
    const inline = classRules(style.textContent!);
    const usedInWhole = [...inWhole.keys()].filter((name) => used.has(name));
    expect(usedInWhole.length).toBeGreaterThan(20);
    expect([...inline.keys()].sort()).toEqual(usedInWhole.sort());
    expect(inWhole.size).toBeGreaterThan(2 * usedInWhole.length);
    expect(style.textContent!.length).toBeLessThan(whole.length / 2);
    // Only the rules change.
    const outside = (html: string) => html.replace(/<style data-inlined-from[\s\S]*?<\/style>/, '');
    expect(outside(critical)).toBe(outside(pinned));
  });
});
