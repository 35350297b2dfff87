import { randomBytes, randomUUID } from 'node:crypto';
import { REQUEST_REFUSALS } from '@/content/forms';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import { checkoutRoutes } from '@/e2e/fakes/checkout-routes';
import { GERMAN_PAYER } from '@/e2e/fakes/paypal-api';

// POST /api/premium/orders/[id]/capture, the one request that moves money, as
// a client other than our page calls it, against PayPal's stand-in and a real
// Redis. It captures only what the review's order button sends: the order
// this browser created and PayPal approved, signed by this server, posted as
// JSON from our own page with the immediate start asked for. Anything else is
// refused before PayPal is asked to capture.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const { api, paypal, routes, browser, mails, captures } = checkoutRoutes();
const account = () => `lea.${randomBytes(4).toString('hex')}@example.de`;

beforeEach(() => paypal.reset());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.mocked(console.error).mockRestore());

test('an order PayPal has not approved is not captured: 409 in German, nothing asked of PayPal', async () => {
  const buyer = browser();
  const created = await buyer.create({
    plan: 'jahr',
    email: account(),
    code: '',
    checkoutId: randomUUID(),
  });
  const orderId = created.json.orderId as string;
  const before = captures().length;
  expect(await buyer.order(orderId)).toMatchObject({
    status: 409,
    json: { failure: 'notApproved', message: CHECKOUT_MESSAGES.notApproved },
  });
  expect(captures().length).toBe(before);
  expect(api.orders.get(orderId)!.status).toBe('CREATED');
});

test('only the review’s post captures: without the immediate start, from elsewhere or as a form, nothing is', async () => {
  const buyer = browser();
  const { orderId, review } = await buyer.review('jahr', account());
  expect(review.json).toMatchObject({ status: 'approved', withdrawal: 'consumer' });
  const path = `/api/premium/orders/${orderId}/capture`;
  const refused: [body: unknown, headers: Record<string, string | null>, number, string][] = [
    [{}, {}, 422, CHECKOUT_MESSAGES.consent],
    [{ immediateStart: 'true' }, {}, 422, CHECKOUT_MESSAGES.consent],
    [{ immediateStart: false }, {}, 422, CHECKOUT_MESSAGES.consent],
    [{ immediateStart: true }, { origin: 'https://evil.example' }, 403, REQUEST_REFUSALS.origin],
    [{ immediateStart: true }, { origin: null }, 403, REQUEST_REFUSALS.origin],
    [{ immediateStart: true }, { 'sec-fetch-site': 'same-site' }, 403, REQUEST_REFUSALS.origin],
    [
      'immediateStart=true',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      REQUEST_REFUSALS.json,
    ],
  ];
  for (const [body, headers, status, message] of refused) {
    const answer = await buyer.call(routes.capture, path, { body, headers, id: orderId });
    expect([JSON.stringify(body), answer.status, answer.json.message]).toEqual([
      JSON.stringify(body),
      status,
      message,
    ]);
  }
  // Reading the order, as the page does after PayPal's approval and on every reload, never captures.
  expect((await buyer.read(orderId)).status).toBe(200);
  expect(captures()).toEqual([]);
  expect(api.orders.get(orderId)!.status).toBe('APPROVED');

  // The review's button: the box ticked, our page's JSON post.
  expect(await buyer.order(orderId)).toMatchObject({ status: 200, json: { status: 'completed' } });
  expect(captures()).toHaveLength(1);
});

test('captures only orders this server signed: a changed amount is 409, nothing is captured', async () => {
  const buyer = browser();
  const { orderId } = await buyer.review('jahr', account());
  const charges = api.charges;
  api.orders.get(orderId)!.purchase_units[0]!.amount.value = '0.01';
  expect(await buyer.order(orderId)).toMatchObject({
    status: 409,
    json: { failure: 'mismatch', message: CHECKOUT_MESSAGES.mismatch },
  });
  expect(api.charges).toBe(charges);
  expect(api.orders.get(orderId)!.status).toBe('APPROVED');
});

test('a stranger with every value of the confirmation gets a 404 and no e-mail, before and after the capture', async () => {
  const email = account();
  const terms = { plan: 'jahr', email, code: '', checkoutId: randomUUID() };
  const buyer = browser();
  const orderId = (await buyer.create(terms)).json.orderId as string;
  api.approve(orderId, { fundingSource: 'card', payer: GERMAN_PAYER });
  const stranger = browser();
  /** The stranger posts the terms the buyer's e-mail shows, then reads and orders the buyer's order. */
  const replay = async () => {
    const theirs = await stranger.create(terms);
    expect(theirs.status).toBe(201);
    expect(theirs.json.orderId).not.toBe(orderId);
    for (const answer of [await stranger.read(orderId), await stranger.order(orderId)]) {
      expect(answer).toMatchObject({ status: 404, json: { failure: 'unknown' } });
      expect(JSON.stringify(answer.json)).not.toContain(email);
    }
  };
  await replay();
  expect(captures()).toEqual([]);
  expect(JSON.stringify((await buyer.read(orderId)).json)).toContain(email);

  const captured = await buyer.order(orderId);
  expect(captured.status).toBe(200);
  expect(captured.json.invoiceId).toMatch(/^RW-[0-9A-F]{20}$/);
  expect(captured.json.invoiceId).not.toContain(terms.checkoutId.slice(0, 8).toUpperCase());
  const mailed = (await mails()).length;
  expect(mailed).toBeGreaterThan(0);
  await replay();
  expect((await mails()).length).toBe(mailed);
  expect(captures()).toHaveLength(1);
});
