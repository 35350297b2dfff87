import { useCallback, useEffect, useRef, useState } from 'react';
import {
  leaveAdsBehind,
  reloadForPupils,
  reloadWithoutAds,
} from '@/components/consent/ad-navigation';
import { afterNextPaint, hideAtOnce } from '@/components/ui/modal';
import {
  analyticsDenied,
  analyticsGranted,
  configureAnalytics,
  listenForTaggedClicks,
  stopAnalytics,
  track,
  type AnalyticsConfig,
} from '@/lib/analytics/analytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import {
  AD_PURPOSES,
  OPEN_CONSENT_SETTINGS_EVENT,
  PURPOSES,
  storedValues,
  transition,
  type AdPurpose,
  type ConsentChoice,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentState,
  type StoredConsent,
  CONSENT,
} from '@/lib/consent/consent';
import { setConsentDefault, updateConsentMode } from '@/lib/consent/consent-mode';
import type { TrackerIds } from '@/lib/consent/trackers';
import { adsAllowedOn } from '@/lib/routing/pages';

// The consent's behaviour, apart from its overlay: the state machine of
// lib/consent/consent.ts, the choice in localStorage, and what a choice
// starts and stops. The state is unknown until the browser has read
// localStorage; the static HTML carries the overlay for a first visit, and
// the server never needs to know.

/** Where each purpose's choice is stored, in the order written: fb_pixel_consent last. */
const STORAGE_KEYS = [
  ['statistics', CONSENT.statisticsKey],
  ['tiktok', CONSENT.tiktokKey],
  ['marketing', CONSENT.storageKey],
] as const;

function readStoredChoice(): StoredConsent {
  const stored: StoredConsent = { statistics: null, marketing: null, tiktok: null };
  try {
    for (const [purpose, key] of STORAGE_KEYS) stored[purpose] = window.localStorage.getItem(key);
  } catch {
    // Storage switched off: nothing is stored, so nothing was chosen.
  }
  return stored;
}

function storeChoice(choice: ConsentChoice) {
  const values = storedValues(choice);
  try {
    // fb_pixel_consent last: it is the one that says a choice was made.
    for (const [purpose, key] of STORAGE_KEYS) window.localStorage.setItem(key, values[purpose]!);
  } catch (error) {
    // Storage switched off: the choice holds for this page view only.
    console.warn('[consent] could not store the choice', error);
  }
}

const trackerModule = () => import('@/lib/consent/trackers');

/**
 * What a choice means, done. The ad networks start only on a page that allows
 * them (lib/routing/pages.ts); on any other, `useConsent` starts them once the
 * visitor reaches such a page.
 */
async function runEffects(
  effects: ConsentEffect[],
  startAds: (purpose: AdPurpose) => Promise<void>,
) {
  // The choice itself is stored by dispatch, at once.
  for (const effect of effects) {
    switch (effect.type) {
      case 'consent-mode':
        updateConsentMode(effect.choice);
        break;
      case 'start':
        if (effect.purpose === 'statistics') analyticsGranted();
        else await startAds(effect.purpose);
        break;
      case 'stop':
        if (effect.purpose === 'statistics') {
          analyticsDenied();
          await stopAnalytics();
          await (await trackerModule()).clearTrackerStorage('statistics');
        } else {
          await (await trackerModule()).stopTrackers(effect.purpose);
        }
        break;
      case 'clear':
        if (effect.purpose === 'statistics') analyticsDenied();
        await (await trackerModule()).clearTrackerStorage(effect.purpose);
        break;
      case 'track-accepted':
        track(ANALYTICS_EVENTS.consentAccepted);
        break;
    }
  }
}

/** How <html> names an applied choice: two values for all or nothing, else the purposes granted. */
function appliedName(choice: ConsentChoice | null | undefined): string {
  if (!choice) return 'undecided';
  const granted = PURPOSES.filter((purpose) => choice[purpose]);
  if (granted.length === PURPOSES.length) return CONSENT.granted;
  return granted.length === 0 ? CONSENT.rejected : granted.join(' ');
}

/**
 * The visitor's choice on a page where one is asked: its state, and `dispatch`
 * for the overlay's buttons and the footer's `Cookie-Einstellungen`.
 */
export function useConsent({
  page,
  analytics,
  trackers,
}: {
  page: string;
  analytics: AnalyticsConfig | null;
  trackers: TrackerIds;
}) {
  const [state, setState] = useState<ConsentState | null>(null);
  const current = useRef<ConsentState | null>(null);
  const trackerIds = useRef(trackers);
  const pendingEffects = useRef(0);
  // Read by the ads' loader when its module arrives, after the visitor may have moved on.
  const currentPage = useRef(page);
  useEffect(() => {
    currentPage.current = page;
  }, [page]);
  const adsRunning = useRef(false);

  const startAds = useCallback(async (purpose: AdPurpose) => {
    if (!adsAllowedOn(currentPage.current)) return;
    const ads = await trackerModule();
    // The visitor may have moved on while the module loaded.
    if (!adsAllowedOn(currentPage.current)) return;
    if (!adsRunning.current) {
      // Before the pixels' own listeners: theirs would count the page a way back reaches.
      window.addEventListener('click', leaveAdsBehind, true);
      window.addEventListener('popstate', reloadWithoutAds);
    }
    ads.loadTrackers(trackerIds.current, purpose);
    adsRunning.current = ads.trackersLoaded();
  }, []);

  // `button`: a choice made in the overlay, which closes around it in the
  // click's own frame; React's closing and the choice's effects follow that
  // paint (INP). The choice itself is stored at once, whatever follows.
  const dispatch = useCallback(
    (event: ConsentEvent, button?: Element) => {
      const from = current.current ?? { choice: null, overlayOpen: false };
      const { state: next, effects } = transition(from, event);
      current.current = next;
      for (const effect of effects) if (effect.type === 'store') storeChoice(effect.choice);
      const apply = () => {
        setState(next);
        pendingEffects.current += 1;
        void runEffects(effects, startAds)
          .catch((error: unknown) => console.warn('[consent] applying the choice failed', error))
          .finally(() => {
            pendingEffects.current -= 1;
            // The effects finish after the overlay has closed: <html> tells when the
            // choice has fully taken effect (the e2e tests wait for it).
            if (pendingEffects.current === 0) {
              document.documentElement.dataset.consentApplied = appliedName(
                current.current?.choice,
              );
            }
          });
      };
      if (!button) return apply();
      hideAtOnce(button);
      afterNextPaint(apply);
    },
    [startAds],
  );

  // Client-side navigation: the ad networks start on the first page that allows
  // them, and a page that does not is loaded without them.
  useEffect(() => {
    if (adsAllowedOn(page)) {
      for (const purpose of AD_PURPOSES) {
        if (current.current?.choice?.[purpose]) void startAds(purpose);
      }
    } else if (adsRunning.current) {
      window.location.reload();
    }
  }, [page, startAds]);

  useEffect(() => {
    window.addEventListener('popstate', reloadForPupils);
    setConsentDefault();
    configureAnalytics(analytics);
    dispatch({ type: 'load', stored: readStoredChoice() });
    const reopen = () => dispatch({ type: 'reopen' });
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen);
    const stopListening = listenForTaggedClicks(document, () => ({
      page: window.location.pathname,
    }));
    return () => {
      window.removeEventListener('popstate', reloadForPupils);
      window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen);
      stopListening();
    };
    // The configuration is static per build; read once per page life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { state, dispatch };
}
