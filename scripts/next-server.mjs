// One `next start` for the scripts that measure the site (bench/run.mjs,
// scripts/load.mjs): started as one process so one pid stops it and its
// memory can be read from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return { signal: (name) => child.kill(name), memoryMb, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`next start on port ${port} did not answer: ${stderr}`);
}
