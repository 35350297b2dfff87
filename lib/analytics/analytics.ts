import type { BrowserOptions, Result } from '@amplitude/analytics-core';
import { TEXT_MASK_PATTERNS } from '@/lib/analytics/text-capture';
import { readCookie, writeCookie } from '@/lib/core/browser-cookies';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';

// Amplitude in the browser, private by default. The SDK is imported only when
// the first event needs it, so it never sits in a landing's critical path.
//
// - No choice yet: nothing is loaded or sent; events wait in memory.
// - Declined: nothing is loaded or sent, not even the decline (§ 25 TDDDG: a
//   request reads the browser's user agent and language); what waited is dropped.
// - Accepted: one instance keeps its identity in a first-party cookie, and the
//   `device_id` cookie carries the same id for the proxy's experiments. It
//   writes no IndexedDB, so a withdrawal has none to leave behind.

const ANALYTICS_SESSION = {
  /** Amplitude's default: a session ends after 30 minutes without events. */
  timeoutMs: 30 * 60 * 1000,
  /** Arriving through a new campaign (UTM parameters, click id) starts a new session. */
  newSessionOnNewCampaign: true,
} as const;

export type AnalyticsConfig = {
  apiKey: string;
  /** Another ingestion endpoint (tests); the EU zone's own otherwise. */
  serverUrl: string | null;
  /** The share of page views that report their Web Vitals (0 to 1). */
  webVitalsSampleRate: number;
};

type Sdk = typeof import('@amplitude/analytics-browser');
type Client = ReturnType<Sdk['createInstance']>;
type Properties = Record<string, string | number | boolean>;

/** `undefined` until the consent manager has configured analytics; `null` when it is off. */
let config: AnalyticsConfig | null | undefined;
let consent: 'persistent' | 'declined' | 'undecided' = 'undecided';
/** The instance of a visitor who accepted, once started. */
let persistent: Promise<Client | null> | null = null;
/** Events of a visitor who has not chosen yet: sent on accept, dropped on decline. */
let waiting: { name: string; properties?: Properties }[] = [];

/** Set once by the consent manager; without a key analytics stays off. */
export function configureAnalytics(next: AnalyticsConfig | null) {
  config = next;
  if (!next) waiting = [];
}

/**
 * Amplitude 2.47 opens an IndexedDB database (`AMP_diagnostics_<key>`) in every
 * init(), whatever `enableDiagnostics` says, and no option turns that off; it
 * checks for IndexedDB once, synchronously, in init(). Hiding it for that call
 * keeps every instance out of IndexedDB for good: the diagnostics it would hold
 * are off anyway.
 */
function withoutIndexedDB<T>(run: () => T): T {
  const own = Object.getOwnPropertyDescriptor(window, 'indexedDB');
  Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  try {
    return run();
  } finally {
    if (own) Object.defineProperty(window, 'indexedDB', own);
    else delete (window as { indexedDB?: unknown }).indexedDB;
  }
}

function options(sdk: Sdk, deviceId: string): BrowserOptions {
  const common: BrowserOptions = {
    serverZone: 'EU',
    ...(config?.serverUrl ? { serverUrl: config.serverUrl } : {}),
    deviceId,
    fetchRemoteConfig: false,
    enableDiagnostics: false,
    logLevel: sdk.Types.LogLevel.None,
    sessionTimeout: ANALYTICS_SESSION.timeoutMs,
    // The SDK would ask Amplitude to keep the address it receives (`ip: "$remote"`) and send the
    // browser's language; the Datenschutz says Amplitude stores no address and names what it still
    // derives on arrival (location from the address, browser and system from the user agent, which
    // the SDK always sends). `platform` is the constant `Web`.
    trackingOptions: { ipAddress: false, language: false, platform: true },
  };
  return {
    ...common,
    identityStorage: 'cookie',
    cookieOptions: {
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
      expiration: 365,
    },
    autocapture: {
      attribution: { resetSessionOnNewCampaign: ANALYTICS_SESSION.newSessionOnNewCampaign },
      sessions: true,
      pageViews: true,
      elementInteractions: {
        maskTextRegex: TEXT_MASK_PATTERNS,
        viewportContentUpdated: { enabled: false },
      },
      formInteractions: false,
      fileDownloads: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
    },
  };
}

async function start(): Promise<Client | null> {
  if (!config) return null;
  const { apiKey } = config;
  try {
    const browser = await import('@amplitude/analytics-browser');
    const instance = browser.createInstance();
    const deviceId = readCookie(DEVICE_ID_COOKIE.name) ?? crypto.randomUUID();
    await withoutIndexedDB(() => instance.init(apiKey, undefined, options(browser, deviceId)))
      .promise;
    writeCookie(
      DEVICE_ID_COOKIE.name,
      instance.getDeviceId() ?? deviceId,
      DEVICE_ID_COOKIE.maxAgeSeconds,
    );
    return instance;
  } catch (error) {
    console.warn('[analytics] Amplitude could not start', error);
    return null;
  }
}

function client() {
  persistent ??= start();
  return persistent;
}

async function send(name: string, properties?: Properties) {
  const instance = await client();
  if (!instance) return;
  let result: Result | undefined;
  try {
    const sent = instance.track(name, properties).promise;
    // One event, sent now: the SDK would otherwise wait for its next batch.
    instance.flush();
    result = await sent;
  } catch {
    result = undefined;
  }
  if (!result || result.code < 200 || result.code >= 300) {
    console.error('Error sending event to amplitude');
  }
}

/**
 * Tracks an event as the visitor's choice allows: after an accept, sent; before
 * a choice, kept in memory; after a decline, nothing.
 * Resolves when the event has been sent or will not be.
 */
export function track(name: string, properties?: Properties): Promise<void> {
  // Events of islands whose effects run before the consent manager's wait like undecided ones.
  if (config === null) return Promise.resolve();
  if (consent === 'persistent') return send(name, properties);
  if (consent === 'undecided') waiting.push({ name, properties });
  return Promise.resolve();
}

/**
 * An event of a visitor who accepted that can wait for the SDK's next batch
 * (the Web Vitals): nothing before a choice or after a decline. What waits in
 * the batch when the page is hidden (left, closed, another tab) goes at once
 * as a beacon, which outlives the page: the metrics the browser finalises at
 * that moment (CLS, INP) among them.
 */
export function trackBatched(name: string, properties: Properties) {
  if (!config || consent !== 'persistent') return;
  void client().then((instance) => {
    if (!instance) return;
    sendBatchWhenHidden(instance);
    instance.track(name, properties);
    if (document.visibilityState === 'hidden') instance.flush();
  });
}

let sendsWhenHidden = false;
/**
 * Registered after the Web Vitals' own listeners (on the first metric), so the
 * metrics they report on hiding are in the batch it sends. Visible again, the
 * SDK sends with fetch, which reports failures, as before.
 */
function sendBatchWhenHidden(instance: Client) {
  if (sendsWhenHidden) return;
  sendsWhenHidden = true;
  document.addEventListener('visibilitychange', () => {
    const hidden = document.visibilityState === 'hidden';
    instance.setTransport(hidden ? 'beacon' : 'fetch');
    if (hidden) instance.flush();
  });
}

/** The visitor accepted, now or on an earlier visit: events waiting so far go out. */
export function analyticsGranted() {
  if (!config) return;
  consent = 'persistent';
  void client();
  for (const event of waiting) void send(event.name, event.properties);
  waiting = [];
}

/** The visitor declined or withdrew: nothing leaves the page from now on. */
export function analyticsDenied() {
  consent = 'declined';
  waiting = [];
}

/**
 * After a withdrawal: the persistent instance stops before its storage is
 * cleared. What it collected while the visitor agreed (a click batched a moment
 * ago) goes out first, so nothing of it leaves the page after the withdrawal.
 */
export async function stopAnalytics() {
  const stopping = persistent;
  persistent = null;
  const instance = await stopping;
  await instance?.flush().promise;
  instance?.setOptOut(true);
}

/** How long an outbound link waits for its event before it navigates anyway. */
const OUTBOUND_WAIT_MS = 300;

function leavesThisPage(link: HTMLElement, event: MouseEvent): link is HTMLAnchorElement {
  return (
    link instanceof HTMLAnchorElement &&
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    new URL(link.href, window.location.href).origin !== window.location.origin
  );
}

/**
 * One listener for every element tagged `data-analytics-event` (outbound
 * links, videos, the pilot-school button), so server components stay free of
 * click handlers. A link that leaves the site waits up to 300 ms for its event
 * (the page and its queue would be gone otherwise), and only when it is sent.
 */
export function listenForTaggedClicks(root: Document, context: () => Properties) {
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('[data-analytics-event]');
    const name = target?.dataset.analyticsEvent;
    if (!target || !name) return;
    const href = target.getAttribute('href');
    const sent = track(name, { ...context(), ...(href ? { target: href } : {}) });
    if (consent !== 'persistent' || !leavesThisPage(target, event)) return;
    event.preventDefault();
    const go = () => window.location.assign(target.href);
    void Promise.race([sent, new Promise((resolve) => setTimeout(resolve, OUTBOUND_WAIT_MS))]).then(
      go,
      go,
    );
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
