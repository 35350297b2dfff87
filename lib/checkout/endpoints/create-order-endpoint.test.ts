import { randomBytes } from 'node:crypto';
import { REQUEST_REFUSALS } from '@/content/forms';
import { REQUEST_MESSAGES } from '@/content/premium-answers';
import { checkoutRoutes } from '@/e2e/fakes/checkout-routes';
import { toDecimal } from '@/lib/checkout/money';
import { ORDER_COOKIE } from '@/lib/checkout/order-cookie';
import { planById } from '@/lib/checkout/plans';
import { checkoutFormSchema } from '@/lib/checkout/schema';
import { checkFields } from '@/lib/core/form-schema';

// POST /api/premium/orders as a client other than our page calls it, against
// PayPal's stand-in and a real Redis: its own prices, its checks before PayPal,
// and an order bound to the browser that created it.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const { api, paypal, routes, browser } = checkoutRoutes();
const order = () => ({
  plan: 'jahr',
  email: `mia.${randomBytes(4).toString('hex')}@example.de`,
  checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
});

beforeEach(() => paypal.reset());

test('prices the order itself: an amount and a currency from the browser are ignored', async () => {
  const created = await browser().create({
    ...order(),
    amount: '0.01',
    value: '0.01',
    currency: 'USD',
    currency_code: 'USD',
    purchase_units: [{ amount: { currency_code: 'USD', value: '0.01' } }],
  });
  expect(created.status).toBe(201);
  const orderId = created.json.orderId as string;
  expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
    currency_code: 'EUR',
    value: toDecimal(planById('jahr')!.prices.EUR),
  });
});

test('refuses what the page never sends, in German, before any call to PayPal', async () => {
  const refused: [body: unknown, headers: Record<string, string | null>, number, string][] = [
    [{ ...order(), plan: 'lebenslang' }, {}, 400, REQUEST_MESSAGES.plan],
    [{ ...order(), plan: '__proto__' }, {}, 400, REQUEST_MESSAGES.plan],
    [{ ...order(), code: 'GRATIS' }, {}, 422, 'Diesen Rabattcode kennen wir nicht.'],
    [{ ...order(), code: 'X'.repeat(33) }, {}, 400, REQUEST_MESSAGES.code],
    [{ ...order(), email: 'keine-adresse' }, {}, 400, REQUEST_MESSAGES.email],
    [{ ...order(), email: `${'a'.repeat(90)}@example.de` }, {}, 400, REQUEST_MESSAGES.email],
    [{ ...order(), checkoutId: '1' }, {}, 400, REQUEST_MESSAGES.malformed],
    [{ ...order(), pad: 'x'.repeat(5000) }, {}, 413, REQUEST_REFUSALS[413]],
    [order(), { origin: 'https://evil.example' }, 403, REQUEST_REFUSALS.origin],
    [order(), { origin: null }, 403, REQUEST_REFUSALS.origin],
    [order(), { 'sec-fetch-site': 'cross-site' }, 403, REQUEST_REFUSALS.origin],
    [order(), { 'content-type': 'text/plain' }, 415, REQUEST_REFUSALS.json],
    ['{"plan":', {}, 400, REQUEST_REFUSALS.json],
  ];
  const client = browser();
  for (const [body, headers, status, message] of refused) {
    const answer = await client.call(routes.create, '/api/premium/orders', { body, headers });
    expect([JSON.stringify(body).slice(0, 60), answer.status]).toEqual([
      JSON.stringify(body).slice(0, 60),
      status,
    ]);
    expect(answer.json.message).toContain(message);
    expect(answer.headers.get('set-cookie')).toBeNull();
  }
  expect(paypal.received()).toEqual([]);
});

test('refuses a field the checkout form refuses, with the words the form shows under it', async () => {
  const client = browser();
  for (const fields of [
    { plan: 'woche' },
    { email: '' },
    { email: 'anna@example' },
    { email: 'Eva <eva@x.example>' },
    { code: 'X'.repeat(33) },
  ]) {
    const body = { ...order(), ...fields };
    const form = checkFields(checkoutFormSchema(null), body);
    const shown = form.ok ? [] : Object.values(form.errors);
    const answer = await client.call(routes.create, '/api/premium/orders', { body });
    expect([fields, answer.status, answer.json.message]).toEqual([fields, 400, shown[0]]);
  }
  expect(paypal.received()).toEqual([]);
});

test('the same click sent twice gets the same order; a stranger posting the same terms gets another', async () => {
  const terms = order();
  const buyer = browser();
  const first = await buyer.create(terms);
  const again = await buyer.create(terms);
  expect([first.status, again.status]).toEqual([201, 201]);
  expect(again.json.orderId).toBe(first.json.orderId);
  const stranger = await browser().create(terms);
  expect(stranger.status).toBe(201);
  expect(stranger.json.orderId).not.toBe(first.json.orderId);
});

test('binds an order to a browser only while nobody has approved it', async () => {
  const terms = order();
  const buyer = browser();
  const created = await buyer.create(terms);
  api.approve(created.json.orderId as string);
  // The same browser without its order cookie (it expired) asks for the same attempt again.
  expect(buyer.jar.delete(ORDER_COOKIE)).toBe(true);
  const again = await buyer.create(terms);
  expect(again).toMatchObject({ status: 409, json: { failure: 'unknown' } });
  expect(again.headers.getSetCookie().join()).not.toContain(ORDER_COOKIE);
});
