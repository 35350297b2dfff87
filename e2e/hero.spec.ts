import {
  classOverviewExample,
  tutorChatExample,
  weeklyReportExample,
} from '@/content/hero-examples';
import { COUNTRIES } from '@/lib/countries/countries';
import { isPupilsPage } from '@/lib/routing/pages';
import { E2E_ORIGINS } from '../playwright.config';
import { TOOLBAR_HOST } from './e2e-env.mjs';
import { expect, serverHtml, test } from './fixtures';

const LANDINGS = [
  { path: '/', example: tutorChatExample, primary: 'Jetzt kostenlos starten' },
  {
    path: '/lehrkraefte',
    example: classOverviewExample,
    primary: 'Kostenlos für Ihre Klasse testen',
  },
  { path: '/eltern', example: weeklyReportExample, primary: 'Jetzt kostenlos starten' },
];

/** The hero section of a page's HTML: from the section around the h1 to the next one. */
function heroOf(html: string): string {
  const start = html.lastIndexOf('<section', html.indexOf('<h1'));
  return html.slice(start, html.indexOf('<section', start + 1));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

test.describe('hero visuals', () => {
  for (const country of COUNTRIES) {
    for (const landing of LANDINGS) {
      test(`${country} ${landing.path} sends its visual in the server HTML`, async ({
        request,
      }) => {
        const hero = heroOf(await serverHtml(request, E2E_ORIGINS[country], landing.path));
        const { caption } = landing.example(country);
        expect(hero).toMatch(
          new RegExp(`<figure[^>]*>.*<figcaption[^>]*>${escapeRegExp(caption)}</figcaption>`, 's'),
        );
        // Plain HTML and CSS: nothing the hero shows is fetched.
        expect(hero).not.toMatch(/<(img|picture|svg|video|iframe)[\s>]/);
        expect(hero).not.toContain('url(');
        if (country === 'CH') expect(hero.includes('ß'), 'ß in the Swiss hero').toBe(false);
      });
    }
  }

  test('the Swiss pupils see the hint in Swiss spelling', async ({ request }) => {
    const swiss = heroOf(await serverHtml(request, E2E_ORIGINS.CH, '/'));
    expect(swiss).toContain('Geht es auch mit einer grösseren Zahl?');
    const german = heroOf(await serverHtml(request, E2E_ORIGINS.DE, '/'));
    expect(german).toContain('Geht es auch mit einer größeren Zahl?');
  });

  for (const width of [375, 768, 1024, 1280]) {
    test(`beside the text on wide screens, below the buttons on narrow ones, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const landing of LANDINGS) {
        await page.goto(`${E2E_ORIGINS.DE}${landing.path}`);
        const figure = page.getByRole('figure', { name: landing.example('DE').caption });
        await expect(figure).toBeVisible();
        const box = (await figure.boundingBox())!;
        const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        const primary = (await page
          .getByRole('link', { name: landing.primary, exact: true })
          .first()
          .boundingBox())!;
        if (width >= 1024) {
          expect(box.x, `${landing.path}: right of the h1`).toBeGreaterThanOrEqual(h1.x + h1.width);
          expect(box.y, `${landing.path}: beside the h1`).toBeLessThan(h1.y + h1.height);
        } else {
          expect(box.y, `${landing.path}: below the button`).toBeGreaterThanOrEqual(
            primary.y + primary.height,
          );
        }
        expect(box.x + box.width, `${landing.path}: inside the viewport`).toBeLessThanOrEqual(
          width,
        );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${landing.path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test('the visuals add no request: the landings load only from their own origin', async ({
    page,
  }) => {
    for (const landing of LANDINGS) {
      const requests: string[] = [];
      const listener = (request: { url(): string }) => requests.push(request.url());
      page.on('request', listener);
      await page.goto(`${E2E_ORIGINS.DE}${landing.path}`, { waitUntil: 'load' });
      // A pupils' page applies no choice: it has none to apply.
      if (isPupilsPage(landing.path)) await page.waitForLoadState('networkidle');
      else await expect(page.locator('html')).toHaveAttribute('data-consent-applied', 'rejected');
      page.off('request', listener);
      const foreign = requests.filter(
        // The preview's Vercel Toolbar is a reviewers' tool that production never loads.
        (url) =>
          !url.startsWith('data:') && ![E2E_ORIGINS.DE, TOOLBAR_HOST].includes(new URL(url).origin),
      );
      expect(foreign, landing.path).toEqual([]);
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
      // No element of the hero asks for an image, in markup or in CSS.
      const fetched = await hero.evaluate(
        (section) =>
          [section, ...section.querySelectorAll('*')].filter(
            (element) =>
              /^(IMG|PICTURE|SVG|VIDEO|IFRAME)$/i.test(element.tagName) ||
              ['backgroundImage', 'listStyleImage', 'borderImageSource', 'content'].some(
                (property) =>
                  getComputedStyle(element)
                    .getPropertyValue(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
                    .includes('url('),
              ),
          ).length,
      );
      expect(fetched, landing.path).toBe(0);
    }
  });

  test('the visuals show without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const landing of LANDINGS) {
      await page.goto(`${E2E_ORIGINS.CH}${landing.path}`);
      await expect(page.getByRole('figure', { name: landing.example('CH').caption })).toBeVisible();
    }
    await context.close();
  });

  test('variant pages show the visual too', async ({ page }) => {
    await page.goto('/lehrkraefte?flag=teacher-hero-cta:treatment');
    await expect(page.getByRole('link', { name: 'Jetzt mit Ihrer Klasse starten' })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: classOverviewExample('DE').caption }),
    ).toBeVisible();
  });
});
