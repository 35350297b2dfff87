import { faqCopy } from '@/content/faq';
import type { LandingRole } from '@/content/landing';
import { cheapestPriceWithVat } from '@/lib/checkout/money';
import type { Country } from '@/lib/countries/countries';
import { E2E_ORIGINS } from '../playwright.config';
import { expect, serverHtml, test } from './fixtures';

const LANDINGS: { path: string; role: LandingRole }[] = [
  { path: '/', role: 'student' },
  { path: '/lehrkraefte', role: 'teacher' },
  { path: '/eltern', role: 'parent' },
];
const COUNTRIES = Object.keys(E2E_ORIGINS) as Country[];
const VIDEO_HOST = 'video.example.de';

/** Runs of spaces as one (Intl puts a no-break space in prices). */
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

/** The text of server HTML as a reader sees it: no tags, React's entities decoded. */
function textOf(html: string): string {
  return collapsed(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

test.describe('questions and answers', () => {
  for (const country of COUNTRIES) {
    for (const landing of LANDINGS) {
      test(`${country} ${landing.path}: 5 to 8 answered questions in the server HTML`, async ({
        request,
      }) => {
        const body = await serverHtml(request, E2E_ORIGINS[country], landing.path);
        const section = /<section aria-labelledby="fragen"[^>]*>([\s\S]*?)<\/section>/.exec(
          body,
        )?.[1];
        const faq = faqCopy(landing.role, country, cheapestPriceWithVat(country));
        expect(section, 'the Q&A section').toContain(`>${faq.heading}</h2>`);
        // The last section of the landing's main content.
        expect(body.slice(body.indexOf(section!)).split('</main>')[0]).not.toContain('<section');
        const details = section!.match(/<details[\s>][\s\S]*?<\/details>/g) ?? [];
        expect(details.length).toBeGreaterThanOrEqual(5);
        expect(details.length).toBeLessThanOrEqual(8);
        for (const item of details) expect(item).toMatch(/<summary[\s>]/);
        const text = textOf(section!);
        expect(details).toHaveLength(faq.items.length);
        for (const item of faq.items) {
          expect(text).toContain(collapsed(item.question));
          expect(text).toContain(collapsed(item.answer));
        }
        if (landing.role === 'student') {
          // Nothing on the pupils' page prices Premium or leads to buying it (UWG Anhang Nr. 28).
          expect(text).not.toMatch(/€|CHF|Premium/);
          expect(section).not.toMatch(/href="\/premium"/);
        } else {
          expect(text).toContain(collapsed(cheapestPriceWithVat(country)));
          expect(section).toMatch(/<a [^>]*href="\/premium"/);
        }
        if (country === 'CH') expect(text).not.toContain('ß');
      });
    }
  }

  test('a question opens with the keyboard, without any script', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`${E2E_ORIGINS.CH}/lehrkraefte`);
    const faq = page.getByRole('region', { name: 'Häufige Fragen' });
    const curriculum = faq.locator('details', { hasText: 'Folgt Rechenweg dem Lehrplan?' });
    await expect(curriculum).not.toHaveAttribute('open');
    await curriculum.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(curriculum).toHaveAttribute('open', '');
    await expect(curriculum.locator('p')).toContainText('Lehrplan 21');
    await curriculum.locator('summary').press('Enter');
    await expect(curriculum).not.toHaveAttribute('open');
    await context.close();
  });
});

test.describe('short video posters', () => {
  test('come from our origin, and nothing comes from the video host before a click', async ({
    page,
    request,
  }) => {
    const videoRequests: string[] = [];
    await page.route(`https://${VIDEO_HOST}/**`, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>Video</p>' });
    });
    await page.setViewportSize({ width: 375, height: 812 });
    // Two-click players on the adults' landings; the pupils' page links the videos (e2e/pupils.spec.ts).
    await page.goto(`${E2E_ORIGINS.DE}/eltern`);
    const strip = page.getByRole('region', { name: 'Rechenweg in 60 Sekunden' }).getByRole('list');
    const posters = strip.locator('img');
    await expect(posters).toHaveCount(6);
    const sources = await posters.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src')!),
    );
    expect(new Set(sources).size, 'a poster per video').toBe(6);
    for (const img of await posters.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('decoding', 'async');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      const src = await img.getAttribute('src');
      expect(src, 'served from our own origin').toMatch(/^\/[^/]/);
      const poster = await request.get(src!);
      expect(poster.status(), src!).toBe(200);
      expect(poster.headers()['content-type'], src!).toMatch(/^image\//);
    }
    // Every poster on screen has loaded (the row is scrolled through): the
    // previews have fetched all they will before anyone clicks.
    for (const img of await posters.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(videoRequests).toEqual([]);
    const third = strip.getByRole('button', { name: /Lineare Funktionen verstehen/ });
    await expect(third).toHaveAccessibleName(
      /Erst mit diesem Klick wird das Video von video\.example\.de geladen/,
    );
    await third.click();
    await expect(page.locator('iframe[title="Lineare Funktionen verstehen"]')).toBeVisible();
    await expect
      .poll(() => videoRequests)
      .toEqual([`https://${VIDEO_HOST}/embed/rechenweg-kurz-3`]);
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`the six previews take well under a screen at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/eltern');
      const strip = page
        .getByRole('region', { name: 'Rechenweg in 60 Sekunden' })
        .getByRole('list');
      await expect(strip.getByRole('button')).toHaveCount(6);
      const box = await strip.boundingBox();
      expect(box!.height).toBeLessThan(viewport.height * 0.6);
      // The row scrolls inside itself: the page does not get wider.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });
  }
});
