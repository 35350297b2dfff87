import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Redis as RedisClient } from 'ioredis';
import { drain } from '@/lib/outbox/drain';
import {
  restOf,
  type OutboxMail,
  type OutboxMessage,
  type OutboxStore,
} from '@/lib/outbox/outbox-store';
import { createRedisStore } from '@/lib/outbox/redis-store';
import { freePort, startRedis } from './redis-server.mjs';

// `npm run outbox` against a Redis of its own, as an operator runs it: a child
// process with REDIS_URL set, reading what the site's store put there.

type Redis = Awaited<ReturnType<typeof startRedis>>;

const VISITOR = 'ana.beispiel@example.org';
const SUBJECT = 'Ihre Kündigung K-20261126-3F9A1C';
const TEXT = 'Ich kündige mein Abonnement. Ana Beispiel, Lindenweg 4, 10115 Berlin';

const mail = (id: string, kind: string, to: string, replyTo: string): OutboxMessage => ({
  id,
  area: 'cancellation',
  kind,
  mail: {
    to,
    replyTo,
    subject: SUBJECT,
    text: TEXT,
    html: `<p>${TEXT}</p>`,
    messageId: `<${id}@rechenweg.example>`,
  },
});

const RECEIPT = mail('K-20261126-3F9A1C.receipt', 'receipt', VISITOR, 'kontakt@rechenweg.example');
const BUSINESS = mail(
  'K-20261126-3F9A1C.business',
  'business copy',
  'kontakt@rechenweg.example',
  VISITOR,
);
const SENT = mail('K-20261125-0B1D2E.receipt', 'receipt', VISITOR, 'kontakt@rechenweg.example');
const HAND_OFF: OutboxMessage = {
  id: 'order-5O190127TN364715T.hand-off',
  area: 'checkout',
  kind: 'hand-off',
  held: true,
  post: {
    url: 'https://premium.rechenweg.example/grants',
    body: JSON.stringify({ orderId: '5O190127TN364715T', accountEmail: VISITOR }),
    idempotencyKey: '5O190127TN364715T',
  },
};
const CONFIRMATION: OutboxMessage = {
  ...mail(
    'order-5O190127TN364715T.confirmation',
    'confirmation',
    VISITOR,
    'kontakt@rechenweg.example',
  ),
  area: 'checkout',
  then: HAND_OFF.id,
};
/** What a mail server says of the address it refuses. */
const REFUSAL = `Can't send mail - all recipients were rejected: 550 5.1.1 <${VISITOR}>: Recipient address rejected`;

let redis: Redis;
let store: OutboxStore;

/** `npm run outbox -- …args`: its exit code and everything it printed. */
function outbox(args: string[], env: Record<string, string> = { REDIS_URL: redis.url }) {
  const child = spawn(process.execPath, ['scripts/outbox.mjs', ...args], {
    env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
}

/** Nothing a visitor wrote or is: no address, no subject, no word of the text, no post body. */
function expectNothingOfTheVisitor(output: string) {
  expect(output).not.toContain(VISITOR);
  expect(output).not.toContain('ana.beispiel');
  expect(output).not.toContain(SUBJECT);
  for (const word of ['Abonnement', 'Lindenweg', 'Berlin', 'accountEmail']) {
    expect(output).not.toContain(word);
  }
}

const lineOf = (output: string, id: string) =>
  output.split('\n').find((line) => line.startsWith(`${id} `));

beforeAll(async () => {
  redis = await startRedis();
  store = createRedisStore(redis.url);
  const now = Date.now();
  await store.put([BUSINESS, RECEIPT], now - 3600_000);
  await store.put([CONFIRMATION, HAND_OFF], now - 60_000);
  await store.put([SENT], now - 60_000);
  // The business copy failed once and waits; the receipt's last attempt failed.
  const [business] = await store.claim(now, 60_000, 1, [BUSINESS.id]);
  await store.settle(
    business!,
    { sent: false, error: 'connect ECONNREFUSED 127.0.0.1:587', nextAt: now + 300_000 },
    now,
  );
  const [receipt] = await store.claim(now, 60_000, 1, [RECEIPT.id]);
  await store.settle(receipt!, { sent: false, error: REFUSAL, nextAt: null }, now);
  const [sent] = await store.claim(now, 60_000, 1, [SENT.id]);
  await store.settle(sent!, { sent: true }, now);
}, 30_000);

afterAll(async () => {
  await store?.close();
  await redis?.stop();
});

test('list: what waits, is held or was given up, with its attempts and last error, and nothing of the visitor', async () => {
  const { code, output } = await outbox(['list']);
  expect(code).toBe(0);
  expect(lineOf(output, BUSINESS.id)).toMatch(
    /cancellation\s+business copy\s+waiting\s+1\s+\S+Z\s+\S+Z\s+rechenweg\.example\s+connect ECONNREFUSED/,
  );
  expect(lineOf(output, RECEIPT.id)).toMatch(
    /cancellation\s+receipt\s+given up\s+1\s+\S+Z\s+-\s+example\.org\s+Can't send mail/,
  );
  expect(lineOf(output, CONFIRMATION.id)).toMatch(/checkout\s+confirmation\s+waiting\s+0\s/);
  expect(lineOf(output, HAND_OFF.id)).toMatch(
    /checkout\s+hand-off\s+held\s+0\s+\S+Z\s+-\s+premium\.rechenweg\.example\s+-$/,
  );
  // Sent: gone from the list.
  expect(output).not.toContain(SENT.id);
  expect(output).toContain('4 message(s): 2 waiting, 1 held, 1 given up');
  // The refusal quotes the address: only its domain is shown.
  expect(output).toContain('<…@example.org>: Recipient address rejected');
  expectNothingOfTheVisitor(output);
}, 30_000);

test('list: an id whose record is gone (deleted by hand, evicted) is left out, and the rest shown', async () => {
  const raw = new RedisClient(redis.url);
  try {
    await raw.zadd('outbox:due', 0, 'ghost');
    await raw.zadd('outbox:given-up', Date.now(), 'ghost-given-up');
    const { code, output } = await outbox(['list']);
    expect(code).toBe(0);
    for (const { id } of [BUSINESS, RECEIPT, CONFIRMATION, HAND_OFF]) {
      expect(output.split('\n').filter((line) => line.startsWith(`${id} `))).toHaveLength(1);
    }
    expect(output).toContain('4 message(s): 2 waiting, 1 held, 1 given up');
    expect(output).toContain(
      '[outbox] ghost left out: outbox:due names it, but its record outbox:m:ghost is gone',
    );
    expect(output).toContain(
      '[outbox] ghost-given-up left out: outbox:given-up names it, but its record outbox:m:ghost-given-up is gone',
    );
    const ghost = await outbox(['show', 'ghost']);
    expect(ghost.code).toBe(1);
    expect(ghost.output).toContain('ghost is not in the outbox');
  } finally {
    await raw.zrem('outbox:due', 'ghost');
    await raw.zrem('outbox:given-up', 'ghost-given-up');
    raw.disconnect();
  }
}, 30_000);

test('show: one message, its times and what happens next', async () => {
  const { code, output } = await outbox(['show', RECEIPT.id]);
  expect(code).toBe(0);
  expect(output).toMatch(/^state\s+given up$/m);
  expect(output).toMatch(/^attempts\s+1$/m);
  expect(output).toMatch(/^since\s+\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/m);
  expect(output).toMatch(/^next attempt\s+-$/m);
  expect(output).toMatch(/^domain\s+example\.org$/m);
  expect(output).toContain(`npm run outbox -- retry ${RECEIPT.id}`);
  expectNothingOfTheVisitor(output);

  const sent = await outbox(['show', SENT.id]);
  expect(sent.code).toBe(1);
  expect(sent.output).toContain(`${SENT.id} is not in the outbox`);
}, 30_000);

test('retry: a given-up message is due now with a fresh schedule; a held one stays held', async () => {
  const held = await outbox(['retry', HAND_OFF.id]);
  expect(held.code).toBe(1);
  expect(held.output).toContain(`${HAND_OFF.id} is held`);
  expect((await store.get(HAND_OFF.id))!.state).toBe('held');

  expect((await outbox(['retry', 'K-20260101-000000.receipt'])).code).toBe(1);

  const before = Date.now();
  const { code, output } = await outbox(['retry', RECEIPT.id]);
  expect(code).toBe(0);
  expect(output).toContain(`${RECEIPT.id} is due now`);
  const summary = (await store.get(RECEIPT.id))!;
  expect(summary).toMatchObject({ state: 'waiting', attempts: 0 });
  expect(summary.dueAt).toBeGreaterThanOrEqual(before);
  expect(summary.dueAt).toBeLessThanOrEqual(Date.now());
  // The next drain takes it.
  const claimed = await store.claim(Date.now(), 60_000, 5, [RECEIPT.id]);
  expect(claimed.map((claim) => claim.message.id)).toEqual([RECEIPT.id]);
}, 30_000);

test('a wrong call prints the usage and exits 2', async () => {
  for (const args of [[], ['show'], ['retry'], ['list', RECEIPT.id], ['drop', RECEIPT.id]]) {
    const { code, output } = await outbox(args);
    expect({ args, code }).toEqual({ args, code: 2 });
    expect(output).toContain('usage: npm run outbox -- list | show ID | retry ID');
  }
}, 60_000);

test('without REDIS_URL it says the outbox is in the server’s memory, and without SMTP_URL where the mail goes', async () => {
  const { code, output } = await outbox(['list'], {});
  expect(code).toBe(2);
  expect(output).toMatch(
    /^SMTP_URL is not set: mail goes to the folder \/\S+\/\.mail, not sent \(\d+ \.eml file\(s\) there\)\.$/m,
  );
  expect(output).toContain(`folder ${join(__dirname, '..', '.mail')},`);
  expect(output).toContain(
    'REDIS_URL is not set: the outbox lives in the server’s memory, and nothing outside that process can read it.',
  );
}, 30_000);

test('a Redis that does not answer is an error, not an empty outbox', async () => {
  const { code, output } = await outbox(['list'], {
    REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
  });
  expect(code).toBe(1);
  expect(output).toContain('The outbox could not be read');
  expect(output).not.toContain('The outbox is empty');
}, 30_000);

test('show: what the archive refused of a confirmation the buyer took waits on its own, addressed to the archive', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const archive = 'archiv@archiv.rechenweg.example';
  const { mail: sent, then: _, ...order } = CONFIRMATION as OutboxMail;
  const confirmation: OutboxMail = {
    ...order,
    id: 'order-8AB12345CD678901E.confirmation',
    mail: { ...sent, record: true },
  };
  try {
    await store.put([confirmation], Date.now());
    // The mail server took it for the buyer and refused the archive's mailbox (552, full).
    const refused = { ok: true as const, rejected: [{ address: archive, permanent: true }] };
    await drain(store, async (message) => restOf(message as OutboxMail, refused, archive), {
      ids: [confirmation.id],
    });
  } finally {
    warn.mockRestore();
  }
  const { code, output } = await outbox(['show', `${confirmation.id}.archive`]);
  expect(code).toBe(0);
  expect(output).toMatch(/^kind\s+archive copy$/m);
  expect(output).toMatch(/^state\s+waiting$/m);
  expect(output).toMatch(/^attempts\s+1$/m);
  expect(output).toMatch(/^domain\s+archiv\.rechenweg\.example$/m);
  expect(output).toContain('refused by the mail server: …@archiv.rechenweg.example');
  expectNothingOfTheVisitor(output);
  expect((await outbox(['show', confirmation.id])).output).toContain('is not in the outbox');
}, 30_000);
