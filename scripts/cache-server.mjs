// `npm run cache` (scripts/cache.sh) for the code that measures or tests the
// site through it (bench/cache.mjs, e2e/cache.spec.ts): one process, stopped
// by its pid, which stops its nginx and removes the cache's prefix.
import { spawn } from 'node:child_process';
import { serving } from './next-server.mjs';

/**
 * Starts the cache on `port` in front of `upstream` and resolves once it
 * answers as the cache (with X-Cache-Status), whatever the site does. `siteEnv`
 * is the site's environment: its origins and whether it is a preview decide
 * where a cookie bypasses the cache. `pid` is the script's, above nginx's.
 * @param {{ cwd?: string; port: number; upstream: string; siteEnv?: Record<string, string> }} options
 */
export async function startCache({ cwd = process.cwd(), port, upstream, siteEnv = {} }) {
  const child = spawn('bash', ['scripts/cache.sh'], {
    cwd,
    env: { ...process.env, ...siteEnv, CACHE_PORT: String(port), UPSTREAM: upstream },
    // nginx writes its access log to a file under its prefix (deploy/nginx.conf),
    // which goes with it; the error log is kept for errors.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = await serving(child, {
    name: `the cache on port ${port}`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    ready: (response) => response.headers.has('x-cache-status'),
    output: () => stderr,
  });
  return { pid: child.pid, stop };
}
