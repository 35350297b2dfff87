/**
 * @jest-environment jsdom
 */
import {
  clearTrackerStorage,
  loadTrackers,
  stopTrackers,
  trackersLoaded,
} from '@/lib/consent/trackers';

// Which ad network each purpose starts and stops, in a browser's DOM: marketing
// is Google's tag manager and Meta, TikTok (and its transfer to China) a switch of its own.

const IDS = { gtm: 'GTM-TEST', metaPixel: '1234567890', tiktokPixel: 'TIKTOKPIXEL123' };

const scriptHosts = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => new URL(script.src).hostname);

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

// The loaders run once per document, as in the browser: the tests build on each other.
describe('the ad networks per purpose', () => {
  it('marketing loads the tag manager and Meta, and never TikTok', () => {
    loadTrackers(IDS, 'marketing');
    expect(scriptHosts()).toEqual(['www.googletagmanager.com', 'connect.facebook.net']);
    expect('ttq' in window).toBe(false);
    expect(trackersLoaded()).toBe(true);
  });

  it('TikTok loads on its own switch only, once', () => {
    loadTrackers(IDS, 'tiktok');
    loadTrackers(IDS, 'tiktok');
    expect(scriptHosts()).toEqual([
      'www.googletagmanager.com',
      'connect.facebook.net',
      'analytics.tiktok.com',
    ]);
    expect(document.head.querySelector('script[src*="tiktok"]')!.getAttribute('src')).toContain(
      'sdkid=TIKTOKPIXEL123',
    );
  });

  it('withdrawing TikTok revokes its pixel and removes its cookie, and leaves marketing’s', async () => {
    for (const name of ['_ttp', '_fbp', '_gcl_au']) document.cookie = `${name}=1; Path=/`;
    const ttq = (window as unknown as { ttq: unknown[] }).ttq;
    const fbq = jest.fn();
    Object.assign(window, { fbq });
    await stopTrackers('tiktok');
    expect(cookies()).toEqual(['_fbp=1', '_gcl_au=1']);
    expect(ttq.at(-1)).toEqual(['revokeConsent']);
    expect(fbq).not.toHaveBeenCalled();

    await stopTrackers('marketing');
    expect(cookies()).toEqual([]);
    expect(fbq).toHaveBeenCalledWith('consent', 'revoke');
    expect(ttq.filter((call) => (call as unknown[])[0] === 'revokeConsent')).toHaveLength(1);
  });

  it('withdrawing TikTok removes every cookie and web-storage key of its pixel, and nobody else’s', async () => {
    const tiktok = ['_ttp', '_tt_enable_cookie', 'ttcsid', 'ttcsid_C9ABCDEF0123456789'];
    for (const name of [...tiktok, '_fbp', '_ga', 'AMP_1a2b3c4d5e']) {
      document.cookie = `${name}=1; Path=/`;
    }
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of ['tt_appInfo', 'tt_sessionId', 'tt_pixel_session_index', 'AMP_unsent_x']) {
        storage.setItem(key, '1');
      }
    }
    await stopTrackers('tiktok');
    expect(cookies()).toEqual(['AMP_1a2b3c4d5e=1', '_fbp=1', '_ga=1']);
    for (const storage of [window.localStorage, window.sessionStorage]) {
      expect(Object.keys(storage)).toEqual(['AMP_unsent_x']);
    }
    // jsdom has no IndexedDB, where statistics' clearing looks for Amplitude's database too.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await clearTrackerStorage('marketing');
    await clearTrackerStorage('statistics');
    warn.mockRestore();
    expect(cookies()).toEqual([]);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('says in one console line that TikTok is off without its id', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    loadTrackers({ ...IDS, tiktokPixel: null }, 'tiktok');
    expect(info).toHaveBeenCalledWith(
      '[consent] TikTok pixel is off: NEXT_PUBLIC_TIKTOK_PIXEL_ID not set',
    );
    expect(info).toHaveBeenCalledTimes(1);
  });
});
