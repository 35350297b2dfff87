/**
 * @jest-environment jsdom
 */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useConsent } from '@/components/consent/use-consent';
import { PURPOSES, CONSENT } from '@/lib/consent/consent';

// The hook with the DOM and localStorage of a browser (jsdom): what it reads and
// writes, and which ad networks a stored or new choice starts on a page with ads.

const IDS = { gtm: 'GTM-TEST', metaPixel: '1234567890', tiktokPixel: 'TIKTOKPIXEL123' };
type Dispatch = ReturnType<typeof useConsent>['dispatch'];

let root: Root;
let dispatch: Dispatch;

function Probe() {
  const consent = useConsent({ page: '/eltern', analytics: null, trackers: IDS });
  useEffect(() => {
    dispatch = consent.dispatch;
  });
  return null;
}

const scriptHosts = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => new URL(script.src).hostname);

/** Until the hook has marked <html> with a choice applied and everything it started run. */
async function applied(name: string) {
  const html = document.documentElement;
  await act(
    () =>
      new Promise<void>((resolve) => {
        if (html.dataset.consentApplied === name) return resolve();
        const observer = new MutationObserver(() => {
          if (html.dataset.consentApplied !== name) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(html, { attributeFilter: ['data-consent-applied'] });
      }),
  );
}

beforeAll(() => {
  // React's act() in a test environment of our own (no Testing Library here).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  // jsdom has no IndexedDB, which the statistics' clean-up lists.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => act(() => root.unmount()));

describe('useConsent with a choice stored before TikTok had its own switch', () => {
  it('keeps statistics and marketing, starts no TikTok, and an accept adds TikTok before the spec’s key', async () => {
    localStorage.setItem(CONSENT.storageKey, CONSENT.granted);
    const writes: string[] = [];
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      writes.push(`${key}=${value}`);
      setItem.call(this, key, value);
    });

    root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Probe />));
    await applied('statistics marketing');
    expect(scriptHosts()).toEqual(['www.googletagmanager.com', 'connect.facebook.net']);
    expect('ttq' in window).toBe(false);
    // Read, not rewritten: the visitor's earlier choice stays as it was stored.
    expect(writes).toEqual([]);

    await act(async () => dispatch({ type: 'accept', purposes: PURPOSES }));
    await applied(CONSENT.granted);
    expect(scriptHosts()).toEqual([
      'www.googletagmanager.com',
      'connect.facebook.net',
      'analytics.tiktok.com',
    ]);
    // fb_pixel_consent last: it says a choice was made, once the others are there.
    expect(writes).toEqual([
      'rw_statistics_consent=granted',
      'rw_tiktok_consent=granted',
      'fb_pixel_consent=granted',
    ]);
  });
});
