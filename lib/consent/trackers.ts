// The three ad networks a visitor can accept: Google's tag manager and Meta
// with marketing, TikTok with its own switch. The tag manager also carries
// Google Analytics, which runs only with statistics (consent mode).
// Browser only; loaded by the consent manager on demand. The official snippets
// are rewritten as module code, so no inline script is needed (the CSP has no
// 'unsafe-inline').

import type { AdPurpose, Purpose } from '@/lib/consent/consent';
import { cookieNames, deleteCookie } from '@/lib/core/browser-cookies';

export type TrackerIds = {
  gtm: string | null;
  metaPixel: string | null;
  tiktokPixel: string | null;
};

type Queue = unknown[] & { [key: string]: unknown };
type TrackerWindow = Window & {
  dataLayer?: unknown[];
  fbq?: ((...args: unknown[]) => void) & Record<string, unknown>;
  _fbq?: unknown;
  ttq?: Queue;
  TiktokAnalyticsObject?: string;
};

const win = () => window as TrackerWindow;

function loadScript(src: string, provider: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // Blocked (ad blocker) or offline: say so, never bother the visitor.
  script.onerror = () => console.warn(`[consent] ${provider} could not be loaded from ${src}`);
  document.head.appendChild(script);
}

function skip(provider: string, variable: string) {
  console.info(`[consent] ${provider} is off: ${variable} not set`);
}

const loaded = new Set<string>();

function once(provider: string, load: () => void) {
  if (loaded.has(provider)) return;
  loaded.add(provider);
  try {
    load();
  } catch (error) {
    console.warn(`[consent] ${provider} failed to start`, error);
  }
}

function loadTagManager(id: string) {
  const w = win();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript(
    `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
    'Google Tag Manager',
  );
}

function loadMetaPixel(id: string) {
  const w = win();
  if (!w.fbq) {
    const queue: unknown[] = [];
    const fbq = Object.assign(
      (...args: unknown[]) => {
        const callMethod = fbq.callMethod as ((...a: unknown[]) => void) | undefined;
        if (callMethod) callMethod(...args);
        else queue.push(args);
      },
      { queue, loaded: true, version: '2.0' } as Record<string, unknown>,
    );
    // No page views of its own on client-side navigation: the pixel sees only
    // the page it was loaded on, which the consent manager allows (lib/routing/pages.ts).
    Object.assign(fbq, { push: fbq, disablePushState: true });
    w.fbq = fbq;
    w._fbq = fbq;
  }
  loadScript('https://connect.facebook.net/en_US/fbevents.js', 'Meta pixel');
  w.fbq('consent', 'grant');
  // Automatic advanced matching off: the pixel never reads and hashes form fields.
  w.fbq('set', 'autoConfig', false, id);
  w.fbq('init', id);
  w.fbq('track', 'PageView');
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

function loadTikTokPixel(id: string) {
  const w = win();
  w.TiktokAnalyticsObject = 'ttq';
  const ttq = (w.ttq ?? []) as Queue;
  w.ttq = ttq;
  ttq.methods = TIKTOK_METHODS;
  for (const method of TIKTOK_METHODS) {
    ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  }
  ttq._i = { [id]: [] };
  ttq._t = { [id]: Date.now() };
  ttq._o = { [id]: {} };
  loadScript(
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    'TikTok pixel',
  );
  (ttq.page as () => void)();
}

/** Whether any ad network's code runs in this document. */
export function trackersLoaded(): boolean {
  return loaded.size > 0;
}

/** Starts the ad networks of one purpose: marketing's tag manager and Meta, or TikTok. */
export function loadTrackers(ids: TrackerIds, purpose: AdPurpose) {
  if (purpose === 'tiktok') {
    if (ids.tiktokPixel) once('tiktok', () => loadTikTokPixel(ids.tiktokPixel!));
    else skip('TikTok pixel', 'NEXT_PUBLIC_TIKTOK_PIXEL_ID');
    return;
  }
  if (ids.gtm) once('gtm', () => loadTagManager(ids.gtm!));
  else skip('Google Tag Manager', 'NEXT_PUBLIC_GTM_ID');
  if (ids.metaPixel) once('meta', () => loadMetaPixel(ids.metaPixel!));
  else skip('Meta pixel', 'NEXT_PUBLIC_META_PIXEL_ID');
}

/**
 * Cookies each purpose's tools set in the site's own name. Google Analytics'
 * cookies are statistics: its tags run only with `analytics_storage`, which
 * statistics grants, though the tag manager that loads them comes with marketing.
 */
const COOKIES: Record<Purpose, RegExp> = {
  marketing: /^(_fbp|_fbc|_gcl_.*)$/,
  tiktok: /^(_ttp|_tt_enable_cookie|ttcsid|ttcsid_.*)$/,
  statistics: /^(AMP_.*|device_id|_ga|_ga_.*|_gid)$/,
};

/** Keys each purpose's tools keep in localStorage and sessionStorage. */
const STORAGE_KEYS: Partial<Record<Purpose, RegExp>> = {
  tiktok: /^tt_/,
  statistics: /^AMP_/,
};

/**
 * After a withdrawal of one purpose: tell its loaded pixel, and remove what it
 * stored in the site's name. Scripts already running stop for good on the next
 * load, which no longer starts them and clears again what they wrote meanwhile.
 */
export async function stopTrackers(purpose: AdPurpose) {
  const w = win();
  try {
    if (purpose === 'tiktok') (w.ttq?.revokeConsent as (() => void) | undefined)?.();
    else w.fbq?.('consent', 'revoke');
  } catch (error) {
    console.warn('[consent] could not revoke tracker consent', error);
  }
  await clearTrackerStorage(purpose);
}

function deleteDatabase(name: string) {
  return new Promise<void>((resolve) => {
    const request = window.indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => {
      console.warn(`[consent] could not delete the IndexedDB database ${name}`, request.error);
      resolve();
    };
    // Another tab still has it open: it goes when that tab closes it.
    request.onblocked = () => resolve();
  });
}

/** Removes what a purpose's tools keep in cookies, web storage and IndexedDB; resolves when it is gone. */
export async function clearTrackerStorage(purpose: Purpose) {
  const host = window.location.hostname;
  const domains = [undefined, host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of cookieNames().filter((cookie) => COOKIES[purpose].test(cookie))) {
    for (const domain of domains) deleteCookie(name, domain);
  }
  const keys = STORAGE_KEYS[purpose];
  for (const storage of keys ? [window.localStorage, window.sessionStorage] : []) {
    for (const key of Object.keys(storage)) {
      if (keys!.test(key)) storage.removeItem(key);
    }
  }
  if (purpose !== 'statistics') return;
  // Amplitude's diagnostics database, from releases that let the SDK open it.
  try {
    const databases = await window.indexedDB.databases();
    await Promise.all(
      databases.flatMap(({ name }) => (name?.startsWith('AMP_') ? [name] : [])).map(deleteDatabase),
    );
  } catch (error) {
    console.warn('[consent] could not list the IndexedDB databases', error);
  }
}
