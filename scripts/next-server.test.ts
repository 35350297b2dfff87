import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { stopProcess } from './next-server.mjs';

/** A server that stops as `next start` does on SIGTERM: `server.close()`, then exit. */
const SERVER = `
const server = require('node:http').createServer((request, response) => response.end('ok'));
process.on('SIGTERM', () => server.close(() => process.exit(143)));
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startServer() {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))),
  );
  return { child, port };
}

let socket: Socket | undefined;
afterEach(() => socket?.destroy());

test('a server without open connections stops on SIGTERM', async () => {
  const { child } = await startServer();
  await stopProcess(child, 10_000);
  expect(child.exitCode).toBe(143);
});

test('a socket that never sends a request does not hold the stop: SIGKILL after the grace', async () => {
  const { child, port } = await startServer();
  socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket!.once('connect', resolve));
  await stopProcess(child, 300);
  expect(child.signalCode).toBe('SIGKILL');
});
