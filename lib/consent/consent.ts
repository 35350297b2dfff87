// The consent state machine, kept pure: `transition` says
// what must happen, and the consent island's hook (components/consent/use-consent.ts)
// does it. That keeps every rule of the overlay testable without a browser.

export const CONSENT = {
  /** The long-standing key: the choice for marketing (the ad networks). */
  storageKey: 'fb_pixel_consent',
  /** The choice for statistics (Amplitude); without it, an older single choice covers both. */
  statisticsKey: 'rw_statistics_consent',
  /**
   * The choice for TikTok, whose pixel brings a transfer to China (Art. 49 Abs. 1 lit. a
   * DSGVO); without it, TikTok counts as refused: no older choice named that transfer.
   */
  tiktokKey: 'rw_tiktok_consent',
  granted: 'granted',
  rejected: 'rejected',
} as const;

/**
 * What a visitor may agree to, each on its own (Art. 7 DSGVO; EDPB 05/2020 on granularity).
 * TikTok's marketing is a switch of its own: its data reach China, for which
 * neither an adequacy decision nor safeguards that hold exist, so only an explicit
 * consent after being told of that risk allows it (Art. 49 Abs. 1 lit. a DSGVO),
 * and a visitor may want Google's and Meta's ads without it.
 */
export const PURPOSES = ['statistics', 'marketing', 'tiktok'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** The purposes that load ad networks, on pages that allow them (lib/routing/pages.ts). */
export const AD_PURPOSES = ['marketing', 'tiktok'] as const satisfies readonly Purpose[];
export type AdPurpose = (typeof AD_PURPOSES)[number];
export type ConsentChoice = Record<Purpose, boolean>;

export type ConsentState = {
  /** null while the visitor has not chosen (or nothing readable is stored). */
  choice: ConsentChoice | null;
  overlayOpen: boolean;
};

/** The stored values, as localStorage holds them (keys in `CONSENT`). */
export type StoredConsent = Record<Purpose, string | null>;

export type ConsentEvent =
  | { type: 'load'; stored: StoredConsent }
  /** `Einverstanden`: what the page's audience may agree to (lib/routing/pages.ts). */
  | { type: 'accept'; purposes: readonly Purpose[] }
  | { type: 'decline' }
  /** `Auswahl speichern` in `Einstellungen`. */
  | { type: 'save'; choice: ConsentChoice }
  | { type: 'reopen' }
  | { type: 'dismiss' };

export type ConsentEffect =
  | { type: 'store'; choice: ConsentChoice }
  | { type: 'consent-mode'; choice: ConsentChoice }
  | { type: 'start'; purpose: Purpose }
  /** A withdrawal: what the purpose started stops, and what it stored goes. */
  | { type: 'stop'; purpose: Purpose }
  /** On load, for a purpose not granted: whatever its tools wrote while stopping goes. */
  | { type: 'clear'; purpose: Purpose }
  | { type: 'track-accepted' };

export const INITIAL_CONSENT: ConsentState = { choice: null, overlayOpen: false };

/** Nothing agreed to: what the settings' boxes show before a choice, and a decline. */
export const NO_CONSENT: ConsentChoice = { statistics: false, marketing: false, tiktok: false };

const CHOICES: readonly string[] = [CONSENT.granted, CONSENT.rejected];

/**
 * Whether a stored value is a choice. Self-contained (no imports, no closure):
 * the head script of `consentHintScript` runs its source before the first paint.
 */
function isChoice(stored: string | null, choices: readonly string[]): boolean {
  return stored !== null && choices.indexOf(stored) >= 0;
}

/**
 * Reads the stored choice; a marketing value other than the two known ones
 * counts as no choice. A missing statistics value is an older single choice,
 * which covered both purposes. A missing TikTok value is a choice made before
 * TikTok had its own switch, whose text named TikTok but not its transfer to
 * China: it never counts as consent to that transfer (docs/consent-and-analytics.md).
 */
export function parseStoredConsent(stored: StoredConsent): ConsentChoice | null {
  if (!isChoice(stored.marketing, CHOICES)) return null;
  const marketing = stored.marketing === CONSENT.granted;
  const statistics = isChoice(stored.statistics, CHOICES)
    ? stored.statistics === CONSENT.granted
    : marketing;
  return { statistics, marketing, tiktok: stored.tiktok === CONSENT.granted };
}

/** The values to store for a choice. */
export function storedValues(choice: ConsentChoice): StoredConsent {
  const value = (granted: boolean) => (granted ? CONSENT.granted : CONSENT.rejected);
  return {
    statistics: value(choice.statistics),
    marketing: value(choice.marketing),
    tiktok: value(choice.tiktok),
  };
}

/**
 * The inline head script that marks `<html data-consent="set">` before the first
 * paint when the visitor has chosen, so the prepainted overlay never shows
 * (app/globals.css). It applies `parseStoredConsent`'s rule, from that rule's
 * source, so the two cannot disagree. On `skipPaths` (the pupils' pages, which
 * have no overlay) it reads nothing from the device. Byte-stable per build: the
 * CSP allows it by hash (scripts/build-output/pin-scripts.mjs).
 */
export function consentHintScript(skipPaths: readonly string[]): string {
  const key = JSON.stringify(CONSENT.storageKey);
  return `try{if(${JSON.stringify(skipPaths)}.indexOf(location.pathname)<0&&(${isChoice.toString()})(localStorage.getItem(${key}),${JSON.stringify(CHOICES)}))document.documentElement.dataset.consent="set"}catch(e){}`;
}

/** What a new choice starts, stops and records, against the one before (null: none). */
function choose(previous: ConsentChoice | null, next: ConsentChoice) {
  const state = { choice: next, overlayOpen: false };
  const same = previous && PURPOSES.every((purpose) => previous[purpose] === next[purpose]);
  if (same) return { state, effects: [] };
  const effects: ConsentEffect[] = [
    { type: 'store', choice: next },
    { type: 'consent-mode', choice: next },
  ];
  for (const purpose of PURPOSES) {
    if (next[purpose]) {
      if (!previous?.[purpose]) effects.push({ type: 'start', purpose });
    } else if (previous?.[purpose]) {
      effects.push({ type: 'stop', purpose });
    } else if (!previous) {
      // A first refusal: what waited for the choice is dropped, not sent.
      effects.push({ type: 'clear', purpose });
    }
  }
  // The accept event, sent where statistics may now count it.
  if (next.statistics && !previous?.statistics) effects.push({ type: 'track-accepted' });
  return { state, effects };
}

export function transition(
  state: ConsentState,
  event: ConsentEvent,
): { state: ConsentState; effects: ConsentEffect[] } {
  switch (event.type) {
    case 'load': {
      const choice = parseStoredConsent(event.stored);
      if (!choice) return { state: { choice: null, overlayOpen: true }, effects: [] };
      // A returning visitor gets back silently what they agreed to; for what they
      // did not, whatever a tool wrote while it was stopping is removed.
      const effects: ConsentEffect[] = [{ type: 'consent-mode', choice }];
      for (const purpose of PURPOSES) {
        effects.push(choice[purpose] ? { type: 'start', purpose } : { type: 'clear', purpose });
      }
      return { state: { choice, overlayOpen: false }, effects };
    }
    case 'accept': {
      const next = { ...NO_CONSENT };
      for (const purpose of event.purposes) next[purpose] = true;
      return choose(state.choice, next);
    }
    case 'decline':
      return choose(state.choice, NO_CONSENT);
    case 'save':
      return choose(state.choice, event.choice);
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

/**
 * Google Consent Mode v2: statistics is `analytics_storage`, which Google Analytics' tags
 * require, marketing the three `ad_*` signals Google Ads' tags require.
 */
export const CONSENT_MODE_CATEGORIES = {
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  ad_storage: 'marketing',
  analytics_storage: 'statistics',
} as const satisfies Record<string, Purpose>;

export function consentModeState(choice: ConsentChoice) {
  return Object.fromEntries(
    Object.entries(CONSENT_MODE_CATEGORIES).map(([category, purpose]) => [
      category,
      choice[purpose] ? 'granted' : 'denied',
    ]),
  ) as Record<keyof typeof CONSENT_MODE_CATEGORIES, 'granted' | 'denied'>;
}
