// The scripts a pinned page loads itself with (scripts/build-output/pin-page.mjs): real
// functions, linted and tested, serialised into the page as consentHintScript()
// serialises its check, then minified. They run in any browser before anything
// else, so they are written in ES5: `var` and plain functions.
import { createRequire } from 'node:module';

// Next's own copy of terser: what Next minifies with, no dependency of ours.
const { minify_sync: minifySync } = createRequire(import.meta.url)('next/dist/compiled/terser');

/**
 * Inserts scripts, each with its integrity, `async` as Next's markup had them:
 * each runs once it has arrived, in any order, as Turbopack's chunks are made to.
 * React looks for the layout's chunks as `script[async][src]` when it hydrates:
 * without the attribute it inserted them again, and each ran a second time.
 * Each is inserted from a task of its own: starting a script's request takes the
 * main thread 1-2 ms, and a page's eleven in one go were a long task of their
 * own (bench/README.md, 2026-11-27).
 * One that fails to load (blocked, cut off, its integrity not matching) before
 * the page hydrated means no island will come: it lets the visitor's last held
 * submission go natively, to its form's way without scripts, and stops the
 * holding (components/form/held-actions.ts). After hydration nothing is held.
 * It also marks <html> `data-scripts-failed`, which hides the consent overlay a
 * first-time visitor's page paints before its scripts (app/globals.css): its
 * buttons would never answer, it would hide the page for good, and without the
 * scripts nothing it asks about can load. A script that fails after hydration
 * (none of these should) hides nothing: the hydrated overlay is no longer
 * `data-prepainted` (components/consent/consent-overlay.tsx).
 * @param {[string, string][]} scripts `[src, integrity]` pairs
 */
export function insertScripts(scripts) {
  scripts.forEach(function (script) {
    setTimeout(function () {
      var element = document.createElement('script');
      element.src = script[0];
      element.integrity = script[1];
      element.async = true;
      element.onerror = function () {
        document.documentElement.setAttribute('data-scripts-failed', '');
        if (self.__releaseHeldActions) self.__releaseHeldActions();
      };
      document.head.appendChild(element);
    }, 0);
  });
}

/**
 * Inserts the page's stylesheets (for React to adopt) and its boot file once the
 * browser reports the largest contentful paint; where it reports none, after the
 * first frame; in a tab that never paints (a hidden one), after 3 s. Once.
 * @param {[string, string]} boot the boot file's `[src, integrity]`
 * @param {[string, string][]} sheets `[href, data-precedence]` of each stylesheet
 * @param {typeof insertScripts} insert
 */
export function loadAfterPaint(boot, sheets, insert) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    sheets.forEach(function (sheet) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheet[0];
      link.setAttribute('data-precedence', sheet[1]);
      document.head.appendChild(link);
    });
    insert([boot]);
  }
  var Observer = self.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0) {
    new Observer(function (_, observer) {
      observer.disconnect();
      load();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  setTimeout(load, 3000);
}

/** A call of `fn` with `args` (JSON, or source code for a function), as one minified statement. */
function serialisedCall(fn, args) {
  const source = `(${fn})(${args.map((arg) => (typeof arg === 'function' ? `${arg}` : JSON.stringify(arg))).join(',')})`;
  // Kept as `(function(){…})(…)`: e2e/vercel.spec.ts reads the loader's arguments after `})(`
  // (the other tests run it: stand-in-browser.mjs).
  return minifySync(source, {
    compress: { negate_iife: false },
    mangle: true,
    format: { wrap_func_args: false },
  }).code;
}

/** The boot file's last statement: the insertion of the page's chunks. */
export const insertScriptsCall = (chunks) => serialisedCall(insertScripts, [chunks]);

/** The page's inline loader. */
export const afterPaintScript = (boot, sheets) =>
  serialisedCall(loadAfterPaint, [boot, sheets, insertScripts]);
