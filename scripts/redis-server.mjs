// A redis-server of its own for the tests, the bench and the load test (Debian's
// `redis-server`, which scripts/test.sh installs): on loopback, on a port the
// caller names or a free one, ready once its socket answers PING, stopped by its
// pid. With `durable` it runs as deploy/redis.conf ships it (an append-only file
// flushed every second) in a folder of its own, so that a restart keeps the outbox.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from './next-server.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Whether a Redis answers PING on `port`. @param {number} port */
export function answersPing(port) {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000, () => socket.destroy());
    socket
      .once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      })
      .once('error', () => resolve(false))
      .once('close', () => resolve(false))
      .connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/**
 * @param {{ port?: number; durable?: boolean; dir?: string }} [options]
 * @returns {Promise<{ port: number; url: string; dir: string; pid: number; stop: () => Promise<void>; kill: () => Promise<void> }>}
 */
export async function startRedis({ port, durable = false, dir } = {}) {
  const listen = port ?? (await freePort());
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'redis-'));
  const persistence = durable
    ? ['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '']
    : ['--appendonly', 'no', '--save', ''];
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(listen), '--bind', '127.0.0.1', '--dir', folder, ...persistence],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let i = 0; !(await answersPing(listen)); i++) {
    if (child.exitCode !== null || i > 100) {
      child.kill('SIGKILL');
      throw new Error(`redis-server on ${listen} did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port: listen,
    url: `redis://127.0.0.1:${listen}`,
    dir: folder,
    pid: /** @type {number} */ (child.pid),
    stop: () => stopProcess(child),
    /** Gone at once, as in a crash: what its append-only file holds is what a restart finds. */
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
