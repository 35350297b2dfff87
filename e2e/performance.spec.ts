import { expect, test } from './fixtures';

const LANDINGS = ['/', '/lehrkraefte', '/eltern', '/kontakt', '/premium'];

test.describe('first frame', () => {
  test('declares and loads no web font, whose file would hold the LCP', async ({
    page,
    baseURL,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      // The preview's toolbar (not in production) brings a font of its own.
      const ours = new URL(request.url()).origin === new URL(baseURL!).origin;
      if (ours && request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    expect(fonts).toEqual([]);
  });

  for (const path of LANDINGS) {
    test(`${path} loads its chunks and stylesheet after its largest paint, and React adopts the link`, async ({
      page,
    }) => {
      // The fixture's goto returns after hydration.
      await page.goto(path);
      const timing = await page.evaluate(async () => {
        // The timeline keeps no LCP entries: only a buffered observer gets them.
        const lcp = await new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          }),
        );
        const staticFiles = (
          performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        )
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/'))
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname));
        return {
          lcp: lcp[0]?.startTime ?? null,
          first: Math.min(...staticFiles.map((entry) => entry.startTime)),
          files: staticFiles.length,
        };
      });
      expect(timing.lcp).not.toBeNull();
      expect(timing.files).toBeGreaterThan(3);
      expect(timing.first).toBeGreaterThanOrEqual(timing.lcp!);
      // One link, the loader's: React found it and inserted none of its own.
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
          link.getAttribute('media'),
        ),
      );
      expect(links).toEqual(['print']);
    });
  }
});

test.describe('server HTML', () => {
  for (const path of LANDINGS) {
    test(`${path} preloads no font, which would hold its first paint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<link[^>]*as="font"[^>]*>/g) ?? []).toEqual([]);
    });

    test(`${path} preloads no image ahead of its text`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? []).toEqual([]);
    });
  }
});
