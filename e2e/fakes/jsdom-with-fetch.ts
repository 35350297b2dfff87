import { TestEnvironment } from 'jest-environment-jsdom';

// jsdom for a hook test that calls the site's route modules in the same test
// (`/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */`): the hooks run
// in jsdom's DOM, and their fetch, stubbed by the test, hands each request to
// a route handler as a NextRequest. jsdom has no fetch classes, streams or
// encoders, which Next's server modules need, so Node's own are added; jsdom's
// DOM (FormData, Blob, events) stays as it is. AbortSignal is Node's, so that
// a route's timeouts reach Node's fetch.

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

export default class JsdomWithFetch extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    for (const name of NODE_GLOBALS) {
      (this.global as Record<string, unknown>)[name] = globalThis[name];
    }
  }
}
