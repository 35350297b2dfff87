/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */
import type { ReactNode } from 'react';
import { amplitudeEvents, amplitudeOk, HttpFake } from '@/e2e/fakes/http-fake';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { type ConsentChoice, type ConsentEvent, CONSENT } from '@/lib/consent/consent';

// useConsent's choices as a browser keeps them (jsdom's localStorage and
// cookies), what each starts (the ad networks' script elements, Amplitude's
// SDK sending to its stand-in on loopback) and what a withdrawal removes; and
// the pupils' page, where nothing is read, stored or asked whatever an adult
// chose in the same browser. Each page is a new document: the modules start
// afresh (jest.resetModules), while storage and cookies stay, as in one browser.

const IDS = { gtm: 'GTM-TEST', metaPixel: '1234567890', tiktokPixel: 'TIKTOKPIXEL123' };
const amplitude = new HttpFake(amplitudeOk);
let analytics: { apiKey: string; serverUrl: string; webVitalsSampleRate: number };

/** jsdom has no modal dialogs: the top layer aside, `open` is what they change. */
function standInForDialogs() {
  const dialog = HTMLDialogElement.prototype as HTMLDialogElement & Record<string, unknown>;
  dialog.showModal = dialog.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** jsdom keeps no performance timeline: no navigation entry, as before a page's first load ends. */
function standInForTimeline() {
  const timeline = performance as Performance & { getEntriesByType?: unknown };
  timeline.getEntriesByType ??= () => [];
}

beforeAll(async () => {
  analytics = {
    apiKey: 'amplitude-test-key',
    serverUrl: `${await amplitude.start()}/2/httpapi`,
    webVitalsSampleRate: 0,
  };
  standInForDialogs();
  standInForTimeline();
});

afterAll(() => amplitude.stop());

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  // jsdom has no IndexedDB, which the statistics' clean-up lists.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  for (const name of cookies()) document.cookie = `${name}=; Path=/; Max-Age=0`;
  amplitude.reset();
});

afterEach(() => {
  page?.unmount();
  page = undefined;
  unload?.();
  unload = undefined;
  jest.restoreAllMocks();
});

const cookies = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
    .sort();

const scriptHosts = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => new URL(script.src).hostname);

const consentKeys = () => ({
  statistics: localStorage.getItem(CONSENT.statisticsKey),
  marketing: localStorage.getItem(CONSENT.storageKey),
  tiktok: localStorage.getItem(CONSENT.tiktokKey),
});

let page: { unmount: () => void } | undefined;

/**
 * A new document at `path`: what the last one started (its scripts, the pixels'
 * globals, its modules) is gone, what it stored stays.
 */
async function newDocument(path: string) {
  page?.unmount();
  page = undefined;
  unload?.();
  jest.resetModules();
  window.history.replaceState(null, '', path);
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete document.documentElement.dataset.consentApplied;
  for (const name of ['dataLayer', 'fbq', '_fbq', 'ttq', 'TiktokAnalyticsObject', 'gtag']) {
    delete (window as unknown as Record<string, unknown>)[name];
  }
  unload = documentLife();
  // The pure entry: the file registers no hooks of its own from inside a test.
  const rtl = await import('@testing-library/react/pure');
  const { act } = rtl;
  return { rtl, act };
}

/**
 * What a browser ends when it loads the next document: every listener, observer
 * and timer the page's scripts (ours and Amplitude's) set up, and the history
 * methods they wrapped. Returns the unload.
 */
function documentLife() {
  const add = EventTarget.prototype.addEventListener;
  const listeners: Parameters<typeof add>[] = [];
  const targets: EventTarget[] = [];
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
    targets.push(this);
    listeners.push(args);
    return add.apply(this, args);
  };
  const Observer = window.MutationObserver;
  const observers: MutationObserver[] = [];
  window.MutationObserver = class extends Observer {
    constructor(callback: MutationCallback) {
      super(callback);
      observers.push(this);
    }
  };
  const { setTimeout: later, setInterval: every } = window;
  const timers: unknown[] = [];
  const kept =
    <Start extends (...args: never[]) => unknown>(start: Start) =>
    (...args: Parameters<Start>) => {
      const timer = start(...args);
      timers.push(timer);
      return timer;
    };
  Object.assign(window, { setTimeout: kept(later), setInterval: kept(every) });
  const { pushState, replaceState } = window.history;
  return () => {
    EventTarget.prototype.addEventListener = add;
    listeners.forEach((args, i) => targets[i]!.removeEventListener(...args));
    for (const observer of observers) observer.disconnect();
    window.MutationObserver = Observer;
    for (const timer of timers) clearTimeout(timer as number);
    Object.assign(window, { setTimeout: later, setInterval: every });
    Object.assign(window.history, { pushState, replaceState });
  };
}

let unload: (() => void) | undefined;

/** An adults' page (`/eltern`, where the ad networks may run) with the hook, and its dispatch. */
async function adultsPage() {
  const { rtl, act } = await newDocument('/eltern');
  const { useConsent } = await import('@/components/consent/use-consent');
  const { useEffect } = await import('react');
  let dispatch!: (event: ConsentEvent) => void;
  function Probe() {
    const consent = useConsent({ page: '/eltern', analytics, trackers: IDS });
    useEffect(() => {
      dispatch = consent.dispatch;
    });
    return <a data-analytics-event="Pilot School Clicked">Pilotschule werden</a>;
  }
  page = rtl.render(<Probe />);
  await applied(act, null);
  const choose = async (event: ConsentEvent, name: string) => {
    await act(async () => dispatch(event));
    await applied(act, name);
  };
  return { act, choose, tagged: () => rtl.screen.getByText('Pilotschule werden') };
}

/** Until <html> names the choice applied (null: whichever the page's first load applied). */
async function applied(act: (run: () => Promise<void>) => Promise<void>, name: string | null) {
  const html = document.documentElement;
  const done = () =>
    name === null
      ? html.dataset.consentApplied !== undefined
      : html.dataset.consentApplied === name;
  await act(
    () =>
      new Promise<void>((resolve) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(html, { attributeFilter: ['data-consent-applied'] });
      }),
  );
}

const only = (purposes: Partial<ConsentChoice>): ConsentChoice => ({
  statistics: false,
  marketing: false,
  tiktok: false,
  ...purposes,
});

/** What Amplitude's stand-in received: the event types, and the loopback requests at all. */
const amplitudeSeen = () => amplitudeEvents(amplitude).map((event) => event.event_type);

test('a decline stores the refusal, loads nothing and sends nothing, not even what waited; nor does the next page', async () => {
  const eltern = await adultsPage();
  // A click before the choice waits in memory for it.
  eltern.tagged().click();
  await eltern.choose({ type: 'decline' }, CONSENT.rejected);
  expect(consentKeys()).toEqual({
    statistics: CONSENT.rejected,
    marketing: CONSENT.rejected,
    tiktok: CONSENT.rejected,
  });
  eltern.tagged().click();

  const again = await adultsPage();
  again.tagged().click();
  await applied(again.act, CONSENT.rejected);
  expect(scriptHosts()).toEqual([]);
  for (const name of ['fbq', 'ttq']) expect(name in window).toBe(false);
  expect(cookies()).toEqual([]);
  expect(amplitude.requests).toEqual([]);
});

test('statistics alone starts Amplitude (its cookies, the accept sent to it) and no ad network', async () => {
  const eltern = await adultsPage();
  await eltern.choose({ type: 'save', choice: only({ statistics: true }) }, 'statistics');
  await waitFor(() => amplitudeSeen().includes(ANALYTICS_EVENTS.consentAccepted));
  expect(consentKeys()).toEqual({
    statistics: CONSENT.granted,
    marketing: CONSENT.rejected,
    tiktok: CONSENT.rejected,
  });
  expect(scriptHosts()).toEqual([]);
  for (const name of ['fbq', 'ttq']) expect(name in window).toBe(false);
  expect(cookies()).toEqual(expect.arrayContaining(['device_id']));
  expect(cookies().every((name) => name === 'device_id' || name.startsWith('AMP_'))).toBe(true);
});

test('marketing alone loads the tag manager and Meta, not TikTok, and sends nothing to Amplitude', async () => {
  const eltern = await adultsPage();
  eltern.tagged().click();
  await eltern.choose({ type: 'save', choice: only({ marketing: true }) }, 'marketing');
  eltern.tagged().click();
  expect(scriptHosts()).toEqual(['www.googletagmanager.com', 'connect.facebook.net']);
  expect('ttq' in window).toBe(false);
  expect(consentKeys()).toEqual({
    statistics: CONSENT.rejected,
    marketing: CONSENT.granted,
    tiktok: CONSENT.rejected,
  });
  expect(cookies()).toEqual([]);
  expect(amplitude.requests).toEqual([]);
});

test('a withdrawal stores the refusal and removes every tracker’s cookies and keys; the next page starts nothing', async () => {
  const eltern = await adultsPage();
  await eltern.choose(
    { type: 'accept', purposes: ['statistics', 'marketing', 'tiktok'] },
    CONSENT.granted,
  );
  await waitFor(() => amplitudeSeen().includes(ANALYTICS_EVENTS.consentAccepted));
  // What the pixels write in the site's name once their scripts run (jsdom runs none).
  for (const cookie of ['_fbp=fb.1.1.1', '_gcl_au=1.1.1', '_ttp=abc', '_ga=GA1.1.1'])
    document.cookie = `${cookie}; Path=/`;
  localStorage.setItem('tt_appInfo', '{}');
  sessionStorage.setItem('tt_sessionId', '1');
  expect(cookies()).toEqual(expect.arrayContaining(['device_id', '_fbp', '_ttp', '_ga']));
  expect(cookies().some((name) => name.startsWith('AMP_'))).toBe(true);

  await eltern.choose({ type: 'save', choice: only({}) }, CONSENT.rejected);
  expect(consentKeys()).toEqual({
    statistics: CONSENT.rejected,
    marketing: CONSENT.rejected,
    tiktok: CONSENT.rejected,
  });
  expect(cookies()).toEqual([]);
  expect(Object.keys(localStorage).sort()).toEqual(
    [CONSENT.storageKey, CONSENT.statisticsKey, CONSENT.tiktokKey].sort(),
  );
  expect(Object.keys(sessionStorage)).toEqual([]);

  const sentBefore = amplitude.requests.length;
  const again = await adultsPage();
  again.tagged().click();
  await applied(again.act, CONSENT.rejected);
  expect(scriptHosts()).toEqual([]);
  expect(cookies()).toEqual([]);
  expect(amplitude.requests).toHaveLength(sentBefore);
});

test('the pupils’ page reads, stores and starts nothing after an adult accepted everything, whatever is clicked', async () => {
  const eltern = await adultsPage();
  await eltern.choose(
    { type: 'accept', purposes: ['statistics', 'marketing', 'tiktok'] },
    CONSENT.granted,
  );
  await waitFor(() => amplitudeSeen().includes(ANALYTICS_EVENTS.consentAccepted));
  const adultsLeft = { storage: Object.entries(localStorage).sort(), cookies: document.cookie };

  const { rtl, act } = await newDocument('/');
  const { consentHintScript } = await import('@/lib/consent/consent');
  const { pupilsPrivacyCopy } = await import('@/content/consent');
  const { PUPILS_PATHS } = await import('@/lib/routing/pages');
  const access = recordDeviceAccess();
  const appended = recordAppendedScripts();
  amplitude.reset();
  // The head script, before the first paint.
  new Function(consentHintScript(PUPILS_PATHS))();
  page = rtl.render(await pupilsPage('/'));
  for (const button of rtl.screen.getAllByRole('button', { hidden: true })) {
    await act(async () => button.click());
  }
  // The footer's `Cookie-Einstellungen` opened the note that nothing is used; its own button closes it.
  const note = rtl.screen.getByRole('dialog');
  const said = note.textContent;
  for (const button of rtl.within(note).getAllByRole('button')) {
    await act(async () => button.click());
  }
  await act(async () => rtl.screen.getByText('Pilotschule werden').click());
  // Whatever an effect or a timer would start has had its turn.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  expect(access()).toEqual([]);
  expect(appended()).toEqual([]);
  // The layout's sign of hydration, and no choice applied.
  expect({ ...document.documentElement.dataset }).toEqual({ hydrated: '' });
  expect(amplitude.requests).toEqual([]);
  expect({ storage: Object.entries(localStorage).sort(), cookies: document.cookie }).toEqual(
    adultsLeft,
  );
  // It said that nothing is used, and closed.
  expect(said).toContain(pupilsPrivacyCopy('DE').title);
  expect(note.hasAttribute('open')).toBe(false);
});

/** The root layout's consent island on `path`, with the footer's `Cookie-Einstellungen`. */
async function pupilsPage(path: string): Promise<ReactNode> {
  const { ConsentManager } = await import('@/components/consent/consent-manager');
  const { ConsentSettingsButton } = await import('@/components/consent/consent-settings-button');
  const { PathnameContext, PathParamsContext } =
    await import('next/dist/shared/lib/hooks-client-context.shared-runtime');
  return (
    <PathnameContext.Provider value={path}>
      <PathParamsContext.Provider value={{}}>
        <ConsentManager
          analytics={analytics}
          trackers={IDS}
          partnerLogos={null}
          backingNote="Gefördert vom Testprogramm."
          learners={{ count: 1000, countedOn: '2026-11-01', counted: 'November 2026' }}
          experimentPaths={[]}
        />
        <ConsentSettingsButton label="Cookie-Einstellungen" />
        <a data-analytics-event="Pilot School Clicked">Pilotschule werden</a>
      </PathParamsContext.Provider>
    </PathnameContext.Provider>
  );
}

/** Every read and write of web storage and cookies from now on. */
function recordDeviceAccess() {
  const log: string[] = [];
  for (const name of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
    const original = Storage.prototype[name] as (...args: unknown[]) => never;
    jest.spyOn(Storage.prototype, name).mockImplementation(function (this: Storage, ...args) {
      log.push(`${name}(${String(args[0] ?? '')})`);
      return original.apply(this, args);
    });
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    log.push('cookie.get');
    return cookie.get!.call(document) as string;
  });
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
    log.push('cookie.set');
    cookie.set!.call(document, value);
  });
  return () => log;
}

/** Every script element added to the document from now on. */
function recordAppendedScripts() {
  const added: string[] = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement) added.push(node.src || 'inline');
  }).observe(document, { childList: true, subtree: true });
  return () => added;
}

async function waitFor(check: () => boolean) {
  const rtl = await import('@testing-library/react/pure');
  await rtl.waitFor(() => expect(check()).toBe(true), { timeout: 10_000 });
}
