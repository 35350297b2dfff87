import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productionBuild } from '@/lib/config/runtime';
import { refuseToStart } from '@/lib/core/refuse-start';

// The script hashes of each prerendered page, written with the build's id by
// scripts/build-output/pin-scripts.mjs after `next build`, which also adds the file to the
// traces of the proxy and of instrumentation.ts so that it is deployed with
// them. Read once per server process.

type ScriptHashes = {
  buildId: string;
  pages: Record<string, string[]>;
  /** The strong ETag of each prerendered page's HTML, a digest of its final bytes. */
  etags: Record<string, string>;
};
/** The build's hash set, or why this server cannot use it. */
export type LoadedScriptHashes = Omit<ScriptHashes, 'buildId'> & { problem: string | null };

// next.config.ts fixes NEXT_DIST_DIR at build time: a deployed copy runs without it.
// Read here, not in lib/config/runtime.ts: the build inlines it into this path, and
// only a path it can read in this module keeps the file tracer to the build folder.
const distDir = process.env.NEXT_DIST_DIR || '.next';

/** The hash set of the build in `dir`, or why it cannot be used: missing, or made for another build. */
export function loadScriptHashes(dir = join(process.cwd(), distDir)): LoadedScriptHashes {
  const file = join(dir, 'script-hashes.json');
  const fix = 'build with `npm run build`, which pins the scripts after `next build`';
  let hashes: ScriptHashes;
  try {
    hashes = JSON.parse(readFileSync(file, 'utf8')) as ScriptHashes;
  } catch {
    return { pages: {}, etags: {}, problem: `${file} is missing: ${fix}` };
  }
  const buildId = readFileSync(join(dir, 'BUILD_ID'), 'utf8').trim();
  if (hashes.buildId !== buildId) {
    return {
      pages: {},
      etags: {},
      problem: `${file} was made for build ${hashes.buildId}, the server runs build ${buildId}: ${fix}`,
    };
  }
  return { pages: hashes.pages, etags: hashes.etags, problem: null };
}

let loaded: LoadedScriptHashes | null = null;
// `next dev` renders every page per request, with the nonce: a set left by an earlier build never applies.
const load = () =>
  (loaded ??= productionBuild ? loadScriptHashes() : { pages: {}, etags: {}, problem: null });

/** Whether the served build has its hash set (instrumentation.ts stops a production server without it). */
export const scriptHashesUsable = () => load().problem === null;

/** The hashes of a prerendered page (by its internal path), or undefined for a page rendered per request. */
export const scriptHashesOf = (route: string): string[] | undefined => load().pages[route];

/** The ETag of a prerendered page's HTML (by its internal path), as pin-scripts recorded it. */
export const pageEtagOf = (route: string): string | undefined => load().etags[route];

/**
 * Without its build's hash set every prerendered page would be served with a
 * policy its scripts do not match: production does not start, a preview runs
 * with inline scripts allowed (proxy.ts) and says so. For instrumentation.ts.
 */
export function checkScriptHashesAtStart(production: boolean) {
  const { problem } = loadScriptHashes();
  if (!problem) return;
  if (production) refuseToStart('csp', problem);
  console.error(
    `[csp] ${problem}. Until then every page allows inline scripts: never deploy this build to production`,
  );
}
