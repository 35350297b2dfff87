import { HttpFake } from '@/e2e/fakes/http-fake';
import { disconnectRedisClients } from '@/e2e/fakes/route-harness';
import { PEER_HEADER } from '@/lib/http/client-address';
import { startRedis } from '@/scripts/redis-server.mjs';

// The /monitoring tunnel to Sentry, its route module called as the server
// calls it, with a Sentry ingest stand-in on loopback and the limits in a real
// Redis: it forwards our DSN's envelopes byte for byte, and nothing else.

jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const ingest = new HttpFake((_request, response) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}'),
);
let redis: Awaited<ReturnType<typeof startRedis>>;
let dsn: string;
let base: string;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  redis = await startRedis();
  base = await ingest.start();
  const { host } = new URL(base);
  dsn = `http://e2epublickey@${host}/42`;
  Object.assign(process.env, { NEXT_PUBLIC_SENTRY_DSN: dsn, REDIS_URL: redis.url });
  ({ POST } = await import('@/app/monitoring/route'));
}, 60_000);

afterAll(async () => {
  disconnectRedisClients();
  await ingest.stop();
  await redis.stop();
});

beforeEach(() => ingest.reset());

/** An envelope as Sentry's browser SDK sends it, naming `to` in its header. */
function envelope(to: string, message = 'Tunneltest') {
  const header = JSON.stringify({
    event_id: 'a'.repeat(32),
    sent_at: new Date().toISOString(),
    dsn: to,
  });
  return `${header}\n{"type":"event"}\n${JSON.stringify({ message })}\n`;
}

let clients = 0;

/** A post to the tunnel from our page, from a client address of its own unless given. */
function post(
  body: string | Uint8Array<ArrayBuffer>,
  options: { query?: string; headers?: Record<string, string>; client?: string } = {},
) {
  return POST(
    new Request(`http://localhost/monitoring${options.query ?? ''}`, {
      method: 'POST',
      body,
      headers: {
        host: 'localhost',
        'content-type': 'text/plain;charset=UTF-8',
        [PEER_HEADER]: options.client ?? `198.18.0.${++clients}`,
        ...options.headers,
      },
    }),
  );
}

test('forwards our DSN’s envelope byte for byte to its project’s endpoint, and answers as the ingest did', async () => {
  const body = envelope(dsn, 'Grüße 🚀 aus dem Tunnel');
  const answer = await post(body, { query: '?p=42' });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('{"id":"ok"}');
  expect(ingest.received()).toHaveLength(1);
  expect(ingest.received()[0]!.url).toBe('/api/42/envelope/');
  expect(ingest.received()[0]!.body.equals(Buffer.from(body))).toBe(true);
});

test('forwards a client’s sixty envelopes a minute, then answers 429 with Retry-After', async () => {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  for (let i = 0; i < 62; i++) {
    const answer = await post(envelope(dsn, `Flut ${i}`), { query: '?p=42', client: '198.18.9.9' });
    statuses.push(answer.status);
    retryAfter ??= answer.headers.get('retry-after');
  }
  warn.mockRestore();
  expect(statuses).toEqual([...Array(60).fill(200), 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(ingest.received()).toHaveLength(60);
});

test('refuses every other DSN and everything that is not an envelope of ours; nothing reaches the ingest', async () => {
  const { host } = new URL(base);
  const cases: [string, string | Uint8Array<ArrayBuffer>, Parameters<typeof post>[1], number][] = [
    ['foreign DSN', envelope('https://other@o1.ingest.sentry.io/42'), {}, 403],
    ['other host', envelope('http://e2epublickey@evil.example/42'), {}, 403],
    ['other key', envelope(`http://intruder@${host}/42`), {}, 403],
    ['wrong project in the DSN', envelope(`http://e2epublickey@${host}/43`), {}, 403],
    ['wrong project in the query', envelope(dsn), { query: '?p=43' }, 403],
    ['DSN with another scheme', envelope(`ftp://e2epublickey@${host}/42`), {}, 403],
    ['DSN with a path before the project', envelope(`http://e2epublickey@${host}/x/42`), {}, 403],
    ['DSN not a URL', '{"dsn":"nonsense"}\n{}', {}, 403],
    ['oversize body', envelope(dsn, 'x'.repeat(1024 * 1024 + 10)), {}, 413],
    [
      'post from another site',
      envelope(dsn),
      {
        query: '?p=42',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      },
      403,
    ],
    [
      'post from another origin, without Sec-Fetch-Site',
      envelope(dsn),
      { query: '?p=42', headers: { origin: 'https://evil.example' } },
      403,
    ],
    [
      'CSP report from another site',
      '{"csp-report":{"document-uri":"https://evil.example/Tunneltest"}}',
      { headers: { 'content-type': 'application/csp-report', 'sec-fetch-site': 'cross-site' } },
      403,
    ],
    [
      'CSP report that is not JSON',
      'Tunneltest',
      { headers: { 'content-type': 'application/reports+json' } },
      400,
    ],
    ['garbage', '\u0000\u0001nonsense', {}, 400],
    ['empty body', '', {}, 400],
    ['header without DSN', '{"event_id":"1"}\n{}', {}, 400],
    ['header not JSON', '{"dsn":\n{}', {}, 400],
    ['header a JSON array', '["dsn"]\n{}', {}, 400],
    ['DSN not a string', '{"dsn":42}\n{}', {}, 400],
    ['header line of 2 MB', `{"dsn":"${'x'.repeat(2 * 1024 * 1024)}"}`, {}, 413],
    ['binary body', new Uint8Array([0xff, 0xfe, 0x00, 0x0a, 0x80, 0x81]), {}, 400],
  ];
  const statuses = [];
  for (const [name, body, options, status] of cases) {
    statuses.push([name, (await post(body, options)).status, status]);
  }
  expect(statuses.filter(([, got, wanted]) => got !== wanted)).toEqual([]);
  expect(ingest.received()).toEqual([]);
});
