import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import { checkoutRoutes } from '@/e2e/fakes/checkout-routes';
import { premiumEndOf } from '@/lib/checkout/purchase';
import { formatDate, siteDate } from '@/lib/core/site-time';

// Stacked purchases may not bind a consumer past 24 months (§ 309 Nr. 9 lit. a
// BGB): the order, review and capture routes as a browser calls them, against
// PayPal's stand-in and a real Redis, which holds the site's record of what it
// sold each account. Without SMTP_URL, the confirmations land in the demo's
// mail folder. Next's after() runs its tasks once a request is answered; here
// they are collected and awaited.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
// Every client the site's modules open, closed after the tests.
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const { api, browser, mails } = checkoutRoutes();

const today = siteDate(new Date());
const endOf = (...months: number[]) =>
  formatDate(premiumEndOf(months.map((m, i) => ({ orderId: `o${i}`, day: today, months: m })))!);

test('a third 12-month purchase on one day is refused at the review and on the server, and takes no money', async () => {
  const account = `mia.${randomBytes(4).toString('hex')}@example.de`;
  const ordered: string[] = [];
  for (const running of [null, endOf(12)]) {
    const buyer = browser();
    const { orderId, review } = await buyer.review('jahr', account);
    expect(review.json).toMatchObject({ status: 'approved', runningEnd: running, tooLong: false });
    expect(await buyer.order(orderId)).toMatchObject({
      status: 200,
      json: { status: 'completed' },
    });
    ordered.push(orderId);
  }
  expect(api.charges).toBe(2);

  const third = browser();
  const { orderId, review } = await third.review('jahr', account);
  expect(review.json).toMatchObject({
    status: 'approved',
    runningEnd: endOf(12, 12),
    newEnd: endOf(12, 12, 12),
    tooLong: true,
  });
  expect(await third.order(orderId)).toEqual({
    status: 422,
    headers: expect.any(Headers),
    json: { failure: 'tooLong', message: CHECKOUT_MESSAGES.tooLong },
  });
  expect(api.charges).toBe(2);
  expect(api.orders.get(orderId)?.status).toBe('APPROVED');

  // One month more would end past the 24 months too; another account is not concerned.
  const monthly = browser();
  const month = await monthly.review('monat', account);
  expect(month.review.json).toMatchObject({ tooLong: true });
  expect((await monthly.order(month.orderId)).status).toBe(422);
  const other = browser();
  const elsewhere = await other.review('jahr', `ben.${randomBytes(4).toString('hex')}@example.de`);
  expect(elsewhere.review.json).toMatchObject({ runningEnd: null, tooLong: false });
  expect(api.charges).toBe(2);

  // The demo's confirmations went to its mail folder, one for each purchase taken.
  expect((await mails()).map((mail) => mail.messageId).sort()).toEqual(
    ordered.map((id) => `<order-${id}.confirmation@example.de>`).sort(),
  );
}, 60_000);

/** An account that bought 12 months today, and a second 12-month purchase reviewed: together 24. */
async function secondYear() {
  const account = `lea.${randomBytes(4).toString('hex')}@example.de`;
  const first = browser();
  const bought = await first.review('jahr', account);
  expect((await first.order(bought.orderId)).status).toBe(200);
  const second = browser();
  return { account, second, ...(await second.review('jahr', account)) };
}

test.each([
  ['ORDER_NOT_APPROVED', { refuseCaptures: 'ORDER_NOT_APPROVED' }],
  ['PAYER_ACTION_REQUIRED', { refuseCaptures: 'PAYER_ACTION_REQUIRED' }],
  ['TRANSACTION_REFUSED', { refuseCaptures: 'TRANSACTION_REFUSED' }],
  ['a consent PATCH that fails', { down: 'patch' as const }],
])(
  'a capture that took no money (%s) leaves no reservation that refuses the account later',
  async (_, behaviour) => {
    const { account, second, orderId } = await secondYear();
    const charges = api.charges;
    Object.assign(api.behaviour, behaviour);
    try {
      expect(await second.order(orderId)).toMatchObject({
        status: 502,
        json: { failure: 'unconfirmed' },
      });
    } finally {
      Object.assign(api.behaviour, { refuseCaptures: null, down: null });
    }
    expect(api.charges).toBe(charges);
    const again = browser();
    const retry = await again.review('jahr', account);
    expect(retry.review.json).toMatchObject({ runningEnd: endOf(12), tooLong: false });
    expect(await again.order(retry.orderId)).toMatchObject({
      status: 200,
      json: { status: 'completed' },
    });
  },
  60_000,
);

test('a capture PayPal answers with a 5xx may have moved money, and stays counted', async () => {
  const { account, second, orderId } = await secondYear();
  api.behaviour.down = 'capture';
  try {
    expect((await second.order(orderId)).status).toBe(502);
  } finally {
    api.behaviour.down = null;
  }
  const again = browser();
  const retry = await again.review('jahr', account);
  expect(retry.review.json).toMatchObject({ runningEnd: endOf(12, 12), tooLong: true });
}, 60_000);

test('a purchase found too long after its own record is refused though the record cannot forget it', async () => {
  const { account, second, orderId } = await secondYear();
  expect((await second.order(orderId)).status).toBe(200);
  const third = browser();
  const { orderId: thirdId } = await third.review('jahr', account);
  // A purchase that raced this one: the first read finds nothing, the one after the record finds it
  // (lib/checkout/endpoints/sale-check.ts); then Redis fails to take the record back.
  const { Redis: Client } = jest.requireMock<typeof import('ioredis')>('ioredis');
  const hgetall = Client.prototype.hgetall;
  let blind = 1;
  const reads = jest.spyOn(Client.prototype, 'hgetall').mockImplementation(function (
    this: Redis,
    key: string,
  ) {
    if (key.startsWith('premium:sold:') && blind-- > 0) return Promise.resolve({});
    return hgetall.call(this, key);
  } as never);
  const forgets = jest
    .spyOn(Client.prototype, 'hdel')
    .mockRejectedValue(new Error('Connection is closed.') as never);
  const charges = api.charges;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(await third.order(thirdId)).toEqual({
      status: 422,
      headers: expect.any(Headers),
      json: { failure: 'tooLong', message: CHECKOUT_MESSAGES.tooLong },
    });
    expect(forgets).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      '[checkout] The record of sales could not be read or written: Connection is closed.',
    );
  } finally {
    reads.mockRestore();
    forgets.mockRestore();
    errors.mockRestore();
  }
  expect(api.charges).toBe(charges);
}, 60_000);
