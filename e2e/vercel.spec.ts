import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ERROR_COPY } from '@/content/error-screen';
import { DEMO_NOTICE } from '@/content/pages';
import { startRedis } from '../scripts/redis-server.mjs';
import { TEST_OPERATOR } from '../scripts/test-operator.mjs';
import { vercelBuild } from '../scripts/vercel-build.mjs';
import type { Route } from '../scripts/vercel-edge.mjs';
import { VercelOutput } from '../scripts/vercel-platform.mjs';
import { axeViolations } from './axe';
import { E2E_PORT, e2eEnv } from './e2e-env.mjs';
import { expectServerErrorScreen } from './error-screen-helpers';
import { expect, test } from './fixtures';
import { vnuErrors } from './vnu';

// What reviewers and visitors get is Vercel's Build Output, not `next start`:
// the Vercel CLI (pinned in package.json) runs `vercel build` here, offline,
// with Vercel's system variables as a deployment sets them: once per run, for a
// preview with Skew Protection on the tests' operator. Its pages are a preview's
// (the Vercel Toolbar, `X-Robots-Tag: noindex`); the spec checks what they
// share with production's (no demo notice, the operator's address). The output is
// checked file by file and served by the platform's stand-in
// (scripts/vercel-platform.mjs) to Chromium.

const PORT = E2E_PORT + 30;
const ORIGINS = { DE: `http://de.localhost:${PORT}`, CH: `http://ch.localhost:${PORT}` };
const DEPLOYMENT_ID = 'dpl_E2eSkewProtection01';
const REUSE = process.env.E2E_REUSE === '1';
/** The build's environment: the e2e build's integrations, Vercel's folder layout. */
const { NEXT_DIST_DIR: _, NEXT_OUTPUT: __, SITE_ENV: ___, ...projectEnv } = e2eEnv;
/** What Vercel Cron sends with each run of the outbox's drain (vercel.json). */
const CRON_SECRET = 'e2e-cron-secret-0123456789abcdef';
const appEnv = { ...projectEnv, SITE_URL_DE: ORIGINS.DE, SITE_URL_CH: ORIGINS.CH, CRON_SECRET };
/**
 * The deployment's system variables. Production builds on the same code with the
 * same operator (lib/env.ts refuses the demo's samples there); only a preview can
 * be served here, as production on Vercel takes its outbox's Redis only over TLS.
 */
const PREVIEW = {
  ...TEST_OPERATOR,
  VERCEL_ENV: 'preview',
  VERCEL_SKEW_PROTECTION_ENABLED: '1',
  VERCEL_DEPLOYMENT_ID: DEPLOYMENT_ID,
};

let project: string;
const sha = (algorithm: string, content: Buffer | string) =>
  createHash(algorithm).update(content).digest('base64');

/**
 * `vercel build` in a copy of the working tree (scripts/vercel-build.mjs), as
 * Vercel runs it for the preview. While iterating on this spec (E2E_REUSE=1),
 * the build of the last run is kept.
 */
const build = (name: string, extraEnv: Record<string, string> = {}, stopsAtConfig = false) =>
  vercelBuild({
    project: join(tmpdir(), `rechenweg-vercel-${name}-${PORT}`),
    env: { ...appEnv, ...PREVIEW, ...extraEnv },
    reuse: REUSE,
    stopsAtConfig,
  });

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** The scripts a pinned page loads: its boot file, and the chunks the boot file inserts. */
function scriptsOf(html: string, output: string) {
  const loader = /<script data-after-paint="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const [boot, bootIntegrity] = JSON.parse(/\}\)\((\["[^"]+","[^"]+"\]),\[/.exec(loader)![1]!);
  const bootFile = readFileSync(join(output, 'static', boot.split('?')[0]));
  const chunks = JSON.parse(/\)\((\[\["[\s\S]*?\]\])\);\n$/.exec(bootFile.toString())![1]!) as [
    string,
    string,
  ][];
  return [[boot, bootIntegrity], ...chunks] as [string, string][];
}

test.describe('Vercel’s Build Output', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(() => {
    // A `next build` inside `vercel build`: about a minute on a quiet machine.
    test.setTimeout(900_000);
    const built = build('preview');
    expect(built.status, built.log).toBe(0);
    project = built.project;
  });
  test.afterAll(() => {
    // Unset where the build threw before it said where it ran.
    if (project && !REUSE) rmSync(project, { recursive: true, force: true });
  });

  test("every page Vercel serves is the pinned page, with its scripts in static/ and its hashes in the proxy's files", () => {
    const output = join(project, '.vercel', 'output');
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as {
      routes: Route[];
    };
    const { pages } = JSON.parse(
      readFileSync(join(project, '.next', 'script-hashes.json'), 'utf8'),
    );
    const pinned = (route: string) =>
      readFileSync(join(project, '.next', 'server', 'app', `${route}.html`), 'utf8');

    // The 404 and 500 Vercel serves from static/ are the pinned not-found and error pages.
    const served: [string, string][] = [
      ['/_not-found', readFileSync(join(output, 'static', '404.html'), 'utf8')],
      ['/_global-error', readFileSync(join(output, 'static', '500.html'), 'utf8')],
    ];
    expect(served[0]![1]).toBe(pinned('/_not-found'));
    expect(served[1]![1]).toBe(pinned('/_global-error'));
    // Both outputs' 500 is the site's German error screen, not Next's built-in English
    // page: Vercel's and `next build`'s, which `next start` serves.
    const error500 = served[1]![1];
    expect(pinned('/_global-error')).toBe(pinned('/fehler'));
    expect(readFileSync(join(project, '.next', 'server', 'pages', '500.html'), 'utf8')).toBe(
      error500,
    );
    expect(error500).toMatch(/<html[^>]* lang="de"[ >]/);
    expect(error500).toContain(ERROR_COPY.heading);
    expect(error500).toContain(`href="mailto:${TEST_OPERATOR.CONTACT_EMAIL}"`);
    expect(error500).not.toContain('couldn’t load');
    // Every prerender's fallback is its pinned page, and never regenerated.
    const functions = join(output, 'functions');
    for (const file of filesUnder(functions)) {
      if (!file.endsWith('.prerender-config.json')) continue;
      const prerender = JSON.parse(readFileSync(file, 'utf8'));
      const route = `/${relative(functions, file).replace(/\.prerender-config\.json$/, '')}`;
      // Rendered on demand (no fallback) is only the sitemap of a country no host has.
      if (!prerender.fallback) {
        expect(route).toBe('/[country]/sitemap-xml');
        continue;
      }
      expect(prerender.expiration, route).toBe(false);
      if (!prerender.fallback.fsPath.endsWith('.html')) continue;
      const html = readFileSync(join(file, '..', prerender.fallback.fsPath), 'utf8');
      expect(html, route).toBe(pinned(route === '/index' ? '/index' : route));
      served.push([route, html]);
    }
    expect(served.length).toBeGreaterThan(30);

    const immutable = config.routes.filter((route) =>
      /immutable/.test(route.headers?.['cache-control'] ?? ''),
    );
    for (const [route, html] of served) {
      expect(html, route).toContain('data-after-paint');
      // A real operator is named, and no page says it is a demo (the demo's pages say
      // so on every page of both origins: e2e/landings.spec.ts on the e2e build, and
      // components/layout/site-footer.test.tsx).
      expect(html, route).not.toContain(DEMO_NOTICE);
      // Each inline script's hash is in the page's policy (data blocks never run).
      for (const [, attributes, content] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/\ssrc=|\stype="application\/(?:ld\+)?json"/.test(attributes!) || !content) continue;
        expect(pages[route], route).toContain(`'sha256-${sha('sha256', content!)}'`);
      }
      // Every script it loads is in static/ with the integrity of its bytes, carries
      // the deployment id with Skew Protection, and is served immutable.
      for (const [src, integrity] of scriptsOf(html, output)) {
        const [path, query] = src.split('?');
        const file = readFileSync(join(output, 'static', path!));
        expect(integrity, src).toBe(`sha384-${sha('sha384', file)}`);
        expect(query, src).toBe(`dpl=${DEPLOYMENT_ID}`);
        expect(
          immutable.some((rule) => new RegExp(rule.src!).test(path!)),
          src,
        ).toBe(true);
      }
    }
    // The proxy's function carries the hash set of its own build.
    const proxy = JSON.parse(
      readFileSync(join(functions, '_middleware.func', '.vc-config.json'), 'utf8'),
    );
    expect(Object.keys(proxy.filePathMap)).toEqual(
      expect.arrayContaining(['.next/script-hashes.json', '.next/BUILD_ID']),
    );
    expect(
      JSON.parse(readFileSync(join(project, '.next', 'script-hashes.json'), 'utf8')).buildId,
    ).toBe(readFileSync(join(project, '.next', 'BUILD_ID'), 'utf8').trim());
  });

  test('the outbox’s cron job is in the output, every minute, and its route is a function', () => {
    const output = join(project, '.vercel', 'output');
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'));
    expect(config.crons).toEqual([{ path: '/api/outbox/drain', schedule: '* * * * *' }]);
    const drain = join(output, 'functions', 'api', 'outbox', 'drain.func');
    const vcConfig = JSON.parse(readFileSync(join(drain, '.vc-config.json'), 'utf8'));
    // Node.js, with time for a drain's last sends after its 50 s budget (lib/outbox/drain.ts).
    expect(vcConfig).toMatchObject({
      runtime: expect.stringMatching(/^nodejs/),
      maxDuration: 120,
    });
  });

  test('with Vercel’s build adapter on, the build stops at once and says what to do', () => {
    // The adapter would deploy the pages before they are pinned (lib/core/site-environment.ts).
    // Stopped while Next loads its configuration: 4 s, where linking node_modules file by file
    // and removing it took the test to 26 s of its 30 on a busy machine.
    const built = build('adapter', { NEXT_ENABLE_ADAPTER: '1' }, true);
    rmSync(built.project, { recursive: true, force: true });
    expect(built.status).not.toBe(0);
    expect(built.log).toContain(
      "before scripts/build-output/pin-scripts.mjs pins their scripts, so no page would run under its Content-Security-Policy. Remove NEXT_ENABLE_ADAPTER from the project's environment variables",
    );
  });

  test.describe('served by the platform’s stand-in', () => {
    let platform: VercelOutput;
    let redis: Awaited<ReturnType<typeof startRedis>>;
    test.use({ consent: 'undecided' });
    test.beforeAll(async () => {
      // The outbox in Redis, as a deployment that sends mail keeps it.
      redis = await startRedis();
      platform = new VercelOutput(join(project, '.vercel', 'output'), project, {
        ...appEnv,
        ...PREVIEW,
        VERCEL: '1',
        REDIS_URL: redis.url,
        PATH: process.env.PATH!,
      });
      await platform.start(PORT);
    });
    test.afterAll(async () => {
      await platform?.stop();
      await redis?.stop();
    });

    test('the landings and /premium hydrate under their policies; the boot file is immutable', async ({
      page,
    }) => {
      // The pupils' page under its own policy, which names no tracker and reports nowhere.
      const pupils = await page.goto(`${ORIGINS.DE}/`);
      const pupilsPolicy = pupils!.headers()['content-security-policy'] ?? '';
      expect(pupilsPolicy).toMatch(/script-src 'strict-dynamic' 'sha256-/);
      expect(pupilsPolicy).not.toMatch(/googletagmanager|facebook|tiktok|amplitude|report-/);
      expect(pupils!.headers()['reporting-endpoints']).toBeUndefined();
      // A landing that asks for consent (the pupils' page has no overlay), and the checkout.
      for (const path of ['/eltern', '/premium']) {
        const boot = page.waitForResponse((response) => response.url().includes('/chunks/boot/'));
        const response = await page.goto(`${ORIGINS.DE}${path}`);
        expect(response!.status()).toBe(200);
        expect(response!.headers()['content-security-policy']).toMatch(
          /script-src 'strict-dynamic' 'sha256-/,
        );
        expect((await boot).headers()['cache-control']).toBe('public,max-age=31536000,immutable');
        expect((await boot).url()).toContain(`?dpl=${DEPLOYMENT_ID}`);
        // The fixture waited for hydration; the overlay's buttons are React's.
        const overlay = page.getByRole('dialog');
        await overlay.getByRole('button', { name: 'Einverstanden', exact: true }).click();
        await expect(overlay).toBeHidden();
        await page.evaluate(() => localStorage.clear());
      }
      expect(platform.logs.join('')).not.toContain('[csp]');
    });

    test('no request makes the platform render a page anew: a post to a page is the proxy’s 405', async ({
      request,
    }) => {
      // Node resolves no *.localhost name: the request names the host itself.
      const action = await request.post(`http://127.0.0.1:${PORT}/eltern`, {
        headers: { Host: new URL(ORIGINS.DE).host, 'Next-Action': 'x' },
        multipart: { email: 'kind@example.org' },
      });
      expect(action.status()).toBe(405);
      expect(await action.text()).not.toContain('<html');
    });

    test('the outbox’s drain answers Vercel Cron, which brings CRON_SECRET, and nobody else', async ({
      request,
    }) => {
      const drain = `http://127.0.0.1:${PORT}/api/outbox/drain`;
      const host = new URL(ORIGINS.DE).host;
      expect((await request.get(drain, { headers: { Host: host } })).status()).toBe(401);
      const wrong = await request.get(drain, {
        headers: { Host: host, Authorization: `Bearer ${CRON_SECRET.replace('e2e', 'xyz')}` },
      });
      expect(wrong.status()).toBe(401);
      const right = await request.get(drain, {
        headers: { Host: host, Authorization: `Bearer ${CRON_SECRET}` },
      });
      expect(right.status()).toBe(200);
      // The outbox in Redis, empty: its claim.lua ran in a function laid out with only the
      // files its trace names, and none of them is a script of lib/outbox/lua/ (the bundles
      // hold their text, lib/outbox/redis-scripts.ts).
      expect(await right.json()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
      const functions = join(project, '.vercel', 'output', 'functions');
      for (const file of filesUnder(functions)) {
        if (!file.endsWith('.vc-config.json')) continue;
        const { runtime, filePathMap = {} } = JSON.parse(readFileSync(file, 'utf8'));
        if (!String(runtime).startsWith('nodejs')) continue;
        expect(
          Object.keys(filePathMap).filter((path) => path.includes('lib/outbox/lua/')),
          relative(functions, file),
        ).toEqual([]);
      }
      // The platform's own run of config.json's job.
      expect(await platform.runCrons()).toEqual([{ path: '/api/outbox/drain', status: 200 }]);
    });

    test('a 404 is the site’s page, and its consent overlay works', async ({ page }) => {
      const response = await page.goto(`${ORIGINS.CH}/gibt-es-nicht`);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Diese Seite gibt es leider nicht',
      );
      const overlay = page.getByRole('dialog');
      await overlay.getByRole('button', { name: 'Nicht einverstanden', exact: true }).click();
      await expect(overlay).toBeHidden();
    });

    test('the static 500 is the site’s German error screen, runs under its policy, and passes axe and the W3C checker', async ({
      page,
    }) => {
      // Vercel serves static/500.html for `/500` (and in its error phase): the
      // site's error page (app/fehler), which scripts/build-output/pin-scripts.mjs put in the
      // place of Next's built-in English one.
      const response = await page.goto(`${ORIGINS.CH}/500`);
      expect(response!.status()).toBe(500);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_COPY.heading);
      const main = page.getByRole('main');
      await expect(main).toContainText(ERROR_COPY.text);
      await expect(main.getByRole('link', { name: TEST_OPERATOR.CONTACT_EMAIL })).toHaveAttribute(
        'href',
        `mailto:${TEST_OPERATOR.CONTACT_EMAIL}`,
      );
      // A plain link: no contact popup is mounted outside a country's layout.
      const contact = main.getByRole('link', { name: 'Kontakt', exact: true });
      await expect(contact).toHaveAttribute('href', '/kontakt');
      await expect(contact).not.toHaveAttribute('aria-haspopup');
      // Next's client sets `window.next` once its scripts have booted; the
      // fixture fails the test on any CSP violation.
      await page.waitForFunction(() => 'next' in window);
      const overlay = page.getByRole('dialog');
      await overlay.getByRole('button', { name: 'Nicht einverstanden', exact: true }).click();
      await expect(overlay).toBeHidden();
      const violations = await axeViolations(page);
      expect(violations.map((violation) => violation.id)).toEqual([]);

      const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
      try {
        const file = join(folder, '500.html');
        writeFileSync(file, await response!.text());
        expect(await vnuErrors([file])).toEqual([]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    test('a page that fails while its function renders answers the German error page before any script', async ({
      browser,
      page,
    }) => {
      // The function's traced files carry Next's runtime as scripts/patch-next-error-shell.mjs
      // left it before the build: the server renders app/global-error.tsx, not an empty shell.
      const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
      try {
        const bare = await withoutScripts.newPage();
        expect((await bare.goto(`${ORIGINS.DE}/fehlertest/server`))!.status()).toBe(500);
        await expectServerErrorScreen(bare, TEST_OPERATOR.CONTACT_EMAIL);
      } finally {
        await withoutScripts.close();
      }
      // With scripts, under the policy of a page rendered per request (a nonce): the country's
      // layout and error screen over it; the fixture fails the test on any CSP violation.
      await page.goto(`${ORIGINS.DE}/fehlertest/server`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ERROR_COPY.heading);
    });
  });
});
