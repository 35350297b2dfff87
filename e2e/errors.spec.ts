import type { ServerResponse } from 'node:http';
import { E2E_SENTRY_DSN, SENTRY_PORT } from './e2e-env.mjs';
import { HttpFake, type RecordedRequest } from './fakes/http-fake';
import { expect, serveForThisFile, test } from './fixtures';

// A local Sentry ingest on the port of the e2e build's DSN, shared by the
// tests of this file, which therefore run one after another.
const accepted = (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}');

const ingest = new HttpFake(accepted);
serveForThisFile(ingest, SENTRY_PORT);

const errorTitle = 'Etwas ist schiefgelaufen, bitte laden Sie die Seite neu';
const envelopesMentioning = (text: string) =>
  ingest.received().filter((request) => request.body.toString().includes(text));

function envelope(dsn: string, message = 'Tunneltest') {
  const header = JSON.stringify({
    event_id: 'a'.repeat(32),
    sent_at: new Date().toISOString(),
    dsn,
  });
  return `${header}\n{"type":"event"}\n${JSON.stringify({ message })}\n`;
}

test('a page that fails to render shows the error screen, reports through /monitoring and offers the contact popup', async ({
  page,
}) => {
  const tunnelCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/monitoring') tunnelCalls.push(response.status());
  });
  await page.goto('/fehlertest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await expect(page.getByRole('main')).toContainText('melden Sie sich bitte bei uns');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'kontakt@example.de' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await expect
    .poll(() => envelopesMentioning('Absichtlicher Renderfehler').length)
    .toBeGreaterThan(0);
  const [report] = envelopesMentioning('Absichtlicher Renderfehler');
  expect(report!.url).toBe('/api/42/envelope/');
  // The ingest has it before the browser sees the tunnel's answer.
  await expect.poll(() => tunnelCalls).toContain(200);

  await page.getByRole('main').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Wir helfen gern persönlich bei allen Anliegen' }),
  ).toBeVisible();
});

test('a server render failure is reported by the server SDK (onRequestError)', async ({ page }) => {
  const response = await page.goto('/fehlertest/server');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await expect
    .poll(() => envelopesMentioning('Absichtlicher Serverfehler').length, { timeout: 10_000 })
    .toBeGreaterThan(0);
});

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
        request.post('/monitoring', { data: envelope(`http://e2epublickey@evil.example:${SENTRY_PORT}/42`) }),
      403,
    ],
    [
      'other key',
      () => request.post('/monitoring', { data: envelope(`http://intruder@127.0.0.1:${SENTRY_PORT}/42`) }),
      403,
    ],
    [
      'wrong project in the DSN',
      () =>
        request.post('/monitoring', { data: envelope(`http://e2epublickey@127.0.0.1:${SENTRY_PORT}/43`) }),
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
      () => request.post('/monitoring', { data: envelope(`ftp://e2epublickey@127.0.0.1:${SENTRY_PORT}/42`) }),
      403,
    ],
    [
      'DSN with a path before the project',
      () =>
        request.post('/monitoring', { data: envelope(`http://e2epublickey@127.0.0.1:${SENTRY_PORT}/x/42`) }),
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
  // Only the exact path is the tunnel; neighbours are ordinary (missing) pages.
  expect((await request.get('/monitoring/x')).status()).toBe(404);
  expect((await request.post('/monitoringx', { data: envelope(E2E_SENTRY_DSN) })).status()).toBe(
    404,
  );
  expect(envelopesMentioning('Tunneltest')).toEqual([]);
});

test('ingest down or hanging: the tunnel answers within 5 s, the page is unaffected', async ({
  request,
  page,
}) => {
  ingest.handler = () => {};
  let started = Date.now();
  const hanging = await request.post('/monitoring', { data: envelope(E2E_SENTRY_DSN) });
  expect(hanging.status()).toBe(504);
  expect(Date.now() - started).toBeLessThan(5000);

  await ingest.stop();
  started = Date.now();
  const down = await request.post('/monitoring', { data: envelope(E2E_SENTRY_DSN) });
  expect(down.status()).toBe(502);
  expect(Date.now() - started).toBeLessThan(5000);

  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto('/fehlertest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dein persönlicher KI-Mathetutor',
  );
  await page.waitForTimeout(1000);
  expect(pageErrors).toEqual([]);
  await ingest.start(SENTRY_PORT);
});
