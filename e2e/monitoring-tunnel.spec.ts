import { READ_DEADLINE_MS } from '@/lib/monitoring/monitoring-tunnel';
import { E2E_PORT, E2E_SENTRY_DSN, SENTRY_PORT } from './e2e-env.mjs';
import { expect, serveForThisFile, test } from './fixtures';
import { envelope, envelopesMentioning, ingest } from './sentry-helpers';
import { trickle } from './trickle';

// The /monitoring tunnel to Sentry: what it forwards, its limit, and everything
// it refuses, from a foreign page and from a client that sends too slowly.

serveForThisFile(ingest, SENTRY_PORT);

test('the tunnel forwards the configured DSN byte for byte', async ({ request }) => {
  const body = envelope(E2E_SENTRY_DSN, 'Grüße 🚀 aus dem Tunnel');
  const response = await request.post('/monitoring?p=42', {
    data: Buffer.from(body),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });
  expect(response.status()).toBe(200);
  // Other pages of a parallel worker report through the same ingest: pick ours.
  const ours = envelopesMentioning('aus dem Tunnel');
  expect(ours).toHaveLength(1);
  expect(ours[0]!.url).toBe('/api/42/envelope/');
  expect(ours[0]!.body.equals(Buffer.from(body))).toBe(true);
});

test('the tunnel forwards a client’s sixty envelopes a minute, then answers 429 with Retry-After', async ({
  request,
}) => {
  const client = { 'X-Real-IP': `198.18.9.${Math.floor(Math.random() * 250)}` };
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < 62; i++) {
    const response = await request.post('/monitoring?p=42', {
      data: envelope(E2E_SENTRY_DSN, `Flut ${i}`),
      headers: client,
    });
    statuses.push(response.status());
    retryAfter ??= response.headers()['retry-after'];
  }
  expect(statuses).toEqual([...Array(60).fill(200), 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(envelopesMentioning('Flut 60')).toEqual([]);
});

test('the tunnel refuses everything else, and nothing reaches the ingest', async ({ request }) => {
  const cases: [string, () => Promise<{ status(): number }>, number][] = [
    [
      'foreign DSN',
      () => request.post('/monitoring', { data: envelope('https://other@o1.ingest.sentry.io/42') }),
      403,
    ],
    [
      'other host',
      () =>
        request.post('/monitoring', {
          data: envelope(`http://e2epublickey@evil.example:${SENTRY_PORT}/42`),
        }),
      403,
    ],
    [
      'other key',
      () =>
        request.post('/monitoring', {
          data: envelope(`http://intruder@127.0.0.1:${SENTRY_PORT}/42`),
        }),
      403,
    ],
    [
      'wrong project in the DSN',
      () =>
        request.post('/monitoring', {
          data: envelope(`http://e2epublickey@127.0.0.1:${SENTRY_PORT}/43`),
        }),
      403,
    ],
    [
      'wrong project in the query',
      () => request.post('/monitoring?p=43', { data: envelope(E2E_SENTRY_DSN) }),
      403,
    ],
    [
      'oversize body',
      () =>
        request.post('/monitoring', {
          data: envelope(E2E_SENTRY_DSN, 'x'.repeat(1024 * 1024 + 10)),
        }),
      413,
    ],
    [
      'post from another site',
      () =>
        request.post('/monitoring?p=42', {
          data: envelope(E2E_SENTRY_DSN),
          headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        }),
      403,
    ],
    [
      'post from another origin, without Sec-Fetch-Site',
      () =>
        request.post('/monitoring?p=42', {
          data: envelope(E2E_SENTRY_DSN),
          headers: { Origin: 'https://evil.example' },
        }),
      403,
    ],
    [
      'CSP report from another site',
      () =>
        request.post('/monitoring', {
          data: '{"csp-report":{"document-uri":"https://evil.example/Tunneltest"}}',
          headers: { 'Content-Type': 'application/csp-report', 'Sec-Fetch-Site': 'cross-site' },
        }),
      403,
    ],
    [
      'CSP report that is not JSON',
      () =>
        request.post('/monitoring', {
          data: 'Tunneltest',
          headers: { 'Content-Type': 'application/reports+json' },
        }),
      400,
    ],
    ['GET', () => request.get('/monitoring'), 405],
    ['PUT', () => request.put('/monitoring', { data: envelope(E2E_SENTRY_DSN) }), 405],
    ['garbage', () => request.post('/monitoring', { data: '\u0000\u0001nonsense' }), 400],
    ['empty body', () => request.post('/monitoring', { data: '' }), 400],
    [
      'header without DSN',
      () => request.post('/monitoring', { data: '{"event_id":"1"}\n{}' }),
      400,
    ],
    ['header not JSON', () => request.post('/monitoring', { data: '{"dsn":\n{}' }), 400],
    ['header a JSON array', () => request.post('/monitoring', { data: '["dsn"]\n{}' }), 400],
    ['DSN not a string', () => request.post('/monitoring', { data: '{"dsn":42}\n{}' }), 400],
    // Not the configured DSN, whatever it is: refused as foreign.
    ['DSN not a URL', () => request.post('/monitoring', { data: '{"dsn":"nonsense"}\n{}' }), 403],
    [
      'DSN with another scheme',
      () =>
        request.post('/monitoring', {
          data: envelope(`ftp://e2epublickey@127.0.0.1:${SENTRY_PORT}/42`),
        }),
      403,
    ],
    [
      'DSN with a path before the project',
      () =>
        request.post('/monitoring', {
          data: envelope(`http://e2epublickey@127.0.0.1:${SENTRY_PORT}/x/42`),
        }),
      403,
    ],
    [
      'header line of 2 MB',
      () => request.post('/monitoring', { data: `{"dsn":"${'x'.repeat(2 * 1024 * 1024)}"}` }),
      413,
    ],
    [
      'binary body',
      () =>
        request.post('/monitoring', { data: Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x80, 0x81]) }),
      400,
    ],
  ];
  for (const [name, send, status] of cases) {
    expect((await send()).status(), name).toBe(status);
  }
  expect(envelopesMentioning('Tunneltest')).toEqual([]);
  // Only the exact path is the tunnel; neighbours are ordinary (missing) pages,
  // which are only read: a post to one is the proxy's 405.
  expect((await request.get('/monitoring/x')).status()).toBe(404);
  expect((await request.post('/monitoringx', { data: envelope(E2E_SENTRY_DSN) })).status()).toBe(
    405,
  );
  expect(envelopesMentioning('Tunneltest')).toEqual([]);
});

test("a post from another site's page is refused and nothing is forwarded", async ({ browser }) => {
  // A page without our policy on another site (127.0.0.1 is not localhost's site).
  const context = await browser.newContext();
  const foreign = await context.newPage();
  try {
    await foreign.goto(`http://127.0.0.1:${SENTRY_PORT}/fremde-seite`);
    const refused = foreign.waitForResponse(
      (response) => new URL(response.url()).pathname === '/monitoring',
    );
    await foreign.evaluate(
      ({ url, body }) => fetch(url, { method: 'POST', mode: 'no-cors', body }),
      {
        url: `http://localhost:${E2E_PORT}/monitoring?p=42`,
        body: envelope(E2E_SENTRY_DSN, 'Fremde Seite'),
      },
    );
    expect((await refused).status()).toBe(403);
    // The tunnel answers after forwarding, so a 403 means nothing went on.
    expect(envelopesMentioning('Fremde Seite')).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a body trickled byte by byte is cut off with a 408 at the read deadline', async () => {
  test.setTimeout(READ_DEADLINE_MS + 20_000);
  const { status, closedAfterMs } = await trickle([
    'POST /monitoring?p=42 HTTP/1.1',
    `Host: localhost:${E2E_PORT}`,
    'Content-Type: text/plain;charset=UTF-8',
    'Content-Length: 100000',
  ]);
  expect(status).toBe(408);
  expect(closedAfterMs).toBeGreaterThanOrEqual(READ_DEADLINE_MS - 100);
  expect(closedAfterMs).toBeLessThan(READ_DEADLINE_MS + 5000);
  // Envelopes of earlier tests may still arrive meanwhile; the trickled body never does.
  expect(ingest.received().filter((request) => request.body.toString().startsWith('{x'))).toEqual(
    [],
  );
});
