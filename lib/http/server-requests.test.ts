import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { BODY_DEADLINE_MS } from '@/lib/http/request-guards';
import { REQUEST_BODY_TIMEOUT_MS, cutSlowBody } from '@/lib/http/server-requests';
import { READ_DEADLINE_MS } from '@/lib/monitoring/monitoring-tunnel';

const TIMEOUT_MS = 300;

type Exchange = { answer: string; closedAfterMs: number; clientGaveUp: boolean };

/** A server on loopback whose handler answers as `handle` says, with cutSlowBody in front. */
async function serve(
  handle: 'read the body, then answer' | 'answer at once',
): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    cutSlowBody(request, response, TIMEOUT_MS);
    if (handle === 'answer at once') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => response.end(`got ${Buffer.concat(chunks).length} bytes`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Sends `head`, then `body` one byte every `everyMs`; resolves when the connection closes, by `giveUpMs` at the latest. */
function exchange(
  port: number,
  head: string[],
  body: string,
  everyMs: number,
  giveUpMs = 3000,
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = Date.now();
    let sent = 0;
    let drip: ReturnType<typeof setInterval> | undefined;
    let clientGaveUp = false;
    const done = () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({
        answer: Buffer.concat(chunks).toString(),
        closedAfterMs: Date.now() - started,
        clientGaveUp,
      });
    };
    const giveUp = setTimeout(() => {
      clientGaveUp = true;
      socket.destroy();
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      drip = setInterval(() => {
        if (sent < body.length) socket.write(body[sent++]!);
      }, everyMs);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may reset the connection while a byte is on its way.
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

const post = (length: number) => [
  'POST /impressum HTTP/1.1',
  'Host: localhost',
  'Content-Type: application/x-www-form-urlencoded',
  `Content-Length: ${length}`,
];

describe('cutSlowBody', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  async function started(handle: Parameters<typeof serve>[0]) {
    const { server, port } = await serve(handle);
    servers.push(server);
    return port;
  }

  it('answers a body still trickling in at the deadline with a 408 and closes the connection', async () => {
    const port = await started('read the body, then answer');
    const { answer, closedAfterMs } = await exchange(port, post(100), 'x'.repeat(100), 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('Die Anfrage kam nicht rechtzeitig vollständig an.');
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('closes the connection of a body still trickling in after an answer', async () => {
    const port = await started('answer at once');
    const { answer, closedAfterMs } = await exchange(port, post(100), 'x'.repeat(100), 50);
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).not.toContain('408');
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('leaves a body that arrives in time, and a request without one, alone', async () => {
    const port = await started('read the body, then answer');
    const slowButComplete = exchange(
      port,
      [...post(4), 'Connection: close'],
      'abcd',
      TIMEOUT_MS / 8,
    );
    expect((await slowButComplete).answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*got 4 bytes$/);
    // Kept alive past the deadline: no timer outlives a request whose body is in.
    const idle = await exchange(
      port,
      ['GET / HTTP/1.1', 'Host: localhost'],
      '',
      1000,
      4 * TIMEOUT_MS,
    );
    expect(idle.answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*got 0 bytes$/);
    // Closed by the client giving up, not by the server. (Not read off the clock: Node may
    // fire the client's 1,200 ms timer when Date.now() says 1,199 ms, as a CI run saw.)
    expect(idle.clientGaveUp).toBe(true);
  });

  it("lets every route's own read deadline answer first", () => {
    expect(REQUEST_BODY_TIMEOUT_MS).toBeGreaterThan(READ_DEADLINE_MS);
    expect(REQUEST_BODY_TIMEOUT_MS).toBeGreaterThan(BODY_DEADLINE_MS);
  });
});
