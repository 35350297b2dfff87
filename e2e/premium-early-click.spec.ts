import { installPayPalSdk } from './fakes/paypal-sdk';
import { expect, openBeforeHydration, test } from './fixtures';
import { api, buttonFrame, inPayPal, review, serveCheckoutStandIns } from './premium-helpers';

serveCheckoutStandIns();

// A phone paints the server HTML seconds before the scripts run: a buyer may
// type and click in that time. Nothing is submitted natively (which would load
// the page again with the account e-mail in its address), nothing typed is
// lost, and what was clicked happens once the page is interactive.
test.describe('before the page’s scripts have run', () => {
  test('`Weiter zur Zahlung` keeps the plan and the e-mail and goes on to PayPal', async ({
    page,
  }) => {
    await installPayPalSdk(page.context(), api);
    const early = await openBeforeHydration(page, '/premium');
    await page.getByRole('radio', { name: /1 Monat/ }).check();
    await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('kind@example.org');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await early.hydrate();

    await expect(buttonFrame(page, 'paypal').getByRole('button')).toBeVisible();
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/premium`]);
    await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();
    await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('kind@example.org');
    // The order PayPal creates is the one the buyer chose.
    await inPayPal(page);
    await expect(review(page)).toContainText('kind@example.org');
    await expect(review(page)).toContainText('1 Monat');
  });

  test('`Einlösen` redeems the code once the page is interactive', async ({ page }) => {
    const early = await openBeforeHydration(page, '/premium');
    await page.getByLabel('Rabattcode').fill('BESSER25');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await early.hydrate();

    await expect(page.locator('[id$="-code-status"]')).toHaveText(
      'Rabattcode BESSER25 wird angewendet.',
    );
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/premium`]);
  });

  test('scripts that never load: `Weiter zur Zahlung`, tapped twice, goes to the German page without scripts, and no input reaches a URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const early = await openBeforeHydration(page, '/premium');
    await page.getByRole('radio', { name: /1 Monat/ }).check();
    await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('kind@example.org');
    const order = page.getByRole('button', { name: 'Weiter zur Zahlung' });
    await order.click();
    await order.click();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    early.blockScripts();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Es wurde nichts bestellt' }),
    ).toBeVisible();
    expect((await answer).status()).toBe(501);
    await expect(page.getByText('nicht geladen wurde')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(early.navigations).toEqual([`${origin}/premium`, `${origin}/api/premium/checkout`]);
    for (const typed of ['example.org', 'plan='])
      expect(urls.filter((address) => address.includes(typed))).toEqual([]);
  });
});

test.describe('a first-time visitor whose page’s scripts never load', () => {
  test.use({ consent: 'undecided' });

  test('sees the page, not the consent overlay painted before them, and reaches the German page without scripts', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/premium');
    const overlay = page.locator('dialog[data-prepainted]');
    await expect(overlay).toBeVisible();
    early.blockScripts();

    // Its buttons would never answer: it would hide the page for good.
    await expect(overlay).toBeHidden();
    await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('kind@example.org');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Es wurde nichts bestellt' }),
    ).toBeVisible();
  });

  test('once the page is interactive, a script that fails hides nothing: the overlay stays and answers', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/premium');
    await early.hydrate();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    // What the loader does when a script fails: the hydrated overlay is no longer the prepainted one.
    await page.evaluate(() => document.documentElement.setAttribute('data-scripts-failed', ''));
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Nicht einverstanden' }).click();
    await expect(overlay).toBeHidden();
  });
});
