import type { Page } from '@playwright/test';
import { CONSENT_COPY } from '@/content/consent';
import { CONSENT } from '@/lib/consent/consent';
import { E2E_ORIGINS } from '../playwright.config';
import { axeViolations } from './axe';
import { choiceApplied, overlay, stored } from './consent-helpers';
import { browserStorage, expect, test } from './fixtures';

// The consent overlay itself, before a choice: what it says, in each country's
// numbers, with the keyboard and axe, on the legal pages, and from the first paint.
// Pupils' pages have none (e2e/pupils.spec.ts): these tests ask on /kontakt,
// which neither children read nor the ad networks load on.

test.use({ consent: 'undecided' });

// The demo configuration's values (lib/config/operator.ts): what the count rests on, and how reviews are checked.
const PUPILS_BASIS =
  'Stand 01.10.2026; gezählt: registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz (Beispiel)';
const REVIEWS_CHECK =
  'Die Bewertungen prüfen wir nicht selbst; das Bewertungsportal lässt nur Bewertungen von Kundinnen und Kunden zu, die es nach einem Kauf dazu eingeladen hat (Beispiel).';

test('before any choice nothing is stored and no tracking host is contacted', async ({
  page,
  trackingRequests,
}) => {
  for (const path of ['/eltern', '/lehrkraefte', '/kontakt']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(overlay(page)).toBeVisible();
    await choiceApplied(page, 'undecided');
    expect(trackingRequests.map(String), path).toEqual([]);
    expect(await browserStorage(page), path).toEqual({
      cookies: [],
      local: [],
      session: [],
      indexedDB: [],
    });
  }
});

test('the overlay shows the spec content, cannot be escaped and keeps focus inside', async ({
  page,
}) => {
  await page.goto('/kontakt');
  const dialog = overlay(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(CONSENT_COPY.text[0]!.join(''));
  await expect(dialog).toContainText('jünger als 16');
  // What can be checked, in each country's numbers (#25), and the button names set off.
  await expect(dialog).toContainText('80.000+ Schülerinnen und Schüler haben ein Rechenweg-Konto');
  // Beside the claim what it rests on (§ 5 UWG), beside the reviews logo how they are checked (§ 5b UWG).
  await expect(dialog.getByText(PUPILS_BASIS, { exact: true })).toBeVisible();
  await expect(dialog.getByText(REVIEWS_CHECK, { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText('Noten');
  await expect(dialog.locator('strong', { hasText: 'Nicht einverstanden' })).toHaveCount(2);
  await expect(dialog.locator('strong', { hasText: 'Cookie-Einstellungen' })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveCount(4);
  await expect(dialog.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/datenschutz',
  );
  await expect(dialog.getByRole('link', { name: 'Impressum' })).toHaveAttribute(
    'href',
    '/impressum',
  );

  const accept = dialog.getByRole('button', { name: 'Einverstanden', exact: true });
  const decline = dialog.getByRole('button', { name: 'Nicht einverstanden' });
  const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
  expect(Math.round(a!.width)).toBe(Math.round(d!.width));
  expect(Math.round(a!.height)).toBe(Math.round(d!.height));
  const weight = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontWeight, style.fontSize, style.backgroundColor, style.color].join();
    });
  expect(await weight(accept)).toBe(await weight(decline));

  // The page behind is inert: a click where the header link was lands in the overlay.
  const behind = await page.evaluate(() => {
    const link = document.querySelector('header a')!.getBoundingClientRect();
    const hit = document.elementFromPoint(link.x + 2, link.y + 2);
    return !!hit?.closest('dialog');
  });
  expect(behind).toBe(true);

  // Escape twice (Chromium force-closes on the second one) leaves it open.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Tab cycles inside the overlay, forwards and backwards.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
});

test('the Swiss overlay counts learners the Swiss way, in the server HTML too', async ({
  page,
}) => {
  const response = await page.goto(`${E2E_ORIGINS.CH}/kontakt`);
  expect(await response!.text()).toContain('80’000+');
  await expect(overlay(page)).toContainText(
    '80’000+ Schülerinnen und Schüler haben ein Rechenweg-Konto',
  );
  await expect(overlay(page)).toContainText(PUPILS_BASIS);
  await expect(overlay(page)).not.toContainText('80.000+');
});

test('keyboard only: the overlay reads first, both buttons can be reached and axe finds nothing', async ({
  page,
}) => {
  // Two runs of axe over a whole page: past 30 s on a busy machine (CI of 2026-11-27).
  test.setTimeout(60_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kontakt');
    await expect(overlay(page)).toBeVisible();
    const violations = await axeViolations(page);
    expect(
      violations.map((violation) => violation.id),
      `width ${width}`,
    ).toEqual([]);
  }
  // Focus starts on the text, not on a button.
  expect(await page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent)).toBe(
    CONSENT_COPY.title,
  );
  const reached: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    reached.push((await page.evaluate(() => document.activeElement?.textContent)) ?? '');
  }
  expect(reached.slice(0, 3)).toEqual(['Einverstanden', 'Nicht einverstanden', 'Einstellungen']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(overlay(page)).toBeHidden();
  // `Einverstanden`: every purpose, TikTok's too.
  expect(await stored(page)).toEqual(['granted', 'granted', 'granted']);
});

test('on the legal pages the overlay leaves the text readable', async ({ page }) => {
  await page.goto('/kontakt');
  await overlay(page).getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(overlay(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A click is no page.goto, which waits for hydration: wait until the overlay
  // has opened and taken focus, or it would take it back from the page's link.
  await expect(overlay(page).locator('[data-autofocus]')).toBeFocused();
  // The page is not inert: its own links can still be focused and used.
  const pageLink = page.getByRole('banner').getByRole('link', { name: 'Lehrkräfte' });
  await pageLink.focus();
  await expect(pageLink).toBeFocused();
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
});

/** Loads `/kontakt` and tells how the prepainted overlay was displayed when the HTML had been parsed. */
async function overlayBeforeHydration(page: Page): Promise<string> {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const dialog = document.querySelector('dialog[data-prepainted]');
      (window as { __early?: string }).__early = dialog ? getComputedStyle(dialog).display : 'gone';
    }),
  );
  await page.goto('/kontakt');
  return page.evaluate(() => (window as { __early?: string }).__early ?? 'unknown');
}

test.describe('the overlay before hydration', () => {
  test('paints with the page on a first visit, as an inert dialog the script then takes over', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/kontakt')).text();
    const dialog = /<dialog[^>]*data-prepainted[^>]*>/.exec(html)?.[0] ?? '';
    expect(dialog).toMatch(/\sopen=""/);
    expect(dialog).toMatch(/\sinert=""/);
    // Before the page in the HTML: on a slow phone the browser paints a long page in
    // pieces, and an overlay parsed last would be a second, late LCP.
    expect(html.indexOf('<dialog')).toBeLessThan(html.indexOf('<header'));
    expect(html.indexOf('<dialog')).toBeLessThan(html.indexOf('<main'));
    const early = await overlayBeforeHydration(page);
    expect(early).toBe('block');
    await expect(page.getByRole('dialog', { name: CONSENT_COPY.title })).toBeVisible();
    expect(await page.locator('dialog[data-prepainted]').count()).toBe(0);
  });
});

test.describe('a stored value that is not a choice', () => {
  test('shows the overlay from the first paint, as no choice does', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'yes'), CONSENT.storageKey);
    const early = await overlayBeforeHydration(page);
    expect(early).toBe('block');
    await expect(page.getByRole('dialog', { name: CONSENT_COPY.title })).toBeVisible();
  });
});

test.describe('a returning visitor', () => {
  test.use({ consent: 'rejected' });

  test('never sees the prepainted overlay', async ({ page }) => {
    const early = await overlayBeforeHydration(page);
    expect(['none', 'gone']).toContain(early);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('keeps nothing Amplitude left in IndexedDB under an earlier release', async ({ page }) => {
    await page.goto('/kontakt');
    // Amplitude 2.47 opened this database in every init() until the site hid IndexedDB from it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('AMP_diagnostics_e2e-amplit');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error);
        }),
    );
    await page.reload();
    await choiceApplied(page, 'rejected');
    expect(await browserStorage(page)).toEqual({
      cookies: [],
      local: [CONSENT.storageKey],
      session: [],
      indexedDB: [],
    });
  });
});
