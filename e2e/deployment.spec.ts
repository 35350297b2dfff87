import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { SITE_PAGES } from '@/lib/routing/pages';
import { freePort, startRedis } from '../scripts/redis-server.mjs';
import { MAIL_DOMAIN, cancellationOf, declare } from './declaration-helpers';
import { E2E_DIST_DIR, E2E_ORIGINS, extraPort, PRODUCTION_RUNTIME } from './e2e-env.mjs';
import { SiteServer } from './fakes/site-server';
import { expect, test } from './fixtures';
import { langOf, titleOf } from './variants';

// A host that deploys only the files the build traced (Vercel's functions, a
// container made from the standalone output) must serve every prerendered
// page with its script hashes. The stand-in: Next's standalone output, its
// static files and public/, copied away from the repository and started
// without the build's environment.

const HASH_SET = join(E2E_DIST_DIR, 'script-hashes.json');
let deployment: string;

test.beforeAll(() => {
  deployment = mkdtempSync(join(tmpdir(), 'rechenweg-deployment-'));
  cpSync(join(E2E_DIST_DIR, 'standalone'), deployment, { recursive: true, verbatimSymlinks: true });
  cpSync(join(E2E_DIST_DIR, 'static'), join(deployment, E2E_DIST_DIR, 'static'), {
    recursive: true,
  });
  cpSync('public', join(deployment, 'public'), { recursive: true });
});
test.afterAll(() => rmSync(deployment, { recursive: true, force: true }));

test.describe('a deployment of only the traced files', () => {
  // Each test starts a server of its own from the copy (up to 30 s on a busy machine) before it asserts.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  test.use({ consent: 'undecided' });

  test("the proxy's trace holds the hash set and the build id it belongs to", () => {
    for (const trace of ['middleware.js.nft.json', 'instrumentation.js.nft.json']) {
      const { files } = JSON.parse(readFileSync(join(E2E_DIST_DIR, 'server', trace), 'utf8'));
      expect(files, trace).toEqual(
        expect.arrayContaining(['../script-hashes.json', '../BUILD_ID']),
      );
    }
  });

  test('serves a prerendered page with its hashes, and the page runs under them', async ({
    page,
  }) => {
    const server = new SiteServer(extraPort(7), {}, deployment);
    await server.start();
    try {
      // A page that asks for consent: the pupils' page has no overlay.
      const response = await page.goto(`${server.url}/eltern`);
      const scripts = /script-src ([^;]*)/.exec(
        response!.headers()['content-security-policy'] ?? '',
      );
      expect(scripts?.[1]).toMatch(/^'strict-dynamic' 'sha256-[^']+' 'sha256-[^']+' 'self'/);
      expect(scripts?.[1]).not.toContain("'nonce-");
      // The fixture waited for hydration; the overlay's buttons are React's.
      const overlay = page.getByRole('dialog');
      await overlay.getByRole('button', { name: 'Einverstanden', exact: true }).click();
      await expect(overlay).toBeHidden();
      expect(server.logs.join('\n')).not.toContain('[csp]');
    } finally {
      await server.stop();
    }
  });

  test('stores a declaration’s mails in Redis with the outbox’s Lua scripts from the bundles, none read from disk', async () => {
    // Whatever the trace copied of lib/outbox/lua/ goes: the server must not need it.
    rmSync(join(deployment, 'lib', 'outbox', 'lua'), { recursive: true, force: true });
    const redis = await startRedis();
    const records = new Redis(redis.url);
    // A mail server nobody runs: the e2e build's SMTP port belongs to the specs that hold its
    // lock (premium-helpers.ts), and a declaration mailed there would land in their inbox.
    const noMailServer = `smtp://127.0.0.1:${await freePort()}`;
    const server = new SiteServer(
      extraPort(7),
      { REDIS_URL: redis.url, SMTP_URL: noMailServer },
      deployment,
    );
    try {
      await server.start();
      const email = `deployment@${MAIL_DOMAIN}`;
      const answer = await declare(
        server.url,
        '/api/kuendigung',
        cancellationOf(email),
        '198.51.100.70',
      );
      expect(answer.status).toBe(200);
      // Sent, or waiting for a mail server this spec does not run: stored by the scripts either way.
      for (const kind of ['business', 'receipt']) {
        const state = await records.hget(`outbox:m:${answer.body.reference}.${kind}`, 'state');
        expect(['sent', 'waiting']).toContain(state);
      }
    } finally {
      records.disconnect();
      await server.stop();
      await redis.stop();
    }
  });

  // Every refusal of a production start is asserted on instrumentation.ts's register() in
  // jest (lib/core/refuse-start.test.ts); this one start shows that Next runs it in the deployed
  // copy and that its exit stops the server.
  test('production does not start without its hash set; a preview runs and says why', async () => {
    const file = join(deployment, HASH_SET);
    const hashes = readFileSync(file, 'utf8');
    try {
      rmSync(file);
      const missing = new SiteServer(extraPort(7), PRODUCTION_RUNTIME, deployment);
      expect(await missing.refusal()).toBe(1);
      expect(missing.logs.join('\n')).toMatch(
        /\[csp\] The server does not start: .*script-hashes\.json is missing: build with `npm run build`/,
      );

      // A preview keeps running, says why, and never sends a nonce-only policy.
      const preview = new SiteServer(extraPort(7), { SITE_ENV: 'preview' }, deployment);
      await preview.start();
      try {
        const policy = (await fetch(`${preview.url}/`)).headers.get('content-security-policy');
        expect(policy).toMatch(/script-src 'unsafe-inline' 'self'/);
        expect(policy).not.toMatch(/'nonce-|'strict-dynamic'/);
        expect(preview.logs.join('\n')).toContain('never deploy this build to production');
      } finally {
        await preview.stop();
      }
    } finally {
      writeFileSync(file, hashes);
    }
  });
});

/** A GET from `server` with the Host header `host` sends, given up after 10 s: a loop fails, it does not hang. */
function get(server: SiteServer, path: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: server.bind,
        port: server.port,
        path,
        headers: { host },
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`GET ${path} (${host}): no answer in 10 s`)),
    );
    request.on('error', reject);
    request.end();
  });
}

test.describe('a server bound to one loopback address (nginx on the same host)', () => {
  // Two production servers on one port, one after the other.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  for (const bind of ['127.0.0.1', '::1']) {
    test(`next start -H ${bind} answers every page of both origins and each internal path with a 404, each within 10 s`, async () => {
      const server = new SiteServer(extraPort(19), PRODUCTION_RUNTIME, undefined, bind);
      // The proxy answers robots.txt itself: a server whose rewrites loop still starts, and fails below.
      await server.start('/robots.txt');
      try {
        for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
          const host = new URL(origin).host;
          for (const { path } of SITE_PAGES) {
            const page = await get(server, path, host);
            expect([page.status, langOf(page.body)], `${host}${path}`).toEqual([
              200,
              country === 'CH' ? 'de-CH' : 'de',
            ]);
          }
          const unknown = await get(server, '/gibt-es-nicht', host);
          expect([unknown.status, titleOf(unknown.body)]).toEqual([
            404,
            'Diese Seite gibt es leider nicht',
          ]);
          // The paths the proxy rewrites to, asked directly: a 404 at once, never another rewrite.
          for (const internal of ['/de/v-standard/eltern', '/ch/v-standard', '/de/_not-found']) {
            expect((await get(server, internal, host)).status, `${host}${internal}`).toBe(404);
          }
        }
        const impressum = await get(server, '/impressum', new URL(E2E_ORIGINS.DE).host);
        const script = /"(\/_next\/static\/[^"?]+\.js)"/.exec(impressum.body)![1]!;
        expect((await get(server, script, 'localhost')).status, script).toBe(200);
        expect(
          (await get(server, '/_next/static/chunks/gibt-es-nicht.js', 'localhost')).status,
        ).toBe(404);
      } finally {
        await server.stop();
      }
    });
  }
});
