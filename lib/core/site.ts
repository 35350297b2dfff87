// Business constants (limits, keys, cookie names, analytics events). Pure data:
// safe to import from client components, and from tailwind.config.ts, which
// loads this file without the `@/` paths: it imports nothing.

export const PRODUCT_NAME = 'Rechenweg';

/** The audiences the product knows; the landings serve all but `demo`. */
export const ROLES = ['student', 'teacher', 'parent', 'demo'] as const;
export type Role = (typeof ROLES)[number];

export const LAYOUT = {
  /** The mobile layout applies at this width and below (tailwind.config.ts). */
  mobileBreakpointPx: 600,
  /** The narrowest width the pages must fit without scrolling sideways (e2e/landings.spec.ts). */
  narrowestPx: 435,
} as const;

export const CONSENT = {
  /** The long-standing key: the choice for marketing (the ad networks). */
  storageKey: 'fb_pixel_consent',
  /** The choice for statistics (Amplitude); without it, an older single choice covers both. */
  statisticsKey: 'rw_statistics_consent',
  /**
   * The choice for TikTok, whose pixel brings a transfer to China (Art. 49 Abs. 1 lit. a
   * DSGVO); without it, TikTok counts as refused: no older choice named that transfer.
   */
  tiktokKey: 'rw_tiktok_consent',
  granted: 'granted',
  rejected: 'rejected',
} as const;

export const TOAST_AUTO_CLOSE_MS = 3000;

export const ANALYTICS_EVENTS = {
  teacherWelcome: 'Teacher Welcome Page Redirected',
  studentWelcome: 'Student Welcome Page Redirected',
  teacherLogin: 'Teacher Login Page Redirected',
  studentLogin: 'Student Login Page Redirected',
  teacherRegister: 'Teacher Register Page Redirected',
  studentRegister: 'Student Register Page Redirected',
  videoClicked: 'Video Clicked',
  pilotSchoolContact: 'Pilot School Contact Clicked',
  premiumCheckoutStarted: 'Premium Checkout Started',
  premiumPurchased: 'Premium Purchased',
  consentAccepted: 'USER ACCEPTED COOKIES',
  /** One per metric of a sampled page view (lib/analytics/web-vitals.ts). */
  webVital: 'Web Vital',
} as const;

/**
 * The device id shared by analytics and experiments. It exists only after
 * consent: a first-party cookie the proxy buckets experiments on.
 */
export const DEVICE_ID_COOKIE = { name: 'device_id', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export const ANALYTICS_SESSION = {
  /** Amplitude's default: a session ends after 30 minutes without events. */
  timeoutMs: 30 * 60 * 1000,
  /** Arriving through a new campaign (UTM parameters, click id) starts a new session. */
  newSessionOnNewCampaign: true,
} as const;

/**
 * Variant URL segments (`/de/v-treatment`) start with this, so `publicPath`
 * in the browser can strip them without the server's experiment module.
 */
export const VARIANT_SEGMENT_PREFIX = 'v-';

/** Amplitude's exposure event, as its experiment SDKs send it. */
export const EXPOSURE_EVENT = '$exposure';

/** Amplitude Experiment: how long an assignment may take and how often flags are fetched. */
export const EXPERIMENT_LIMITS = {
  fetchTimeoutMs: 10_000,
  retries: 8,
  backoffMinMs: 500,
  backoffMaxMs: 10_000,
  backoffScalar: 1.5,
  pollIntervalMs: 300_000,
  minPollIntervalMs: 60_000,
  serverZone: 'eu',
} as const;

export const ERROR_REPORTING = {
  tracesSampleRate: 1,
  rateLimitFallbackMs: 60_000,
  maxBreadcrumbs: 100,
  maxSpansPerTransaction: 1000,
  maxBaggageChars: 8192,
  tunnelPath: '/monitoring',
} as const;

export const CONTACT_FORM_TIMEOUT_MS = 10_000;

/** The contact form's issues, as EmailJS receives them (their labels: content/contact.ts). */
export const CONTACT_ISSUES = [
  'General Feedback',
  'Pilot School',
  'Improvement Suggestion',
  'Bug',
  'Forgot Password',
] as const;
export type ContactIssue = (typeof CONTACT_ISSUES)[number];

export const CONTACT_LIMITS = {
  nameMaxChars: 100,
  /** RFC 5321's limit for a whole address. */
  emailMaxChars: 254,
  messageMaxChars: 5000,
  /** EmailJS's own rate limit: one message per this many ms and browser tab. */
  throttleMs: 10_000,
} as const;
