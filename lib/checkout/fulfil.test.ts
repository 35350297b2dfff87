import { randomBytes } from 'node:crypto';
import { HttpFake } from '@/e2e/fakes/http-fake';
import { PayPalApi } from '@/e2e/fakes/paypal-api';
import { settleAfterTasks } from '@/e2e/fakes/route-harness';
import { SmtpFake } from '@/e2e/fakes/smtp-fake';
import { GERMAN_PURCHASE } from '@/lib/checkout/__fixtures__/test-purchase';

// What follows a capture, against a real mail server (the SMTP stand-in) and
// the product's server (a stand-in that takes the signed hand-off): Premium
// starts only once the contract is with the buyer (§ 312f BGB), so the
// hand-off waits in the outbox until the mail server took the confirmation.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());

const smtp = new SmtpFake();
/** Each hand-off the product's server got, with how many mails the mail server had taken by then. */
const handOffs: { orderId: string; mailsTaken: number }[] = [];
const product = new HttpFake((request, response) => {
  handOffs.push({
    orderId: String(request.headers['idempotency-key']),
    mailsTaken: smtp.messages.length,
  });
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
});
let modules: {
  fulfil: typeof import('@/lib/checkout/fulfil');
  config: typeof import('@/lib/checkout/config');
  outbox: typeof import('@/lib/outbox/site-outbox');
};

beforeAll(async () => {
  const paypal = new PayPalApi();
  for (const key of ['SITE_ENV', 'VERCEL_ENV', 'MAIL_ARCHIVE', 'REDIS_URL'])
    delete process.env[key];
  Object.assign(process.env, {
    SMTP_URL: await smtp.start(),
    PREMIUM_GRANT_URL: `${await product.start()}/grant`,
    PREMIUM_GRANT_SECRET: randomBytes(32).toString('base64url'),
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  });
  modules = {
    fulfil: await import('@/lib/checkout/fulfil'),
    config: await import('@/lib/checkout/config'),
    outbox: await import('@/lib/outbox/site-outbox'),
  };
});

afterAll(async () => {
  await settleAfterTasks();
  await smtp.stop();
  await product.stop();
});

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('the hand-off waits while the mail server refuses the confirmation, and follows it in the run that sends it', async () => {
  const config = modules.config.checkoutConfig!;
  expect(config.grant).not.toBeNull();
  const outbox = modules.outbox.siteOutbox()!;
  const ids = modules.fulfil.outboxIdsOf(GERMAN_PURCHASE.orderId);

  smtp.refuse = 451;
  expect(await modules.fulfil.fulfil(config, GERMAN_PURCHASE, false)).toBe(true);
  await settleAfterTasks();
  // However often the outbox runs while the mail server says no, Premium is not granted.
  await outbox.drain();
  expect(await outbox.store.retry(ids.confirmation, Date.now())).toBe(true);
  await outbox.drain();
  expect(smtp.refused).toBeGreaterThanOrEqual(2);
  expect(smtp.messages).toEqual([]);
  expect(handOffs).toEqual([]);

  smtp.refuse = null;
  expect(await outbox.store.retry(ids.confirmation, Date.now())).toBe(true);
  await outbox.drain();
  expect(smtp.messages.map(({ envelope }) => envelope.to)).toEqual([[GERMAN_PURCHASE.buyer.email]]);
  expect(handOffs).toEqual([{ orderId: GERMAN_PURCHASE.orderId, mailsTaken: 1 }]);
});
