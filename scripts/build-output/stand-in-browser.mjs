// What a pinned page's loader and boot file do, read by running them against a
// stand-in browser, not by matching their minified text: the jest tests of the
// steps and the specs that check a built page share it. Without `import.meta`,
// so that Playwright's transform can load it for a spec.

/**
 * @typedef {{ tag: 'link'; rel: string; href: string; precedence: string }
 *   | { tag: 'script'; src: string; integrity: string; async: boolean }} Insertion
 */

/**
 * Runs `source` (a page's inline loader, its boot file, or an inline script of
 * Next's) in a stand-in browser that records what it inserts into the head,
 * what it pushes to Next's payload and what it registers with Turbopack, and
 * holds its frames, timers and largest-paint observer
 * until the caller lets them run.
 * @param {string} source
 * @param {{ reportsLcp?: boolean }} [options] whether the browser reports the largest contentful paint
 */
export function standInBrowser(source, { reportsLcp = true } = {}) {
  /** @type {Insertion[]} */
  const inserted = [];
  /** The inserted elements themselves, for their error handlers. */
  const nodes = [];
  /** @type {unknown[]} */
  const payload = [];
  /** @type {[() => void, number][]} */
  const timers = [];
  /** @type {(() => void)[]} */
  const frames = [];
  /** @type {(() => void) | undefined} */
  let lcp;
  const createElement = (tag) => {
    const attributes = {};
    return {
      tag,
      attributes,
      setAttribute: (name, value) => (attributes[name] = value),
    };
  };
  const asInsertion = (node) =>
    node.tag === 'link'
      ? {
          tag: 'link',
          rel: node.rel,
          href: node.href,
          precedence: node.attributes['data-precedence'],
        }
      : { tag: 'script', src: node.src, integrity: node.integrity, async: node.async };
  class PerformanceObserver {
    static supportedEntryTypes = reportsLcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback) {
      this.callback = callback;
    }
    observe(options) {
      if (options.type !== 'largest-contentful-paint' || options.buffered !== true) {
        throw new Error(`stand-in browser: observes ${JSON.stringify(options)}`);
      }
      lcp = () => this.callback({}, this);
    }
    disconnect() {
      lcp = undefined;
    }
  }
  const self = {
    PerformanceObserver,
    get __next_f() {
      return { push: (segment) => payload.push(segment) };
    },
    set __next_f(_) {},
  };
  // Turbopack registers a page's chunks on `globalThis`: this browser's own, not the test's.
  const global = {};
  const documentElement = createElement('html');
  new Function('self', 'globalThis', 'document', 'requestAnimationFrame', 'setTimeout', source)(
    self,
    global,
    {
      head: {
        appendChild: (node) => {
          nodes.push(node);
          inserted.push(asInsertion(node));
        },
      },
      createElement,
      documentElement,
    },
    (frame) => frames.push(frame),
    (timer, delay) => timers.push([timer, delay]),
  );
  return {
    inserted,
    payload,
    /** The attributes the source set on <html>. */
    htmlAttributes: documentElement.attributes,
    /** The page's window, as the source sees it (`self`), where the head script puts its release. */
    window: /** @type {typeof self & { __releaseHeldActions?: () => void }} */ (self),
    /** The script inserted with `src` fails to load, as a blocked or cut-off request does. */
    failLoad(src) {
      const node = nodes.find((element) => element.src === src);
      if (!node) throw new Error(`stand-in browser: no script ${src} inserted`);
      node.onerror?.();
    },
    /** What the source registered with Turbopack. */
    turbopack: () => global.TURBOPACK,
    timers,
    frames,
    /** The browser reports the largest contentful paint. */
    lcp: () => lcp?.(),
    /** Runs the tasks queued for now (timers of 0 ms), as the event loop does. */
    runTasks() {
      for (let task; (task = timers.findIndex(([, delay]) => delay === 0)) >= 0;) {
        timers.splice(task, 1)[0][0]();
      }
    },
  };
}

/** The inline loader pin-page.mjs writes into a page, or undefined. */
export const loaderOf = (html) =>
  /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1];

/**
 * What a pinned page loads after its largest paint: its stylesheets and its
 * boot file, as the loader inserts them.
 * @param {string} html
 * @returns {Insertion[]}
 */
export function afterPaintLoads(html) {
  const loader = loaderOf(html);
  if (loader === undefined) throw new Error('stand-in browser: the page has no after-paint loader');
  const browser = standInBrowser(loader);
  browser.lcp();
  browser.runTasks();
  return browser.inserted;
}

/**
 * What a boot file does: the payload it hands Next, and the chunks it inserts.
 * @param {string} source
 */
export function bootFileLoads(source) {
  const browser = standInBrowser(source);
  browser.runTasks();
  return {
    payload: browser.payload,
    turbopack: browser.turbopack(),
    inserted: browser.inserted,
  };
}
