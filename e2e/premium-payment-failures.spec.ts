import { installPayPalSdk } from './fakes/paypal-sdk';
import { expect, test } from './fixtures';
import {
  api,
  buttonFrame,
  captures,
  choose,
  confirmation,
  creates,
  grants,
  inPayPal,
  notice,
  order,
  payUntilReview,
  review,
  serveCheckoutStandIns,
  smtp,
} from './premium-helpers';

// When the payment does not go through at once: a cancelled PayPal window, a
// declined card, a capture PayPal does not confirm, a gateway's error page,
// PayPal down, an ad blocker. The buyer is told what happened, and nobody pays twice.

serveCheckoutStandIns();

test('an e-mail corrected after a cancelled PayPal window is a new order: Premium goes to the corrected account', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { plan: /1 Monat/, email: 'ben@example.de' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const first = await inPayPal(page, 'Abbrechen');
  await expect(notice(page)).toContainText('Sie haben die Zahlung abgebrochen.');
  await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();

  await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('lea@example.de');
  const second = await payUntilReview(page);
  expect(second).not.toBe(first);
  await expect(review(page)).toContainText('lea@example.de');
  await order(page);
  await expect(confirmation(page)).toContainText('lea@example.de');
  await expect.poll(() => grants.received().length).toBe(1);
  expect(JSON.parse(grants.received()[0]!.body.toString()).accountEmail).toBe('lea@example.de');
  expect(new Set(creates().map((r) => r.headers['paypal-request-id'])).size).toBe(2);
  expect(api.charges).toBe(1);
});

test('a declined card is replaced: the second way to pay is captured under a new request id, once', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  sdk.payer({ fundingSource: 'card', declines: true });
  const orderId = await payUntilReview(page, 'card');
  await order(page);
  await expect(notice(page)).toContainText(
    'abgelehnt. Es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  );
  expect(api.charges).toBe(0);

  // The same order, approved again with PayPal this time.
  expect(await inPayPal(page)).toBe(orderId);
  await expect(review(page)).toBeVisible();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
  const ids = captures().map((r) => r.headers['paypal-request-id']);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  expect(creates()).toHaveLength(2);
  expect(api.orders.size).toBe(1);
});

test('a reload while PayPal has not confirmed the capture asks PayPal, and never buys a second time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await payUntilReview(page);
  api.behaviour.hangCaptures = true;
  await order(page);
  await expect(notice(page)).toContainText('Bitte zahlen Sie nicht noch einmal', {
    timeout: 20_000,
  });
  await expect(notice(page)).not.toContainText('nichts abgebucht');
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toHaveCount(0);

  await page.reload();
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
  expect(creates()).toHaveLength(1);
  await smtp.waitFor(1);
  await page.reload();
  // Done is done: the form is back for a new purchase, and nothing was sent twice.
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
  expect(smtp.messages).toHaveLength(1);
});

test('a gateway’s error page on capture is “Zahlung prüfen”, not “nichts abgebucht”; the check finds the order approved', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await payUntilReview(page);
  api.behaviour.gateway = true;
  await order(page);
  await expect(notice(page)).toContainText(
    'Ob PayPal Ihre Zahlung ausgeführt hat, wissen wir gerade nicht.',
  );
  expect(api.charges).toBe(0);

  api.behaviour.gateway = false;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await expect(review(page)).toBeVisible();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
});

test('a create, a read and a capture that reach no server are sent again, once each: the order is bought once', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  // The first of each call is lost before it reaches our server, as on a train going into a tunnel.
  const dropped = new Set<string>();
  const sent: string[] = [];
  await page.route('**/api/premium/orders**', (route) => {
    const request = route.request();
    const call = `${request.method()} ${new URL(request.url()).pathname.replace(/E2E\d+/, ':id')}`;
    sent.push(call);
    if (dropped.has(call)) return route.continue();
    dropped.add(call);
    return route.abort('connectionreset');
  });
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await payUntilReview(page);
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(sent).toEqual(
    [
      'POST /api/premium/orders',
      'GET /api/premium/orders/:id',
      'POST /api/premium/orders/:id/capture',
    ].flatMap((call) => [call, call]),
  );
  expect(creates()).toHaveLength(1);
  expect(api.charges).toBe(1);
});

test('PayPal down at each step: the buyer is told in German, nothing is lost, and a later try works', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { email: 'ida@example.de' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  // Creating the order: nothing exists, so nothing can have been charged.
  api.behaviour.down = 'create';
  const opened = page.waitForEvent('popup');
  await buttonFrame(page, 'paypal').getByRole('button').click();
  const popup = await opened;
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await expect(notice(page)).toContainText(
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht.',
  );
  await expect(page.locator('main')).not.toContainText(/INTERNAL_SERVER_ERROR|status=/);
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('ida@example.de');

  // Reading the approved order.
  api.behaviour.down = 'get';
  const orderId = await inPayPal(page);
  await expect(page.getByRole('button', { name: 'Zahlung prüfen' })).toBeVisible();
  api.behaviour.down = null;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await expect(review(page)).toBeVisible();

  // Capturing.
  api.behaviour.down = 'capture';
  await order(page);
  await expect(notice(page)).toContainText('Bitte zahlen Sie nicht noch einmal');
  api.behaviour.down = null;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
});

test('an ad blocker that stops PayPal’s script is named, with the contact address', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api, { block: true });
  await page.goto('/premium');
  const account = await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(notice(page)).toContainText('Werbe- oder Tracking-Blocker');
  await expect(notice(page)).toContainText('oder schreiben Sie uns an kontakt@example.de.');
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue(account);
});
