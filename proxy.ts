import { NextResponse, type NextRequest } from 'next/server';
import { COUNTRY_COOKIE, countryForRequest, countryOfHost, countrySegment } from '@/lib/country';
import { env, isProductionSite } from '@/lib/env';
import { experiment, experimentForPath, forcedVariant, segmentFor } from '@/lib/experiments';
import { scriptHashesOf, scriptHashesUsable } from '@/lib/script-hashes';
import { contentSecurityPolicy } from '@/lib/security-headers.mjs';
import { DEVICE_ID_COOKIE, ERROR_REPORTING } from '@/lib/site';

const origins = { DE: env.SITE_URL_DE, CH: env.SITE_URL_CH };

// A route folder named `sitemap.xml` is taken by Next's metadata convention,
// so the per-country sitemap lives at `/[country]/sitemap-xml`.
const ROUTE_ALIASES: Record<string, string> = { '/sitemap.xml': '/sitemap-xml' };

const policyInput = {
  production: isProductionSite,
  emailJsOrigin: env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  amplitudeServerUrl: env.NEXT_PUBLIC_AMPLITUDE_SERVER_URL,
  videoUrls: [env.VIDEO_URL, env.TV_SHOW_URL],
};
const policies = new Map<string, string>();
const unpinnedPolicy = contentSecurityPolicy({ ...policyInput, scriptHashes: [], unpinned: true });

/** The policy of a prerendered page: its own script hashes, built once per page. */
function staticPolicy(route: string, hashes: string[]): string {
  let policy = policies.get(route);
  if (!policy) {
    policy = contentSecurityPolicy({ ...policyInput, scriptHashes: hashes });
    policies.set(route, policy);
  }
  return policy;
}

/**
 * A page rendered per request (a 404, a server error, a test page) gets a
 * fresh nonce, which Next puts on its scripts when the request carries the
 * policy. The prerendered 404's hashes are in it too, for when Next serves that.
 */
function renderedPolicy(): string {
  // A preview whose build has no usable hash set (instrumentation.ts said so at
  // start): a nonce would leave every prerendered page without its scripts.
  if (!scriptHashesUsable()) return unpinnedPolicy;
  const nonce = btoa(crypto.randomUUID());
  return contentSecurityPolicy({
    ...policyInput,
    scriptHashes: [`'nonce-${nonce}'`, ...(scriptHashesOf('/_not-found') ?? [])],
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
 * Decides the country and, on a landing with an experiment, the variant of
 * every page request, and rewrites it to that prerendered page (`/` →
 * `/de/v-treatment`, `/eltern` → `/ch/eltern`). Visitors never see the segments;
 * a path that already carries one gets a second one and 404s. Evaluation is
 * local and synchronous: no request waits on the flags server.
 */
export function proxy(request: NextRequest) {
  // The Sentry tunnel is a route handler of its own; only this exact path.
  if (request.nextUrl.pathname === ERROR_REPORTING.tunnelPath) return NextResponse.next();
  // Next answers a path it cannot decode (`/%ZZ`) with a 500; it is the client's error.
  if (!decodable(request.nextUrl.pathname)) return new NextResponse('Bad Request', { status: 400 });
  const host = request.headers.get('host');
  const countryCookie = request.cookies.get(COUNTRY_COOKIE)?.value;
  const country = countryForRequest({ host, cookie: countryCookie, origins });
  // Whether the answer depends on a cookie, and so must not be kept by a shared cache.
  let personal = countryCookie !== undefined && countryOfHost(host, origins) === null;

  const path = ROUTE_ALIASES[request.nextUrl.pathname] ?? request.nextUrl.pathname;
  let variantSegment = '';
  const declared = experimentForPath(path);
  if (declared) {
    // Bucketing needs the device id that exists only after consent; without it, the default.
    const deviceId = request.cookies.get(DEVICE_ID_COOKIE.name)?.value;
    const forced = isProductionSite
      ? undefined
      : forcedVariant(request.nextUrl.searchParams.get('flag'), declared.flagKey);
    const variant = forced ?? (deviceId ? experiment(declared.flagKey, deviceId) : undefined);
    variantSegment = `/${segmentFor(declared.flagKey, variant)}`;
    personal ||= deviceId !== undefined || forced !== undefined;
  }

  const target = request.nextUrl.clone();
  target.pathname = `/${countrySegment(country)}${variantSegment}${path === '/' ? '' : path}`;
  const hashes = scriptHashesOf(target.pathname);
  let response: NextResponse;
  let policy: string;
  if (hashes) {
    policy = staticPolicy(target.pathname, hashes);
    response = NextResponse.rewrite(target);
  } else {
    policy = renderedPolicy();
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    response = NextResponse.rewrite(target, { request: { headers } });
  }
  response.headers.set('Content-Security-Policy', policy);
  // A shared cache may keep the answer to a visitor without cookies, never one a
  // cookie decided. (Next replaces a `Vary` set here with its own, so a CDN in
  // front must bypass its cache for these cookies: README, Caching.)
  if (personal) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Static assets, image optimisation, public files, the generated Open Graph
  // images (their country is in the path) and the icons skip the proxy.
  matcher: [
    '/((?!_next/|flags/|images/|og/|favicon\\.ico|icon\\.svg|apple-icon\\.png|manifest\\.webmanifest).*)',
  ],
};
