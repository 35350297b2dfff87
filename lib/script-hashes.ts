import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The script hashes of each prerendered page, written by scripts/pin-scripts.mjs
// after `next build`. Read once per server process, on the first page request.

type PageHashes = Record<string, string[]>;
let pages: PageHashes | null = null;

function load(): PageHashes {
  const file = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'script-hashes.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PageHashes;
  } catch {
    console.warn(
      `[csp] ${file} is missing: build with \`npm run build\`, which pins the scripts; until then pages get a nonce-only policy`,
    );
    return {};
  }
}

/** The hashes of a prerendered page (by its internal path), or undefined for a page rendered per request. */
export function scriptHashesOf(route: string): string[] | undefined {
  pages ??= load();
  return pages[route];
}
