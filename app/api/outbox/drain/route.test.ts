import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { NextRequest } from 'next/server';
import { disconnectRedisClients, settleAfterTasks } from '@/e2e/fakes/route-harness';
import { SmtpFake } from '@/e2e/fakes/smtp-fake';
import { LEASE_MS } from '@/lib/outbox/drain';
import { startRedis } from '@/scripts/redis-server.mjs';

// The outbox's drain as Vercel Cron calls it (vercel.json: every minute, a GET
// with `Authorization: Bearer <CRON_SECRET>`): the route module with a
// NextRequest, a real Redis-backed outbox and the SMTP stand-in. Who may run it,
// and what a run sends: each due message once, what the mail server refused kept.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const CRON_SECRET = randomBytes(32).toString('base64url');
const smtp = new SmtpFake();
let redis: Awaited<ReturnType<typeof startRedis>>;
let drain: (request: Request) => Promise<Response>;
let siteOutbox: typeof import('@/lib/outbox/site-outbox');
let modules: { mail: typeof import('@/lib/core/mail'); config: typeof import('@/lib/config/mail') };

beforeAll(async () => {
  redis = await startRedis();
  for (const key of ['SITE_ENV', 'VERCEL_ENV', 'MAIL_ARCHIVE']) delete process.env[key];
  Object.assign(process.env, { SMTP_URL: await smtp.start(), REDIS_URL: redis.url, CRON_SECRET });
  ({ GET: drain } = await import('@/app/api/outbox/drain/route'));
  siteOutbox = await import('@/lib/outbox/site-outbox');
  modules = { mail: await import('@/lib/core/mail'), config: await import('@/lib/config/mail') };
}, 30_000);

afterAll(async () => {
  await settleAfterTasks();
  disconnectRedisClients();
  await smtp.stop();
  await redis.stop();
});

beforeEach(async () => {
  // Each test its own outbox: what an earlier one left waiting is gone.
  await new Redis(redis.url).flushall();
  smtp.reset();
  // A refused attempt is logged for the operator.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** Vercel Cron's request: its user agent, and the secret as Vercel sends it, unless given another. */
function cron(authorization: string | null = `Bearer ${CRON_SECRET}`) {
  return new NextRequest('https://www.example.de/api/outbox/drain', {
    headers: {
      'user-agent': 'vercel-cron/1.0',
      ...(authorization === null ? {} : { authorization }),
    },
  });
}

async function answer(request: Request) {
  const response = await drain(request);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

let mails = 0;
/** Mails waiting in the site's outbox, as a declaration's route leaves them when the send after its answer failed. */
async function waiting(count: number) {
  const outbox = siteOutbox.siteOutbox()!;
  const messages = Array.from({ length: count }, () => {
    const id = `test-${++mails}.receipt`;
    return siteOutbox.outboxMessage('test', 'receipt', id, {
      to: `kunde${mails}@example.org`,
      subject: `Eingangsbestätigung ${id}`,
      text: 'Ihre Erklärung ist eingegangen.',
      html: '<p>Ihre Erklärung ist eingegangen.</p>',
    });
  });
  expect(await outbox.put(messages)).toBe(true);
  return messages.map((message) => message.id);
}

test('nobody but the cron job runs it: without the secret (cron’s user agent alone), with another, the bare token or another scheme, 401 and nothing sent', async () => {
  const [id] = await waiting(1);
  for (const authorization of [
    null,
    '',
    `Bearer ${CRON_SECRET.slice(0, -1)}x`,
    CRON_SECRET,
    `Basic ${CRON_SECRET}`,
    `Bearer ${CRON_SECRET}${CRON_SECRET}`,
  ]) {
    expect(await answer(cron(authorization))).toEqual({
      status: 401,
      json: { message: 'unauthorized' },
    });
  }
  expect(smtp.messages).toEqual([]);
  expect(await siteOutbox.siteOutbox()!.store.get(id!)).not.toBeNull();
});

test('Vercel Cron’s run sends each due mail once and says so; the next run finds nothing due', async () => {
  const ids = await waiting(2);
  expect(await answer(cron())).toEqual({
    status: 200,
    json: { sent: 2, failed: 0, givenUp: 0 },
  });
  expect(smtp.messages.map(({ mail }) => mail.subject).sort()).toEqual(
    ids.map((id) => `Eingangsbestätigung ${id}`).sort(),
  );
  // The Message-ID comes from the outbox's id: a mail sent again is the same message.
  expect(smtp.messages.map(({ mail }) => mail.messageId).sort()).toEqual(
    [...ids].sort().map((id) => expect.stringContaining(`<${id}@`)),
  );
  expect(await answer(cron())).toEqual({ status: 200, json: { sent: 0, failed: 0, givenUp: 0 } });
  expect(smtp.messages).toHaveLength(2);
});

test('a mail the server refuses stays in the outbox for a later run', async () => {
  const [id] = await waiting(1);
  smtp.refuse = 451;
  expect(await answer(cron())).toEqual({ status: 200, json: { sent: 0, failed: 1, givenUp: 0 } });
  expect(smtp.messages).toEqual([]);
  expect(await siteOutbox.siteOutbox()!.store.get(id!)).toMatchObject({ id });
});

test('without CRON_SECRET configured nobody runs it, whatever the request carries', async () => {
  const [id] = await waiting(1);
  const saved = process.env.CRON_SECRET;
  delete process.env.CRON_SECRET;
  try {
    await jest.isolateModulesAsync(async () => {
      const { GET } = await import('@/app/api/outbox/drain/route');
      for (const authorization of [
        null,
        'Bearer ',
        'Bearer undefined',
        'Bearer null',
        `Bearer ${CRON_SECRET}`,
      ]) {
        expect((await GET(cron(authorization))).status).toBe(401);
      }
    });
  } finally {
    process.env.CRON_SECRET = saved;
  }
  expect(smtp.messages).toEqual([]);
  expect(await siteOutbox.siteOutbox()!.store.get(id!)).not.toBeNull();
});

test('a run killed between the mail server’s acceptance and its record: the mail goes again once its lease ran out, as the same message', async () => {
  const [id] = await waiting(1);
  const { store } = siteOutbox.siteOutbox()!;
  // The killed run: it claimed the mail and the server took it; no record of that followed.
  const [claimed] = await store.claim(Date.now(), LEASE_MS, 1, [id!]);
  const killed = claimed!.message as { mail: import('@/lib/core/mail').Mail };
  await modules.mail.sharedMailer(modules.config.mailConfig!).send(killed.mail);
  expect(await answer(cron())).toEqual({ status: 200, json: { sent: 0, failed: 0, givenUp: 0 } });

  const killedAt = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(killedAt + LEASE_MS);
  expect(await answer(cron())).toEqual({ status: 200, json: { sent: 1, failed: 0, givenUp: 0 } });
  // Twice at the mail server, once in the mailbox: both carry the Message-ID of the outbox's id.
  const messageIds = smtp.messages.map(({ mail }) => mail.messageId);
  expect(messageIds).toEqual([killed.mail.messageId, killed.mail.messageId]);
  expect(killed.mail.messageId).toMatch(new RegExp(`^<${id!.replace('.', '\\.')}@`));
  expect(await answer(cron())).toEqual({ status: 200, json: { sent: 0, failed: 0, givenUp: 0 } });
});
