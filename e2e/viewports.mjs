// The sizes at which no layout may shift: e2e/layout-shift.spec.ts holds it on the e2e build, and
// bench/layout-shifts.mjs measures it on both servers of the bench.

/** Phones (iPhone SE, iPhone X, a common Android), a tablet upright and across, a laptop. */
export const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];
