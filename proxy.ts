import { NextResponse, type NextRequest } from 'next/server';
import { amplitudeServerUrl } from '@/lib/analytics/config';
import { isPreviewSite, isProductionSite, outboundOrigins, siteOrigins } from '@/lib/config/site';
import { emailJsConfig } from '@/lib/contact/config';
import { flagsSecret, vercelToolbarHost } from '@/lib/experiments/config';
import { FLAGS_DISCOVERY_PATH } from '@/lib/experiments/flags-explorer';
import { pageEtagOf, scriptHashesOf, scriptHashesUsable } from '@/lib/http/script-hashes';
import { browserDsn } from '@/lib/monitoring/config';
import { parseDsn } from '@/lib/monitoring/monitoring-tunnel';
import { ERROR_REPORTING } from '@/lib/monitoring/sentry-options';
import { refusal } from '@/lib/proxy/guards';
import { pageHeaders, type PageBuild } from '@/lib/proxy/page-headers';
import { revalidated } from '@/lib/proxy/revalidation';
import { robotsTxt } from '@/lib/proxy/robots';
import { internalPathOf, rewriteUrl, routeOf } from '@/lib/proxy/routing';
import { variantOf } from '@/lib/proxy/variant';
import { isCheckoutPage, isPupilsPage } from '@/lib/routing/pages';

const site = {
  production: isProductionSite,
  origins: siteOrigins,
};
const preview = { on: isPreviewSite, flagsSecret };
const policySite = {
  production: isProductionSite,
  emailJsOrigin: emailJsConfig.origin,
  amplitudeServerUrl,
  videoUrls: [outboundOrigins.video, outboundOrigins.tvShow],
  // Violations go to the tunnel, which forwards them to the DSN's project.
  reportUri: parseDsn(browserDsn) ? ERROR_REPORTING.tunnelPath : undefined,
  reportingApi: Object.values(siteOrigins).every((origin) => origin.startsWith('https:')),
  toolbarHost: vercelToolbarHost,
};

/** How the page at an internal path was built: with pinned hashes, per request, or unpinned. */
function buildOf(page: string): PageBuild {
  const hashes = scriptHashesOf(page);
  if (hashes) return { prerendered: hashes };
  if (!scriptHashesUsable()) return { unpinned: true };
  const fallbackHashes = [
    ...(scriptHashesOf('/_not-found') ?? []),
    ...(scriptHashesOf('/_global-error') ?? []),
  ];
  return { rendered: { nonce: btoa(crypto.randomUUID()), fallbackHashes } };
}

/**
 * Every page request: refused, or routed by host and path to its country's
 * prerendered page (and on a page with an experiment, to its variant), with the
 * page's policy and caching, or answered 304 when the visitor already has it.
 * Visitors never see the internal segments. Next's client router asks for public paths too (`/?_rsc=…`).
 */
export async function proxy(request: NextRequest) {
  const refused = refusal(request);
  if (refused) return refused;
  const route = routeOf(request, site.origins);
  if (request.nextUrl.pathname === '/robots.txt') return robotsTxt(route.hostCountry, site);
  // The Flags Explorer's discovery route; elsewhere (production) it is an unknown path.
  if (request.nextUrl.pathname === FLAGS_DISCOVERY_PATH && flagsSecret) return NextResponse.next();
  const variant = await variantOf(request, route.path, preview);
  const target = rewriteUrl(request, internalPathOf(route, variant.segment));
  const personal = route.personal || variant.personal;
  const page = {
    path: target.pathname,
    build: buildOf(target.pathname),
    checkout: isCheckoutPage(route.path),
    pupils: isPupilsPage(route.path),
  };
  const answer = pageHeaders(request, page, {
    personal,
    preview: preview.on,
    timing: variant.timing,
    site: policySite,
  });
  const etag = pageEtagOf(target.pathname);
  return (
    revalidated(request, answer.headers, { etag, personal }) ?? NextResponse.rewrite(target, answer)
  );
}

export const config = {
  // Static assets, image optimisation, public files, the generated Open Graph
  // images (their country is in the path) and the icons skip the proxy, unless
  // their path has a `%`: none of them is named with one, and Next answers a
  // path it cannot decode with a 500. The proxy answers those with its 400; a
  // decodable one is routed as a page and 404s.
  // The Sentry tunnel (exactly `/monitoring`, ERROR_REPORTING.tunnelPath) and the
  // checkout's endpoints (`/api/…`) skip it too: for a proxy Next reads the whole
  // body before the route handler starts, which would undo the handlers' size
  // caps and read deadlines (lib/http/request-guards.ts).
  matcher: [
    '/((?!(?:_next/|flags/|images/|og/|favicon\\.ico|icon\\.svg|apple-icon\\.png)[^%]*$|monitoring$|api/[^%]*$).*)',
  ],
};
