import { connect } from 'node:net';
import { E2E_PORT } from './e2e-env.mjs';

export type Trickled = {
  /** The answer's status, 0 if none came. */
  status: number;
  /** When the server closed the connection, or the sender gave up. */
  closedAfterMs: number;
  /** Whether the server closed it (not the sender giving up). */
  closedByServer: boolean;
};

/**
 * Sends a request's head, then its body one byte every `everyMs`, until the
 * server closes the connection or `giveUpAfterMs` have passed.
 */
export function trickle(
  head: string[],
  { everyMs = 1000, giveUpAfterMs = 120_000 }: { everyMs?: number; giveUpAfterMs?: number } = {},
): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    let drip: ReturnType<typeof setInterval> | undefined;
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpAfterMs);
    socket.on('connect', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n{`);
      drip = setInterval(() => socket.write('x'), everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // The server may reset the connection while a byte is on its way.
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        closedAfterMs: Date.now() - started,
        closedByServer: !gaveUp,
      });
    });
  });
}
