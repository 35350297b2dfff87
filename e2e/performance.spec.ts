import { expect, test } from './fixtures';

const LANDINGS = ['/', '/lehrkraefte', '/eltern', '/kontakt', '/premium'];

test.describe('font', () => {
  test('Inter arriving after the first frame does not re-render the text', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (route) => {
      await released;
      await route.continue();
    });
    /** The width of the h1's text as laid out: it changes when its font does. */
    const textWidth = () =>
      page.evaluate(() => {
        const range = document.createRange();
        range.selectNodeContents(document.querySelector('h1')!);
        return range.getBoundingClientRect().width;
      });
    // The fixture's goto returns after hydration, which comes after the first paint.
    await page.goto('/', { waitUntil: 'commit' });
    // At commit the document may not have been parsed yet (the fixture then finds no overlay to wait for).
    await page.locator('h1').waitFor({ state: 'attached' });
    const before = await textWidth();
    release();
    await page.waitForFunction(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) => entry.name.endsWith('.woff2') && entry.responseEnd > 0,
      ),
    );
    // Two frames after the font's arrival: a swap would have been laid out by then.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
        ),
    );
    expect(await textWidth()).toBe(before);
  });
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
