import { expect, test } from './fixtures';

// A visitor whose ad blocker stops every host but ours can still use the site.

test.describe('an ad blocker', () => {
  test.use({ consent: 'granted' });

  test('blocks every third-party host: the page works, nothing uncaught, the console says what failed', async ({
    page,
  }) => {
    const uncaught: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // Registered after the fixture's routes, so these win: every host but ours fails.
    await page.route(
      (url) =>
        url.hostname !== 'localhost' &&
        !url.hostname.endsWith('.localhost') &&
        url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    await page.goto('/lehrkraefte');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toMatch(/googletagmanager|facebook|tiktok/i);
    // Still usable: `Kontakt` leads to the contact page (its form is never opened
    // beside the ad networks' code, so the browser loads it anew), which keeps what is typed.
    await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    // A document of its own: typing starts once its scripts have taken over.
    await expect(page.locator('html')).toHaveAttribute('data-consent-applied', 'granted');
    const form = page.getByRole('main');
    await form.getByLabel('Name').fill('Anna Beispiel');
    await page.reload();
    await expect(page.getByRole('main').getByLabel('Name')).toHaveValue('Anna Beispiel');
    expect(await page.evaluate(() => 'fbq' in window || 'ttq' in window)).toBe(false);
    expect(uncaught).toEqual([]);
  });
});
