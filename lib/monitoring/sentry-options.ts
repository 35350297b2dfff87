import type { BrowserOptions, Event } from '@sentry/nextjs';

export const ERROR_REPORTING = {
  tracesSampleRate: 1,
  rateLimitFallbackMs: 60_000,
  maxBreadcrumbs: 100,
  maxSpansPerTransaction: 1000,
  maxBaggageChars: 8192,
  tunnelPath: '/monitoring',
} as const;

type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

/**
 * A URL or path without query and fragment: they may hold what a visitor typed
 * or a payment's token (PayPal returns to the site with `?token=…&PayerID=…`).
 */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const URL_OR_PATH = /^(https?:\/)?\//i;

/**
 * Span and breadcrumb attributes that name the client (address, browser, user,
 * its device's memory, cores and connection) or carry headers or a query.
 */
const CLIENT_ATTRIBUTE =
  /^(user\.|client\.|device\.|network\.(peer|connection)\.|net\.(sock\.)?peer\.|user_agent\.|http\.(user_agent|client_ip|query)|http\.(request|response)\.header\.|url\.query)/;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withoutQueryIfUrl = (value: unknown) =>
  typeof value === 'string' && URL_OR_PATH.test(value) ? withoutQuery(value) : value;

/**
 * Without the client's attributes, and every URL or path in it without its
 * query; a span's attribute may also be `{ value, unit }`.
 */
function scrubbed<T>(fields: T): T {
  if (!isFields(fields)) return fields;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => !CLIENT_ATTRIBUTE.test(key))
      .map(([key, value]) => [
        key,
        isFields(value) && 'value' in value
          ? { ...value, value: withoutQueryIfUrl(value.value) }
          : withoutQueryIfUrl(value),
      ]),
  ) as T;
}

/**
 * The event as it may leave: no user (and so no IP address, nor `{{auto}}` for
 * Sentry to fill in), of the request only its method and its URL without query,
 * and no client address, header or query in contexts or breadcrumbs. The
 * SDK's own switches (`dataCollection` below) already leave most of this out;
 * this is what holds if an integration or an upgrade adds it back.
 */
export function withoutPersonalData<E extends Event>(event: E): E {
  const { user: _user, request, contexts, breadcrumbs, ...rest } = event;
  const kept: Event = rest;
  if (request) {
    kept.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: withoutQuery(request.url) } : {}),
    };
  }
  if (contexts) {
    kept.contexts = Object.fromEntries(
      Object.entries(contexts).map(([name, context]) => {
        const flat = scrubbed(context);
        return [
          name,
          isFields(flat) && 'data' in flat ? { ...flat, data: scrubbed(flat.data) } : flat,
        ];
      }),
    );
  }
  if (breadcrumbs) {
    kept.breadcrumbs = breadcrumbs.map((crumb) =>
      crumb.data ? { ...crumb, data: scrubbed(crumb.data) } : crumb,
    );
  }
  return kept as E;
}

/**
 * A traced span as it may leave: the same rules for its attributes. Spans are
 * streamed (@sentry/core 11's default `traceLifecycle`), not sent in
 * transaction events, so `beforeSendTransaction` would never run; and the
 * browser's Web Vitals and the server's request spans add the User-Agent
 * whatever `dataCollection` says, the pageload span the device's memory, cores and connection.
 */
export function spanWithoutPersonalData(span: StreamedSpan): StreamedSpan {
  return { ...span, attributes: scrubbed(span.attributes) };
}

/**
 * What the SDK collects: nothing of the client. @sentry/nextjs 11 has no
 * `sendDefaultPii` any more; without `userInfo: false` the server SDK puts the
 * client's address (from X-Forwarded-For) into `user.ip_address` and the browser
 * SDK lets Sentry infer it from the sender (`infer_ip: "auto"`).
 */
const COLLECTED: BrowserOptions['dataCollection'] = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  stackFrameVariables: false,
};

// Options shared by the browser and the server SDK. Three of
// the product's limits are the SDK's own fixed values in @sentry/core 11.1, not
// options: a 60 s wait after a 429 without Retry-After (DEFAULT_RETRY_AFTER),
// 1000 spans per transaction (MAX_SPAN_COUNT) and 8192 characters of baggage
// (MAX_BAGGAGE_STRING_LENGTH). lib/monitoring/sentry-options.test.ts checks they still are.
export const sharedSentryOptions = {
  maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
  dataCollection: COLLECTED,
  beforeSend: withoutPersonalData,
  // The browser traces every page once its SDK is loaded (ERROR_REPORTING), the
  // server when SENTRY_SERVER_TRACES_SAMPLE_RATE is above 0.
  beforeSendSpan: spanWithoutPersonalData,
};

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
