'use client';

import dynamic from 'next/dynamic';
import { useParams, usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { ConsentOverlay } from '@/components/consent/consent-overlay';
import { PupilsPrivacyNote } from '@/components/consent/pupils-privacy-note';
import { useConsent } from '@/components/consent/use-consent';
import { useSegmentCountry } from '@/components/ui/country-context';
import { learnersClaim, type Learners } from '@/content/learners-claim';
import type { AnalyticsConfig } from '@/lib/analytics/analytics';
import type { TrackerIds } from '@/lib/consent/trackers';
import { VARIANT_SEGMENT_PREFIX } from '@/lib/core/site';
import { publicPath } from '@/lib/countries/country-rules';
import { isLegalPage, isPupilsPage } from '@/lib/routing/pages';

type ConsentManagerProps = {
  analytics: AnalyticsConfig | null;
  trackers: TrackerIds;
  /** The partner logos as list items, rendered by the server (no image code in this island). */
  partnerLogos: ReactNode;
  /** Names the research partner and the funding programme from configuration. */
  backingNote: string;
  /** The pupils' count from configuration, which the overlay writes in the page's country. */
  learners: Learners;
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

// The overlay and everything that follows from the visitor's choice
// (components/consent/use-consent.ts), and the Web Vitals of a visitor who
// agreed to statistics.
function ConsentChoices({
  page,
  analytics,
  trackers,
  partnerLogos,
  backingNote,
  learners,
  experimentPaths,
}: ConsentManagerProps & { page: string }) {
  const { state, dispatch } = useConsent({ page, analytics, trackers });
  const country = useSegmentCountry();
  const variantSegment = useParams<{ variant?: string }>().variant;
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
    <>
      {webVitals}
      <ConsentOverlay
        state={state}
        dispatch={dispatch}
        legal={isLegalPage(page)}
        claim={learnersClaim(country, learners)}
        backingNote={backingNote}
        partnerLogos={partnerLogos}
      />
    </>
  );
}
