import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import { localizeSpelling } from '@/content/spelling';
import { IMMEDIATE_START, MODEL } from '@/content/withdrawal-notice';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { formatMinor, priceWithVat, toDecimal } from '@/lib/checkout/money';
import { planById, quote } from '@/lib/checkout/plans';
import { PROMOTIONS } from '@/lib/checkout/promo-codes';
import { E2E_ORIGINS } from './e2e-env.mjs';
import { amplitudeEvents } from './fakes/http-fake';
import { installPayPalSdk } from './fakes/paypal-sdk';
import { expect, test } from './fixtures';
import {
  api,
  choose,
  confirmation,
  order,
  payUntilReview,
  review,
  serveCheckoutStandIns,
  smtp,
} from './premium-helpers';

// Discount codes in the checkout: redeemed, forgotten, unknown and expired,
// and a Swiss buyer who pays in francs with one.

// The prices as lib/checkout/plans.ts computes them, never typed in here.
const YEAR = planById('jahr')!.prices;
const BESSER25 = PROMOTIONS.find((promotion) => promotion.code === 'BESSER25');
const SWISS_BESSER25 = quote('jahr', 'CH', BESSER25).total;
const GERMAN_BESSER25 = quote('jahr', 'DE', BESSER25).total;

serveCheckoutStandIns();

test.describe('with analytics consent', () => {
  test.use({ consent: 'granted' });

  test('a Swiss payer redeems BESSER25 and pays in francs, with the right of withdrawal and its checkbox; events carry no e-mail or amount', async ({
    page,
    amplitude,
  }) => {
    const sdk = await installPayPalSdk(page.context(), api);
    sdk.payer({
      payer: { givenName: 'Lea', surname: 'Meier', email: 'lea.eltern@example.ch', country: 'CH' },
    });
    await page.goto(`${E2E_ORIGINS.CH}/premium`);
    await expect(page.locator('[data-price="jahr"]')).toHaveText(formatMinor(YEAR.CHF, 'CH'));
    await expect(page.locator('label').filter({ hasText: '12 Monate' })).toContainText(
      'inkl. MWST',
    );
    await choose(page, { email: 'lea@example.ch', code: ' besser25 ' });
    await expect(page.getByRole('status').filter({ hasText: 'BESSER25' })).toHaveText(
      'Rabattcode BESSER25 wird angewendet.',
    );
    await expect(page.locator('[data-price="jahr"]')).toContainText(
      formatMinor(SWISS_BESSER25, 'CH'),
    );

    const orderId = await payUntilReview(page, 'card');
    await expect(review(page).locator('[data-review-total]')).toContainText(
      priceWithVat(SWISS_BESSER25, 'CH'),
    );
    await expect(review(page)).toContainText('mit Rabattcode BESSER25');
    // Whatever PayPal's country: every consumer has the right, and the box to start at once.
    await expect(review(page).getByRole('checkbox')).toHaveCount(1);
    await expect(review(page)).toContainText('Karte über PayPal (VISA •••• 1111)');
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'CHF',
      value: toDecimal(SWISS_BESSER25),
    });
    await order(page);
    await expect(confirmation(page)).toContainText(formatMinor(SWISS_BESSER25, 'CH'));
    await expect(page.locator('main')).not.toContainText('ß');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.mail.text).not.toContain('gibt es nach Schweizer Recht kein');
    expect(mail!.mail.text).toContain(localizeSpelling(MODEL.period, 'CH'));
    expect(mail!.mail.text).toContain(localizeSpelling(IMMEDIATE_START.label, 'CH'));

    await expect
      .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
      .toEqual(
        expect.arrayContaining([
          ANALYTICS_EVENTS.premiumCheckoutStarted,
          ANALYTICS_EVENTS.premiumPurchased,
        ]),
      );
    const purchased = amplitudeEvents(amplitude).find(
      (event) => event.event_type === ANALYTICS_EVENTS.premiumPurchased,
    )!;
    const own = Object.entries(purchased.event_properties ?? {}).filter(
      ([key]) => !key.startsWith('[Amplitude]'),
    );
    expect(Object.fromEntries(own)).toEqual({
      plan: 'jahr',
      currency: 'CHF',
      promo_code_used: true,
    });
    expect(JSON.stringify(amplitudeEvents(amplitude))).not.toMatch(/lea@example|63[.,]67/);
  });
});

test('a code typed but not redeemed is never sent: the buyer redeems it first, and pays the price shown', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  await page.getByLabel('Rabattcode').fill('BESSER25');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(
    page.getByText('Bitte lösen Sie den Rabattcode zuerst ein oder leeren Sie das Feld.'),
  ).toBeVisible();
  await expect(page.getByLabel('Rabattcode')).toBeFocused();
  expect(sdk.requests).toEqual([]);

  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('[data-price="jahr"]')).toContainText(
    formatMinor(GERMAN_BESSER25, 'DE'),
  );
  const orderId = await payUntilReview(page);
  await expect(review(page).locator('[data-review-total]')).toContainText(
    priceWithVat(GERMAN_BESSER25, 'DE'),
  );
  expect(api.orders.get(orderId)!.purchase_units[0]!.amount.value).toBe(toDecimal(GERMAN_BESSER25));
});

test('unknown and expired codes get a clear German message and leave the prices as they were', async ({
  page,
}) => {
  await page.goto('/premium');
  await choose(page, { code: 'GRATIS' });
  await expect(page.getByText('Diesen Rabattcode kennen wir nicht.')).toBeVisible();
  await choose(page, { code: 'hdl2024' });
  await expect(page.getByText('Dieser Rabattcode ist leider abgelaufen.')).toBeVisible();
  await expect(page.locator('[data-price="jahr"]')).toHaveText(formatMinor(YEAR.EUR, 'DE'));
});

test('a code redeemed again is priced from what the server said, and a check that reached no server is asked again', async ({
  page,
}) => {
  const asked: string[] = [];
  let dropped = false;
  await page.route('**/api/premium/quote', (route) => {
    asked.push(String(route.request().postDataJSON().code));
    if (dropped) return route.continue();
    dropped = true;
    return route.abort('connectionreset');
  });
  await page.goto('/premium');
  const price = page.locator('[data-price="jahr"]');
  await choose(page, { code: 'besser25' });
  await expect(price).toContainText(formatMinor(GERMAN_BESSER25, 'DE'));
  expect(asked).toEqual(['BESSER25', 'BESSER25']);

  // Edited, the code is no longer the one redeemed; redeemed again, it is priced at once.
  const field = page.getByLabel('Rabattcode');
  await field.fill('BESSER2');
  await expect(price).toHaveText(formatMinor(YEAR.EUR, 'DE'));
  await field.fill('BESSER25');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(price).toContainText(formatMinor(GERMAN_BESSER25, 'DE'));
  expect(asked).toHaveLength(2);
});

test('a check whose every try reached no server: Einlösen says so and keeps the code, and the next press redeems', async ({
  page,
}) => {
  let reachable = false;
  let lost = 0;
  await page.route('**/api/premium/quote', (route) => {
    if (reachable) return route.continue();
    lost += 1;
    return route.abort('connectionreset');
  });
  await page.goto('/premium');
  await choose(page, { code: 'besser25' });
  await expect(page.locator('[id$="-code-status"]')).toHaveText(CHECKOUT_MESSAGES.unavailable);
  // The first try and its two repeats (retryUnanswered in components/checkout/checkout-api.ts).
  expect(lost).toBe(3);
  await expect(page.getByLabel('Rabattcode')).toHaveValue('besser25');
  await expect(page.locator('[data-price="jahr"]')).toHaveText(formatMinor(YEAR.EUR, 'DE'));

  reachable = true;
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('[data-price="jahr"]')).toContainText(
    formatMinor(GERMAN_BESSER25, 'DE'),
  );
});
