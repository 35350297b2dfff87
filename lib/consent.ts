import { CONSENT } from '@/lib/site';

// The consent state machine of spec section 4, kept pure: `transition` says
// what must happen, and the consent manager (components/consent-manager.tsx)
// does it. That keeps every rule of the overlay testable without a browser.

export type ConsentChoice = typeof CONSENT.granted | typeof CONSENT.rejected;

export type ConsentState = {
  /** null while the visitor has not chosen (or nothing readable is stored). */
  choice: ConsentChoice | null;
  overlayOpen: boolean;
};

export type ConsentEvent =
  | { type: 'load'; stored: string | null }
  | { type: 'accept' }
  | { type: 'decline' }
  | { type: 'reopen' }
  | { type: 'dismiss' };

export type ConsentEffect =
  | 'store-granted'
  | 'store-rejected'
  | 'consent-granted'
  | 'consent-denied'
  | 'load-trackers'
  | 'stop-trackers'
  | 'clear-storage'
  | 'track-accepted';

export const INITIAL_CONSENT: ConsentState = { choice: null, overlayOpen: false };

const CHOICES: readonly string[] = [CONSENT.granted, CONSENT.rejected];

/**
 * Whether a stored value is a choice. Self-contained (no imports, no closure):
 * the head script of `consentHintScript` runs its source before the first paint.
 */
function isChoice(stored: string | null, choices: readonly string[]): boolean {
  return stored !== null && choices.indexOf(stored) >= 0;
}

/** Reads a stored choice; anything other than the two known values counts as no choice. */
export function parseStoredConsent(stored: string | null): ConsentChoice | null {
  return isChoice(stored, CHOICES) ? (stored as ConsentChoice) : null;
}

/**
 * The inline head script that marks `<html data-consent="set">` before the first
 * paint when the visitor has chosen, so the prepainted overlay never shows
 * (app/globals.css). It applies `parseStoredConsent`'s rule, from that rule's
 * source, so the two cannot disagree. Byte-stable per build: the CSP allows it
 * by hash (scripts/pin-scripts.mjs).
 */
export function consentHintScript(): string {
  const key = JSON.stringify(CONSENT.storageKey);
  return `try{if((${isChoice.toString()})(localStorage.getItem(${key}),${JSON.stringify(CHOICES)}))document.documentElement.dataset.consent="set"}catch(e){}`;
}

export function transition(
  state: ConsentState,
  event: ConsentEvent,
): { state: ConsentState; effects: ConsentEffect[] } {
  switch (event.type) {
    case 'load': {
      const choice = parseStoredConsent(event.stored);
      // A returning visitor who accepted gets the trackers back silently. After
      // a decline, nothing this page view does is tracked, not even after a
      // later accept, and whatever a tracker wrote while it was stopping is removed.
      const effects: ConsentEffect[] =
        choice === CONSENT.granted
          ? ['consent-granted', 'load-trackers']
          : choice === CONSENT.rejected
            ? ['consent-denied', 'clear-storage']
            : [];
      return { state: { choice, overlayOpen: choice === null }, effects };
    }
    case 'accept': {
      const closed = { choice: CONSENT.granted, overlayOpen: false } as const;
      if (state.choice === CONSENT.granted) return { state: closed, effects: [] };
      return {
        state: closed,
        effects: ['store-granted', 'consent-granted', 'load-trackers', 'track-accepted'],
      };
    }
    case 'decline': {
      const closed = { choice: CONSENT.rejected, overlayOpen: false } as const;
      if (state.choice === CONSENT.rejected) return { state: closed, effects: [] };
      // Withdrawing an earlier accept also stops what that accept started.
      const stop: ConsentEffect[] = state.choice === CONSENT.granted ? ['stop-trackers'] : [];
      return {
        state: closed,
        effects: ['store-rejected', 'consent-denied', ...stop],
      };
    }
    case 'reopen':
      return { state: { ...state, overlayOpen: true }, effects: [] };
    case 'dismiss':
      // Without a choice the overlay stays until the visitor makes one.
      if (state.choice === null) return { state, effects: [] };
      return { state: { ...state, overlayOpen: false }, effects: [] };
  }
}

/** Dispatched on window by the footer's `Cookie-Einstellungen`; the consent manager listens. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'consent:open-settings';

/** The Google Consent Mode v2 categories the site asks for. */
export const CONSENT_MODE_CATEGORIES = [
  'ad_user_data',
  'ad_personalization',
  'ad_storage',
  'analytics_storage',
] as const;

export function consentModeState(granted: boolean) {
  const value = granted ? 'granted' : 'denied';
  return Object.fromEntries(CONSENT_MODE_CATEGORIES.map((category) => [category, value])) as Record<
    (typeof CONSENT_MODE_CATEGORIES)[number],
    'granted' | 'denied'
  >;
}
