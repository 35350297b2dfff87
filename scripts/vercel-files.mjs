// The files of a Build Output as Vercel's filesystem check finds them, for the
// platform's stand-in (scripts/vercel-platform.mjs): a static file (by its
// override first), a prerendered page's fallback, or a function, and the
// type a file is served with.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';

/**
 * @typedef {{ kind: 'static'; file: string; contentType?: string }
 *   | { kind: 'prerender'; file: string; headers: Record<string, string>; status?: number }
 *   | { kind: 'function'; folder: string }} Found
 */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.rsc': 'text/x-component',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The type a found file is served with: its override's, or its extension's.
 * @param {Exclude<Found, { kind: 'function' }>} found
 */
export const contentTypeOf = (found) =>
  (found.kind === 'static' && found.contentType) ||
  CONTENT_TYPES[extname(found.file)] ||
  'application/octet-stream';

/**
 * @param {string} output the `.vercel/output` folder
 * @param {Record<string, { path?: string; contentType?: string }>} overrides config.json's
 * @returns {(path: string) => Found | undefined}
 */
export function outputFiles(output, overrides) {
  /** @type {Map<string, { file: string; contentType?: string }>} */
  const staticPaths = new Map();
  for (const [file, override] of Object.entries(overrides)) {
    staticPaths.set(`/${override.path ?? file}`, {
      file: join(output, 'static', file),
      contentType: override.contentType,
    });
  }
  return (path) => {
    const staticPath = staticPaths.get(path);
    if (staticPath && existsSync(staticPath.file)) return { kind: 'static', ...staticPath };
    const file = join(output, 'static', decodeURIComponent(path));
    if (path !== '/' && existsSync(file) && statSync(file).isFile())
      return { kind: 'static', file };
    const base = join(output, 'functions', path === '/' ? 'index' : path);
    if (existsSync(`${base}.prerender-config.json`)) {
      const config = JSON.parse(readFileSync(`${base}.prerender-config.json`, 'utf8'));
      return {
        kind: 'prerender',
        file: join(dirname(base), config.fallback.fsPath),
        headers: config.initialHeaders ?? {},
        status: config.initialStatus,
      };
    }
    if (existsSync(`${base}.func`)) return { kind: 'function', folder: `${base}.func` };
    return undefined;
  };
}
