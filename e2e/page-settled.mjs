// When a page has settled, and the layout shifts it recorded until then: one definition for
// e2e/layout-shift.spec.ts (the e2e build, its HTML in packets) and bench/layout-shifts.mjs (both
// servers of the bench), so that the test and the bench's figure wait for the same things.

/**
 * A shift as the page recorded it, with the boxes that moved, from where to where.
 * @typedef {{ value: number; startTime: number; sources: { node: string; from: number[]; to: number[] }[] }} Shift
 */

/**
 * An init script: records every layout-shift entry of the document from its start, with its
 * sources named while they are still where they shifted (a later render may replace them).
 * Input excludes nothing: neither the test nor the bench gives any.
 */
export function recordShifts() {
  if (window.top !== window) return;
  /** @param {Node | null} node */
  const name = (node) => {
    if (!node) return '(removed)';
    /** @type {string[]} */
    const parts = [];
    if (node.nodeType === Node.TEXT_NODE) parts.push(`"${node.textContent?.trim().slice(0, 40)}"`);
    /** @type {Element | null} */
    let element = node instanceof Element ? node : node.parentElement;
    while (element && element !== document.body && parts.length < 6) {
      const current = element;
      let part = current.tagName.toLowerCase();
      const label = current.id
        ? `#${current.id}`
        : ['aria-labelledby', 'aria-label']
            .filter((attribute) => current.hasAttribute(attribute))
            .map((attribute) => `[${attribute}="${current.getAttribute(attribute)}"]`)[0];
      if (label) part += label;
      else if (current.classList.length) part += `.${[...current.classList].slice(0, 3).join('.')}`;
      const siblings = [...(current.parentElement?.children ?? [])].filter(
        (sibling) => sibling.tagName === current.tagName,
      );
      if (siblings.length > 1) part += `:nth-of-type(${siblings.indexOf(current) + 1})`;
      parts.unshift(part);
      if (current.id) break;
      element = current.parentElement;
    }
    return parts.join(' > ');
  };
  /** @param {DOMRectReadOnly} r */
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round);
  /** @type {Shift[]} */
  const shifts = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift =
        /** @type {PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }} */ (
          entry
        );
      shifts.push({
        value: shift.value,
        startTime: Math.round(shift.startTime),
        sources: shift.sources.map((source) => ({
          node: name(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * What the page still waits for, by name; with `settledNow`, whether that is nothing (the form
 * `waitForFunction` polls: a function, as the page's policy allows no string to be evaluated).
 * @param {boolean} settledNow
 */
function waitingFor(settledNow) {
  const html = document.documentElement;
  // Shown and in view: a lazy image hidden at this width (display: none) or beside the view (the
  // videos' row scrolls sideways) does not load.
  const images = [...document.images].filter((image) => {
    const { top, bottom, left, right, width } = image.getBoundingClientRect();
    const inView = top <= innerHeight && bottom >= 0 && left <= innerWidth && right >= 0;
    return !image.complete && width > 0 && inView;
  });
  const waiting = Object.entries({
    hydration: html.dataset.hydrated !== '',
    'the prepainted overlay': Boolean(document.querySelector('dialog[data-prepainted]')),
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].some(
      (link) => !(/** @type {HTMLLinkElement} */ (link).sheet),
    ),
    [`images (${images.map((image) => image.currentSrc || image.src).join(', ')})`]:
      images.length > 0,
    fonts: document.fonts.status !== 'loaded',
  })
    .filter(([, pending]) => pending)
    .map(([name]) => name);
  return settledNow ? waiting.length === 0 : waiting;
}

/**
 * Until nothing more arrives without the visitor: hydrated, the prepainted consent overlay
 * replaced, every stylesheet and font in, every image shown in view loaded; then the frames
 * after it, whose shifts reach the observer late. A page that does not settle fails with what
 * it still waits for.
 * @param {import('@playwright/test').Page} page
 */
export async function settled(page) {
  try {
    await page.waitForFunction(waitingFor, true);
  } catch (error) {
    const waiting = await page.evaluate(waitingFor, false).catch(() => ['(the page is gone)']);
    throw new Error(`${page.url()} did not settle: waiting for ${waiting.join(', ')}`, {
      cause: error,
    });
  }
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

/**
 * The shifts `recordShifts` recorded in `page` so far.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Shift[]>}
 */
export const recordedShifts = (page) =>
  page.evaluate(
    () => /** @type {{ layoutShifts: Shift[] }} */ (/** @type {unknown} */ (window)).layoutShifts,
  );
