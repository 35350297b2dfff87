import { parseRelativeURL } from 'next/dist/shared/lib/router/utils/relativize-url';
import { NextRequest } from 'next/server';
import { siteOrigins } from '@/lib/config/site';
import { countrySegment } from '@/lib/countries/country-rules';
import { SITE_PAGES } from '@/lib/routing/pages';
import nextConfig from '@/next.config';
import { proxy } from '@/proxy';

// `next build` compiles next.config.ts's skipProxyUrlNormalize into the proxy as this
// variable; NextRequest reads it to keep `request.url` as Next gave it.
process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = nextConfig.skipProxyUrlNormalize ? 'true' : '';

/**
 * The origin Next puts in front of every request's path (its `initURL`), from the
 * address the server binds: `http://${formatHostname(hostname || 'localhost')}:${port}`.
 * A rewrite to any other origin is one Next proxies to over HTTP.
 */
const SERVER_ORIGINS = {
  'next start': 'http://localhost:3000',
  'next start -H 127.0.0.1': 'http://127.0.0.1:3000',
  'next start -H ::1': 'http://[::1]:3000',
  'next start -H ::': 'http://[::]:3000',
  'server.js, HOSTNAME unset': 'http://0.0.0.0:3000',
  'server.js, HOSTNAME from Docker': 'http://3f4e5d6c7b8a:3000',
};

const countryHosts = Object.entries(siteOrigins).map(([country, origin]) => ({
  segment: countrySegment(country as keyof typeof siteOrigins),
  host: new URL(origin).host,
}));

/** A request as Next hands it to the proxy: its path on the server's origin, the visitor's Host. */
const asked = (server: string, path: string, host: string) =>
  new NextRequest(`${server}${path}`, { headers: { host } });

/** Where the proxy's answer rewrites to, as Next reads it: a path, or a whole URL for another server. */
async function rewriteOf(request: NextRequest) {
  const answer = await proxy(request);
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return { answer, rewrite: rewrite && parseRelativeURL(rewrite, request.url) };
}

describe('the proxy on a server bound to any address', () => {
  it.each(Object.entries(SERVER_ORIGINS))(
    '%s: every page of both origins is rewritten within the server',
    async (_, server) => {
      for (const { segment, host } of countryHosts) {
        for (const { path } of SITE_PAGES) {
          const { rewrite } = await rewriteOf(asked(server, path, host));
          expect([`${host}${path}`, rewrite]).toEqual([
            `${host}${path}`,
            { isRelative: true, url: expect.stringMatching(new RegExp(`^/${segment}/v-`)) },
          ]);
        }
      }
    },
  );

  it('keeps the query when it rewrites: the client router asks with ?_rsc=', async () => {
    const { rewrite } = await rewriteOf(
      asked(SERVER_ORIGINS['next start -H 127.0.0.1'], '/eltern?_rsc=1x2y', countryHosts[0]!.host),
    );
    expect(rewrite).toEqual({ isRelative: true, url: '/de/v-standard/eltern?_rsc=1x2y' });
  });
});

describe('a path the proxy rewrites to, asked for', () => {
  /**
   * The answers to `path` if Next took every rewrite for another server's: it asks
   * the rewrite's URL anew, with its host (http-proxy's changeOrigin), on a new
   * connection each time. Cut off after five hops.
   */
  async function hops(server: string, path: string, host: string) {
    const answers: { path: string; status: number }[] = [];
    let request = asked(server, path, host);
    while (answers.length < 5) {
      const { answer, rewrite } = await rewriteOf(request);
      answers.push({ path: request.nextUrl.pathname, status: answer.status });
      if (!rewrite) break;
      const next = new URL(rewrite.url, 'http://localhost:3000');
      request = asked(server, `${next.pathname}${next.search}`, next.host);
    }
    return answers;
  }

  it('ends in a 404 within two hops, however Next takes the rewrites', async () => {
    const server = SERVER_ORIGINS['next start -H 127.0.0.1'];
    const { host } = countryHosts[0]!;
    const internal = ['/de/v-standard/eltern', '/ch/v-standard', '/de/eltern', '/v-treatment'];
    for (const path of internal) {
      const answers = await hops(server, path, host);
      expect(answers).toEqual([
        { path, status: 200 },
        { path: '/de/_not-found', status: 404 },
      ]);
    }
  });

  it('answers the 404 it rewrites to with its own 404, never with another rewrite', async () => {
    for (const { segment, host } of countryHosts) {
      const { answer, rewrite } = await rewriteOf(
        asked(SERVER_ORIGINS['next start'], `/${segment}/_not-found`, host),
      );
      expect([answer.status, rewrite]).toEqual([404, null]);
    }
  });
});
