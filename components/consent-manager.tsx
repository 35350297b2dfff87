'use client';

import dynamic from 'next/dynamic';
import { useParams, usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSegmentCountry } from '@/components/country-context';
import { Modal } from '@/components/modal';
import { clsx } from 'clsx';
import {
  analyticsDenied,
  analyticsGranted,
  configureAnalytics,
  listenForTaggedClicks,
  stopAnalytics,
  track,
  type AnalyticsConfig,
} from '@/lib/analytics';
import {
  OPEN_CONSENT_SETTINGS_EVENT,
  transition,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentState,
} from '@/lib/consent';
import { setConsentDefault, updateConsentMode } from '@/lib/consent-mode';
import { CONSENT_COPY, learnersClaim, type NamingButtons } from '@/lib/content';
import { publicPath } from '@/lib/country';
import { CONSENT_LINKS, isLegalPage } from '@/lib/pages';
import { ANALYTICS_EVENTS, CONSENT, VARIANT_SEGMENT_PREFIX } from '@/lib/site';
import type { TrackerIds } from '@/lib/trackers';

type ConsentManagerProps = {
  analytics: AnalyticsConfig | null;
  trackers: TrackerIds;
  /** The partner logos as list items, rendered by the server (no image code in this island). */
  partnerLogos: ReactNode;
  /** Names the research partner and the funding programme from configuration. */
  backingNote: string;
};

// Loaded only once a visitor has accepted: no visitor pays for it before.
const WebVitals = dynamic(() => import('@/components/web-vitals').then((m) => m.WebVitals), {
  ssr: false,
});

function readStoredChoice() {
  try {
    return window.localStorage.getItem(CONSENT.storageKey);
  } catch {
    return null;
  }
}

function storeChoice(choice: string) {
  try {
    window.localStorage.setItem(CONSENT.storageKey, choice);
  } catch (error) {
    // Storage switched off: the choice holds for this page view only.
    console.warn('[consent] could not store the choice', error);
  }
}

async function runEffects(effects: ConsentEffect[], trackerIds: TrackerIds) {
  // The tracker code is fetched only by the effects that need it; the choice
  // itself is stored synchronously, before anything is awaited.
  const trackers = () => import('@/lib/trackers');
  for (const effect of effects) {
    switch (effect) {
      case 'store-granted':
        storeChoice(CONSENT.granted);
        break;
      case 'store-rejected':
        storeChoice(CONSENT.rejected);
        break;
      case 'consent-granted':
        updateConsentMode(true);
        analyticsGranted();
        break;
      case 'consent-denied':
        updateConsentMode(false);
        analyticsDenied();
        break;
      case 'load-trackers':
        (await trackers()).loadTrackers(trackerIds);
        break;
      case 'stop-trackers':
        await stopAnalytics();
        await (await trackers()).stopTrackers();
        break;
      case 'clear-storage':
        await (await trackers()).clearTrackerStorage();
        break;
      case 'track-accepted':
        track(ANALYTICS_EVENTS.consentAccepted);
        break;
    }
  }
}

// The overlay and everything that follows from the visitor's choice. The
// state is unknown until the browser has read localStorage; the static HTML
// carries the overlay for a first visit, and the server never needs to know.
export function ConsentManager({
  analytics,
  trackers,
  partnerLogos,
  backingNote,
}: ConsentManagerProps) {
  const [state, setState] = useState<ConsentState | null>(null);
  const current = useRef<ConsentState | null>(null);
  const trackerIds = useRef(trackers);
  const pendingEffects = useRef(0);
  // On the legal pages, which it links to, the overlay leaves the text readable.
  const page = publicPath(usePathname());
  const legal = isLegalPage(page);
  const country = useSegmentCountry();
  const variantSegment = useParams<{ variant?: string }>().variant;

  const dispatch = useCallback((event: ConsentEvent) => {
    const from = current.current ?? { choice: null, overlayOpen: false };
    const { state: next, effects } = transition(from, event);
    current.current = next;
    setState(next);
    pendingEffects.current += 1;
    void runEffects(effects, trackerIds.current)
      .catch((error: unknown) => console.warn('[consent] applying the choice failed', error))
      .finally(() => {
        pendingEffects.current -= 1;
        // The effects finish after the overlay has closed: <html> tells when the
        // choice has fully taken effect (the e2e tests wait for it).
        if (pendingEffects.current === 0) {
          document.documentElement.dataset.consentApplied = current.current?.choice ?? 'undecided';
        }
      });
  }, []);

  useEffect(() => {
    setConsentDefault();
    configureAnalytics(analytics);
    dispatch({ type: 'load', stored: readStoredChoice() });
    const reopen = () => dispatch({ type: 'reopen' });
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen);
    const stopListening = listenForTaggedClicks(document, () => ({
      page: window.location.pathname,
    }));
    return () => {
      window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, reopen);
      stopListening();
    };
    // The configuration is static per build; read once per page life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const claim = learnersClaim(country);
  const webVitals = analytics && state?.choice === CONSENT.granted && (
    <WebVitals
      page={page}
      country={country}
      variant={variantSegment?.slice(VARIANT_SEGMENT_PREFIX.length) ?? 'none'}
      sampleRate={analytics.webVitalsSampleRate}
    />
  );
  return (
    // Until the stored choice is read, the overlay is in the server's HTML and
    // paints with the page (no late pop-in, no late LCP); the hint script in
    // app/layout.tsx hides it before the first paint for a visitor who has chosen.
    <>
      {webVitals}
      <Modal
        open={state?.overlayOpen ?? false}
        prepainted={state === null}
        onDismiss={state?.choice ? () => dispatch({ type: 'dismiss' }) : undefined}
        labelledBy="consent-title"
        describedBy="consent-text"
        modal={!legal}
        className={legal ? undefined : 'overflow-y-auto'}
      >
        <div
          className={clsx(
            'mx-auto flex max-w-2xl flex-col gap-5 px-5',
            legal ? 'py-5' : 'py-8 desktop:py-14',
          )}
        >
          <div data-autofocus tabIndex={-1} className="focus:outline-none">
            <h2
              id="consent-title"
              className="text-2xl font-bold tracking-tight text-brand-900 desktop:text-3xl"
            >
              {CONSENT_COPY.title}
            </h2>
            <div id="consent-text" className="mt-3 space-y-3 text-muted">
              {CONSENT_COPY.text.map((paragraph) => (
                <p key={paragraph[0]}>
                  <ButtonNames text={paragraph} />
                </p>
              ))}
            </div>
          </div>
          <p
            className={clsx(
              'rounded-xl bg-brand-50 p-4 text-sm text-ink',
              // In the bottom sheet the buttons come first, within sight.
              legal && 'order-1',
            )}
          >
            <ButtonNames text={CONSENT_COPY.underSixteen} />
          </p>
          <div className="grid gap-3 desktop:grid-cols-2">
            {(
              [
                ['accept', CONSENT_COPY.accept],
                ['decline', CONSENT_COPY.decline],
              ] as const
            ).map(([type, label]) => (
              <button
                key={type}
                type="button"
                onClick={() => dispatch({ type })}
                className="min-h-12 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900"
              >
                {label}
              </button>
            ))}
          </div>
          {!legal && (
            <section aria-labelledby="consent-trust" className="border-t border-brand-100 pt-5">
              <h3 id="consent-trust" className="text-sm font-semibold text-muted">
                {CONSENT_COPY.trustHeading}
              </h3>
              <p className="mt-2 text-ink">
                <strong className="text-brand-700">{claim.value}</strong> {claim.text}
              </p>
              <p className="mt-1 text-sm text-muted">{backingNote}</p>
              <ul className="mt-4 grid grid-cols-2 gap-3 desktop:grid-cols-4">{partnerLogos}</ul>
            </section>
          )}
          <nav aria-label="Rechtliches zur Cookie-Auswahl" className={clsx(legal && 'order-2')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {CONSENT_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-brand-700 underline underline-offset-4">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Modal>
    </>
  );
}

function ButtonNames({ text }: { text: NamingButtons }) {
  return text.map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part));
}
