// The part of scripts/pin-scripts.mjs that cuts a page's inline stylesheet to
// the rules its own markup uses, so that the HTML's first round trip (ten TCP
// segments) carries the first frame: with the whole site's stylesheet inline,
// the landings took a second round trip that their static twins did not
// (bench/README.md has the budget and the figures). The whole
// stylesheet still comes from the loader after the LCP, for what the page
// renders once it runs (menus, the checkout's steps, the next page).
import Beasties from 'beasties';

/** The inline stylesheets pin-page writes, by their source. */
const INLINED = /<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g;

const beasties = new Beasties({
  external: false,
  reduceInlineStyles: true,
  // The <noscript> rule must stay where it is, not join the page's styles.
  mergeStylesheets: false,
  keyframes: 'critical',
  compress: true,
  // Kept whatever the markup: a state set on <html> before the first paint by
  // the consent hint (lib/consent/consent.ts), never in the built markup; and the rules
  // whose selector beasties cannot match, as it drops pseudo-classes before
  // matching and so loses what they wrap (Tailwind's `space-y-*` and
  // `divide-y` are `:where(.space-y-3>:not(:last-child))`).
  allowRules: [/data-consent/, /:where\(|:is\(|:has\(/],
  logLevel: 'warn',
});

/**
 * Tailwind's defaults of its `--tw-*` properties for browsers without
 * `@property` (Safari before 16.4, Firefox before 128): an `@supports` block no
 * other browser applies, which the whole stylesheet brings after the LCP. The
 * layer's name stays first, so that the layers keep their order once that
 * stylesheet arrives (an old browser would otherwise rank its defaults above
 * the utilities).
 */
const OLD_BROWSERS_DEFAULTS = /@layer properties\{@supports[^{]*\{(?:[^{}]*\{[^{}]*\})*\}\}/g;

/**
 * Drops the custom properties (Tailwind's theme and `--tw-*`) that nothing
 * left reads: the rules' `var()`s and the markup's inline styles, and the
 * rules this leaves empty. A property may be read by another, so it runs until
 * nothing changes.
 */
function withoutUnreadProperties(css, markup) {
  for (;;) {
    const read = new Set(
      [...`${css} ${markup}`.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name),
    );
    const pruned = css
      .replace(/@property (--[\w-]+)\{[^}]*\}/g, (rule, name) => (read.has(name) ? rule : ''))
      .replace(/([{;])(--[\w-]+):[^;}]*/g, (declaration, before, name) =>
        read.has(name) ? declaration : before,
      )
      .replace(/\{;+/g, '{')
      .replace(/;;+/g, ';')
      .replace(/;\}/g, '}')
      // A rule or block left empty.
      .replace(/[^{};]+\{\}/g, '');
    if (pruned === css) return css;
    css = pruned;
  }
}

/**
 * The page with each inline stylesheet of pin-page reduced to the rules that
 * match its markup (beasties). Only the rules change: beasties serialises the
 * document anew, so its output is read for the rules and never served (a
 * re-serialised page could differ from what React hydrates against).
 * Idempotent.
 * @param {string} html
 * @returns {Promise<string>}
 */
export async function withCriticalCss(html) {
  const reduced = new Map(
    [...(await beasties.process(html)).matchAll(INLINED)].map(([, href, css]) => [href, css]),
  );
  const markup = html.replace(INLINED, '');
  // Beasties removes a stylesheet none of whose rules the page uses.
  return html.replace(
    INLINED,
    (tag, href) =>
      `<style data-inlined-from="${href}">${withoutUnreadProperties(
        (reduced.get(href) ?? '').replace(OLD_BROWSERS_DEFAULTS, '@layer properties;'),
        markup,
      )}</style>`,
  );
}
