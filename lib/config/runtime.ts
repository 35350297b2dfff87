// How Next runs this process: set by Next and the build, never by an operator,
// so not validated like the settings. instrumentation.ts alone reads
// NEXT_RUNTIME itself: Next drops the Node-only code behind that check from
// the edge bundle only when it sees the check in the same module.

/** `next build` prerendering the pages, not a server answering requests. */
export const buildingPages = process.env.NEXT_PHASE === 'phase-production-build';

/** `next start` (or a deployed copy), not `next dev`. */
export const productionBuild = process.env.NODE_ENV === 'production';

/** The build folder; next.config.ts fixes NEXT_DIST_DIR at build time, so a deployed copy runs without it. */
export const distDir = process.env.NEXT_DIST_DIR || '.next';
