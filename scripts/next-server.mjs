// One `next start` for the scripts that measure the site (bench/run.mjs,
// scripts/load.mjs): started as one process so one pid stops it and its
// memory can be read from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Asks `child` to stop with SIGTERM and resolves when it has exited; SIGKILL
 * after `graceMs`. `next start` answers SIGTERM with `server.close()`, which
 * waits for every open connection, and a socket a browser opened ahead of need
 * (a preconnect) sends no request, so Node keeps it until its headers timeout
 * (60 s).
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [graceMs]
 */
export function stopProcess(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const hardStop = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(hardStop);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Waits until the server process `child` answers `url` as `ready` says, and
 * resolves with the function that stops it by its pid. Rejects with its
 * `output` when it exits first or never answers (then it is stopped).
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ name: string; url: string; ready: (response: Response) => boolean; output: () => string }} options
 */
export async function serving(child, { name, url, ready, output }) {
  const stop = () => stopProcess(child);
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output()}`);
    if (await fetch(url).then(ready, () => false)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${name} did not answer: ${output()}`);
}

/**
 * Starts `next start` and resolves once it answers.
 * @param {{ cwd?: string; port: number; env?: Record<string, string>; nodeArgs?: string[] }} options
 */
export async function startNextServer({ cwd = process.cwd(), port, env = {}, nodeArgs = [] }) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, 'node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  /** Resident memory in MB: `VmRSS` now, `VmHWM` the peak so far. */
  const memoryMb = (field) =>
    Number(
      new RegExp(`${field}:\\s+(\\d+) kB`).exec(
        readFileSync(`/proc/${child.pid}/status`, 'utf8'),
      )[1],
    ) / 1024;
  const stop = await serving(child, {
    name: `next start on port ${port}`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    ready: (response) => response.status < 500,
    output: () => stderr,
  });
  return { pid: child.pid, signal: (name) => child.kill(name), memoryMb, stop };
}
