import { TestEnvironment } from 'jest-environment-jsdom';

// jsdom for a hook test that calls the site's route modules in the same test
// (`/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */`): the hooks run
// in jsdom's DOM, and their fetch, stubbed by the test, hands each request to
// a route handler as a NextRequest. jsdom has no fetch classes, streams or
// encoders, which Next's server modules need, so Node's own are added; jsdom's
// DOM (FormData, Blob, events) stays as it is. AbortSignal is Node's, so that
// a route's timeouts reach Node's fetch, and so are the timers, whose handles
// the server's modules unref(); those still pending when the file's tests end
// (TanStack Query's garbage collection, say) are cleared, as jsdom clears its own.

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'setImmediate',
  'clearImmediate',
  'MessageChannel',
  'MessagePort',
  'BroadcastChannel',
] as const;

/**
 * jsdom has no CSS.escape (the checkout's draft selects its plan with it): every
 * character but letters, digits, `_` and `-` escaped with a backslash, which CSS
 * reads as the character itself. Enough for values that do not start with a digit.
 */
const CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) };

export default class JsdomWithFetch extends TestEnvironment {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(...options: ConstructorParameters<typeof TestEnvironment>) {
    super(...options);
    const global = this.global as Record<string, unknown>;
    for (const name of NODE_GLOBALS) global[name] = globalThis[name];
    global.CSS = CSS;
    const { timers } = this;
    global.setTimeout = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = setTimeout(() => (timers.delete(timer), run(...args)), ms);
      timers.add(timer);
      return timer;
    };
    global.setInterval = (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = setInterval(run, ms, ...args);
      timers.add(timer);
      return timer;
    };
    global.clearTimeout = global.clearInterval = (timer?: NodeJS.Timeout) => {
      if (timer) timers.delete(timer);
      clearTimeout(timer);
    };
  }

  async teardown() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await super.teardown();
  }
}
