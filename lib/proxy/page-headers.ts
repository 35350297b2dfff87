import { PREVIEW_TIMING } from '@/lib/experiments/assignment-timing';
import {
  CHECKOUT_OPENER_POLICY,
  contentSecurityPolicy,
  reportingEndpoints,
} from '@/lib/http/security-headers';

/** What every page's policy shares: the hosts and endpoints of this deployment. */
export type PolicySite = Omit<
  Parameters<typeof contentSecurityPolicy>[0],
  'scriptHashes' | 'unpinned' | 'checkout' | 'pupils'
>;

/** How a page is built: prerendered with its pinned hashes, or rendered per request. */
export type PageBuild =
  | { prerendered: string[] }
  | { rendered: { nonce: string; fallbackHashes: string[] } }
  | { unpinned: true };

export type PageAnswer = {
  /** The headers of the page's answer and, identically, of its 304. */
  headers: Headers;
  /** The request Next renders with, when it must see the policy (for its nonce). */
  request?: { headers: Headers };
};

/** A page as the proxy serves it: where it is prerendered, how, and which policy it needs. */
type PageOf = {
  path: string;
  build: PageBuild;
  /** Takes payments: PayPal is allowed. */
  checkout: boolean;
  /** Written for pupils: no other provider, no reports (lib/routing/pages.ts). */
  pupils?: boolean;
};

const policies = new Map<string, string>();

/** The policy of a prerendered page: its own script hashes, built once per page. */
function staticPolicy(site: PolicySite, { path, checkout, pupils }: PageOf, hashes: string[]) {
  let policy = policies.get(path);
  if (!policy) {
    policy = contentSecurityPolicy({ ...site, scriptHashes: hashes, checkout, pupils });
    policies.set(path, policy);
  }
  return policy;
}

function policyOf(site: PolicySite, page: PageOf): string {
  const { build, checkout, pupils } = page;
  if ('prerendered' in build) return staticPolicy(site, page, build.prerendered);
  // A preview whose build has no usable hash set (instrumentation.ts said so at
  // start): a nonce would leave every prerendered page without its scripts.
  if ('unpinned' in build) {
    return contentSecurityPolicy({ ...site, scriptHashes: [], unpinned: true, checkout, pupils });
  }
  // A page rendered per request (a 404, a server error, a test page) gets a fresh
  // nonce, which Next puts on its scripts when the request carries the policy. The
  // prerendered 404's and 500's hashes are in it too, for when Next or Vercel serves
  // those files (scripts/build-output/pin-scripts.mjs).
  const { nonce, fallbackHashes } = build.rendered;
  return contentSecurityPolicy({
    ...site,
    checkout,
    pupils,
    scriptHashes: [`'nonce-${nonce}'`, ...fallbackHashes],
  });
}

/** The headers a page is answered with: its policy, its caching and what a preview needs. */
export function pageHeaders(
  request: Request,
  page: PageOf,
  answer: { personal: boolean; preview: boolean; timing: string | null; site: PolicySite },
): PageAnswer {
  const policy = policyOf(answer.site, page);
  const headers = new Headers({ 'Content-Security-Policy': policy });
  if (page.checkout) headers.set('Cross-Origin-Opener-Policy', CHECKOUT_OPENER_POLICY);
  // The endpoint of the policy's `report-to`, which only an https site and no
  // pupils' page has (contentSecurityPolicy).
  if (answer.site.reportUri && answer.site.reportingApi && !page.pupils) {
    headers.set('Reporting-Endpoints', reportingEndpoints(answer.site.reportUri));
  }
  // A shared cache may keep the answer to a visitor without cookies, never one a
  // cookie decided. (Next replaces a `Vary` set here with its own, so a CDN in
  // front must bypass its cache for these cookies: deploy/nginx.conf, docs/deploying.md.)
  if (answer.personal) headers.set('Cache-Control', 'private, no-store');
  // The page mounts the Vercel Toolbar only when this says so (components/experiments/preview-toolbar.tsx).
  if (answer.preview) headers.append('Server-Timing', PREVIEW_TIMING);
  if (answer.timing) headers.append('Server-Timing', answer.timing);
  if ('prerendered' in page.build) return { headers };
  const rendered = new Headers(request.headers);
  rendered.set('Content-Security-Policy', policy);
  return { headers, request: { headers: rendered } };
}
