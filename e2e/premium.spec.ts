import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { ANALYTICS_EVENTS } from '@/lib/site';
import { E2E_DIST_DIR, E2E_ORIGINS, E2E_PAYPAL, E2E_PORT, PAYPAL_PORT } from './e2e-env.mjs';
import { HttpFake, amplitudeEvents } from './fakes/http-fake';
import { PayPalApi } from './fakes/paypal-api';
import { PAYPAL_SDK_STAND_IN } from './fakes/paypal-sdk';
import { expect, serveForThisFile, test } from './fixtures';

// The purchase in a real browser: the page, the site's checkout endpoints and
// PayPal's REST API (a stand-in on the port the build was configured with),
// with a stand-in of PayPal's JS SDK served where the sandbox SDK lives.

const api = new PayPalApi(E2E_PAYPAL.clientId, E2E_PAYPAL.clientSecret);
const paypal = new HttpFake(api.handler);
serveForThisFile(paypal, PAYPAL_PORT);
test.beforeEach(() => api.reset());

const PAYPAL_HOST = /(^|\.)paypal(objects)?\.com$/;

/** Serves the JS SDK stand-in and records every request the page makes to PayPal. */
async function withPayPalSdk(page: Page, answer: 'serve' | 'block' = 'serve') {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (PAYPAL_HOST.test(new URL(request.url()).hostname)) requests.push(request);
  });
  await page.route('https://www.sandbox.paypal.com/sdk/js**', (route) =>
    answer === 'block'
      ? route.abort('blockedbyclient')
      : route.fulfill({ contentType: 'text/javascript', body: PAYPAL_SDK_STAND_IN }),
  );
  return requests;
}

type Choice = { plan?: RegExp; email?: string; code?: string };

async function choose(page: Page, { plan, email = 'mia@example.de', code }: Choice) {
  if (plan) await page.getByRole('radio', { name: plan }).check();
  await page.getByLabel('E-Mail des Rechenweg-Kontos').fill(email);
  if (code !== undefined) {
    await page.getByLabel('Gutscheincode').fill(code);
    await page.getByRole('button', { name: 'Einlösen' }).click();
  }
}

/** `Weiter zur Zahlung`, then the PayPal button: PayPal's window opens on an order. */
async function openPayPal(page: Page, funding: 'paypal' | 'card' = 'paypal') {
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.locator(`[data-funding-source="${funding}"]`).click();
  await expect(page.locator('html[data-paypal-window]')).toBeAttached();
  return (await page.locator('html').getAttribute('data-paypal-window'))!;
}

/** The buyer approves in PayPal's window. */
async function approve(page: Page, orderId: string) {
  api.approve(orderId);
  await page.evaluate(() =>
    (window as unknown as { __paypalWindow: { approve(): unknown } }).__paypalWindow.approve(),
  );
}

const confirmation = (page: Page) => page.locator('[data-checkout-state="done"]');
const notice = (page: Page) => page.locator('[data-checkout-notice]');

test('a German parent buys twelve months in euros; nothing is requested from PayPal before the click', async ({
  page,
}) => {
  const requests = await withPayPalSdk(page);
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechenweg Premium' })).toBeVisible();
  await expect(page.locator('[data-price="jahr"]')).toHaveText(/^79,90\s€$/);
  await expect(page.locator('[data-price="monat"]')).toHaveText(/^9,90\s€$/);
  await choose(page, {});
  expect(requests).toEqual([]);

  const orderId = await openPayPal(page);
  const sdk = new URL(requests[0]!.url());
  expect(sdk.pathname).toBe('/sdk/js');
  expect(Object.fromEntries(sdk.searchParams)).toMatchObject({
    'client-id': E2E_PAYPAL.clientId,
    currency: 'EUR',
    intent: 'capture',
    'enable-funding': 'card',
  });
  const unit = api.orders.get(orderId)!.purchase_units[0]!;
  expect(unit.amount).toEqual({ currency_code: 'EUR', value: '79.90' });
  expect(unit.custom_id).toBe('mia@example.de');

  await approve(page, orderId);
  await expect(confirmation(page)).toContainText(orderId);
  await expect(confirmation(page)).toContainText('12 Monate Premium');
  await expect(confirmation(page)).toContainText('mia@example.de');
  await expect(confirmation(page)).toContainText(/79,90\s€/);
  expect(api.charges).toBe(1);
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank! Premium ist bezahlt.' }),
  ).toBeFocused();
});

test.describe('with analytics consent', () => {
  test.use({ consent: 'granted' });

  test('a Swiss parent redeems BESSER25 and pays in francs; the events carry no e-mail or amount', async ({
    page,
    amplitude,
  }) => {
    await withPayPalSdk(page);
    await page.goto(`${E2E_ORIGINS.CH}/premium`);
    await expect(page.locator('[data-price="jahr"]')).toHaveText(/^CHF\s84\.90$/);
    await choose(page, { email: 'lea@example.ch', code: ' besser25 ' });
    await expect(page.getByRole('status').filter({ hasText: 'BESSER25' })).toHaveText(
      'Gutscheincode BESSER25 ist eingelöst.',
    );
    await expect(page.locator('[data-price="jahr"]')).toContainText(/CHF\s63\.67$/);
    await expect(page.locator('[data-price="monat"]')).toContainText(/CHF\s7\.42$/);

    const orderId = await openPayPal(page, 'card');
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'CHF',
      value: '63.67',
    });
    await approve(page, orderId);
    await expect(confirmation(page)).toContainText(/CHF\s63\.67/);
    // Swiss pages write ss.
    await expect(page.locator('main')).not.toContainText('ß');

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
    // Amplitude adds its page context; what the site sends is exactly this.
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

test('unknown and expired codes get a clear German message and leave the prices as they were', async ({
  page,
}) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, { code: 'GRATIS' });
  await expect(page.getByText('Diesen Gutscheincode kennen wir nicht.')).toBeVisible();
  await choose(page, { code: 'hdl2024' });
  await expect(page.getByText('Dieser Gutscheincode ist leider abgelaufen.')).toBeVisible();
  await expect(page.locator('[data-price="jahr"]')).toHaveText(/^79,90\s€$/);
});

test('a cancelled PayPal window keeps every choice, and paying afterwards works', async ({
  page,
}) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, { plan: /1 Monat/, email: 'ben@example.de' });
  const first = await openPayPal(page);
  await page.evaluate(() =>
    (window as unknown as { __paypalWindow: { cancel(): void } }).__paypalWindow.cancel(),
  );
  await expect(notice(page)).toContainText('Sie haben die Zahlung abgebrochen.');
  await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('ben@example.de');

  await page.locator('[data-funding-source="paypal"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-paypal-opens', '2');
  // The same attempt with the same terms: PayPal hands back the same order.
  await expect(page.locator('html')).toHaveAttribute('data-paypal-window', first);
  expect(api.orders.size).toBe(1);
  await approve(page, first);
  await expect(confirmation(page)).toContainText(/9,90\s€/);
  expect(api.charges).toBe(1);
});

test('a declined card offers another way to pay; the second one succeeds, charged once', async ({
  page,
}) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await openPayPal(page, 'card');
  api.behaviour.declineCaptures = 1;
  await approve(page, orderId);
  await expect(notice(page)).toContainText('abgelehnt');
  await expect(notice(page)).toContainText('Bitte wählen Sie eine andere Zahlungsart.');
  await expect(page.locator('html')).toHaveAttribute('data-paypal-restarts', '1');
  expect(api.charges).toBe(0);

  await approve(page, orderId);
  await expect(confirmation(page)).toBeVisible();
  expect(api.charges).toBe(1);
});

test('PayPal down: the buyer is told in German, nothing is lost, and a later try works', async ({
  page,
}) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, { email: 'ida@example.de' });
  api.behaviour.down = true;
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.locator('[data-funding-source="paypal"]').click();
  await expect(notice(page)).toContainText(
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht.',
  );
  await expect(page.locator('main')).not.toContainText(/INTERNAL_SERVER_ERROR|status=/);
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('ida@example.de');

  api.behaviour.down = false;
  await page.locator('[data-funding-source="paypal"]').click();
  await expect(page.locator('html[data-paypal-window]')).toBeAttached();
  await approve(page, (await page.locator('html').getAttribute('data-paypal-window'))!);
  await expect(confirmation(page)).toBeVisible();
  expect(api.charges).toBe(1);
});

test('double clicks make one order and one charge', async ({ page }) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const button = page.locator('[data-funding-source="paypal"]');
  await button.dblclick();
  await expect(page.locator('html[data-paypal-window]')).toBeAttached();
  const creates = () => paypal.received().filter((r) => r.url === '/v2/checkout/orders');
  await expect.poll(() => creates().length).toBe(2);
  expect(new Set(creates().map((r) => r.headers['paypal-request-id'])).size).toBe(1);
  expect(api.orders.size).toBe(1);

  const orderId = (await page.locator('html').getAttribute('data-paypal-window'))!;
  api.approve(orderId);
  await page.evaluate(async () => {
    const paypalWindow = (window as unknown as { __paypalWindow: { approve(): Promise<void> } })
      .__paypalWindow;
    await Promise.all([paypalWindow.approve(), paypalWindow.approve()]);
  });
  await expect(confirmation(page)).toBeVisible();
  expect(api.charges).toBe(1);
});

test('a capture PayPal does not confirm in time is checked again, never paid twice', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await openPayPal(page);
  api.behaviour.hangCaptures = true;
  await approve(page, orderId);
  await expect(notice(page)).toContainText('Bitte zahlen Sie nicht noch einmal', {
    timeout: 20_000,
  });
  await expect(page.locator('[data-funding-source]')).toHaveCount(0);
  expect(api.charges).toBe(1);

  api.behaviour.hangCaptures = false;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
});

test('an ad blocker that stops PayPal’s script is named, with the contact address', async ({
  page,
}) => {
  await withPayPalSdk(page, 'block');
  await page.goto('/premium');
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(notice(page)).toContainText('Werbe- oder Tracking-Blocker');
  await expect(notice(page)).toContainText('kontakt@example.de');
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('mia@example.de');
});

test('what a buyer chose and typed survives a reload', async ({ page }) => {
  await withPayPalSdk(page);
  await page.goto('/premium');
  await choose(page, { plan: /1 Monat/, email: 'tom@example.de' });
  await page.getByLabel('Gutscheincode').fill('BESSER25');
  await page.reload();
  await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('tom@example.de');
  await expect(page.getByLabel('Gutscheincode')).toHaveValue('BESSER25');
});

test('/premium has no axe violations at 375 and 1280 px, before and during payment', async ({
  page,
}) => {
  await withPayPalSdk(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/premium');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await choose(page, { code: 'BESSER25' });
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await expect(page.locator('[data-funding-source="card"]')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  }
});

test.describe('the checkout endpoints', () => {
  // Node resolves no *.localhost name: the German default of a neutral host.
  const origin = `http://localhost:${E2E_PORT}`;
  const headers = { Origin: origin, 'Content-Type': 'application/json' };
  const order = {
    plan: 'jahr',
    email: 'mia@example.de',
    checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
  };

  test('price the order themselves: amount and currency from the browser are ignored', async ({
    request,
  }) => {
    const response = await request.post(`${origin}/api/premium/orders`, {
      headers,
      data: { ...order, amount: '0.01', value: '0.01', currency: 'USD', currency_code: 'USD' },
    });
    expect(response.status()).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'EUR',
      value: '79.90',
    });
  });

  test('refuse what the page never sends, before any call to PayPal', async ({ request }) => {
    const refused: [unknown, Record<string, string>, number, RegExp][] = [
      [{ ...order, plan: 'lebenslang' }, headers, 400, /Zeiträume/],
      [{ ...order, plan: '__proto__' }, headers, 400, /Zeiträume/],
      [{ ...order, code: 'GRATIS' }, headers, 422, /kennen wir nicht/],
      [{ ...order, code: 'X'.repeat(33) }, headers, 400, /zu lang/],
      [{ ...order, email: 'keine-adresse' }, headers, 400, /E-Mail-Adresse/],
      [{ ...order, email: `${'a'.repeat(120)}@example.de` }, headers, 400, /E-Mail-Adresse/],
      [{ ...order, checkoutId: '1' }, headers, 400, /unvollständig/],
      [{ ...order, pad: 'x'.repeat(5000) }, headers, 413, /umfangreich/],
      [order, { ...headers, Origin: 'https://evil.example' }, 403, /nicht von unserer Seite/],
      [order, { 'Content-Type': 'application/json' }, 403, /nicht von unserer Seite/],
      [order, { Origin: origin, 'Content-Type': 'text/plain' }, 415, /unvollständig/],
    ];
    for (const [data, requestHeaders, status, message] of refused) {
      const response = await request.post(`${origin}/api/premium/orders`, {
        headers: requestHeaders,
        data: typeof data === 'string' ? data : JSON.stringify(data),
      });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const broken = await request.post(`${origin}/api/premium/orders`, {
      headers,
      data: '{"plan":',
    });
    expect(broken.status()).toBe(400);
    // Not a single call reached PayPal, not even for a token.
    expect(paypal.received()).toEqual([]);
  });

  test('capture only orders this server made', async ({ request }) => {
    const created = await request.post(`${origin}/api/premium/orders`, { headers, data: order });
    const { orderId } = (await created.json()) as { orderId: string };
    api.approve(orderId);
    api.orders.get(orderId)!.purchase_units[0]!.amount.value = '0.01';
    const tampered = await request.post(`${origin}/api/premium/orders/${orderId}/capture`, {
      headers,
      data: {},
    });
    expect(tampered.status()).toBe(409);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/nicht zuordnen/);
    expect(paypal.received().filter((r) => r.url.endsWith('/capture'))).toEqual([]);
    expect(api.charges).toBe(0);
  });
});

test('the client files carry no PayPal secret; the landings load no PayPal or React Query code', async ({
  page,
}) => {
  const chunks = join(E2E_DIST_DIR, 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    expect(readFileSync(join(chunks, file), 'utf8')).not.toContain(E2E_PAYPAL.clientSecret);
  }

  // Every script a page loads, read from the build (bodies of a page left behind are gone).
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
      loaded.push(readFileSync(join(E2E_DIST_DIR, decodeURIComponent(pathname.slice(6))), 'utf8'));
    }
  });
  for (const path of ['/', '/lehrkraefte', '/eltern', '/kontakt']) {
    loaded.length = 0;
    await page.goto(path);
    // Next prefetches the routes a page links to once it is idle: what it fetches then counts too.
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    const code = loaded.join('\n');
    expect(code.includes('data-react-paypal-script-id'), `PayPal code on ${path}`).toBe(false);
    expect(code.includes('No QueryClient set'), `React Query on ${path}`).toBe(false);
  }
  // The markers are real: /premium ships React Query, and PayPal's code after the click.
  await withPayPalSdk(page);
  loaded.length = 0;
  await page.goto('/premium');
  expect(loaded.join('\n').includes('No QueryClient set')).toBe(true);
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(false);
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page.locator('[data-funding-source="paypal"]')).toBeVisible();
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(true);
});
