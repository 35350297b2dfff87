import type { NextRequest } from 'next/server';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import { assignmentTiming } from '@/lib/experiments/assignment-timing';
import {
  experiment,
  experimentForPath,
  forcedVariant,
  overriddenVariant,
  segmentFor,
  STANDARD_SEGMENT,
} from '@/lib/experiments/experiments';
import { FLAG_OVERRIDES_COOKIE, reviewerOverrides } from '@/lib/experiments/flags-explorer';
import { isSitePage } from '@/lib/routing/pages';

export type VariantChoice = {
  /** The variant's route segment (the standard one on a page without an experiment), or null for a path that is no page. */
  segment: string | null;
  /** Whether a cookie or a reviewer chose it, so that no shared cache may keep the answer. */
  personal: boolean;
  /** The `Server-Timing` entry a bucketed device's page reports as its exposure. */
  timing: string | null;
};

const NO_PAGE: VariantChoice = { segment: null, personal: false, timing: null };
const STANDARD: VariantChoice = { segment: STANDARD_SEGMENT, personal: false, timing: null };

/**
 * The variant a page shows this request: on a page with an experiment, the
 * device's bucket, a reviewer's choice or the standard. Evaluation is local
 * and synchronous: no request waits on the flags server. On previews a reviewer's
 * Flags Explorer override beats bucketing and `?flag=`.
 */
export async function variantOf(
  request: NextRequest,
  path: string,
  preview: { on: boolean; flagsSecret: string | null },
): Promise<VariantChoice> {
  if (!isSitePage(path)) return NO_PAGE;
  const declared = experimentForPath(path);
  if (!declared) return STANDARD;
  // Bucketing needs the device id that exists only after consent; without it, the default.
  const deviceId = request.cookies.get(DEVICE_ID_COOKIE.name)?.value;
  const forced = !preview.on
    ? undefined
    : (overriddenVariant(
        await reviewerOverrides(
          request.cookies.get(FLAG_OVERRIDES_COOKIE)?.value,
          preview.flagsSecret,
        ),
        declared.flagKey,
      ) ?? forcedVariant(request.nextUrl.searchParams.get('flag'), declared.flagKey));
  const variant = forced ?? (deviceId ? experiment(declared.flagKey, deviceId) : undefined);
  const segment = segmentFor(declared.flagKey, variant);
  // Only bucketing puts a device into an experiment; the page reports this as its
  // exposure. A reviewer's override or `?flag=` is none.
  const bucketed = !forced && variant?.key && segment !== STANDARD_SEGMENT ? variant.key : null;
  return {
    segment,
    personal: deviceId !== undefined || forced !== undefined,
    timing: bucketed ? assignmentTiming(declared.flagKey, bucketed) : null,
  };
}
