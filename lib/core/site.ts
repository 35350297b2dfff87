// The constants more than one part uses. A constant that one feature alone uses
// lives in that feature's folder. Pure data: safe to import from client
// components, and from tailwind.config.ts, which loads this file without the
// `@/` paths: it imports nothing.

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

/**
 * The device id shared by analytics and experiments. It exists only after
 * consent: a first-party cookie the proxy buckets experiments on.
 */
export const DEVICE_ID_COOKIE = { name: 'device_id', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/**
 * Variant URL segments (`/de/v-treatment`) start with this, so `publicPath`
 * in the browser can strip them without the server's experiment module.
 */
export const VARIANT_SEGMENT_PREFIX = 'v-';
