import { NextResponse, type NextRequest } from 'next/server';
import { env, flagsSecret, isPreviewSite, isProductionSite, vercelToolbarHost } from '@/lib/env';
import { assignmentTiming, PREVIEW_TIMING } from '@/lib/experiments/assignment-timing';
import {
  experiment,
  experimentForPath,
  forcedVariant,
  overriddenVariant,
  segmentFor,
  STANDARD_SEGMENT,
} from '@/lib/experiments/experiments';
import {
  FLAG_OVERRIDES_COOKIE,
  FLAGS_DISCOVERY_PATH,
  reviewerOverrides,
} from '@/lib/experiments/flags-explorer';
import { asksForDocument, notModified, PAGE_VARY } from '@/lib/http/conditional-request';
import { pageEtagOf, scriptHashesOf, scriptHashesUsable } from '@/lib/http/script-hashes';
import {
  CHECKOUT_OPENER_POLICY,
  contentSecurityPolicy,
  reportingEndpoints,
} from '@/lib/http/security-headers';
import { parseDsn } from '@/lib/monitoring/monitoring-tunnel';
import {
  COUNTRY_COOKIE,
  countryForRequest,
  countryOfHost,
  countrySegment,
  isInternalPath,
} from '@/lib/routing/country';
import { isCheckoutPage } from '@/lib/routing/pages';
import { DEVICE_ID_COOKIE, ERROR_REPORTING, type Country } from '@/lib/site';

const origins = { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH };

// A route folder named `sitemap.xml` is taken by Next's metadata convention,
// so the per-country sitemap lives at `/[country]/sitemap-xml`.
const ROUTE_ALIASES: Record<string, string> = { '/sitemap.xml': '/sitemap-xml' };

// Violations go to the tunnel, which forwards them to the DSN's project.
const reportUri = parseDsn(env.NEXT_PUBLIC_SENTRY_DSN) ? ERROR_REPORTING.tunnelPath : undefined;
const policyInput = {
  production: isProductionSite,
  emailJsOrigin: env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  amplitudeServerUrl: env.NEXT_PUBLIC_AMPLITUDE_SERVER_URL,
  videoUrls: [env.VIDEO_URL, env.TV_SHOW_URL],
  reportUri,
  toolbarHost: vercelToolbarHost,
};
const policies = new Map<string, string>();

/** What Next sends with a prerendered page (never revalidated: `revalidate` is not set). */
const STATIC_PAGE_CACHE_CONTROL = 's-maxage=31536000';

/** The policy of a prerendered page: its own script hashes, built once per page. */
function staticPolicy(route: string, hashes: string[], checkout: boolean): string {
  let policy = policies.get(route);
  if (!policy) {
    policy = contentSecurityPolicy({ ...policyInput, scriptHashes: hashes, checkout });
    policies.set(route, policy);
  }
  return policy;
}

/**
 * A page rendered per request (a 404, a server error, a test page) gets a
 * fresh nonce, which Next puts on its scripts when the request carries the
 * policy. The prerendered 404's and 500's hashes are in it too, for when Next
 * or Vercel serves those files (scripts/pin-scripts.mjs).
 */
function renderedPolicy(checkout: boolean): string {
  // A preview whose build has no usable hash set (instrumentation.ts said so at
  // start): a nonce would leave every prerendered page without its scripts.
  if (!scriptHashesUsable()) {
    return contentSecurityPolicy({ ...policyInput, scriptHashes: [], unpinned: true, checkout });
  }
  const nonce = btoa(crypto.randomUUID());
  return contentSecurityPolicy({
    ...policyInput,
    checkout,
    scriptHashes: [
      `'nonce-${nonce}'`,
      ...(scriptHashesOf('/_not-found') ?? []),
      ...(scriptHashesOf('/_global-error') ?? []),
    ],
  });
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A segment no route serves: variants start with `v-`, and a folder starting
 * with `_` is private in the App Router. Next answers it as any unknown path,
 * with the site's 404 page and not cacheable (Next's own `/_not-found` would
 * be the prerendered 404, with `s-maxage`).
 */
const UNROUTED_SEGMENT = '/_not-found';

/**
 * robots.txt of a host: only the two country origins of production may be
 * indexed; any other host (a preview, an IP, a name pointed at us) may not.
 */
function robotsTxt(country: Country | null): NextResponse {
  const indexed = isProductionSite && country !== null;
  const body = indexed
    ? `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origins[country]).href}\n`
    : 'User-agent: *\nDisallow: /\n';
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(country === null ? { 'Cache-Control': 'private, no-store' } : {}),
    },
  });
}

/**
 * Decides the country and, on a landing with an experiment, the variant of
 * every page request, and rewrites it to that prerendered page (`/` →
 * `/de/v-treatment`, `/eltern` → `/ch/eltern`). Visitors never see the segments,
 * and a path that starts with one is a 404 everywhere, previews included
 * (reviewers force a variant with `?flag=`): a typed `/v-treatment` would
 * bypass bucketing. Next's client router asks for public paths too (`/?_rsc=…`).
 * Evaluation is local and synchronous: no request waits on the flags server.
 * On previews a reviewer's Flags Explorer override beats bucketing and `?flag=`.
 */
export async function proxy(request: NextRequest) {
  // Next answers a path it cannot decode (`/%ZZ`) with a 500; it is the client's error.
  if (!decodable(request.nextUrl.pathname)) return new NextResponse('Bad Request', { status: 400 });
  // Pages are only read: none has a server action. Any other method (Next's action
  // header or a multipart body above all) would have Next, and Vercel past its
  // prerendered file, render the page anew: unpinned HTML that cannot run under its policy.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new NextResponse('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const host = request.headers.get('host');
  const hostCountry = countryOfHost(host, origins);
  if (request.nextUrl.pathname === '/robots.txt') return robotsTxt(hostCountry);
  // The Flags Explorer's discovery route; elsewhere (production) it is an unknown path.
  if (request.nextUrl.pathname === FLAGS_DISCOVERY_PATH && flagsSecret) return NextResponse.next();
  const countryCookie = request.cookies.get(COUNTRY_COOKIE)?.value;
  const country = countryForRequest({ host, cookie: countryCookie, origins });
  // Whether a shared cache must not keep the answer: on a host that is no country
  // origin the `land` cookie decides, and a cache that normalises hosts otherwise
  // than countryOfHost must never keep it under an origin's URL.
  let personal = hostCountry === null;

  const path = ROUTE_ALIASES[request.nextUrl.pathname] ?? request.nextUrl.pathname;
  let variantSegment = '';
  let assigned: string | null = null;
  const declared = experimentForPath(path);
  if (declared) {
    // Bucketing needs the device id that exists only after consent; without it, the default.
    const deviceId = request.cookies.get(DEVICE_ID_COOKIE.name)?.value;
    const forced = !isPreviewSite
      ? undefined
      : (overriddenVariant(
          await reviewerOverrides(request.cookies.get(FLAG_OVERRIDES_COOKIE)?.value, flagsSecret),
          declared.flagKey,
        ) ?? forcedVariant(request.nextUrl.searchParams.get('flag'), declared.flagKey));
    const variant = forced ?? (deviceId ? experiment(declared.flagKey, deviceId) : undefined);
    const segment = segmentFor(declared.flagKey, variant);
    variantSegment = `/${segment}`;
    personal ||= deviceId !== undefined || forced !== undefined;
    // Only bucketing puts a device into an experiment; the page reports this as its
    // exposure. A reviewer's override or `?flag=` is none.
    if (!forced && variant?.key && segment !== STANDARD_SEGMENT) {
      assigned = assignmentTiming(declared.flagKey, variant.key);
    }
  }

  const target = request.nextUrl.clone();
  target.pathname = `/${countrySegment(country)}${
    isInternalPath(path) ? UNROUTED_SEGMENT : `${variantSegment}${path === '/' ? '' : path}`
  }`;
  const checkout = isCheckoutPage(path);
  const hashes = scriptHashesOf(target.pathname);
  // Set on the page's answer and, identically, on its 304: a browser updates the
  // headers it kept with those of the 304 (the policy included).
  const headers = new Headers();
  let policy: string;
  let rewriteRequest: { headers: Headers } | undefined;
  if (hashes) {
    policy = staticPolicy(target.pathname, hashes, checkout);
  } else {
    policy = renderedPolicy(checkout);
    rewriteRequest = { headers: new Headers(request.headers) };
    rewriteRequest.headers.set('Content-Security-Policy', policy);
  }
  headers.set('Content-Security-Policy', policy);
  if (checkout) headers.set('Cross-Origin-Opener-Policy', CHECKOUT_OPENER_POLICY);
  if (reportUri) headers.set('Reporting-Endpoints', reportingEndpoints(reportUri));
  // A shared cache may keep the answer to a visitor without cookies, never one a
  // cookie decided. (Next replaces a `Vary` set here with its own, so a CDN in
  // front must bypass its cache for these cookies: deploy/nginx.conf, docs/deploying.md.)
  if (personal) headers.set('Cache-Control', 'private, no-store');
  // The page mounts the Vercel Toolbar only when this says so (components/experiments/preview-toolbar.tsx).
  if (isPreviewSite) headers.append('Server-Timing', PREVIEW_TIMING);
  if (assigned) headers.append('Server-Timing', assigned);
  // The HTML of a prerendered page is exactly its file, whose ETag the build
  // recorded (next.config.ts turns off Next's, which hashed the page per request).
  const etag = pageEtagOf(target.pathname);
  if (etag && asksForDocument(request.method, request.headers)) {
    headers.set('ETag', etag);
    // Only an answer a browser or a shared cache may keep is revalidated.
    if (!personal && notModified(request.headers, etag)) {
      headers.set('Cache-Control', STATIC_PAGE_CACHE_CONTROL);
      headers.set('Vary', PAGE_VARY);
      return new NextResponse(null, { status: 304, headers });
    }
  }
  return NextResponse.rewrite(target, { headers, request: rewriteRequest });
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
