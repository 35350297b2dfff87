// `npm run cache` (scripts/cache.sh) for the code that measures or tests the
// site through it (bench/cache.mjs, e2e/cache.spec.ts): one process, stopped
// by its pid, which stops its nginx and removes the cache's prefix.
import { spawn } from 'node:child_process';

/**
 * Starts the cache on `port` in front of `upstream` and resolves once it
 * answers as the cache (with X-Cache-Status), whatever the site does.
 * @param {{ cwd?: string; port: number; upstream: string }} options
 */
export async function startCache({ cwd = process.cwd(), port, upstream }) {
  const child = spawn('bash', ['scripts/cache.sh'], {
    cwd,
    env: { ...process.env, CACHE_PORT: String(port), UPSTREAM: upstream },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** nginx's error log and its access log (`… status cache-status seconds`). */
  const logs = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`the cache exited:\n${logs.join('\n')}`);
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (response) => response.headers.has('x-cache-status'),
      () => false,
    );
    if (up) return { logs, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the cache on port ${port} did not answer:\n${logs.join('\n')}`);
}
