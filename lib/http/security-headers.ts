// Security headers of every response, shared by next.config.ts (static files)
// and proxy.ts (pages, with their script hashes).

/** Hosts a visitor's browser may reach after consent, by what they are for. */
export const THIRD_PARTY = {
  // Google Tag Manager and the Google tags it loads.
  gtmScripts: ['https://www.googletagmanager.com'],
  // `*.` covers every subdomain (www. among them), never the bare domain, which the tags do not use.
  gtmConnect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  metaScripts: ['https://connect.facebook.net'],
  metaConnect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  tiktokScripts: ['https://analytics.tiktok.com'],
  tiktokConnect: ['https://analytics.tiktok.com'],
  amplitudeConnect: ['https://api.eu.amplitude.com'],
  // PayPal's JS SDK, its buttons' frames and images: only where the checkout runs.
  paypal: ['https://*.paypal.com'],
  paypalImages: ['https://www.paypalobjects.com'],
  // What the Vercel Toolbar needs on previews besides its own host (Vercel's CSP guide).
  vercelToolbarImages: ['https://vercel.com'],
  vercelToolbarFonts: ['https://assets.vercel.com'],
  vercelToolbarSockets: ['wss://ws-us3.pusher.com'],
};

/**
 * PayPal's payment window talks to the page that opened it; `same-origin`
 * would cut that tie, so the checkout page allows the popups it opens.
 */
type PolicyInput = {
  scriptHashes: string[];
  production: boolean;
  unpinned?: boolean;
  emailJsOrigin?: string;
  amplitudeServerUrl?: string;
  videoUrls?: string[];
  reportUri?: string;
  /** The site's origins are https: `report-to` is added beside `report-uri` (see below). */
  reportingApi?: boolean;
  checkout?: boolean;
  pupils?: boolean;
  toolbarHost?: string | null;
};

type Header = { key: string; value: string };

export const CHECKOUT_OPENER_POLICY = 'same-origin-allow-popups';

const originOf = (url: string | null | undefined) => (url ? new URL(url).origin : null);

/**
 * The Content-Security-Policy of a page. `scriptHashes` are the page's own
 * inline scripts and pinned chunks, computed after the build
 * (scripts/build-output/pin-scripts.mjs); with 'strict-dynamic' only they and what they load
 * may run. Host allow-lists serve browsers without 'strict-dynamic'. A preview
 * whose build has no hashes (`unpinned`) allows inline scripts instead, so its
 * prerendered pages still run.
 * `reportUri`, a same-origin path, receives the violations: `report-uri`, and
 * with `reportingApi` also `report-to` with `reportingEndpoints`. A browser that
 * knows `report-to` ignores `report-uri`, and Firefox and Chromium deliver its
 * reports only to an https endpoint: on an http origin (a local `npm start`, the
 * e2e build) they reported nothing while `report-to` was in the policy.
 * `checkout` allows PayPal's hosts; other pages never talk to PayPal.
 * `pupils`, a page written for pupils (lib/routing/pages.ts), loads nothing of
 * another provider and reports nothing: its policy names no tracker, no
 * analytics, no EmailJS, no video host and no report endpoint, so that
 * anything that tried would be blocked, not sent.
 * `toolbarHost`, where a preview loads the Vercel Toolbar from, adds what the
 * toolbar needs; production never gets it, whatever the caller passes.
 */
export function contentSecurityPolicy({
  scriptHashes,
  production,
  unpinned = false,
  emailJsOrigin,
  amplitudeServerUrl,
  videoUrls = [],
  reportUri,
  reportingApi = false,
  checkout = false,
  pupils = false,
  toolbarHost,
}: PolicyInput): string {
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter(Boolean))];
  const paypal = checkout ? THIRD_PARTY.paypal : [];
  const toolbar = production ? null : originOf(toolbarHost);
  // What the adults' pages may load: the trackers and Amplitude after consent,
  // EmailJS for the contact popup, the videos' players.
  const adults = pupils
    ? { scripts: [], images: [], connect: [], videos: [] }
    : {
        scripts: [
          ...THIRD_PARTY.gtmScripts,
          ...THIRD_PARTY.metaScripts,
          ...THIRD_PARTY.tiktokScripts,
        ],
        images: [
          ...THIRD_PARTY.gtmConnect,
          'https://www.facebook.com',
          'https://analytics.tiktok.com',
        ],
        connect: [
          ...THIRD_PARTY.amplitudeConnect,
          originOf(amplitudeServerUrl),
          originOf(emailJsOrigin),
          ...THIRD_PARTY.gtmConnect,
          ...THIRD_PARTY.metaConnect,
          ...THIRD_PARTY.tiktokConnect,
        ],
        videos: videoUrls.map(originOf),
      };
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      ...(unpinned ? ["'unsafe-inline'"] : ["'strict-dynamic'", ...scriptHashes]),
      "'self'",
      ...adults.scripts,
      ...paypal,
      toolbar,
    ]),
    'style-src': unique(["'self'", "'unsafe-inline'", toolbar]),
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...adults.images,
      ...paypal,
      ...(checkout ? THIRD_PARTY.paypalImages : []),
      ...(toolbar ? [toolbar, ...THIRD_PARTY.vercelToolbarImages] : []),
    ]),
    'font-src': unique([
      "'self'",
      ...(toolbar ? [toolbar, ...THIRD_PARTY.vercelToolbarFonts] : []),
    ]),
    'connect-src': unique([
      "'self'", // the router's requests, and the Sentry tunnel at /monitoring
      ...adults.connect,
      ...paypal,
      ...(toolbar ? [toolbar, ...THIRD_PARTY.vercelToolbarSockets] : []),
    ]),
    'frame-src': unique([...paypal, ...adults.videos, toolbar]),
    'media-src': unique(["'self'", ...adults.videos]),
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // A directive without sources allows nothing; said so, not left empty.
  const policy = Object.entries(directives).map(
    ([name, values]) => `${name} ${values.length ? values.join(' ') : "'none'"}`,
  );
  if (production) policy.push('upgrade-insecure-requests');
  if (reportUri && !pupils) {
    policy.push(`report-uri ${reportUri}`);
    if (reportingApi) policy.push(`report-to ${REPORT_ENDPOINT}`);
  }
  return policy.join('; ');
}

/** The endpoint name the policy's `report-to` uses. */
export const REPORT_ENDPOINT = 'csp';

/**
 * The `Reporting-Endpoints` header that names `reportUri` for the policy's
 * `report-to`; a page that reports sends it beside its policy.
 */
export function reportingEndpoints(reportUri: string): string {
  return `${REPORT_ENDPOINT}="${reportUri}"`;
}

/** What the site never needs: camera, microphone, location, sensors, USB, topics. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://www.paypal.com")',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * The headers every response carries besides the CSP.
 */
export function securityHeaders({ production }: { production: boolean }): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    // Only where the site is served over https and for good: production.
    ...(production
      ? [
          {
            key: 'Strict-Transport-Security',
            value: 'max-age=63072000; includeSubDomains; preload',
          },
        ]
      : []),
  ];
}
