import { runInNewContext } from 'node:vm';
import {
  INITIAL_CONSENT,
  consentHintScript,
  consentModeState,
  parseStoredConsent,
  transition,
  type ConsentEvent,
  type ConsentState,
} from '@/lib/consent';

const run = (events: ConsentEvent[], from: ConsentState = INITIAL_CONSENT) =>
  events.reduce(
    (acc, event) => {
      const step = transition(acc.state, event);
      return { state: step.state, effects: [...acc.effects, ...step.effects] };
    },
    { state: from, effects: [] as string[] },
  );

describe('consent state machine', () => {
  it('shows the overlay when nothing is stored, and does nothing else', () => {
    expect(transition(INITIAL_CONSENT, { type: 'load', stored: null })).toEqual({
      state: { choice: null, overlayOpen: true },
      effects: [],
    });
  });

  it('treats a stored value it does not know as no choice', () => {
    for (const stored of ['', 'yes', 'GRANTED', '{"granted":true}']) {
      expect(parseStoredConsent(stored)).toBeNull();
      expect(transition(INITIAL_CONSENT, { type: 'load', stored }).state.overlayOpen).toBe(true);
    }
  });

  it('reloads the trackers silently for a stored accept', () => {
    expect(transition(INITIAL_CONSENT, { type: 'load', stored: 'granted' })).toEqual({
      state: { choice: 'granted', overlayOpen: false },
      effects: ['consent-granted', 'load-trackers'],
    });
  });

  it('hides the overlay, denies, loads nothing and clears tracker storage for a stored decline', () => {
    expect(transition(INITIAL_CONSENT, { type: 'load', stored: 'rejected' })).toEqual({
      state: { choice: 'rejected', overlayOpen: false },
      effects: ['consent-denied', 'clear-storage'],
    });
  });

  it('accept stores, grants, loads and tracks, in that order', () => {
    const { state, effects } = run([{ type: 'load', stored: null }, { type: 'accept' }]);
    expect(state).toEqual({ choice: 'granted', overlayOpen: false });
    expect(effects).toEqual([
      'store-granted',
      'consent-granted',
      'load-trackers',
      'track-accepted',
    ]);
  });

  it('decline stores and keeps consent mode denied, loading and sending nothing', () => {
    const { state, effects } = run([{ type: 'load', stored: null }, { type: 'decline' }]);
    expect(state).toEqual({ choice: 'rejected', overlayOpen: false });
    expect(effects).toEqual(['store-rejected', 'consent-denied']);
  });

  it('withdrawing an accept through the settings stops the trackers', () => {
    const { state, effects } = run([
      { type: 'load', stored: 'granted' },
      { type: 'reopen' },
      { type: 'decline' },
    ]);
    expect(state).toEqual({ choice: 'rejected', overlayOpen: false });
    expect(effects).toEqual([
      'consent-granted',
      'load-trackers',
      'store-rejected',
      'consent-denied',
      'stop-trackers',
    ]);
  });

  it('accepting after a decline works as an accept', () => {
    const { state, effects } = run([
      { type: 'load', stored: 'rejected' },
      { type: 'reopen' },
      { type: 'accept' },
    ]);
    expect(state).toEqual({ choice: 'granted', overlayOpen: false });
    expect(effects).toEqual([
      'consent-denied',
      'clear-storage',
      'store-granted',
      'consent-granted',
      'load-trackers',
      'track-accepted',
    ]);
  });

  it('repeating the same choice only closes the overlay', () => {
    expect(
      run([{ type: 'load', stored: 'granted' }, { type: 'reopen' }, { type: 'accept' }]).effects,
    ).toEqual(['consent-granted', 'load-trackers']);
    expect(
      run([{ type: 'load', stored: 'rejected' }, { type: 'reopen' }, { type: 'decline' }]).effects,
    ).toEqual(['consent-denied', 'clear-storage']);
  });

  it('cannot be dismissed before a choice, but can be afterwards', () => {
    const undecided = run([{ type: 'load', stored: null }, { type: 'dismiss' }]).state;
    expect(undecided.overlayOpen).toBe(true);
    const decided = run([
      { type: 'load', stored: 'rejected' },
      { type: 'reopen' },
      { type: 'dismiss' },
    ]);
    expect(decided.state).toEqual({ choice: 'rejected', overlayOpen: false });
    expect(decided.effects).toEqual(['consent-denied', 'clear-storage']);
  });

  it('maps consent mode to all four Google categories', () => {
    expect(consentModeState(false)).toEqual({
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'denied',
    });
    expect(Object.values(consentModeState(true))).toEqual(Array(4).fill('granted'));
  });
});

describe('consentHintScript', () => {
  /** Runs the head script on its own, as the browser does before the first paint. */
  function marksChosen(stored: string | null): boolean {
    const dataset: { consent?: string } = {};
    runInNewContext(consentHintScript(), {
      localStorage: { getItem: (key: string) => (key === 'fb_pixel_consent' ? stored : null) },
      document: { documentElement: { dataset } },
    });
    return dataset.consent === 'set';
  }

  it('hides the prepainted overlay exactly when the consent manager sees a choice', () => {
    for (const stored of [null, '', 'granted', 'rejected', 'yes', 'GRANTED', 'true']) {
      expect([stored, marksChosen(stored)]).toEqual([stored, parseStoredConsent(stored) !== null]);
    }
  });

  it('leaves the overlay alone when storage cannot be read', () => {
    const dataset: { consent?: string } = {};
    runInNewContext(consentHintScript(), { document: { documentElement: { dataset } } });
    expect(dataset.consent).toBeUndefined();
  });
});
