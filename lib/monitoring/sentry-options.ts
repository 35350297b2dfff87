import { ERROR_REPORTING } from '@/lib/site';

// Options shared by the browser and the server SDK. Three of
// the product's limits are the SDK's own fixed values in @sentry/core 11.1, not
// options: a 60 s wait after a 429 without Retry-After (DEFAULT_RETRY_AFTER),
// 1000 spans per transaction (MAX_SPAN_COUNT) and 8192 characters of baggage
// (MAX_BAGGAGE_STRING_LENGTH). lib/monitoring/sentry-options.test.ts checks they still are.
export const sharedSentryOptions = {
  maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
  sendDefaultPii: false,
} as const;

/** Browser noise that is not ours to fix: the one list of it. */
export const IGNORED_BROWSER_ERRORS: (string | RegExp)[] = [
  // Layout observers that could not deliver within a frame: harmless.
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  // Requests cut off by navigation, offline or an ad blocker.
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|cancelled|Abgebrochen)$/,
  /^AbortError/,
  'The operation was aborted.',
  'Non-Error promise rejection captured',
  // Scripts that browsers and extensions inject into every page.
  /^Script error\.?$/,
  /chrome-extension:|moz-extension:|safari-(web-)?extension:/,
  '__gCrWeb',
  'instantSearchSDKJSBridgeClearHighlight',
  /^Can't find variable: (ZiteReader|_AutofillCallbackHandler)/,
];

/** Frames from these come from extensions, not from the site. */
export const DENIED_SCRIPT_URLS: RegExp[] = [
  /^chrome-extension:\/\//,
  /^moz-extension:\/\//,
  /^safari-(web-)?extension:\/\//,
];
