'use client';

import { useEffect, useRef } from 'react';
import { track } from '@/lib/analytics';
import { EXPOSURE_EVENT } from '@/lib/site';

type ExperimentExposureProps = {
  flagKey: string;
  variant: string;
  experimentKey: string | null;
};

/**
 * Reports that this page view showed a variant. `track` sends it only with the
 * visitor's analytics consent, under the same device id the proxy bucketed on.
 */
export function ExperimentExposure({ flagKey, variant, experimentKey }: ExperimentExposureProps) {
  const reported = useRef(false);
  useEffect(() => {
    // Once per page view, also when Strict Mode mounts the effect twice.
    if (reported.current) return;
    reported.current = true;
    void track(EXPOSURE_EVENT, {
      flag_key: flagKey,
      variant,
      ...(experimentKey ? { experiment_key: experimentKey } : {}),
    });
  }, [flagKey, variant, experimentKey]);
  return null;
}
