import { TOOLBAR_HOST } from './e2e-env.mjs';
import { expect, test } from './fixtures';

test('the pupils landing is German and shows its title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dein persönlicher KI-Mathetutor',
  );
});

test('loading / requests nothing from any other origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The one exception is the preview's Vercel Toolbar, a reviewers' tool that
    // production never loads (e2e/previews.spec.ts).
    if (url.origin === TOOLBAR_HOST) return;
    if (url.protocol !== 'data:' && url.origin !== new URL(baseURL!).origin) foreign.push(url.href);
  });
  await page.goto('/', { waitUntil: 'load' });
  // Whatever the page fetches after load (chunks, prefetches) has settled; PayPal
  // (configured in this build) must not load without a payment button.
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test('unknown paths answer with the German 404 page', async ({ page }) => {
  for (const path of ['/gibt-es-nicht', '/de', '/a/b/c']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite gibt es leider nicht',
    );
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  }
});
