import type { Page } from '@playwright/test';
import { DEMO_NOTICE } from '@/content/pages';
import { cheapestPriceWithVat, formatMinor, priceWithVat } from '@/lib/checkout/money';
import { planById } from '@/lib/checkout/plans';
import { LAYOUT } from '@/lib/core/site';
import { CANCELLATION_PATH, SITE_PAGES, WITHDRAWAL_PATH } from '@/lib/routing/pages';
import { E2E_ORIGINS } from '../playwright.config';
import { axeFindings } from './axe';
import { expect, PAGE_SHARES, serverHtml, test, untilSettled } from './fixtures';

const PAGES = SITE_PAGES.map((page) => page.path);
// The demo configuration's values (lib/config/site.ts, lib/config/operator.ts).
const RESEARCH_PARTNER = 'Universität Musterstadt (Beispiel)';
const FUNDING_PROGRAMME = 'Gründungsstipendium des Bundes (Beispiel)';
const PUPILS_BASIS =
  'Stand 01.10.2026; gezählt: registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz (Beispiel)';
const REVIEWS_CHECK =
  'Die Bewertungen prüfen wir nicht selbst; das Bewertungsportal lässt nur Bewertungen von Kundinnen und Kunden zu, die es nach einem Kauf dazu eingeladen hat (Beispiel).';
/** Legal data from configuration keeps its spelling on Swiss pages: the address is the only ß. */
const COMPANY_STREET = 'Musterstraße 1';
const withoutAddress = (body: string) => body.replaceAll(COMPANY_STREET, '');
const LANDINGS = [
  { path: '/', title: 'Dein persönlicher KI-Mathetutor' },
  { path: '/lehrkraefte', title: 'Wissenslücken der Klasse auf einen Blick' },
  { path: '/eltern', title: 'Damit Ihr Kind Mathe wirklich versteht' },
];

/**
 * The attributes of each `<name …>` tag in the HTML whose attributes include `having`, by their
 * names in lower case, as HTML reads them (React writes `hrefLang`).
 */
function tagsOf(body: string, name: string, having: Record<string, string>) {
  return [...body.matchAll(new RegExp(`<${name}\\s([^>]*)>`, 'g'))]
    .map(([, attributes]) =>
      Object.fromEntries(
        [...attributes!.matchAll(/([^\s=/]+)="([^"]*)"/g)].map(([, key, value]) => [
          key!.toLowerCase(),
          value!,
        ]),
      ),
    )
    .filter((tag) => Object.entries(having).every(([key, value]) => tag[key] === value));
}

/** The one thing found, as Playwright's locators insist on one. */
function only<T>(found: T[], where: string): T {
  expect(found, where).toHaveLength(1);
  return found[0]!;
}

async function html(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  return (await response!.text()) as string;
}

/**
 * The footer of every page links the two declarations (§ 356a, § 312k BGB) and the accessibility
 * statement, and the e2e build, on the demo's sample operator, says so once in it (its absence on
 * a build with a real operator: e2e/vercel.spec.ts, production).
 */
async function expectFooter(page: Page, where: string) {
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Vertrag widerrufen', WITHDRAWAL_PATH],
    ['Verträge hier kündigen', CANCELLATION_PATH],
    ['Barrierefreiheit', '/barrierefreiheit'],
  ] as const) {
    await expect(footer.getByRole('link', { name }), where).toHaveAttribute('href', href);
  }
  await expect(page.getByText(DEMO_NOTICE), where).toHaveCount(1);
  await expect(footer.getByText(DEMO_NOTICE, { exact: true }), where).toBeVisible();
}

test.describe('role landings', () => {
  for (const landing of LANDINGS) {
    test(`${landing.path} has one h1, three benefits and the shared trust sections, its testimonial marked as an example (#40)`, async ({
      page,
    }) => {
      await page.goto(landing.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing.title);
      await expect(page.locator('section[aria-labelledby="vorteile"] > ul > li')).toHaveCount(3);
      await expect(page.getByText('80.000+', { exact: true })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Rechenweg in Zahlen' });
      await expect(
        figures.getByText('Schülerinnen und Schüler haben ein Rechenweg-Konto'),
      ).toBeVisible();
      // What the count rests on and when it was counted, beside it (§ 5 UWG): configuration.
      await expect(figures.getByText(PUPILS_BASIS, { exact: true })).toBeVisible();
      // Whether and how the reviews are checked, beside their logo (§ 5b Abs. 3 UWG), for adults;
      // the pupils' landing shows neither (below).
      const logos = page.getByRole('region', { name: 'Partner, Förderer und Presse' });
      if (landing.path !== '/') {
        await expect(logos.getByText(REVIEWS_CHECK, { exact: true })).toBeVisible();
      }
      // The backers are named from configuration (the demo values here), so a reader can check them.
      await expect(figures.getByText(RESEARCH_PARTNER, { exact: true })).toBeVisible();
      await expect(figures.getByText(FUNDING_PROGRAMME, { exact: true })).toBeVisible();
      await expect(page.getByText('verbessern ihre Noten mit Rechenweg')).toHaveCount(0);
      await expect(page.locator('figure blockquote')).toContainText('Rechenweg');
      // The illustrative testimonial is announced as one (#40).
      await expect(
        page.getByRole('region', { name: 'Beispielhafte Stimme einer Schülerin' }),
      ).toContainText('Beispiel zur Veranschaulichung');
      await expect(page.getByRole('img', { name: /Logo/ })).toHaveCount(
        landing.path === '/' ? 3 : 4,
      );
      for (const img of await page.locator('img').all()) {
        expect(await img.getAttribute('alt'), 'every image has alt text').not.toBeNull();
      }
      if (landing.path === '/') {
        // The explainer video in three versions.
        const videos = page.getByRole('list', { name: 'Erklärvideos' }).getByRole('link');
        await expect(videos).toHaveCount(3);
      }
    });
  }

  test('the pupils’ landing of both hosts shows no reviews logo, no note of customers (#52), no price of Premium and no link to buying it; the parents’ page links it', async ({
    page,
  }) => {
    for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
      await page.goto(`${origin}/`);
      const logos = page.getByRole('region', { name: 'Partner, Förderer und Presse' });
      // The three other logos are there: the section is whole when the reviews' are looked for.
      await expect(logos.getByRole('img', { name: /Logo/ }), origin).toHaveCount(3);
      await expect(logos.getByRole('img', { name: /Bewertungsportal/ }), origin).toHaveCount(0);
      await expect(page.getByText(REVIEWS_CHECK), origin).toHaveCount(0);
      await expect(page.getByRole('main'), origin).not.toContainText('Kundinnen und Kunden');
      await expect(page.locator('a[href="/premium"]'), origin).toHaveCount(0);
      await expect(page.locator('main'), origin).not.toContainText(/Premium|€|CHF/);
      // A client-side way there and back keeps the header right.
      await page.getByRole('banner').getByRole('link', { name: 'Eltern' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Premium' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Rechenweg' }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Premium' })).toHaveCount(0);
    }
  });
});

test.describe('two countries', () => {
  test('German host: German app links and pupil registration', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.DE}/`);
    await expect(page.getByRole('link', { name: 'Jetzt kostenlos starten' })).toHaveAttribute(
      'href',
      'https://app.example.de/registrieren/schueler',
    );
    await expect(page.getByRole('link', { name: 'Schon dabei? Anmelden' })).toHaveAttribute(
      'href',
      /^https:\/\/app\.example\.de\//,
    );
    await page.goto(`${E2E_ORIGINS.DE}/lehrkraefte`);
    await expect(
      page.getByRole('link', { name: 'Kostenlos für Ihre Klasse testen' }),
    ).toHaveAttribute('href', 'https://app.example.de/registrieren/lehrkraft');
  });

  test('Swiss host: Swiss app links, no pupil registration, no ß but in the address', async ({
    page,
    request,
  }) => {
    // The server's HTML of every page, then four page loads and a click: 14 s beside another worker.
    test.setTimeout(60_000);
    // Asked for at once: one after another, the 24 answers took 2 s, at once 0.6 s.
    const [swiss, german] = await Promise.all(
      [E2E_ORIGINS.CH, E2E_ORIGINS.DE].map((origin) =>
        Promise.all(PAGES.map((path) => serverHtml(request, origin, path))),
      ),
    );
    for (const [index, path] of PAGES.entries()) {
      const body = swiss![index]!;
      expect(withoutAddress(body).includes('ß'), `ß on Swiss ${path}`).toBe(false);
      expect(body).toMatch(/<html [^>]*lang="de-CH"/);
      expect(body).not.toContain('/registrieren/schueler');
      expect(german![index], path).toMatch(/<html [^>]*lang="de"/);
    }
    await page.goto(`${E2E_ORIGINS.CH}/`);
    await expect(page.getByRole('link', { name: 'Jetzt kostenlos starten' })).toHaveAttribute(
      'href',
      'https://app.example.ch/willkommen',
    );
    await expect(page.getByRole('link', { name: 'Schweiz' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.goto(`${E2E_ORIGINS.CH}/eltern`);
    await expect(page.getByText(`Premium ab ${cheapestPriceWithVat('CH')}`)).toBeVisible();
    await page.getByRole('link', { name: 'Premium ansehen' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.CH}/premium`);
    await expect(page.locator('[data-price="monat"]')).toHaveText(
      formatMinor(planById('monat')!.prices.CHF, 'CH'),
    );
    await page.goto(`${E2E_ORIGINS.DE}/eltern`);
    await expect(page.getByText(`Premium ab ${cheapestPriceWithVat('DE')}`)).toBeVisible();
    // Concrete measures instead of "Datenschutz nach … Recht" as a benefit (#25).
    await expect(page.getByRole('heading', { name: 'Sicher lernen' }).locator('..')).toContainText(
      'Cookies für Statistik und Werbung nur mit Einwilligung',
    );
  });

  test('on other hosts the switcher keeps the choice in the land cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Deutschland' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('link', { name: 'Schweiz' }).click();
    await expect(page.getByRole('link', { name: 'Schweiz' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect((await context.cookies()).find((cookie) => cookie.name === 'land')?.value).toBe('CH');
    await expect(page.getByRole('link', { name: 'Jetzt kostenlos starten' })).toHaveAttribute(
      'href',
      'https://app.example.ch/willkommen',
    );
    const body = await html(page, '/datenschutz');
    expect(withoutAddress(body).includes('ß')).toBe(false);
    expect(body).toContain(COMPANY_STREET);
  });

  test('on a country origin the switcher moves to the other origin', async ({ page, context }) => {
    await page.goto(`${E2E_ORIGINS.DE}/eltern`);
    await expect(page.getByRole('link', { name: 'Schweiz' })).toHaveAttribute(
      'href',
      `${E2E_ORIGINS.CH}/eltern`,
    );
    await page.getByRole('link', { name: 'Schweiz' }).click();
    await page.waitForURL(`${E2E_ORIGINS.CH}/eltern`);
    await expect(page.getByText(`Premium ab ${cheapestPriceWithVat('CH')}`)).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('land');
  });
});

test.describe('Swiss copy', () => {
  test('Swiss pages speak Swiss German, German pages German', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.CH}/lehrkraefte`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Lehrpersonen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Schülerinnen und Schüler' })).toBeVisible();
    await expect(page.getByText('Für Lehrpersonen', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Passend zu Ihrem Lehrplan' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Passend zu Ihrem Lehrplan' }).locator('..'),
    ).toContainText('Lehrplan 21 in der Volksschule und den kantonalen Lehrplänen am Gymnasium');
    await expect(page.getByText('80’000+', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Rechenweg in Zahlen' }).getByText(PUPILS_BASIS),
    ).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveText(
      /^«.*vor der nächsten Prüfung übe ich jetzt, statt mir Sorgen zu machen\.»$/,
    );
    await page.goto(`${E2E_ORIGINS.CH}/`);
    const videos = page.getByRole('list', { name: 'Erklärvideos' });
    await expect(videos.getByRole('link', { name: /Video für/ })).toHaveText([
      '▶ Video für Primarstufe und Sek I',
      '▶ Video für Gymnasium und Matura',
    ]);

    await page.goto(`${E2E_ORIGINS.DE}/lehrkraefte`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Lehrkräfte' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Mit Ihrer Schule Pilotschule werden' }),
    ).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveText(
      /^„.*vor der nächsten Klassenarbeit übe ich jetzt, statt mir Sorgen zu machen\.“$/,
    );
  });

  test('the legal pages follow each country', async ({ page }) => {
    // The same terms on both hosts: the buyer decides the rights, the host only the currency.
    for (const [origin, price] of [
      [E2E_ORIGINS.CH, `für 12 Monate ${priceWithVat(planById('jahr')!.prices.CHF, 'CH')}`],
      [E2E_ORIGINS.DE, `für 12 Monate ${priceWithVat(planById('jahr')!.prices.EUR, 'DE')}`],
    ] as const) {
      await page.goto(`${origin}/agb`);
      await expect(page.getByRole('heading', { name: '10. Widerrufsrecht' })).toBeVisible();
      await expect(page.getByText(price)).toBeVisible();
      await expect(page.getByText(/gilt Schweizer Recht \(Art\. 120 IPRG\)/)).toBeVisible();
    }

    await page.goto(`${E2E_ORIGINS.CH}/datenschutz`);
    await expect(
      page.getByRole('heading', { name: 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)' }),
    ).toBeVisible();
    await page.goto(`${E2E_ORIGINS.DE}/datenschutz`);
    await expect(page.getByRole('heading', { name: 'Ihr Widerspruchsrecht' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Schweizer Datenschutzgesetz/ })).toHaveCount(0);

    await page.goto(`${E2E_ORIGINS.DE}/impressum`);
    await expect(page.getByText('Verantwortlich für den Inhalt')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Anbieter' }).getByText('Deutschland', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('search', () => {
  test('canonical and hreflang point at each country origin', async ({ request }) => {
    // What search engines read: the server's HTML, no browser.
    for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
      const teachers = await serverHtml(request, origin, '/lehrkraefte');
      const href = (having: Record<string, string>) =>
        only(tagsOf(teachers, 'link', having), origin).href;
      expect(href({ rel: 'canonical' })).toBe(`${origin}/lehrkraefte`);
      expect(href({ hreflang: 'de-DE' })).toBe(`${E2E_ORIGINS.DE}/lehrkraefte`);
      expect(href({ hreflang: 'de-CH' })).toBe(`${E2E_ORIGINS.CH}/lehrkraefte`);
      expect(href({ hreflang: 'x-default' })).toBe(`${E2E_ORIGINS.DE}/lehrkraefte`);
      expect(only(tagsOf(teachers, 'meta', { property: 'og:image' }), origin).content).toBe(
        `${origin}/og/${country.toLowerCase()}/lehrkraefte`,
      );
      // The document's title is the head's first (an inline SVG may have titles of its own).
      expect(/<title>([^<]*)<\/title>/.exec(teachers.split('</head>')[0]!)?.[1], origin).toMatch(
        /Rechenweg$/,
      );
      // The organisation and the product are described once, on the home page.
      expect(tagsOf(teachers, 'script', { type: 'application/ld+json' }), origin).toHaveLength(0);
      const home = await serverHtml(request, origin, '/');
      const jsonLd = JSON.parse(
        only(
          [...home.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)],
          origin,
        )[1]!,
      );
      expect(jsonLd.map((entry: { '@type': string }) => entry['@type'])).toEqual([
        'Organization',
        'SoftwareApplication',
      ]);
      expect(jsonLd[1].offers.priceCurrency).toBe(country === 'CH' ? 'CHF' : 'EUR');
    }
  });

  test('sitemap and robots per host; a preview is never indexed', async ({ request }) => {
    for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
      const host = new URL(origin).host;
      const sitemap = await request.get('/sitemap.xml', { headers: { Host: host } });
      expect(sitemap.status()).toBe(200);
      const xml = await sitemap.text();
      expect(xml.match(/<loc>/g)).toHaveLength(SITE_PAGES.length);
      expect(xml).toContain(`<loc>${origin}/eltern</loc>`);
      expect(xml).toContain(`<loc>${origin}/premium</loc>`);
      expect(xml).toContain(`hreflang="de-CH" href="${E2E_ORIGINS.CH}/eltern"`);
      expect(sitemap.headers()['x-robots-tag'], country).toBe('noindex');
      const robots = await request.get('/robots.txt', { headers: { Host: host } });
      expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    }
    for (const path of [
      ...PAGES,
      '/og/de/start',
      '/_next/static/does-not-exist.js',
      '/gibt-es-nicht',
    ]) {
      expect((await request.get(path)).headers()['x-robots-tag'], path).toBe('noindex');
    }
    const og = await request.get('/og/ch/eltern');
    expect(og.headers()['content-type']).toBe('image/png');
  });
});

test.describe('layout and access', () => {
  const WIDTHS = [375, LAYOUT.narrowestPx, 1280] as const;
  // Each page is loaded once a host, at 375 px, and resized to the other widths: no script of the
  // site reads the width (the layout is CSS alone), so a resized page lays out as one loaded at
  // that width. Loading every page again for every width and check took 128 s of worker time for
  // this spec and legal.spec's footers 18 s more (CI of 2026-11-28). The baseURL's host is another
  // host (Germany, by the `land` cookie's default).
  // The German origin's axe check at 1280 px is in e2e/previews.spec.ts, with the preview's
  // toolbar on the pages: one run, not two.
  const HOSTS = [
    { host: 'localhost', origin: '', axeAt: [] as number[], footer: false },
    { host: E2E_ORIGINS.DE, origin: E2E_ORIGINS.DE, axeAt: [375], footer: true },
    { host: E2E_ORIGINS.CH, origin: E2E_ORIGINS.CH, axeAt: [375, 1280], footer: true },
  ];
  for (const { host, origin, axeAt, footer } of HOSTS) {
    for (const [share, paths] of Object.entries(PAGE_SHARES)) {
      const checks = [
        `no horizontal scroll at ${WIDTHS.join(', ')} px`,
        ...(axeAt.length > 0 ? [`axe finds no violations at ${axeAt.join(' and ')} px`] : []),
        ...(footer ? ['the footer links the declarations and says the operator is a sample'] : []),
      ];
      test(`the ${share} of ${host}: ${checks.join('; ')}`, async ({ page }, testInfo) => {
        // Up to 26 s measured beside other work (the Swiss legal pages): half of this on a busy machine.
        test.setTimeout(120_000);
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        for (const path of paths) {
          await page.goto(`${origin}${path}`);
          for (const width of WIDTHS) {
            const where = `${origin}${path} at ${width}px`;
            await page.setViewportSize({ width, height: 900 });
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            // A page that scrolls sideways is photographed whole for the report. Taken on every
            // pass, the pictures of the landings took about 6 s and no reporter kept them.
            if (overflow > 0) {
              await testInfo.attach(`${host}${path}-${width}.png`, {
                body: await page.screenshot({ fullPage: true }),
                contentType: 'image/png',
              });
            }
            expect(overflow, where).toBeLessThanOrEqual(0);
            if (axeAt.includes(width)) {
              expect(await axeFindings(page), where).toEqual([]);
            }
          }
          // At 1280 px, the width of Playwright's desktop device, on which these were checked alone.
          if (footer) await expectFooter(page, `${origin}${path}`);
        }
      });
    }
  }

  test('skip link moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#inhalt$/);
  });
});

test.describe('short videos (Zwei-Klick-Lösung)', () => {
  test('no request to the video host until a preview is clicked', async ({ page }) => {
    const videoRequests: string[] = [];
    await page.route('https://video.example.de/**', (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<p>Video</p>' });
    });
    // The adults' landings; on the pupils' page the videos are links (e2e/pupils.spec.ts).
    await page.goto('/lehrkraefte');
    // What loading a video sends, said before the click, with the Datenschutz one click away.
    const section = page.getByRole('region', { name: 'Rechenweg in 60 Sekunden' });
    await expect(section).toContainText(
      'erhält der Anbieter des Videos die IP-Adresse und Angaben zum Browser und kann Cookies setzen',
    );
    await expect(
      section.getByRole('link', { name: 'Mehr dazu in der Datenschutzerklärung' }),
    ).toHaveAttribute('href', '/datenschutz#einwilligung');
    const previews = page.getByRole('button', {
      name: /Erst mit diesem Klick wird das Video von video\.example\.de geladen/,
    });
    await expect(previews).toHaveCount(6);
    // Settled, not network idle, which with the toolbar's frame sometimes never came (CI, 2026-11-27).
    await untilSettled(page);
    expect(videoRequests).toEqual([]);
    await previews.first().click();
    await expect(page.locator('iframe[title="Brüche kürzen in 60 Sekunden"]')).toBeVisible();
    await expect
      .poll(() => videoRequests)
      .toEqual(['https://video.example.de/embed/rechenweg-kurz-1']);
  });
});
