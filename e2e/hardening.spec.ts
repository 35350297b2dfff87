import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { REQUEST_BODY_TIMEOUT_MS } from '@/lib/http/server-requests';
import { E2E_ORIGINS, E2E_PORT, extraPort, PRODUCTION_RUNTIME } from './e2e-env.mjs';
import { SiteServer } from './fakes/site-server';
import { expect, test } from './fixtures';
import { trickle } from './trickle';

// Bad input to the proxy: every answer a page or a 4xx, never a 5xx, never the
// wrong country. The headers are in security-headers.spec.ts, the ad blocker in
// ad-blocker.spec.ts.

const hostOf = (origin: string) => new URL(origin).host;

/** One raw HTTP/1.1 exchange, so Host and cookies can be anything a client sends. */
function raw(lines: string[], port = E2E_PORT): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${lines[0]}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), body: text });
    });
    // Not end(): a half-closed socket may be dropped before the answer is written.
    socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
  });
}

/** A header of a raw answer (the whole exchange's text). */
const headerOf = (text: string, name: string) =>
  new RegExp(`^${name}: ([^\\r\\n]*)`, 'im').exec(text.split('\r\n\r\n')[0]!)?.[1];

/** The country a page says it belongs to: its canonical link's origin. */
function countryOfPage(body: string): 'DE' | 'CH' | null {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? '';
  if (canonical.startsWith(E2E_ORIGINS.CH)) return 'CH';
  if (canonical.startsWith(E2E_ORIGINS.DE)) return 'DE';
  return null;
}

test.describe('bad input to the proxy', () => {
  const de = hostOf(E2E_ORIGINS.DE);
  const ch = hostOf(E2E_ORIGINS.CH);
  const long = (n: number) => 'x'.repeat(n);

  /** [request lines, the country the page must show (null: a 4xx or any country)] */
  const cases: [string[], 'DE' | 'CH' | null][] = [
    [['GET / HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET / HTTP/1.1', `Host: ${ch.toUpperCase()}`], 'CH'],
    [['GET / HTTP/1.1', `Host: ${de}`, 'Cookie: land=CH'], 'DE'],
    [['GET / HTTP/1.1', `Host: ${ch}`, 'Cookie: land=DE'], 'CH'],
    [['GET / HTTP/1.0'], 'DE'],
    [['GET / HTTP/1.1', 'Host: '], null],
    [['GET / HTTP/1.1', 'Host: evil.example'], 'DE'],
    [['GET / HTTP/1.1', 'Host: evil.example', 'Cookie: land=CH'], 'CH'],
    [['GET / HTTP/1.1', `Host: ${ch}.evil.example`], 'DE'],
    [['GET / HTTP/1.1', `Host: evil.example@${ch}`], null],
    [['GET / HTTP/1.1', `Host: ${long(5000)}`], null],
    [['GET / HTTP/1.1', `Host: [::1]:${E2E_PORT}`], 'DE'],
    [['GET / HTTP/1.1', `Host: ${de}`, `Host: ${ch}`], null],
    [['GET / HTTP/1.1', `Host: ${de}`, 'Cookie: land=XX'], 'DE'],
    [['GET / HTTP/1.1', 'Host: localhost', 'Cookie: land=ch'], 'DE'],
    [['GET / HTTP/1.1', 'Host: localhost', `Cookie: land=${long(4000)}`], 'DE'],
    [['GET / HTTP/1.1', 'Host: localhost', 'Cookie: land'], 'DE'],
    [['GET / HTTP/1.1', 'Host: localhost', 'Cookie: ;;;=;land==CH;;'], null],
    // Device ids where one is bucketed: the teachers' landing runs the experiment.
    [
      ['GET /lehrkraefte HTTP/1.1', `Host: ${ch}`, 'Cookie: device_id=<script>alert(1)</script>'],
      'CH',
    ],
    [['GET /lehrkraefte HTTP/1.1', `Host: ${ch}`, `Cookie: device_id=${long(6000)}`], 'CH'],
    [['GET /lehrkraefte HTTP/1.1', `Host: ${ch}`, 'Cookie: device_id='], 'CH'],
    [['GET /lehrkraefte HTTP/1.1', `Host: ${ch}`, 'Cookie: device_id=%E0%A4%A'], 'CH'],
    [
      [
        'GET /lehrkraefte HTTP/1.1',
        `Host: ${ch}`,
        `Cookie: device_id=${randomUUID()}; device_id=${randomUUID()}`,
      ],
      'CH',
    ],
    [['GET /lehrkraefte HTTP/1.1', `Host: ${ch}`, `Cookie: device_id=${randomUUID()}`], 'CH'],
    [
      [
        'GET / HTTP/1.1',
        `Host: ${de}`,
        `Cookie: ${Array.from({ length: 200 }, (_, i) => `c${i}=${long(30)}`).join('; ')}`,
      ],
      null,
    ],
    // A preview reads `?flag=` only where an experiment runs.
    [['GET /lehrkraefte?flag= HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET /lehrkraefte?flag=teacher-hero-cta HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET /lehrkraefte?flag=teacher-hero-cta:treatment:x HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET /lehrkraefte?flag=teacher-hero-cta:off HTTP/1.1', `Host: ${ch}`], 'CH'],
    [[`GET /lehrkraefte?flag=${long(3000)} HTTP/1.1`, `Host: ${ch}`], 'CH'],
    [['GET /lehrkraefte?flag=%ZZ&flag=%00 HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET /?%%%&&==&a[]=1&a[b]=2 HTTP/1.1', `Host: ${ch}`], 'CH'],
    [['GET /eltern?x=%E0%A4%A HTTP/1.1', `Host: ${ch}`], 'CH'],
    [[`GET /${long(2000)} HTTP/1.1`, `Host: ${ch}`], null],
    [[`GET /${long(7000)} HTTP/1.1`, `Host: ${ch}`], null],
    [[`GET /${'a/'.repeat(400)} HTTP/1.1`, `Host: ${ch}`], null],
    [['GET /de/v-standard HTTP/1.1', `Host: ${ch}`], null],
    [['GET /de/eltern HTTP/1.1', `Host: ${ch}`], null],
    [['GET /ch HTTP/1.1', `Host: ${de}`], null],
    [['GET /../../etc/passwd HTTP/1.1', `Host: ${ch}`], null],
    [['GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1', `Host: ${ch}`], null],
    [['GET /%00 HTTP/1.1', `Host: ${ch}`], null],
    [['GET /%ZZ HTTP/1.1', `Host: ${ch}`], null],
    [['GET //eltern HTTP/1.1', `Host: ${ch}`], null],
    [['GET /%C3%BCmlaut HTTP/1.1', `Host: ${ch}`], null],
    [['GET /eltern/ HTTP/1.1', `Host: ${ch}`], null],
    [['GET /ELTERN HTTP/1.1', `Host: ${ch}`], null],
    [['GET /monitoring/x HTTP/1.1', `Host: ${ch}`], null],
    [['GET /_next/static/../../package.json HTTP/1.1', `Host: ${ch}`], null],
    [['GET /_next/image?url=http://evil.example/x.png&w=64&q=75 HTTP/1.1', `Host: ${ch}`], null],
    [['GET /sitemap.xml?x=1 HTTP/1.1', `Host: ${ch}`], null],
    [['HEAD / HTTP/1.1', `Host: ${ch}`], null],
    [['OPTIONS / HTTP/1.1', `Host: ${ch}`], null],
    [['POST / HTTP/1.1', `Host: ${ch}`, 'Content-Length: 5', '', 'hello'], null],
    [['DELETE /eltern HTTP/1.1', `Host: ${ch}`], null],
    [['GET / HTTP/1.1', `Host: ${ch}`, 'RSC: 1'], null],
    [['GET / HTTP/1.1', `Host: ${ch}`, 'Next-Router-State-Tree: %%%'], null],
    [
      [
        'GET / HTTP/1.1',
        `Host: ${ch}`,
        'x-middleware-subrequest: middleware:middleware:middleware:middleware:middleware',
      ],
      'CH',
    ],
    [['GET / HTTP/1.1', `Host: ${ch}`, 'X-Forwarded-Host: evil.example'], 'CH'],
    [['GET / HTTP/1.1', `Host: ${ch}`, `X-Long: ${long(12000)}`], null],
  ];

  test(`${cases.length} malformed requests: a page or a 4xx, never a 5xx, never the wrong country`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const [lines, country] of cases) {
      const { status, body } = await raw(lines);
      const label = `${lines.join(' | ').slice(0, 120)} → ${status}`;
      if (status === 0 || status >= 500) failures.push(`${label}: no answer or a 5xx`);
      else if (country && status === 200 && countryOfPage(body) !== country) {
        failures.push(`${label}: country ${countryOfPage(body)}, expected ${country}`);
      } else if (country && status !== 200) failures.push(`${label}: expected a page`);
    }
    expect(failures).toEqual([]);
    // The server is still there and well.
    expect((await request.get('/')).status()).toBe(200);
  });
});

test.describe('hosts that are not exactly a country origin', () => {
  const ch = hostOf(E2E_ORIGINS.CH);
  const de = hostOf(E2E_ORIGINS.DE);

  test('an origin written with a trailing dot or in capitals is that origin; any other host is never shared', async () => {
    // [Host, the country of the page, whether a shared cache may keep it]
    const cases: [string, 'DE' | 'CH', boolean][] = [
      [ch, 'CH', true],
      [ch.replace(':', '.:'), 'CH', true],
      [ch.toUpperCase().replace(':', '.:'), 'CH', true],
      [de.replace(':', '.:'), 'DE', true],
      // The origins have a port: the same name on another one is another host.
      [new URL(E2E_ORIGINS.CH).hostname, 'DE', false],
      [`${new URL(E2E_ORIGINS.CH).hostname}:80`, 'DE', false],
      [`localhost:${E2E_PORT}`, 'DE', false],
      ['evil.example', 'DE', false],
      [`evil.example@${ch}`, 'DE', false],
    ];
    const failures: string[] = [];
    for (const [host, country, shared] of cases) {
      const { status, body } = await raw(['GET /eltern HTTP/1.1', `Host: ${host}`]);
      const cacheControl = headerOf(body, 'cache-control') ?? '';
      const label = `Host: ${host} → ${status}, ${countryOfPage(body)}, ${cacheControl}`;
      if (status !== 200 || countryOfPage(body) !== country) failures.push(label);
      else if (shared !== /s-maxage/.test(cacheControl)) failures.push(label);
      else if (!shared && cacheControl !== 'private, no-store') failures.push(label);
    }
    expect(failures).toEqual([]);
  });

  test('on production: the default port and a trailing dot name the origin, robots.txt allows only the origins', async () => {
    const production = new SiteServer(extraPort(5), {
      ...PRODUCTION_RUNTIME,
      SITE_URL_DE: 'https://www.example.de',
      SITE_URL_CH: 'https://www.example.ch',
    });
    await production.start();
    try {
      const get = (path: string, host: string) =>
        raw([`GET ${path} HTTP/1.1`, `Host: ${host}`], production.port);
      for (const host of ['www.example.ch:443', 'www.example.ch.', 'WWW.EXAMPLE.CH.:443']) {
        const { status, body } = await get('/eltern', host);
        expect(status, host).toBe(200);
        expect(countryOfPage(body), host).toBe('CH');
        expect(headerOf(body, 'cache-control'), host).toMatch(/s-maxage/);
      }
      for (const host of ['www.example.ch:80', 'www.example.ch:8443', 'evil.example']) {
        const { body } = await get('/eltern', host);
        expect(countryOfPage(body), host).toBe('DE');
        expect(headerOf(body, 'cache-control'), host).toBe('private, no-store');
      }

      const robots = async (host: string) =>
        (await get('/robots.txt', host)).body.split('\r\n\r\n')[1];
      expect(await robots('www.example.ch')).toContain(
        'User-agent: *\nAllow: /\n\nSitemap: https://www.example.ch/sitemap.xml\n',
      );
      expect(await robots('www.example.de.:443')).toContain(
        'User-agent: *\nAllow: /\n\nSitemap: https://www.example.de/sitemap.xml\n',
      );
      for (const host of ['evil.example', `127.0.0.1:${production.port}`, 'www.example.ch:8443']) {
        const answer = await get('/robots.txt', host);
        expect(answer.status, host).toBe(200);
        expect(answer.body.split('\r\n\r\n')[1], host).toContain('User-agent: *\nDisallow: /\n');
        expect(headerOf(answer.body, 'cache-control'), host).toBe('private, no-store');
      }
    } finally {
      await production.stop();
    }
  });
});

test('paths the proxy does not route but cannot be decoded are 400s, not 500s', async ({
  request,
}) => {
  const paths = [
    '/og/%ZZ/x',
    '/og/de/%E0%A4%A',
    '/_next/%ZZ',
    '/_next/static/chunks/%C3%28.js',
    '/_next/image%ZZ',
    '/images/%ZZ',
    '/images/%FF.png',
    '/flags/%',
    '/icon.svg%ZZ',
    '/favicon.ico%ZZ',
    '/apple-icon.png%ZZ',
  ];
  const statuses: Record<string, number> = {};
  for (const path of paths) statuses[path] = (await request.get(path)).status();
  expect(statuses).toEqual(Object.fromEntries(paths.map((path) => [path, 400])));
  // What has no escape in its path still skips the proxy: no page policy on an asset.
  const asset = await request.get('/flags/de.svg');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
});

test('a page is only read: a post (a server action, a multipart form) is a 405, never a page rendered anew', async ({
  request,
}) => {
  for (const path of ['/', '/premium', '/kontakt', '/gibt-es-nicht']) {
    const action = await request.post(path, { headers: { 'Next-Action': 'x' }, data: '[]' });
    expect(action.status(), path).toBe(405);
    expect(action.headers()['allow']).toBe('GET, HEAD');
    const multipart = await request.post(path, { multipart: { email: 'kind@example.org' } });
    expect(multipart.status(), path).toBe(405);
    expect(await multipart.text()).not.toContain('<html');
  }
  expect((await request.head('/premium')).status()).toBe(200);
});

test('a page post whose body trickles in is cut off at the server’s deadline; pages and forms still work', async ({
  request,
}) => {
  // One byte every 5 s for a minute, as the attack that held a connection 312 s.
  test.setTimeout(90_000);
  const slack = 3000;
  const { status, closedAfterMs, closedByServer } = await trickle(
    [
      'POST /impressum HTTP/1.1',
      `Host: localhost:${E2E_PORT}`,
      'Content-Type: application/x-www-form-urlencoded',
      'Content-Length: 100',
    ],
    { everyMs: 5000, giveUpAfterMs: 60_000 },
  );
  expect({ closedByServer, within: closedAfterMs < REQUEST_BODY_TIMEOUT_MS + slack }).toEqual({
    closedByServer: true,
    within: true,
  });
  // Nothing was answered before the deadline (Next reads the body before the proxy): the server's 408.
  expect(status).toBe(408);
  expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_BODY_TIMEOUT_MS - 100);

  expect((await request.get('/impressum')).status()).toBe(200);
  expect((await request.post('/impressum', { form: { a: 'b' } })).status()).toBe(405);
  const quote = await request.post('/api/premium/quote', {
    headers: { Origin: `http://localhost:${E2E_PORT}` },
    data: { code: '' },
  });
  expect(quote.status()).toBe(200);
});

test.describe('who the client is, for the rate limits', () => {
  /** Fifteen quotes, each claiming another client in every forwarding header. */
  async function spoofedQuotes(url: string, host: string) {
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      const response = await fetch(`${url}/api/premium/quote`, {
        method: 'POST',
        headers: {
          Host: host,
          Origin: `http://${host}`,
          'Content-Type': 'application/json',
          'X-Real-IP': `198.51.100.${i}`,
          'X-Forwarded-For': `203.0.113.${i}, 192.0.2.${i}`,
        },
        body: JSON.stringify({ code: '' }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  test('reached directly, with no trusted proxy, forwarding headers are ignored: one connection, one client', async () => {
    const site = new SiteServer(extraPort(11), { TRUSTED_PROXIES: '' });
    await site.start();
    try {
      const statuses = await spoofedQuotes(site.url, new URL(site.url).host);
      // The quote's own limit: ten a minute per client.
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    } finally {
      await site.stop();
    }
  });
});
