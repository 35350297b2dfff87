// How the proxy tells the page which variant bucketing gave this device. The
// landings are static, so the HTML of a variant is the same whether bucketing
// chose it or a preview's `?flag=` forced it; only the response differs. The
// proxy adds a `Server-Timing` entry to a response it bucketed (the document or
// a client navigation's RSC fetch alike), and the page reads it from the
// Performance API. A forced variant gets none, so it is never reported as an
// exposure.
// The proxy also marks every page of a deployment that is not production, which
// it decides at run time: the page itself is the same on both.

/** Amplitude's exposure event, as its experiment SDKs send it. */
export const EXPOSURE_EVENT = '$exposure';

const METRIC = 'experiment';
/** The `Server-Timing` entry of every page a deployment that is not production serves. */
export const PREVIEW_TIMING = 'preview';
/** Next's cache-busting parameter of RSC requests: the same page, fetched for the client router. */
const RSC_PARAM = '_rsc';

/** The `Server-Timing` value of a response whose variant came from bucketing. */
export function assignmentTiming(flagKey: string, variant: string): string {
  return `${METRIC};desc="${flagKey}:${variant}"`;
}

/** A document or resource timing entry, as far as it matters here. */
export type TimedResponse = {
  name: string;
  serverTiming?: readonly { name: string; description: string }[];
};

function pageOf(url: string): string {
  const { origin, pathname, searchParams } = new URL(url);
  searchParams.delete(RSC_PARAM);
  return `${origin}${pathname}?${searchParams}`;
}

/**
 * Whether one of these responses to the page's own URL says the proxy bucketed
 * this device into the variant. Responses to other URLs do not count: a
 * prefetch of `/` says nothing about the forced `/?flag=…` on screen.
 */
export function assignedBy(
  responses: readonly TimedResponse[],
  pageUrl: string,
  flagKey: string,
  variant: string,
): boolean {
  const page = pageOf(pageUrl);
  const description = `${flagKey}:${variant}`;
  return responses.some(
    (response) =>
      pageOf(response.name) === page &&
      (response.serverTiming ?? []).some(
        (timing) => timing.name === METRIC && timing.description === description,
      ),
  );
}

/** Whether the document says it came from a deployment that is not production. */
export function servedByPreview(documents: readonly TimedResponse[]): boolean {
  return documents.some((document) =>
    (document.serverTiming ?? []).some((timing) => timing.name === PREVIEW_TIMING),
  );
}
