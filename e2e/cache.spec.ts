import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import { COUNTRY_COOKIE } from '@/lib/countries/country-rules';
import { FLAG_OVERRIDES_COOKIE } from '@/lib/experiments/flags-explorer';
import { startCache } from '../scripts/cache-server.mjs';
import { E2E_ORIGINS, e2eEnv, extraPort } from './e2e-env.mjs';
import { HttpFake, type FakeHandler } from './fakes/http-fake';
import { SiteServer } from './fakes/site-server';
import { expect, test } from './fixtures';
import { TEACHER_DEFAULT_CTA, TEACHER_TREATMENT_CTA, ctaOf, deviceIn, langOf } from './variants';

// deploy/nginx.conf, started by `npm run cache`, in front of a server of the
// e2e build: what a shared cache keeps, and for whom.

const SITE_PORT = extraPort(8);
const CACHE_PORT = extraPort(9);
// Hosts as a visitor's browser sends them: the origins' host and port.
const HOSTS = { DE: new URL(E2E_ORIGINS.DE).host, CH: new URL(E2E_ORIGINS.CH).host };
/** A host that is neither origin: the `land` cookie decides the country there. */
const OTHER_HOST = `localhost:${CACHE_PORT}`;

type Answer = {
  status: number;
  cache: string | undefined;
  headers: Record<string, string>;
  body: string;
};

/** A GET through the cache with the Host header a visitor to `host` sends. */
function get(path: string, host: string, headers: Record<string, string> = {}, port = CACHE_PORT) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { ...headers, host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const flat = Object.fromEntries(
            Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
          );
          resolve({
            status: response.statusCode!,
            cache: flat['x-cache-status'],
            headers: flat,
            body,
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Whether anything accepts a connection on the port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

let site: SiteServer;
let cache: Awaited<ReturnType<typeof startCache>>;

test.describe('a shared cache in front of the site (deploy/nginx.conf)', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = new SiteServer(SITE_PORT, {});
    await site.start();
    // The site's environment: its origins, and a preview (overrides count).
    cache = await startCache({ port: CACHE_PORT, upstream: site.url, siteEnv: e2eEnv });
  });
  test.afterAll(async () => {
    await cache?.stop();
    await site?.stop();
  });

  test('the German and the Swiss host never get each other’s page, and each is a HIT the second time', async () => {
    for (const path of ['/eltern', '/']) {
      const first = { DE: await get(path, HOSTS.DE), CH: await get(path, HOSTS.CH) };
      const second = { DE: await get(path, HOSTS.DE), CH: await get(path, HOSTS.CH) };
      expect([first.DE.cache, first.CH.cache], path).toEqual(['MISS', 'MISS']);
      expect([second.DE.cache, second.CH.cache], path).toEqual(['HIT', 'HIT']);
      for (const answer of [first.DE, second.DE]) expect(langOf(answer.body), path).toBe('de');
      for (const answer of [first.CH, second.CH]) expect(langOf(answer.body), path).toBe('de-CH');
      // Each entry keeps its page's policy: the pupils' names no tracker and reports nowhere.
      for (const answer of [second.DE, second.CH]) {
        const policy = answer.headers['content-security-policy'] ?? '';
        expect(policy, path).toMatch(/script-src 'strict-dynamic' 'sha256-/);
        expect(/googletagmanager|facebook|tiktok|amplitude|report-uri/.test(policy), path).toBe(
          path !== '/',
        );
      }
    }
    // An absolute request line names another host than the Host header, which Next decides by.
    const mismatched = await get(`http://${HOSTS.CH}/premium`, HOSTS.DE);
    const swiss = await get('/premium', HOSTS.CH);
    expect([langOf(mismatched.body), langOf(swiss.body)]).toEqual(['de', 'de-CH']);
  });

  test('a visitor with device_id gets their own variant on a landing with an experiment and never fills or reads its shared entry', async () => {
    const cookie = `${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}`;
    const bucketed = await get('/lehrkraefte', HOSTS.DE, { cookie: `other=1; ${cookie}` });
    expect(bucketed.cache).toBe('BYPASS');
    expect(ctaOf(bucketed.body)).toBe(TEACHER_TREATMENT_CTA);
    expect(bucketed.headers['cache-control']).toBe('private, no-store');

    // The Swiss page, kept by a cookie-less visitor, then the bucketed visitor first.
    expect((await get('/lehrkraefte', HOSTS.CH)).cache).toBe('MISS');
    const swissBucketed = await get('/lehrkraefte', HOSTS.CH, { cookie });
    const swissDefault = await get('/lehrkraefte', HOSTS.CH);
    expect([swissBucketed.cache, swissDefault.cache]).toEqual(['BYPASS', 'HIT']);
    expect(ctaOf(swissDefault.body)).toBe(TEACHER_DEFAULT_CTA);

    // A fresh entry: the bucketed visitor before and after the first cookie-less one.
    const path = '/lehrkraefte?from=cache-spec';
    const before = await get(path, HOSTS.DE, { cookie });
    const anonymous = await get(path, HOSTS.DE);
    const after = await get(path, HOSTS.DE, { cookie });
    const anonymousAgain = await get(path, HOSTS.DE);
    expect([before.cache, anonymous.cache, after.cache, anonymousAgain.cache]).toEqual([
      'BYPASS',
      'MISS',
      'BYPASS',
      'HIT',
    ]);
    expect([before, anonymous, after, anonymousAgain].map((answer) => ctaOf(answer.body))).toEqual([
      TEACHER_TREATMENT_CTA,
      TEACHER_DEFAULT_CTA,
      TEACHER_TREATMENT_CTA,
      TEACHER_DEFAULT_CTA,
    ]);
  });

  test('the land cookie bypasses the cache only on a host that is no country origin, and a personal answer is never kept', async () => {
    await get('/kontakt', HOSTS.DE);
    expect((await get('/kontakt', HOSTS.DE)).cache).toBe('HIT');
    // On an origin the host decides the country, whatever the cookie says.
    const withCookie = await get('/kontakt', HOSTS.DE, { cookie: `${COUNTRY_COOKIE}=CH` });
    expect([withCookie.cache, langOf(withCookie.body)]).toEqual(['HIT', 'de']);
    // So the first visitor with the cookie fills the entry for the next one.
    expect((await get('/datenschutz', HOSTS.DE, { cookie: `${COUNTRY_COOKIE}=DE` })).cache).toBe(
      'MISS',
    );
    expect((await get('/datenschutz', HOSTS.DE)).cache).toBe('HIT');

    // The origin's host name on another port is another host, and its own entry.
    const otherPort = await get('/kontakt', `${new URL(E2E_ORIGINS.DE).hostname}:${SITE_PORT}`);
    expect([otherPort.cache, otherPort.headers['cache-control']]).toEqual([
      'MISS',
      'private, no-store',
    ]);

    // On another host the cookie decides and every answer is `private, no-store`.
    const swiss = await get('/kontakt', OTHER_HOST, { cookie: `${COUNTRY_COOKIE}=CH` });
    expect([swiss.cache, langOf(swiss.body)]).toEqual(['BYPASS', 'de-CH']);
    const answers = [await get('/kontakt', OTHER_HOST), await get('/kontakt', OTHER_HOST)];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect([answer.cache, langOf(answer.body)]).toEqual(['MISS', 'de']);
    }
  });

  test('a consenting visitor is served from the cache on every page without an experiment', async () => {
    // What a browser sends after Einverstanden: the experiments' device id and the SDK's cookie.
    const cookie = `${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}; AMP_e2e=consented`;
    // The pupils' landing among them: it runs no experiment (docs/experiments.md).
    for (const path of ['/', '/eltern', '/vertraege-kuendigen']) {
      const anonymous = await get(path, HOSTS.DE);
      const consenting = await get(path, HOSTS.DE, { cookie });
      expect(consenting.cache, path).toBe('HIT');
      expect(consenting.body, path).toBe(anonymous.body);
    }
    // On the teachers' landing the device id decides the variant: the cache stays out.
    await get('/lehrkraefte', HOSTS.DE);
    expect((await get('/lehrkraefte', HOSTS.DE)).cache).toBe('HIT');
    const bucketed = await get('/lehrkraefte', HOSTS.DE, { cookie });
    expect([bucketed.cache, bucketed.headers['cache-control']]).toEqual([
      'BYPASS',
      'private, no-store',
    ]);
    // The router's payload of a landing with an experiment, too.
    expect((await get('/lehrkraefte?_rsc=cache-spec', HOSTS.DE, { cookie, RSC: '1' })).cache).toBe(
      'BYPASS',
    );
  });

  test('a reviewer’s overrides bypass the cache on a preview’s experiment paths only', async () => {
    const cookie = `${FLAG_OVERRIDES_COOKIE}=any-value`;
    expect((await get('/lehrkraefte', HOSTS.CH, { cookie })).cache).toBe('BYPASS');
    await get('/widerrufsbelehrung', HOSTS.CH);
    expect((await get('/widerrufsbelehrung', HOSTS.CH, { cookie })).cache).toBe('HIT');
  });

  test('an RSC request never gets the HTML entry of its URL, nor the other way round', async () => {
    const rsc = { RSC: '1' };
    // Next redirects an RSC request without `_rsc` to the URL with it.
    const redirect = await get('/lehrkraefte', HOSTS.DE, rsc);
    expect(redirect.status).toBe(307);
    const path = redirect.headers.location!;
    expect(path).toMatch(/^\/lehrkraefte\?_rsc/);

    // The HTML first at the RSC URL, then the RSC payload; on another path the other order.
    const sequences = [
      { path, order: [{}, rsc] },
      { path: path.replace('/lehrkraefte', '/agb'), order: [rsc, {}] },
    ];
    for (const { path: url, order } of sequences) {
      const answers = [];
      for (const headers of [...order, ...order]) answers.push(await get(url, HOSTS.DE, headers));
      const kinds = answers.map((answer) => answer.headers['content-type']?.split(';')[0]);
      const expectedKinds = order.map((headers) =>
        'RSC' in headers ? 'text/x-component' : 'text/html',
      );
      expect(kinds, url).toEqual([...expectedKinds, ...expectedKinds]);
      expect(
        answers.map((answer) => answer.cache),
        url,
      ).toEqual(['MISS', 'MISS', 'HIT', 'HIT']);
    }
  });

  test('static assets are kept for a year', async () => {
    const html = (await get('/', HOSTS.DE)).body;
    const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
    // The page names its boot file (in the loader pin-scripts writes), which names its chunks.
    expect(asset).toMatch(/^\/_next\/static\/chunks\/boot\/[\w.-]+\.js$/);
    const answers = [await get(asset!, HOSTS.DE), await get(asset!, HOSTS.DE)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[1]!.cache).toBe('HIT');
    expect(answers[1]!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the files of public/ are kept by the cache and revalidated by browsers', async () => {
    const answers = [await get('/flags/ch.svg', HOSTS.DE), await get('/flags/ch.svg', HOSTS.DE)];
    expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
      [200, 'MISS'],
      [200, 'HIT'],
    ]);
    expect(answers[1]!.headers['cache-control']).toBe('public, max-age=0, s-maxage=31536000');
  });

  test('a client’s own X-Real-IP or X-Forwarded-For never reaches the site: one connection, one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 15; i++) {
      const body = JSON.stringify({ code: '' });
      statuses.push(
        await new Promise<number>((resolve, reject) => {
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port: CACHE_PORT,
              method: 'POST',
              path: '/api/premium/quote',
              headers: {
                host: HOSTS.DE,
                origin: E2E_ORIGINS.DE,
                'content-type': 'application/json',
                'x-real-ip': `198.51.100.${i}`,
                'x-forwarded-for': `203.0.113.${i}`,
              },
            },
            (response) => response.resume().on('end', () => resolve(response.statusCode!)),
          );
          request.on('error', reject);
          request.end(body);
        }),
      );
    }
    // The quote's own limit: ten a minute per client, and nginx names the client.
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
  });

  test('with the site down, cached pages are still served and others fail cleanly', async () => {
    await get('/impressum', HOSTS.CH);
    expect((await get('/impressum', HOSTS.CH)).cache).toBe('HIT');
    expect(await listening(SITE_PORT)).toBe(true);
    await site.stop();
    expect(await listening(SITE_PORT)).toBe(false);

    const cached = await get('/impressum', HOSTS.CH);
    expect([cached.status, cached.cache, langOf(cached.body)]).toEqual([200, 'HIT', 'de-CH']);
    const uncached = await get('/datenschutz', HOSTS.CH);
    expect(uncached.status).toBe(502);
    expect(uncached.cache).toBe('MISS');
  });
});

test.describe('the shared cache in front of a site that fails', () => {
  test.describe.configure({ mode: 'serial' });
  // The site's pages are valid for a year: a stand-in's answer, valid for a second, expires in a test.
  const UPSTREAM_PORT = extraPort(6);
  const STAND_IN_CACHE_PORT = extraPort(4);
  const host = HOSTS.DE;
  const answer =
    (body: string): FakeHandler =>
    (_request, response) =>
      response
        .writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 's-maxage=1' })
        .end(body);
  const upstream = new HttpFake(answer('first'));
  let standInCache: Awaited<ReturnType<typeof startCache>>;
  const through = (path: string) => get(path, host, {}, STAND_IN_CACHE_PORT);

  test.beforeAll(async () => {
    await upstream.start(UPSTREAM_PORT);
    standInCache = await startCache({
      port: STAND_IN_CACHE_PORT,
      upstream: `http://127.0.0.1:${UPSTREAM_PORT}`,
    });
  });
  test.afterAll(async () => {
    await standInCache?.stop();
    await upstream.stop();
  });

  test('an expired answer is served stale while the site fails or refuses, and refreshed once it answers', async () => {
    expect((await through('/page')).cache).toBe('MISS');
    expect((await through('/page')).cache).toBe('HIT');

    upstream.handler = (_request, response) => response.writeHead(500).end('failed');
    // Until the answer expires it is a HIT; then the site is asked and fails.
    await expect.poll(async () => (await through('/page')).cache).toBe('STALE');
    expect(upstream.received().at(-1)?.url).toBe('/page');
    const failing = await through('/page');
    expect([failing.status, failing.cache, failing.body]).toEqual([200, 'STALE', 'first']);

    expect(await listening(UPSTREAM_PORT)).toBe(true);
    await upstream.stop();
    expect(await listening(UPSTREAM_PORT)).toBe(false);
    const refused = await through('/page');
    expect([refused.status, refused.cache, refused.body]).toEqual([200, 'STALE', 'first']);
    expect((await through('/never-kept')).status).toBe(502);

    // Back up: the stale answer is served once more while it is refreshed in the background.
    upstream.handler = answer('second');
    await upstream.start(UPSTREAM_PORT);
    const refreshing = await through('/page');
    expect([refreshing.status, refreshing.body]).toEqual([200, 'first']);
    await expect.poll(async () => (await through('/page')).body).toBe('second');
  });
});
