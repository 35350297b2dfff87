import { runInNewContext } from 'node:vm';
import {
  INITIAL_CONSENT,
  PURPOSES,
  consentHintScript,
  consentModeState,
  parseStoredConsent,
  storedValues,
  transition,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentState,
  type Purpose,
} from '@/lib/consent/consent';

const run = (events: ConsentEvent[], from: ConsentState = INITIAL_CONSENT) =>
  events.reduce(
    (acc, event) => {
      const step = transition(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...step.effects] };
    },
    { state: from, effects: [] as ConsentEffect[] },
  );

const stored = (
  marketing: string | null,
  statistics: string | null = null,
  tiktok: string | null = null,
) => ({
  type: 'load' as const,
  stored: { marketing, statistics, tiktok },
});
const ALL = { statistics: true, marketing: true, tiktok: true };
/** Statistics and marketing: all that a choice stored before TikTok's switch can say. */
const BOTH = { statistics: true, marketing: true, tiktok: false };
const NONE = { statistics: false, marketing: false, tiktok: false };
const STATISTICS = { statistics: true, marketing: false, tiktok: false };
const MARKETING = { statistics: false, marketing: true, tiktok: false };
const start = (purpose: Purpose) => ({ type: 'start', purpose }) as const;
const stop = (purpose: Purpose) => ({ type: 'stop', purpose }) as const;
const clear = (purpose: Purpose) => ({ type: 'clear', purpose }) as const;

describe('consent by purpose', () => {
  it('shows the overlay when nothing is stored, and does nothing else', () => {
    expect(transition(INITIAL_CONSENT, stored(null))).toEqual({
      state: { choice: null, overlayOpen: true },
      effects: [],
    });
  });

  it('treats a stored marketing value it does not know as no choice', () => {
    for (const value of ['', 'yes', 'GRANTED', '{"granted":true}']) {
      expect(
        parseStoredConsent({ marketing: value, statistics: 'granted', tiktok: 'granted' }),
      ).toBeNull();
      expect(transition(INITIAL_CONSENT, stored(value)).state.overlayOpen).toBe(true);
    }
  });

  it('reads an older single choice as covering statistics and marketing', () => {
    expect(parseStoredConsent({ marketing: 'granted', statistics: null, tiktok: null })).toEqual(
      BOTH,
    );
    expect(parseStoredConsent({ marketing: 'rejected', statistics: null, tiktok: null })).toEqual(
      NONE,
    );
    expect(
      parseStoredConsent({ marketing: 'rejected', statistics: 'granted', tiktok: null }),
    ).toEqual(STATISTICS);
  });

  it('never reads a choice stored before TikTok’s switch as consent to TikTok’s transfer to China', () => {
    // The older overlay named TikTok but not China: whatever it stored, TikTok stays off.
    for (const statistics of [null, 'granted', 'rejected']) {
      expect(parseStoredConsent({ marketing: 'granted', statistics, tiktok: null })?.tiktok).toBe(
        false,
      );
    }
    // The returning visitor keeps the rest, silently, and what TikTok may have written goes.
    expect(transition(INITIAL_CONSENT, stored('granted', 'granted'))).toEqual({
      state: { choice: BOTH, overlayOpen: false },
      effects: [
        { type: 'consent-mode', choice: BOTH },
        start('statistics'),
        start('marketing'),
        clear('tiktok'),
      ],
    });
    // Only a TikTok value the new overlay stored counts, and only beside a choice.
    expect(
      parseStoredConsent({ marketing: 'granted', statistics: null, tiktok: 'granted' }),
    ).toEqual(ALL);
    expect(parseStoredConsent({ marketing: null, statistics: null, tiktok: 'granted' })).toBeNull();
    expect(parseStoredConsent({ marketing: 'granted', statistics: null, tiktok: 'yes' })).toEqual(
      BOTH,
    );
  });

  it('stores marketing under fb_pixel_consent, statistics and TikTok beside it', () => {
    expect(storedValues(STATISTICS)).toEqual({
      marketing: 'rejected',
      statistics: 'granted',
      tiktok: 'rejected',
    });
    expect(storedValues(ALL)).toEqual({
      marketing: 'granted',
      statistics: 'granted',
      tiktok: 'granted',
    });
    expect(parseStoredConsent(storedValues(MARKETING))).toEqual(MARKETING);
  });

  it('starts silently what a returning visitor agreed to, and clears what they did not', () => {
    expect(transition(INITIAL_CONSENT, stored('rejected', 'granted'))).toEqual({
      state: { choice: STATISTICS, overlayOpen: false },
      effects: [
        { type: 'consent-mode', choice: STATISTICS },
        start('statistics'),
        clear('marketing'),
        clear('tiktok'),
      ],
    });
    expect(transition(INITIAL_CONSENT, stored('rejected')).effects).toEqual([
      { type: 'consent-mode', choice: NONE },
      clear('statistics'),
      clear('marketing'),
      clear('tiktok'),
    ]);
  });

  it('`Einverstanden`, whose text names China, stores, grants, starts all three and tracks, in that order', () => {
    const { state, effects } = run([stored(null), { type: 'accept', purposes: PURPOSES }]);
    expect(state).toEqual({ choice: ALL, overlayOpen: false });
    expect(effects).toEqual([
      { type: 'store', choice: ALL },
      { type: 'consent-mode', choice: ALL },
      start('statistics'),
      start('marketing'),
      start('tiktok'),
      { type: 'track-accepted' },
    ]);
  });

  it('`Einverstanden` after a choice stored before TikTok’s switch starts TikTok and nothing twice', () => {
    const { state, effects } = run([
      stored('granted'),
      { type: 'reopen' },
      { type: 'accept', purposes: PURPOSES },
    ]);
    expect(state.choice).toEqual(ALL);
    expect(effects.slice(4)).toEqual([
      { type: 'store', choice: ALL },
      { type: 'consent-mode', choice: ALL },
      start('tiktok'),
    ]);
  });

  it('`Einstellungen` with marketing and without TikTok starts marketing and never TikTok', () => {
    const { effects } = run([stored(null), { type: 'save', choice: MARKETING }]);
    expect(effects).toEqual([
      { type: 'store', choice: MARKETING },
      { type: 'consent-mode', choice: MARKETING },
      clear('statistics'),
      start('marketing'),
      clear('tiktok'),
    ]);
  });

  it('withdraws TikTok alone and keeps the rest', () => {
    const { effects } = run([
      stored('granted', 'granted', 'granted'),
      { type: 'reopen' },
      { type: 'save', choice: BOTH },
    ]);
    expect(effects.slice(4)).toEqual([
      { type: 'store', choice: BOTH },
      { type: 'consent-mode', choice: BOTH },
      stop('tiktok'),
    ]);
  });

  it('`Einverstanden` on a pupils’ page agrees to statistics only', () => {
    const { state, effects } = run([stored(null), { type: 'accept', purposes: ['statistics'] }]);
    expect(state.choice).toEqual(STATISTICS);
    expect(effects).not.toContainEqual(start('marketing'));
  });

  it('`Nicht einverstanden` stores and denies, starting and sending nothing', () => {
    const { state, effects } = run([stored(null), { type: 'decline' }]);
    expect(state).toEqual({ choice: NONE, overlayOpen: false });
    expect(effects).toEqual([
      { type: 'store', choice: NONE },
      { type: 'consent-mode', choice: NONE },
      clear('statistics'),
      clear('marketing'),
      clear('tiktok'),
    ]);
  });

  it('`Einstellungen` with only statistics starts Amplitude and no ad network', () => {
    const { effects } = run([stored(null), { type: 'save', choice: STATISTICS }]);
    expect(effects).toEqual([
      { type: 'store', choice: STATISTICS },
      { type: 'consent-mode', choice: STATISTICS },
      start('statistics'),
      clear('marketing'),
      clear('tiktok'),
      { type: 'track-accepted' },
    ]);
  });

  it('withdraws one purpose and keeps the other', () => {
    const { state, effects } = run([
      stored('granted'),
      { type: 'reopen' },
      { type: 'save', choice: STATISTICS },
    ]);
    expect(state).toEqual({ choice: STATISTICS, overlayOpen: false });
    expect(effects.slice(4)).toEqual([
      { type: 'store', choice: STATISTICS },
      { type: 'consent-mode', choice: STATISTICS },
      stop('marketing'),
    ]);
  });

  it('withdrawing everything stops both', () => {
    const { effects } = run([stored('granted'), { type: 'reopen' }, { type: 'decline' }]);
    expect(effects.slice(4)).toEqual([
      { type: 'store', choice: NONE },
      { type: 'consent-mode', choice: NONE },
      stop('statistics'),
      stop('marketing'),
    ]);
  });

  it('repeating the same choice only closes the overlay', () => {
    // Each load has four effects: consent mode, and a start or a clear per purpose.
    expect(
      run([
        stored('granted', 'granted', 'granted'),
        { type: 'reopen' },
        { type: 'accept', purposes: PURPOSES },
      ]).effects,
    ).toHaveLength(4);
    expect(run([stored('rejected'), { type: 'reopen' }, { type: 'decline' }]).effects).toHaveLength(
      4,
    );
  });

  it('cannot be dismissed before a choice, but can be afterwards', () => {
    expect(run([stored(null), { type: 'dismiss' }]).state.overlayOpen).toBe(true);
    const decided = run([stored('rejected'), { type: 'reopen' }, { type: 'dismiss' }]);
    expect(decided.state).toEqual({ choice: NONE, overlayOpen: false });
  });

  it('gives Consent Mode statistics and the three ad signals separately', () => {
    expect(consentModeState(STATISTICS)).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentModeState(MARKETING)).toEqual({
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      ad_storage: 'granted',
      analytics_storage: 'denied',
    });
  });
});

describe('consentHintScript', () => {
  /** Runs the head script on its own, as the browser does before the first paint. */
  function marksChosen(value: string | null, pathname = '/eltern'): boolean {
    const dataset: { consent?: string } = {};
    runInNewContext(consentHintScript(['/']), {
      location: { pathname },
      localStorage: { getItem: (key: string) => (key === 'fb_pixel_consent' ? value : null) },
      document: { documentElement: { dataset } },
    });
    return dataset.consent === 'set';
  }

  it('hides the prepainted overlay exactly when the consent manager sees a choice', () => {
    for (const value of [null, '', 'granted', 'rejected', 'yes', 'GRANTED', 'true']) {
      expect([value, marksChosen(value)]).toEqual([
        value,
        parseStoredConsent({ marketing: value, statistics: null, tiktok: null }) !== null,
      ]);
    }
  });

  it('reads nothing from the device on a page it is told to skip (a pupils’ page)', () => {
    const read: string[] = [];
    const dataset: { consent?: string } = {};
    runInNewContext(consentHintScript(['/']), {
      location: { pathname: '/' },
      localStorage: { getItem: (key: string) => (read.push(key), 'granted') },
      document: { documentElement: { dataset } },
    });
    expect(read).toEqual([]);
    expect(dataset.consent).toBeUndefined();
    expect(marksChosen('granted', '/eltern')).toBe(true);
  });

  it('leaves the overlay alone when storage cannot be read', () => {
    const dataset: { consent?: string } = {};
    runInNewContext(consentHintScript(['/']), {
      location: { pathname: '/eltern' },
      document: { documentElement: { dataset } },
    });
    expect(dataset.consent).toBeUndefined();
  });
});
