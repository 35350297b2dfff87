// How Next runs this process: set by Next and the build, never by an operator,
// so not validated like the settings. Two reads stay where they are used, as the
// build must see them in the module itself (scripts/process-env.test.ts):
// instrumentation.ts's NEXT_RUNTIME, behind which Next leaves the Node-only code
// out of the edge bundle, and lib/http/script-hashes.ts's NEXT_DIST_DIR, which
// keeps the file tracer to the build folder.

/** `next build` prerendering the pages, not a server answering requests. */
export const buildingPages = process.env.NEXT_PHASE === 'phase-production-build';

/** `next start` (or a deployed copy), not `next dev`. */
export const productionBuild = process.env.NODE_ENV === 'production';
