import { READ_DEADLINE_MS } from '@/lib/monitoring/monitoring-tunnel';
import { E2E_PORT, E2E_SENTRY_DSN, SENTRY_PORT } from './e2e-env.mjs';
import { expect, serveForThisFile, test } from './fixtures';
import { envelope, envelopesMentioning, ingest } from './sentry-helpers';
import { trickle } from './trickle';

// The /monitoring tunnel to Sentry as the server serves it: its path, a post from
// a foreign page, and a client that sends too slowly.

serveForThisFile(ingest, SENTRY_PORT);

// What the tunnel forwards and refuses, and its limit, is held in jest against
// the route module (app/monitoring/route.test.ts); here what needs the server.

test('only the exact path takes posts: other methods and its neighbours get the server’s 405 and 404', async ({
  request,
}) => {
  expect((await request.get('/monitoring')).status()).toBe(405);
  expect((await request.put('/monitoring', { data: envelope(E2E_SENTRY_DSN) })).status()).toBe(405);
  // Neighbours are ordinary (missing) pages, which are only read: a post to one is the proxy's 405.
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
