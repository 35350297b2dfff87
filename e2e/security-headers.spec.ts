import { createHash } from 'node:crypto';
import { EMAILJS_PORT } from './e2e-env.mjs';
import { expect, test } from './fixtures';

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
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
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

  test('every chunk a page loads carries its integrity hash', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script[^>]+src="\/_next\/static[^"]+"[^>]*>/g)].map(
      (m) => m[0],
    );
    // Not even Next's noModule polyfills, which no browser it supports runs.
    expect(scripts).toEqual([]);
    // The page's boot file loads after its largest paint and loads the chunks
    // (scripts/pin-scripts.mjs): each with the hash of its bytes.
    const sha384 = async (src: string) =>
      `sha384-${createHash('sha384')
        .update(await (await request.get(src)).body())
        .digest('base64')}`;
    const boot = /<script data-after-paint="">[^<]*\}\)\((\["[^"]+","[^"]+"\]),\[/.exec(html);
    const [bootSrc, bootIntegrity] = JSON.parse(boot?.[1] ?? '[]') as [string, string];
    expect(bootSrc).toMatch(/^\/_next\/static\/chunks\/boot\/[\w.-]+\.js$/);
    expect(bootIntegrity).toBe(await sha384(bootSrc));
    const bootFile = await (await request.get(bootSrc)).text();
    const chunks = JSON.parse(/\)\((\[\[[^\n]*\]\])\);\n$/.exec(bootFile)?.[1] ?? '[]') as [
      string,
      string,
    ][];
    expect(chunks.length).toBeGreaterThan(3);
    for (const [src, integrity] of chunks) {
      expect(src).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.js$/);
      expect(integrity).toBe(await sha384(src));
    }
    expect(html).not.toMatch(/<script src="\/_next\/static[^"]+" async=""/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
  });
});
