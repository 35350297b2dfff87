import { expect, test, untilSettled } from './fixtures';

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
    await untilSettled(page);
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
    expect(fonts).toEqual([]);
  });

  for (const path of LANDINGS) {
    test(`${path} loads its chunks and stylesheet after its largest paint, and React adopts them`, async ({
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
          new URL((link as HTMLLinkElement).href).pathname.replace(/[^/]+$/, ''),
        ),
      );
      expect(links).toEqual(['/_next/static/chunks/']);
      // One element per chunk, the loader's: React found the layout's chunks too.
      // A second element would run its chunk a second time.
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
      );
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.filter((src, index) => scripts.indexOf(src) !== index)).toEqual([]);
    });
  }
});

test.describe('after the load', () => {
  for (const path of LANDINGS) {
    test(`${path} fetches no other page ahead of a click`, async ({ page }) => {
      const prefetched: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['next-router-prefetch']) prefetched.push(request.url());
      });
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await untilSettled(page);
      expect(prefetched).toEqual([]);
      // A click still goes there, with the page fetched then.
      const target = path === '/eltern' ? '/lehrkraefte' : '/eltern';
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .locator(`a[href="${target}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

/** The properties whose resolved value is their used value, which layout decides. */
const LAID_OUT =
  /^(width|height|inline-size|block-size|top|right|bottom|left|inset-.*|grid-template-(rows|columns)|transform-origin|perspective-origin)$/;

test.describe('inline rules', () => {
  for (const path of [...LANDINGS, '/agb', '/vertraege-kuendigen']) {
    test(`${path}'s inline rules style its server HTML as the whole stylesheet does`, async ({
      page,
      baseURL,
    }) => {
      // A page of its own: no script from /_next/static ever loads, so React never takes
      // over (the fixture's goto would wait for that), and until the first reading is done
      // no stylesheet either: only the inline rules apply. Its loader asks for the boot file
      // once the largest paint is reported, which on a busy machine came after that reading.
      const firstFrame = await page.context().newPage();
      let stylesheetsLoad = false;
      await firstFrame.route('**/_next/static/**', (route) =>
        stylesheetsLoad && new URL(route.request().url()).pathname.endsWith('.css')
          ? route.continue()
          : route.abort(),
      );
      await firstFrame.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
      // The boot file fails to load here, and the loader marks <html> for it, which hides the
      // consent overlay (after-paint-loader.mjs). Taken off once it came, so that both readings
      // see the overlay as a first-time visitor's first frame has it (this tab has no choice).
      await firstFrame.waitForFunction(() =>
        document.documentElement.hasAttribute('data-scripts-failed'),
      );
      await firstFrame.evaluate(() =>
        document.documentElement.removeAttribute('data-scripts-failed'),
      );
      /**
       * Every computed property of <html>, <body> and what the body holds, with
       * their ::before and ::after, read in the page and kept there: only the
       * count and the differences cross to the test. Not the custom properties:
       * those that nothing reads are not inline, and change nothing. Nor the
       * properties whose resolved value is the laid-out size (CSSOM's used-value
       * ones): they move when a lazy image arrives between the two readings.
       */
      type Reading = { readStyles: () => string[]; inlineStyles: string[] };
      const inline = await firstFrame.evaluate((source) => {
        const laidOut = new RegExp(source);
        const reading = window as unknown as Reading;
        reading.readStyles = () => {
          const values: string[] = [];
          const elements = [
            document.documentElement,
            document.body,
            ...document.body.querySelectorAll('*'),
          ];
          elements.forEach((element, index) => {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(element, pseudo);
              for (let i = 0; i < style.length; i++) {
                const name = style.item(i);
                if (name.startsWith('--') || laidOut.test(name)) continue;
                values.push(
                  `${index} ${element.tagName}${pseudo ?? ''} ${name}: ${style.getPropertyValue(name)}`,
                );
              }
            }
          });
          return values;
        };
        reading.inlineStyles = reading.readStyles();
        return reading.inlineStyles.length;
      }, LAID_OUT.source);
      expect(inline).toBeGreaterThan(100_000);
      stylesheetsLoad = true;
      const compared = await firstFrame.evaluate(async () => {
        await new Promise((resolve, reject) => {
          const inlined = document.querySelector<HTMLElement>('style[data-inlined-from]')!;
          // A URL of its own: the page's loader asks for the stylesheet too, and Chromium gives a
          // second request for a URL still loading that request's answer, here the abort above.
          const link = Object.assign(document.createElement('link'), {
            rel: 'stylesheet',
            href: `${inlined.dataset.inlinedFrom!}?whole`,
            onload: resolve,
            onerror: reject,
          });
          document.head.append(link);
        });
        const reading = window as unknown as Reading;
        const whole = reading.readStyles();
        return {
          length: whole.length,
          differences: whole.filter((line, i) => line !== reading.inlineStyles[i]).slice(0, 10),
        };
      });
      expect(compared.length).toBe(inline);
      expect(compared.differences).toEqual([]);
      await firstFrame.close();
    });
  }
});

// These read the HTML alone, with Playwright's request client (no browser):
// one request a page for all three.
test.describe('server HTML', () => {
  for (const path of LANDINGS) {
    test(`${path} preloads no font or image ahead of its text, and links no web app manifest or icon file`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      // A preloaded font would hold its first paint.
      expect(html.match(/<link[^>]*as="font"[^>]*>/g) ?? [], 'font').toEqual([]);
      expect(html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [], 'image').toEqual(
        [],
      );
      // Chrome fetches a linked manifest while the page paints, and Lighthouse's simulation then
      // counts it before the LCP in some runs and not in others (bench/README.md).
      expect(html.match(/<link[^>]*rel="manifest"[^>]*>/g) ?? [], 'manifest').toEqual([]);
      // So does a linked icon file, fetched right after the load event: the icon is a data URL.
      const icons = html.match(/<link[^>]*rel="icon"[^>]*>/g) ?? [];
      expect(icons, 'icon').toHaveLength(1);
      expect(icons[0], 'icon').toMatch(/ href="data:image\/svg\+xml,/);
    });
  }
});
