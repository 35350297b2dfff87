import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import { NextRequest } from 'next/server';
import { CHECKOUT_MESSAGES } from '@/content/premium';
import { HttpFake } from '@/e2e/fakes/http-fake';
import { PayPalApi } from '@/e2e/fakes/paypal-api';
import {
  disconnectRedisClients,
  settleAfterTasks,
  siteWorkingDirectory,
} from '@/e2e/fakes/route-harness';
import { premiumEndOf } from '@/lib/checkout/purchase';
import { PEER_HEADER } from '@/lib/http/client-address';
import { formatDate, siteDate } from '@/lib/site-time';
import { startRedis } from '@/scripts/redis-server.mjs';

// Stacked purchases may not bind a consumer past 24 months (§ 309 Nr. 9 lit. a
// BGB): the order, review and capture routes as a browser calls them, against
// PayPal's stand-in and a real Redis, which holds the site's record of what it
// sold each account. Without SMTP_URL, the confirmations land in the demo's
// mail folder. Next's after() runs its tasks once a request is answered; here
// they are collected and awaited.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
// Every client the site's modules open, closed after the tests.
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

type Handler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

const api = new PayPalApi();
const paypal = new HttpFake(api.handler);
const root = siteWorkingDirectory('capture');
let redis: Awaited<ReturnType<typeof startRedis>>;
let create: (request: NextRequest) => Promise<Response>;
let read: Handler;
let capture: Handler;

beforeAll(async () => {
  redis = await startRedis();
  for (const key of ['SMTP_URL', 'SITE_ENV', 'VERCEL_ENV', 'PREMIUM_GRANT_URL', 'MAIL_ARCHIVE']) {
    delete process.env[key];
  }
  Object.assign(process.env, {
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: api.clientId,
    PAYPAL_CLIENT_SECRET: api.clientSecret,
    PAYPAL_API_URL: await paypal.start(),
    ORDER_SIGNING_KEY: randomBytes(32).toString('base64url'),
    REDIS_URL: redis.url,
  });
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  ({ POST: create } = await import('@/app/api/premium/orders/route'));
  ({ GET: read } = await import('@/app/api/premium/orders/[id]/route'));
  ({ POST: capture } = await import('@/app/api/premium/orders/[id]/capture/route'));
}, 60_000);

afterAll(async () => {
  await settleAfterTasks();
  disconnectRedisClients();
  await paypal.stop();
  await redis.stop();
  rmSync(root, { recursive: true, force: true });
});

let browsers = 0;

/** One browser: its address (each its own rate limits), its cookies, and its calls to the site. */
function browser() {
  const peer = `198.51.100.${++browsers}`;
  const jar = new Map<string, string>();
  const call = async (
    handler: Handler | ((request: NextRequest) => Promise<Response>),
    path: string,
    body?: unknown,
    id?: string,
  ) => {
    const request = new NextRequest(`https://www.example.de${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        host: 'www.example.de',
        [PEER_HEADER]: peer,
        origin: 'https://www.example.de',
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const response = await handler(request, { params: Promise.resolve({ id: id ?? '' }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      jar.set(name, value);
    }
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return {
    /** Plan and account, PayPal's approval, and the review the site then shows. */
    async review(plan: 'jahr' | 'monat', email: string) {
      const order = { plan, email, code: '', checkoutId: randomUUID() };
      const created = await call(create, '/api/premium/orders', order);
      const orderId = created.json.orderId as string;
      api.approve(orderId);
      const review = await call(read, `/api/premium/orders/${orderId}`, undefined, orderId);
      return { orderId, review };
    },
    order: (orderId: string) =>
      call(capture, `/api/premium/orders/${orderId}/capture`, { immediateStart: true }, orderId),
  };
}

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
  await settleAfterTasks();
  const folder = join(root, '.mail');
  const mails = await Promise.all(
    readdirSync(folder).map((name) => simpleParser(readFileSync(join(folder, name)))),
  );
  expect(mails.map((mail) => mail.messageId).sort()).toEqual(
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
