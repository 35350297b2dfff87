'use client';

import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { useParams, usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { PupilsPrivacyNote } from '@/components/consent/pupils-privacy-note';
import { useSegmentCountry } from '@/components/ui/country-context';
import { afterNextPaint, hideAtOnce, Modal } from '@/components/ui/modal';
import { CONSENT_COPY, learnersClaim, type NamingButtons } from '@/content/site-copy';
import {
  analyticsDenied,
  analyticsGranted,
  configureAnalytics,
  listenForTaggedClicks,
  stopAnalytics,
  track,
  type AnalyticsConfig,
} from '@/lib/analytics/analytics';
import {
  OPEN_CONSENT_SETTINGS_EVENT,
  PURPOSES,
  storedValues,
  transition,
  type ConsentChoice,
  type ConsentEffect,
  type ConsentEvent,
  type ConsentState,
  type StoredConsent,
} from '@/lib/consent/consent';
import { setConsentDefault, updateConsentMode } from '@/lib/consent/consent-mode';
import type { TrackerIds } from '@/lib/consent/trackers';
import { publicPath } from '@/lib/countries/country-rules';
import { adsAllowedOn, CONSENT_LINKS, isLegalPage, isPupilsPage } from '@/lib/routing/pages';
import { ANALYTICS_EVENTS, CONSENT, VARIANT_SEGMENT_PREFIX } from '@/lib/site';

type ConsentManagerProps = {
  analytics: AnalyticsConfig | null;
  trackers: TrackerIds;
  /** The partner logos as list items, rendered by the server (no image code in this island). */
  partnerLogos: ReactNode;
  /** Names the research partner and the funding programme from configuration. */
  backingNote: string;
  /** The public paths with an experiment: elsewhere a page's variant segment is the standard one, and reports `none`. */
  experimentPaths: string[];
};

// Loaded only once a visitor has agreed to statistics: no visitor pays for it before.
const WebVitals = dynamic(
  () => import('@/components/consent/web-vitals').then((m) => m.WebVitals),
  {
    ssr: false,
  },
);
// Loaded when a visitor opens `Einstellungen`.
const ConsentSettings = dynamic(
  () => import('@/components/consent/consent-settings').then((m) => m.ConsentSettings),
  { ssr: false },
);

function readStoredChoice(): StoredConsent {
  try {
    return {
      marketing: window.localStorage.getItem(CONSENT.storageKey),
      statistics: window.localStorage.getItem(CONSENT.statisticsKey),
    };
  } catch {
    return { marketing: null, statistics: null };
  }
}

function storeChoice(choice: ConsentChoice) {
  const values = storedValues(choice);
  try {
    // fb_pixel_consent last: it is the one that says a choice was made.
    window.localStorage.setItem(CONSENT.statisticsKey, values.statistics!);
    window.localStorage.setItem(CONSENT.storageKey, values.marketing!);
  } catch (error) {
    // Storage switched off: the choice holds for this page view only.
    console.warn('[consent] could not store the choice', error);
  }
}

const trackerModule = () => import('@/lib/consent/trackers');

/**
 * What a choice means, done. The ad networks start only on a page that allows
 * them (lib/routing/pages.ts); on any other the consent manager starts them once the
 * visitor reaches such a page.
 */
async function runEffects(effects: ConsentEffect[], startAds: () => Promise<void>) {
  // The choice itself is stored by dispatch, at once.
  for (const effect of effects) {
    switch (effect.type) {
      case 'consent-mode':
        updateConsentMode(effect.choice);
        break;
      case 'start':
        if (effect.purpose === 'statistics') analyticsGranted();
        else await startAds();
        break;
      case 'stop':
        if (effect.purpose === 'statistics') {
          analyticsDenied();
          await stopAnalytics();
          await (await trackerModule()).clearTrackerStorage('statistics');
        } else {
          await (await trackerModule()).stopTrackers();
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

/**
 * A page without ads is loaded anew by the browser when the ad networks run in
 * this document: a click on a link to it skips the client-side router (which
 * would keep their code in memory), and a way back reloads before the pixels
 * hear of it. `Kontakt` is such a link too: its form never opens beside them.
 */
function reloadWithoutAds(event: PopStateEvent) {
  if (adsAllowedOn(publicPath(window.location.pathname))) return;
  event.stopImmediatePropagation();
  window.location.reload();
}

function leaveAdsBehind(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin && !adsAllowedOn(publicPath(url.pathname))) {
    event.stopPropagation();
  }
}

/**
 * A way back to a pupils' page from a document where consent may have started
 * something loads it anew. Registered before analytics starts, so Amplitude's
 * listener never hears of it; the router's render, which is asynchronous, is
 * cut short by the reload.
 */
function reloadForPupils(event: PopStateEvent) {
  if (!isPupilsPage(publicPath(window.location.pathname))) return;
  event.stopImmediatePropagation();
  window.location.reload();
}

/**
 * The consent overlay and its effects on every page but the pupils': there
 * nothing is asked, read or loaded, and `Cookie-Einstellungen` says so. A link
 * into a pupils' page is a document load (components/layout/document-navigation.tsx)
 * and so is a way back to one (`reloadForPupils`): what an adult's consent
 * started never reaches a pupils' page.
 */
export function ConsentManager(props: ConsentManagerProps) {
  const page = publicPath(usePathname());
  // The e2e tests' sign that the root layout has hydrated, on every page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return isPupilsPage(page) ? <PupilsPrivacyNote /> : <ConsentChoices page={page} {...props} />;
}

// The overlay and everything that follows from the visitor's choice. The
// state is unknown until the browser has read localStorage; the static HTML
// carries the overlay for a first visit, and the server never needs to know.
function ConsentChoices({
  page,
  analytics,
  trackers,
  partnerLogos,
  backingNote,
  experimentPaths,
}: ConsentManagerProps & { page: string }) {
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
  // On the legal pages, which it links to, the overlay leaves the text readable.
  const legal = isLegalPage(page);
  const country = useSegmentCountry();
  const variantSegment = useParams<{ variant?: string }>().variant;

  const startAds = useCallback(async () => {
    if (!adsAllowedOn(currentPage.current)) return;
    const ads = await trackerModule();
    // The visitor may have moved on while the module loaded.
    if (!adsAllowedOn(currentPage.current)) return;
    if (!adsRunning.current) {
      // Before the pixels' own listeners: theirs would count the page a way back reaches.
      window.addEventListener('click', leaveAdsBehind, true);
      window.addEventListener('popstate', reloadWithoutAds);
    }
    ads.loadTrackers(trackerIds.current);
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
      if (current.current?.choice?.marketing) void startAds();
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

  const claim = learnersClaim(country);
  const webVitals = analytics && state?.choice?.statistics && (
    <WebVitals
      page={page}
      country={country}
      variant={
        experimentPaths.includes(page) && variantSegment
          ? variantSegment.slice(VARIANT_SEGMENT_PREFIX.length)
          : 'none'
      }
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
            <button
              type="button"
              onClick={(click) =>
                dispatch({ type: 'accept', purposes: PURPOSES }, click.currentTarget)
              }
              className={buttonClass}
            >
              {CONSENT_COPY.accept}
            </button>
            <button
              type="button"
              onClick={(click) => dispatch({ type: 'decline' }, click.currentTarget)}
              className={buttonClass}
            >
              {CONSENT_COPY.decline}
            </button>
          </div>
          <SettingsPart
            initial={state?.choice ?? { statistics: false, marketing: false }}
            onSave={(choice, button) => dispatch({ type: 'save', choice }, button)}
          />
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

const buttonClass =
  'min-h-12 rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900';

/** How <html> names an applied choice: two values, for all or nothing. */
function appliedName(choice: ConsentChoice | null | undefined): string {
  if (!choice) return 'undecided';
  const granted = PURPOSES.filter((purpose) => choice[purpose]);
  if (granted.length === PURPOSES.length) return CONSENT.granted;
  return granted.length === 0 ? CONSENT.rejected : granted.join(' ');
}

/**
 * `Einstellungen`, and once opened the boxes per purpose: with a state of its
 * own, opening renders only this part of the overlay (INP). Closing the
 * overlay unmounts it, so it opens folded again.
 */
function SettingsPart({
  initial,
  onSave,
}: {
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice, button: Element) => void;
}) {
  const [open, setOpen] = useState(false);
  return open ? (
    <ConsentSettings initial={initial} buttonClass={buttonClass} onSave={onSave} />
  ) : (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="min-h-12 rounded-full px-6 py-3 font-semibold text-brand-700 underline underline-offset-4"
    >
      {CONSENT_COPY.settings}
    </button>
  );
}

function ButtonNames({ text }: { text: NamingButtons }) {
  return text.map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part));
}
