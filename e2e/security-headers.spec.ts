import { createHash } from 'node:crypto';
import { THIRD_PARTY } from '@/lib/http/security-headers';
import { afterPaintLoads, bootFileLoads } from '@/scripts/build-output/stand-in-browser.mjs';
import { E2E_ORIGINS, EMAILJS_PORT, TOOLBAR_HOST } from './e2e-env.mjs';
import { expect, test, THIRD_PARTY_HOSTS } from './fixtures';

// The headers every answer carries: the policies of a page and of an asset,
// and the integrity hash of every script a page loads.

test.describe('security headers', () => {
  const every = [
    '/',
    '/lehrkraefte',
    '/eltern',
    '/kontakt',
    '/datenschutz',
    '/robots.txt',
    '/sitemap.xml',
    '/gibt-es-nicht',
    '/icon.svg',
    '/og/de/start',
    '/flags/de.svg',
  ];

  for (const path of every) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBeLessThan(500);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/base-uri '(self|none)'/);
      if (!/object-src 'none'/.test(csp)) expect(csp).toMatch(/default-src 'none'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // A preview build: no HSTS (production only; bench/results.md scores a production build).
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('a page policy allows its own scripts by hash and the hosts used after consent', async ({
    request,
  }) => {
    // An adults' landing: the pupils' page allows none of them (below).
    const csp = (await request.get('/eltern')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'strict-dynamic' 'sha256-/);
    // The markup loads no script file itself (the loader inserts them, trusted through
    // 'strict-dynamic'), so the policy names no file's hash.
    expect(csp).not.toMatch(/'sha384-/);
    for (const host of [
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://api.eu.amplitude.com',
      `http://127.0.0.1:${EMAILJS_PORT}`,
    ]) {
      expect(csp).toContain(host);
    }
    expect(csp).toMatch(/connect-src 'self'/);
    // PayPal only where the checkout runs, with the opener policy its payment window needs.
    expect(csp).not.toContain('paypal');
    const checkout = (await request.get('/premium')).headers();
    expect(checkout['content-security-policy']).toMatch(/frame-src https:\/\/\*\.paypal\.com/);
    expect(checkout['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
    test(`${country}: the pupils' policy names no tracker, analytics or other provider and reports nowhere`, async ({
      request,
    }) => {
      const response = await request.get('/', { headers: { Host: new URL(origin).host } });
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'strict-dynamic' 'sha256-/);
      for (const host of [
        ...Object.values(THIRD_PARTY_HOSTS),
        'google-analytics.com',
        'analytics.google.com',
        'facebook.com',
        `127.0.0.1:${EMAILJS_PORT}`,
        'video.example.de',
      ]) {
        expect(csp).not.toContain(host);
      }
      // Beyond its own origin it names only what the preview's toolbar needs, which production never gets.
      const toolbar = [
        TOOLBAR_HOST,
        ...THIRD_PARTY.vercelToolbarImages,
        ...THIRD_PARTY.vercelToolbarFonts,
        ...THIRD_PARTY.vercelToolbarSockets,
      ];
      const hosts = csp.split(/[\s;]+/).filter((source) => source.includes('://'));
      expect(hosts.filter((host) => !toolbar.includes(host))).toEqual([]);
      // No report leaves a pupils' page, a blocked request's neither.
      expect(csp).not.toMatch(/report-(uri|to)/);
      expect(response.headers()['reporting-endpoints']).toBeUndefined();
    });
  }

  test('every chunk a page loads carries its integrity hash', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="\/_next\/static[^"]+"[^>]*>/g)].map(
      (m) => m[0],
    );
    // Not even Next's noModule polyfills, which no browser it supports runs.
    expect(scripts).toEqual([]);
    // The page's boot file loads after its largest paint and loads the chunks
    // (scripts/build-output/pin-scripts.mjs): each with the hash of its bytes.
    const sha384 = async (src: string) =>
      `sha384-${createHash('sha384')
        .update(await (await request.get(src)).body())
        .digest('base64')}`;
    // What the page's loader and its boot file insert, run in a stand-in browser.
    const scriptsOf = (loads: ReturnType<typeof afterPaintLoads>) =>
      loads.flatMap((load) => (load.tag === 'script' ? [[load.src, load.integrity] as const] : []));
    const [boot, ...none] = scriptsOf(afterPaintLoads(html));
    expect(none).toEqual([]);
    const [bootSrc, bootIntegrity] = boot!;
    expect(bootSrc).toMatch(/^\/_next\/static\/chunks\/boot\/[\w.-]+\.js$/);
    expect(bootIntegrity).toBe(await sha384(bootSrc));
    const bootFile = await (await request.get(bootSrc)).text();
    const chunks = scriptsOf(bootFileLoads(bootFile).inserted);
    expect(chunks.length).toBeGreaterThan(3);
    for (const [src, integrity] of chunks) {
      expect(src).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
      expect(integrity).toBe(await sha384(src));
    }
    expect(html).not.toMatch(/<script src="\/_next\/static[^"]+" async=""/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
  });
});
