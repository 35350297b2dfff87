import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { E2E_ORIGINS, E2E_PORT } from './e2e-env.mjs';
import { expect, test, untilHydrated } from './fixtures';

// A prerendered page's ETag comes from the build (scripts/build-output/pin-scripts.mjs) and
// the proxy answers revalidations with 304; Next's own per-request hash is off.

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A GET to the e2e server under the Host of a country origin, so the answer is shareable. */
function get(
  path: string,
  headers: Record<string, string> = {},
  origin = E2E_ORIGINS.DE,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path,
        headers: { host: new URL(origin).host, ...headers },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What a 304 must repeat of the 200 (RFC 9110 15.4.5), and what a browser updates its copy with. */
const REPEATED = [
  'etag',
  'cache-control',
  'content-security-policy',
  'cross-origin-opener-policy',
  'reporting-endpoints',
  'server-timing',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
];
const repeated = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(REPEATED.map((name) => [name, headers[name]]));

test.describe('revalidating a prerendered page', () => {
  test('a client that has / gets a 304 without a body and with the 200’s headers', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/s-maxage/);
    const etag = page.headers.etag ?? '';
    expect(etag).toMatch(/^"[^"]{20,}"$/);
    const revalidated = await get('/', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(repeated(revalidated.headers)).toEqual(repeated(page.headers));
    expect(revalidated.headers.vary).toBe(page.headers.vary?.replace(/, Accept-Encoding$/, ''));
    // Any other validator, or a client that wants the full answer, gets the page.
    expect((await get('/', { 'if-none-match': '"something-else"' })).status).toBe(200);
    const unconditional = await get('/', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(unconditional.status).toBe(200);
    expect(unconditional.body).toBe(page.body);
  });

  test('the ETag names the bytes: another country, page or variant has another', async () => {
    const de = await get('/');
    const ch = await get('/', {}, E2E_ORIGINS.CH);
    const teachers = await get('/lehrkraefte');
    const treatment = await get('/lehrkraefte?flag=teacher-hero-cta:treatment');
    const etags = [de, ch, teachers, treatment].map((answer) => answer.headers.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[^"]{20,}"$/);
    expect(new Set(etags).size).toBe(4);
    // Its own ETag again for the same bytes.
    expect((await get('/', {}, E2E_ORIGINS.CH)).headers.etag).toBe(ch.headers.etag);
    expect(ch.body).not.toBe(de.body);
    // The Swiss page's ETag does not revalidate the German page.
    expect((await get('/', { 'if-none-match': ch.headers.etag ?? '' })).status).toBe(200);
  });

  test('an answer a cookie or ?flag= decided is never a 304; router data never has the page’s ETag', async () => {
    const etag = (await get('/lehrkraefte')).headers.etag ?? '';
    const forced = await get('/lehrkraefte?flag=teacher-hero-cta:treatment');
    const personal = await get('/lehrkraefte?flag=teacher-hero-cta:treatment', {
      'if-none-match': forced.headers.etag ?? '',
    });
    expect(personal.status).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    const bucketed = await get('/lehrkraefte', {
      cookie: 'device_id=revalidation-device',
      'if-none-match': etag,
    });
    expect(bucketed.status).toBe(200);
    const router = await get('/lehrkraefte', { rsc: '1', 'if-none-match': etag });
    expect(router.status).not.toBe(304);
    expect(router.headers.etag).not.toBe(etag);
  });

  test('a browser that reloads / revalidates it, gets a 304 and the page still runs under its policy', async ({
    browser,
  }) => {
    // A page of its own: the `page` fixture's routes turn off Chromium's HTTP cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    // What came over the wire (the response events report the stored 200 after a 304).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const ids = new Set<string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
      if (type === 'Document' && request.url === `${E2E_ORIGINS.DE}/`) ids.add(requestId);
    });
    const documents: { status: number; etag?: string }[] = [];
    cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) => {
      if (ids.has(requestId)) documents.push({ status: statusCode, etag: headers.etag });
    });
    await page.goto(`${E2E_ORIGINS.DE}/`);
    await untilHydrated(page);
    await page.reload();
    // Hydrated after the 304: its scripts ran under the policy the 304 carried.
    await untilHydrated(page);
    expect(documents.map((document) => document.status)).toEqual([200, 304]);
    expect(documents[1]!.etag).toBe(documents[0]!.etag);
    expect(refused).toEqual([]);
    await context.close();
  });
});
