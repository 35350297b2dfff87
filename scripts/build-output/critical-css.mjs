// The part of scripts/build-output/pin-scripts.mjs that cuts a page's inline stylesheet to
// the rules its own markup uses, so that the HTML's first round trip (ten TCP
// segments) carries the first frame: with the whole site's stylesheet inline,
// the landings took a second round trip that their static twins did not
// (bench/README.md has the budget and the figures). The whole
// stylesheet still comes from the loader after the LCP, for what the page
// renders once it runs (menus, the checkout's steps, the next page).
import Beasties from 'beasties';

/** The inline stylesheets pin-page writes, by their source. */
const INLINED = /<style data-inlined-from="([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * Index of the parenthesis that closes the one opened just before `from`, or
 * -1; escaped characters (`\(` in a class name) are skipped.
 * @param {string} selector
 * @param {number} from
 */
function closingParenthesis(selector, from) {
  let depth = 1;
  for (let i = from; i < selector.length; i++) {
    if (selector[i] === '\\') i++;
    else if (selector[i] === '(') depth++;
    else if (selector[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Whether `selector` has, outside parentheses, a character of `characters`.
 * @param {string} selector
 * @param {RegExp} characters
 */
function atTopLevel(selector, characters) {
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === '\\') i++;
    else if (selector[i] === '(') depth++;
    else if (selector[i] === ')') depth--;
    else if (depth === 0 && characters.test(selector[i])) return true;
  }
  return false;
}

/** Where a compound selector ends: its start or end, or a combinator. */
const COMPOUND_EDGE = /^$|[\s>+~]/;

/**
 * A selector that matches wherever `selector` can match, for beasties to look
 * for in the markup. Beasties drops every pseudo-class with what it wraps, and
 * so never found Tailwind's `:where(.space-y-3>:not(:last-child))` or
 * `:is(:where(.group):hover .group-hover\:bg-accent-400)`: they were kept on
 * every page, used or not (about 210 bytes of /lehrkraefte's gzipped answer).
 * Here `:where()` and `:is()` of one selector give up their content in their
 * place, where that keeps its meaning (a single compound, or the whole compound
 * with its combinators); every other functional pseudo-class (`:not()`,
 * `:has()`, a list) is dropped, which only widens the match. Beasties then
 * drops the simple pseudo-classes and elements as it always does.
 * @param {string} selector
 * @returns {string}
 */
export function widenedSelector(selector) {
  let widened = '';
  for (let i = 0; i < selector.length; i++) {
    const functional = selector[i] === ':' && /^::?([a-z-]+)\(/i.exec(selector.slice(i));
    if (!functional) {
      // An escaped character (`\:` in `hover\:underline`) is part of a name.
      const length = selector[i] === '\\' ? 2 : 1;
      widened += selector.slice(i, i + length);
      i += length - 1;
      continue;
    }
    const open = i + functional[0].length;
    const close = closingParenthesis(selector, open);
    if (close < 0) return selector;
    const inner = selector.slice(open, close);
    const standsAlone =
      COMPOUND_EDGE.test(widened.slice(-1)) && COMPOUND_EDGE.test(selector[close + 1] ?? '');
    if (
      /^(where|is)$/i.test(functional[1]) &&
      !atTopLevel(inner, /,/) &&
      (standsAlone || !atTopLevel(inner.trim(), /[\s>+~]/))
    ) {
      widened += widenedSelector(inner);
    }
    i = close;
  }
  return widened;
}

// The method is beasties' own, not in its types: a version without it would
// silently match the old way again.
if (typeof Beasties.prototype.normalizeCssSelector !== 'function') {
  throw new Error('critical-css: beasties no longer has normalizeCssSelector; see widenedSelector');
}

/** Beasties, matching `:where()` and `:is()` by what they wrap (widenedSelector). */
class CriticalRules extends Beasties {
  /** @param {string} selector */
  normalizeCssSelector(selector) {
    return super.normalizeCssSelector(widenedSelector(selector));
  }
}

const beasties = new CriticalRules({
  external: false,
  reduceInlineStyles: true,
  // The <noscript> rule must stay where it is, not join the page's styles.
  mergeStylesheets: false,
  keyframes: 'critical',
  compress: true,
  // Kept whatever the markup: states set on <html> by the consent hint before
  // the first paint (lib/consent/consent.ts) and by the loader when a script
  // fails (after-paint-loader.mjs), never in the built markup.
  allowRules: [/data-consent/, /data-scripts-failed/],
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

/** The characters React writes as references in an attribute, and that a class name may hold. */
const REFERENCES = { '&amp;': '&', '&gt;': '>', '&lt;': '<', '&#x27;': "'" };

/**
 * The page as beasties should read its class names. Beasties parses without
 * decoding references, so `not-has-[&gt;figcaption]:invisible` never matched
 * its rule, which held the hero back until its caption is in: decoded here
 * (a quotation mark stays a reference, as it would end the attribute).
 * @param {string} html
 */
const withPlainClassNames = (html) =>
  html.replace(
    / class="([^"]*)"/g,
    (_, names) => ` class="${names.replace(/&(?:amp|gt|lt|#x27);/g, (ref) => REFERENCES[ref])}"`,
  );

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
    [...(await beasties.process(withPlainClassNames(html))).matchAll(INLINED)].map(
      ([, href, css]) => [href, css],
    ),
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
