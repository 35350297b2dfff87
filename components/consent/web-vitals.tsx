'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback, useState } from 'react';
import { trackBatched } from '@/lib/analytics/analytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import {
  inSample,
  pageTypeOf,
  webVitalProperties,
  type Metric,
  type PageViewContext,
} from '@/lib/analytics/web-vitals';

type WebVitalsProps = Omit<PageViewContext, 'pageType' | 'connection'>;

type NetworkInformation = { effectiveType?: string };

/**
 * Reports this page view's Web Vitals as Amplitude events. Mounted by the
 * consent manager only after an accept, and loaded only then; the events go
 * with the SDK's batches (lib/analytics/analytics.ts), never in a request of their own.
 * The metrics are those of the document the browser loaded: a visitor who
 * accepts after moving on within the site reports nothing for it.
 */
export function WebVitals({ page, country, variant, sampleRate }: WebVitalsProps) {
  const [context] = useState<PageViewContext | null>(() => {
    const loaded = performance.getEntriesByType('navigation')[0]?.name;
    if (!loaded || new URL(loaded).pathname !== page || !inSample(sampleRate)) return null;
    const connection = (navigator as { connection?: NetworkInformation }).connection;
    return {
      page,
      pageType: pageTypeOf(page),
      country,
      variant,
      connection: connection?.effectiveType ?? 'unknown',
      sampleRate,
    };
  });
  return context && <Reporter context={context} />;
}

function Reporter({ context }: { context: PageViewContext }) {
  // The hook registers its observers again whenever the callback changes: it must not.
  const report = useCallback(
    (metric: Metric) => {
      const properties = webVitalProperties(metric, context);
      if (properties) trackBatched(ANALYTICS_EVENTS.webVital, properties);
    },
    [context],
  );
  useReportWebVitals(report);
  return null;
}
