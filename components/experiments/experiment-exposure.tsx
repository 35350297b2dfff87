'use client';

import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics/analytics';
import {
  assignedBy,
  type TimedResponse,
  EXPOSURE_EVENT,
} from '@/lib/experiments/assignment-timing';

type ExperimentExposureProps = {
  flagKey: string;
  variant: string;
  experimentKey: string | null;
};

/**
 * Reports that this page view showed a variant, once the response it came
 * from says the proxy bucketed this device into it (lib/experiments/assignment-timing.ts):
 * never for a preview's forced `?flag=`. `track` sends it only with the
 * visitor's analytics consent, under the same device id the proxy bucketed on.
 */
export function ExperimentExposure({ flagKey, variant, experimentKey }: ExperimentExposureProps) {
  const reported = useRef(false);
  useEffect(() => {
    // Once per page view, also when Strict Mode mounts the effect twice.
    if (reported.current) return;
    const assigned = (entries: PerformanceEntryList) =>
      assignedBy(entries as TimedResponse[], window.location.href, flagKey, variant);
    const report = () => {
      reported.current = true;
      void track(EXPOSURE_EVENT, {
        flag_key: flagKey,
        variant,
        ...(experimentKey ? { experiment_key: experimentKey } : {}),
      });
    };
    if (assigned(performance.getEntriesByType('navigation'))) {
      report();
      return;
    }
    // A client navigation renders from an RSC fetch whose timing entry is
    // added when its body has arrived, which can be after this effect.
    const observer = new PerformanceObserver((list) => {
      if (!assigned(list.getEntries())) return;
      observer.disconnect();
      report();
    });
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  }, [flagKey, variant, experimentKey]);
  return null;
}
