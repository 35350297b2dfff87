import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SmtpFake } from '@/e2e/fakes/smtp-fake';
import { createMailer } from '@/lib/core/mail';
import {
  DRAIN_BUDGET_MS,
  LEASE_MS,
  RETRY_DELAYS_MS,
  drain,
  type Deliver,
} from '@/lib/outbox/drain';
import {
  GIVEN_UP_KEPT_MS,
  createMemoryStore,
  recipientState,
  restOf,
  type Delivery,
  type OutboxMail,
  type OutboxMessage,
  type OutboxStore,
} from '@/lib/outbox/outbox-store';
import { createRedisStore } from '@/lib/outbox/redis-store';
import { REDIS_SERVER, startRedis } from '@/scripts/redis-server.mjs';

// The outbox's promises, on both stores: nothing is lost while the mail server
// refuses, nothing is sent twice, a hand-off waits for its confirmation, and a
// message that never goes out is kept and told. The clock is the test's: a day
// of retries passes in a loop.

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-26T10:00:00Z');

const mail = (id: string, extra: Partial<OutboxMail> = {}): OutboxMail => ({
  id,
  area: 'cancellation',
  kind: 'receipt',
  mail: {
    to: `eva.${id}@example.de`,
    subject: 'Ihre Kündigung ist eingegangen',
    text: 'Text',
    html: '<p>Text</p>',
    messageId: `<${id}@example.de>`,
  },
  ...extra,
});

/** A mail server (and product server) that refuses while `down` says so, and records what it took. */
function servers(down: (now: number) => boolean, clock: { now: number }) {
  const delivered: string[] = [];
  const deliver: Deliver = async (message) => {
    if (down(clock.now)) return { ok: false, error: '421 Service not available' };
    delivered.push(message.id);
    return { ok: true };
  };
  return { delivered, deliver };
}

type Stores = { name: string; open: () => Promise<OutboxStore> };

// Each failed attempt is a warning line in the server's log; here it would drown the test's output.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const haveRedis = existsSync(REDIS_SERVER);
let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
let prefixes = 0;
beforeAll(async () => {
  if (haveRedis) redis = await startRedis();
});
afterAll(() => redis?.stop());

const stores: Stores[] = [
  { name: 'in memory', open: async () => createMemoryStore() },
  ...(haveRedis
    ? [{ name: 'in Redis', open: async () => createRedisStore(redis!.url, `t${++prefixes}:`) }]
    : []),
];

describe.each(stores)('the outbox $name', ({ open }) => {
  let store: OutboxStore;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it('delivers what waits through an outage of ten minutes, each message exactly once', async () => {
    const clock = { now: T0 };
    const { delivered, deliver } = servers((now) => now < T0 + 10 * MINUTE, clock);
    const options = { now: () => clock.now };
    // Stored while the mail server refuses: a declaration's two mails, then a confirmation.
    await store.put([mail('K-1.business'), mail('K-1.receipt')], clock.now);
    await drain(store, deliver, { ...options, ids: ['K-1.business', 'K-1.receipt'] });
    clock.now += 3 * MINUTE;
    await store.put([mail('order-1.confirmation', { area: 'checkout' })], clock.now);
    // The timer's minutes, and a few runs more in between (another instance, the cron job).
    for (let minute = 0; minute < 40; minute++) {
      clock.now += MINUTE;
      await drain(store, deliver, options);
      await drain(store, deliver, options);
    }
    expect(delivered.sort()).toEqual(['K-1.business', 'K-1.receipt', 'order-1.confirmation']);
    expect(await store.list()).toEqual([]);
    // A repeat of the same put (a reload) stores nothing: its id is remembered.
    await store.put([mail('order-1.confirmation')], clock.now);
    await drain(store, deliver, options);
    expect(delivered).toHaveLength(3);
  });

  it('retries from a minute to a day for more than three days, then keeps the message and tells', async () => {
    const clock = { now: T0 };
    const { deliver } = servers(() => true, clock);
    const told: [string, number, string][] = [];
    const options = {
      now: () => clock.now,
      onGiveUp: (message: OutboxMessage, attempts: number, error: string) =>
        void told.push([message.id, attempts, error]),
    };
    await store.put([mail('W-1.receipt')], clock.now);
    const attemptsAt: number[] = [];
    for (;;) {
      const [summary] = await store.list();
      if (summary!.state === 'given up') break;
      clock.now = Math.max(clock.now, summary!.dueAt!);
      attemptsAt.push(clock.now - T0);
      await drain(store, deliver, options);
    }
    const pauses = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
    expect(pauses).toEqual(RETRY_DELAYS_MS);
    expect(pauses[0]).toBe(MINUTE);
    expect(Math.max(...pauses)).toBe(24 * 60 * MINUTE);
    expect(attemptsAt.at(-1)!).toBeGreaterThan(3 * 24 * 60 * MINUTE);
    expect(told).toEqual([
      ['W-1.receipt', RETRY_DELAYS_MS.length + 1, '421 Service not available'],
    ]);
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      id: 'W-1.receipt',
      state: 'given up',
      attempts: 13,
      dueAt: null,
      lastError: '421 Service not available',
      domain: 'example.de',
    });
    // A person retries it: due now, with a fresh schedule.
    expect(await store.retry('W-1.receipt', clock.now)).toBe(true);
    expect(await store.get('W-1.receipt')).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(await store.retry('no-such-id', clock.now)).toBe(false);
    // Not while it is being sent: a second sender would send it twice.
    expect(await store.claim(clock.now, LEASE_MS, 1, ['W-1.receipt'])).toHaveLength(1);
    expect(await store.retry('W-1.receipt', clock.now + MINUTE)).toBe(false);
    // Once the lease ran out (its sender died), it may be.
    expect(await store.retry('W-1.receipt', clock.now + LEASE_MS + 1)).toBe(true);
  });

  it('deletes a given-up message 30 days after its last attempt, but not one a person retried', async () => {
    const clock = { now: T0 };
    const { deliver } = servers(() => true, clock);
    const options = { now: () => clock.now };
    await store.put([mail('W-2.receipt'), mail('W-3.receipt')], clock.now);
    while ((await store.list()).some((summary) => summary.state !== 'given up')) {
      clock.now = Math.max(clock.now, ...(await store.list()).map((summary) => summary.dueAt ?? 0));
      await drain(store, deliver, options);
    }
    const givenUpAt = clock.now;
    clock.now = givenUpAt + 29 * 24 * 60 * MINUTE;
    expect(await store.retry('W-3.receipt', clock.now)).toBe(true);
    clock.now = givenUpAt + GIVEN_UP_KEPT_MS - 1;
    await drain(store, deliver, options);
    expect(await store.get('W-2.receipt')).toMatchObject({ state: 'given up' });
    clock.now += 1;
    await drain(store, deliver, options);
    expect(await store.get('W-2.receipt')).toBeNull();
    expect((await store.list()).map((summary) => [summary.id, summary.state])).toEqual([
      ['W-3.receipt', 'waiting'],
    ]);
    // Stored again (the same id), it is a new message: nothing of the old one is left.
    await store.put([mail('W-2.receipt')], clock.now);
    expect(await store.get('W-2.receipt')).toMatchObject({ state: 'waiting', attempts: 0 });
  });

  it('keeps a given-up confirmation that holds its hand-off past the 30 days, until a person retries it', async () => {
    const clock = { now: T0 };
    let down = true;
    const { delivered, deliver } = servers(() => down, clock);
    const options = { now: () => clock.now };
    const handOff: OutboxMessage = {
      id: 'order-7.hand-off',
      area: 'checkout',
      kind: 'hand-off',
      held: true,
      post: { url: 'https://app.example.de/premium/grants', body: '{}', idempotencyKey: '7' },
    };
    const confirmation = mail('order-7.confirmation', { area: 'checkout', then: handOff.id });
    await store.put([confirmation, handOff, mail('W-7.receipt')], clock.now);
    while ((await store.list()).some((summary) => summary.state === 'waiting')) {
      clock.now = Math.max(clock.now, ...(await store.list()).map((summary) => summary.dueAt ?? 0));
      await drain(store, deliver, options);
    }
    clock.now += GIVEN_UP_KEPT_MS + 24 * 60 * MINUTE;
    await drain(store, deliver, options);
    expect((await store.list()).map((summary) => [summary.id, summary.state]).sort()).toEqual([
      ['order-7.confirmation', 'given up'],
      ['order-7.hand-off', 'held'],
    ]);
    down = false;
    expect(await store.retry(confirmation.id, clock.now)).toBe(true);
    await drain(store, deliver, options);
    expect(delivered).toEqual(['order-7.confirmation', 'order-7.hand-off']);
    expect(await store.list()).toEqual([]);
  });

  it('holds a hand-off until its confirmation is sent, then delivers it in the same run', async () => {
    const clock = { now: T0 };
    const { delivered, deliver } = servers((now) => now < T0 + 2 * MINUTE, clock);
    const handOff: OutboxMessage = {
      id: 'order-2.hand-off',
      area: 'checkout',
      kind: 'hand-off',
      held: true,
      post: { url: 'https://app.example.de/premium/grants', body: '{}', idempotencyKey: '2' },
    };
    await store.put([mail('order-2.confirmation', { then: handOff.id }), handOff], clock.now);
    expect((await store.get(handOff.id))!.state).toBe('held');
    await drain(store, deliver, { now: () => clock.now, ids: ['order-2.confirmation'] });
    // The mail server refused the confirmation: the hand-off stays held, whatever runs.
    clock.now += 30 * MINUTE;
    expect(await store.claim(clock.now, LEASE_MS, 10, [handOff.id])).toEqual([]);
    expect(await store.retry(handOff.id, clock.now)).toBe(false);
    expect(delivered).toEqual([]);
    await drain(store, deliver, { now: () => clock.now });
    expect(delivered).toEqual(['order-2.confirmation', 'order-2.hand-off']);
    expect(await store.list()).toEqual([]);
  });

  it('sends a message whose sender crashed mid-send once its lease ran out, and only then', async () => {
    const clock = { now: T0 };
    const { delivered, deliver } = servers(() => false, clock);
    await store.put([mail('K-3.receipt')], clock.now);
    // Claimed, and never settled: the instance died while sending.
    expect(await store.claim(clock.now, LEASE_MS, 5)).toHaveLength(1);
    clock.now += LEASE_MS - 1;
    await drain(store, deliver, { now: () => clock.now });
    expect(delivered).toEqual([]);
    clock.now += 1;
    await drain(store, deliver, { now: () => clock.now });
    expect(delivered).toEqual(['K-3.receipt']);
  });

  it('stops claiming when its budget is spent, leaving the rest due', async () => {
    const clock = { now: T0 };
    const deliver: Deliver = async () => {
      clock.now += 10_000;
      return { ok: true };
    };
    await store.put(
      Array.from({ length: 40 }, (_, i) => mail(`K-${i}.receipt`)),
      clock.now,
    );
    const report = await drain(store, deliver, { now: () => clock.now });
    expect(report.sent).toBeGreaterThan(0);
    expect(report.sent).toBeLessThan(40);
    expect(clock.now - T0).toBeGreaterThanOrEqual(DRAIN_BUDGET_MS);
    expect((await store.list()).length).toBe(40 - report.sent);
  });
});

describe('what a mail server’s answer leaves to send', () => {
  const archive = 'archiv@example.de';
  const receipt = mail('W-6.receipt');
  const record: OutboxMail = { ...receipt, mail: { ...receipt.mail, record: true } };
  const visitor = record.mail.to;
  const { record: _, ...toVisitor } = record.mail;
  const refused = (address: string, permanent: boolean) => ({ address, permanent });
  const sent = (...rejected: ReturnType<typeof refused>[]) => ({ ok: true as const, rejected });
  const allRefused = (...rejected: ReturnType<typeof refused>[]) => ({
    ok: false as const,
    error: "Can't send mail - all recipients were rejected",
    rejected,
  });
  const leftFor = (delivery: Delivery) => ('rest' in delivery ? delivery.rest : null);

  it('nothing where every recipient took it', () => {
    const delivery = restOf(record, sent(), archive);
    expect(delivery).toEqual({ ok: true, recipient: 'accepted' });
    expect(recipientState(delivery)).toBe('sent');
  });

  it('nothing more where the server refused the visitor for good and the archive took it', () => {
    const delivery = restOf(record, sent(refused(visitor, true)), archive);
    expect(delivery).toEqual({ ok: true, recipient: 'refused' });
    expect(recipientState(delivery)).toBe('refused');
  });

  it('asks again where the refused confirmation holds a hand-off: Premium waits for its contract', () => {
    const confirmation = { ...record, then: 'order-6.hand-off' };
    const delivery = restOf(confirmation, sent(refused(visitor, true)), archive);
    expect(leftFor(delivery)).toEqual({ ...confirmation, mail: toVisitor });
    expect(recipientState(delivery)).toBe('pending');
  });

  it('the visitor alone where the server refused them for now (4xx), the archive having it', () => {
    const delivery = restOf(record, sent(refused(visitor, false)), archive);
    expect(delivery.ok).toBe(false);
    expect(leftFor(delivery)).toEqual({ ...record, mail: toVisitor });
    expect(recipientState(delivery)).toBe('pending');
  });

  it('the archive alone, as a message of its own, where it refused and the visitor took it, or was refused for good', () => {
    const archiveCopy: OutboxMail = {
      id: 'W-6.receipt.archive',
      area: 'cancellation',
      kind: 'archive copy',
      mail: { ...toVisitor, to: archive },
    };
    const took = restOf(record, sent(refused(archive, false)), archive);
    expect(took).toEqual({
      ok: true,
      recipient: 'accepted',
      copy: { message: archiveCopy, error: 'refused by the mail server: archiv@example.de' },
    });
    expect(recipientState(took)).toBe('sent');
    const gone = restOf(
      record,
      allRefused(refused(visitor, true), refused(archive, false)),
      archive,
    );
    expect(gone).toEqual({
      ok: true,
      recipient: 'refused',
      copy: { message: archiveCopy, error: "Can't send mail - all recipients were rejected" },
    });
    expect(recipientState(gone)).toBe('refused');
  });

  it('sends a confirmation the buyer took, whatever the archive answered: its copy holds no hand-off', () => {
    const confirmation: OutboxMail = {
      ...record,
      id: 'order-6.confirmation',
      then: 'order-6.hand-off',
    };
    for (const permanent of [true, false]) {
      const delivery = restOf(confirmation, sent(refused(archive, permanent)), archive);
      expect(delivery).toMatchObject({ ok: true, recipient: 'accepted' });
      const copy = 'copy' in delivery ? delivery.copy!.message : null;
      expect(copy).toEqual({
        id: 'order-6.confirmation.archive',
        area: 'cancellation',
        kind: 'archive copy',
        mail: { ...toVisitor, to: archive },
      });
    }
  });

  it('the whole message again where both were refused and the visitor only for now', () => {
    const delivery = restOf(
      record,
      allRefused(refused(visitor, false), refused(archive, true)),
      archive,
    );
    expect(leftFor(delivery)).toEqual(record);
    expect(recipientState(delivery)).toBe('pending');
  });

  it('asks our own address again whatever it answered: a business copy refused for good is kept', () => {
    const copy = mail('W-6.business');
    const delivery = restOf(copy, allRefused(refused(copy.mail.to, true)), archive);
    expect(leftFor(delivery)).toEqual(copy);
    expect(recipientState(delivery)).toBe('pending');
  });

  it('the whole message where the server gave no answer per recipient', () => {
    const down = { ok: false as const, error: '421 Service not available' };
    expect(restOf(record, down, archive)).toEqual(down);
    expect(recipientState(restOf(record, down, archive))).toBe('pending');
  });
});

describe('a mail the server takes for some recipients only', () => {
  // A real SMTP server that greylists the visitor's address once (450 at RCPT TO), as
  // providers do with an unknown sender, refuses an address it does not know for good
  // (550), and takes the archive's Bcc at once.
  const received: { to: string[]; messageId: string }[] = [];
  let greylisted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'nobody@unknown.example') {
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      }
      if (address.address === 'eva@greylist.example' && greylisted++ === 0) {
        return callback(
          Object.assign(new Error('Greylisted, try again later'), { responseCode: 450 }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: parsed.messageId!,
        });
        callback();
      }, callback);
    },
  });
  let smtpUrl: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  const archive = 'archiv@example.de';
  const mailer = () => createMailer({ smtpUrl, from: 'Rechenweg <kontakt@example.de>', archive });
  const deliverBy =
    (sender: ReturnType<typeof createMailer>): Deliver =>
    async (message) => {
      if (!('mail' in message)) throw new Error('a mail was expected');
      return restOf(message, await sender.send(message.mail), archive);
    };

  it('goes again to the refused alone: the visitor gets it once, the archive once', async () => {
    const sender = mailer();
    const store = createMemoryStore();
    const deliver = deliverBy(sender);
    try {
      const clock = { now: T0 };
      const receipt = mail('W-5.receipt');
      await store.put(
        [{ ...receipt, mail: { ...receipt.mail, to: 'eva@greylist.example', record: true } }],
        clock.now,
      );
      await drain(store, deliver, { now: () => clock.now });
      expect(received).toEqual([{ to: [archive], messageId: '<W-5.receipt@example.de>' }]);
      const [waiting] = await store.list();
      expect(waiting).toMatchObject({ attempts: 1, domain: 'greylist.example' });
      expect(waiting!.lastError).toBe('refused by the mail server: …@greylist.example');
      // The log names the domain only, like the store.
      expect(jest.mocked(console.warn).mock.calls.flat().join('\n')).not.toContain('eva@');
      clock.now += MINUTE;
      await drain(store, deliver, { now: () => clock.now });
      expect(received).toEqual([
        { to: [archive], messageId: '<W-5.receipt@example.de>' },
        { to: ['eva@greylist.example'], messageId: '<W-5.receipt@example.de>' },
      ]);
      expect(await store.list()).toEqual([]);
    } finally {
      sender.close();
    }
  });

  it('ends the visitor’s part where the server refused their address for good: the archive has it, nobody asks again', async () => {
    const sender = mailer();
    const store = createMemoryStore();
    const told: [string, Delivery][] = [];
    try {
      const clock = { now: T0 };
      const receipt = mail('W-8.receipt');
      await store.put(
        [{ ...receipt, mail: { ...receipt.mail, to: 'nobody@unknown.example', record: true } }],
        clock.now,
      );
      await drain(store, deliverBy(sender), {
        now: () => clock.now,
        ids: ['W-8.receipt'],
        onAttempt: (message, delivery) => void told.push([message.id, delivery]),
      });
      expect(told).toEqual([['W-8.receipt', { ok: true, recipient: 'refused' }]]);
      expect(received).toEqual([{ to: [archive], messageId: '<W-8.receipt@example.de>' }]);
      expect(await store.list()).toEqual([]);
      // A day of the timer's runs sends nothing more.
      for (let minute = 0; minute < 24 * 60; minute += 60) {
        clock.now += 60 * MINUTE;
        await drain(store, deliverBy(sender), { now: () => clock.now });
      }
      expect(received).toHaveLength(1);
      // The log says it, by the domain only.
      const warned = jest.mocked(console.warn).mock.calls.flat().join('\n');
      expect(warned).toContain('W-8.receipt: the mail server refused its recipient for good');
      expect(warned).not.toContain('nobody@');
    } finally {
      sender.close();
    }
  });
});

describe.each(stores)('a purchase whose archive refuses its copy, $name', ({ open }) => {
  // The SMTP stand-in answers per RCPT TO, as a real server does: 552 for the archive's mailbox
  // (full, over its quota) while it takes the buyer's address and the message for them.
  const fake = new SmtpFake();
  const archive = 'archiv@rechenweg.example';
  const buyer = 'eva@example.org';
  let sender: ReturnType<typeof createMailer>;
  let store: OutboxStore;
  const posted: string[] = [];
  const deliver: Deliver = async (message) => {
    if ('mail' in message) return restOf(message, await sender.send(message.mail), archive);
    posted.push(message.id);
    return { ok: true };
  };
  beforeAll(async () => {
    sender = createMailer({
      smtpUrl: await fake.start(),
      from: 'Rechenweg <kontakt@example.de>',
      archive,
    });
  });
  afterAll(async () => {
    sender.close();
    await fake.stop();
  });
  beforeEach(async () => {
    fake.reset();
    fake.refuseRecipients.set(archive, 552);
    posted.length = 0;
    store = await open();
    const confirmation = mail('order-7.confirmation', { area: 'checkout', kind: 'confirmation' });
    await store.put(
      [
        {
          ...confirmation,
          then: 'order-7.hand-off',
          mail: { ...confirmation.mail, to: buyer, record: true },
        },
        {
          id: 'order-7.hand-off',
          area: 'checkout',
          kind: 'hand-off',
          held: true,
          post: { url: 'https://app.example.de/premium/grants', body: '{}', idempotencyKey: '7' },
        },
      ],
      T0,
    );
  });
  afterEach(() => store.close());

  it('grants Premium once the buyer has the confirmation; the archive gets its copy on its own', async () => {
    const clock = { now: T0 };
    // The first attempt after the answer: the confirmation and what it releases.
    const report = await drain(store, deliver, {
      now: () => clock.now,
      ids: ['order-7.confirmation'],
    });
    expect(fake.messages.map(({ envelope }) => envelope.to)).toEqual([[buyer]]);
    expect(posted).toEqual(['order-7.hand-off']);
    expect(report).toEqual({ sent: 2, failed: 1, givenUp: 0 });
    // The confirmation is sent (premium:reconcile sees it so); what waits is addressed to the archive.
    expect(await store.get('order-7.confirmation')).toBeNull();
    expect(await store.list()).toEqual([
      {
        id: 'order-7.confirmation.archive',
        area: 'checkout',
        kind: 'archive copy',
        state: 'waiting',
        createdAt: T0,
        attempts: 1,
        dueAt: T0 + RETRY_DELAYS_MS[0]!,
        lastError: 'refused by the mail server: …@rechenweg.example',
        domain: 'rechenweg.example',
      },
    ]);
    expect(jest.mocked(console.warn).mock.calls.flat().join('\n')).toContain(
      'order-7.confirmation sent; the archive refused its copy, which goes on as order-7.confirmation.archive',
    );
    // The archive's mailbox has room again: the copy, the same message, goes there alone.
    fake.refuseRecipients.clear();
    clock.now += RETRY_DELAYS_MS[0]!;
    await drain(store, deliver, { now: () => clock.now });
    expect(fake.messages.map(({ envelope }) => envelope.to)).toEqual([[buyer], [archive]]);
    expect(fake.messages[1]!.mail.messageId).toBe(fake.messages[0]!.mail.messageId);
    expect(posted).toEqual(['order-7.hand-off']);
    expect(await store.list()).toEqual([]);
  });

  it('retries the archive’s copy on its own schedule, and reports it given up by its own id', async () => {
    const clock = { now: T0 };
    const told: [string, number][] = [];
    const options = {
      now: () => clock.now,
      onGiveUp: (message: OutboxMessage, attempts: number) =>
        void told.push([message.id, attempts]),
    };
    await drain(store, deliver, options);
    expect(posted).toEqual(['order-7.hand-off']);
    for (;;) {
      const [waiting] = await store.list();
      if (waiting!.state === 'given up') break;
      clock.now = waiting!.dueAt!;
      await drain(store, deliver, options);
    }
    expect(told).toEqual([['order-7.confirmation.archive', RETRY_DELAYS_MS.length + 1]]);
    expect(fake.messages.map(({ envelope }) => envelope.to)).toEqual([[buyer]]);
  });
});

const describeRedis = haveRedis ? describe : describe.skip;

describeRedis('the outbox in Redis', () => {
  it('sends each message once when two instances drain it at the same time', async () => {
    const prefix = `two-${Date.now()}:`;
    const first = createRedisStore(redis!.url, prefix);
    const second = createRedisStore(redis!.url, prefix);
    try {
      const ids = Array.from({ length: 60 }, (_, i) => `K-${i}.receipt`);
      await first.put(
        ids.map((id) => mail(id)),
        Date.now(),
      );
      const delivered: string[] = [];
      // A send takes a while, as over the network: both instances are claiming meanwhile.
      const deliver: Deliver = async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(message.id);
        return { ok: true };
      };
      await Promise.all([drain(first, deliver), drain(second, deliver), drain(first, deliver)]);
      expect(delivered.sort()).toEqual([...ids].sort());
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('survives an id whose record is gone: a claim drops it with a log line, the rest goes out', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefix = `ghost-${Date.now()}:`;
    const store = createRedisStore(redis!.url, prefix);
    const raw = new Redis(redis!.url);
    try {
      await store.put(
        Array.from({ length: 6 }, (_, i) => mail(`K-${i}.receipt`)),
        T0,
      );
      // Ids without their records, as a manual DEL or an evicting Redis leaves them: before
      // everything else that is due, in the given-up and in the held.
      await raw.zadd(`${prefix}due`, 0, 'ghost', 1, 'ghost-2');
      await raw.zadd(`${prefix}given-up`, T0, 'ghost-3');
      await raw.zadd(`${prefix}held`, T0, 'ghost-4');
      const { delivered, deliver } = servers(() => false, { now: T0 });
      const report = await drain(store, deliver, { now: () => T0 });
      expect(report).toEqual({ sent: 6, failed: 0, givenUp: 0 });
      expect(delivered.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `K-${i}.receipt`));
      const gone = (id: string, set: string) =>
        `${set} names it, but its record ${prefix}m:${id} is gone (deleted by hand, or evicted`;
      expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringContaining(`[outbox] ghost dropped: ${gone('ghost', `${prefix}due`)}`),
        expect.stringContaining(`[outbox] ghost-2 dropped: ${gone('ghost-2', `${prefix}due`)}`),
      ]);
      // Dropped, and nothing left in its place: the id may be stored again.
      expect(await raw.zscore(`${prefix}due`, 'ghost')).toBeNull();
      expect(await raw.exists(`${prefix}m:ghost`, `${prefix}m:ghost-2`)).toBe(0);
      await store.put([mail('ghost')], T0);
      expect(await store.get('ghost')).toMatchObject({ state: 'waiting' });
      // The list shows what has a record, and says what it left out.
      expect((await store.list()).map((summary) => summary.id)).toEqual(['ghost']);
      const warned = jest.mocked(console.warn).mock.calls.flat().join('\n');
      expect(warned).toContain(`ghost-3 left out: ${gone('ghost-3', `${prefix}given-up`)}`);
      expect(warned).toContain(`ghost-4 left out: ${gone('ghost-4', `${prefix}held`)}`);
      // A confirmation whose held hand-off is gone releases nothing, and says so.
      await store.put([mail('order-9.confirmation', { then: 'order-9.hand-off' })], T0);
      await raw.zadd(`${prefix}held`, T0, 'order-9.hand-off');
      await drain(store, deliver, { now: () => T0, ids: ['order-9.confirmation'] });
      expect(delivered).toContain('order-9.confirmation');
      expect(delivered).not.toContain('order-9.hand-off');
      expect(await raw.exists(`${prefix}m:order-9.hand-off`)).toBe(0);
      expect(String(errors.mock.calls.at(-1)![0])).toContain(
        `[outbox] order-9.hand-off not released: ${gone('order-9.hand-off', `${prefix}held`)}`,
      );
    } finally {
      raw.disconnect();
      await store.close();
    }
  });

  it('keeps what waits when Redis is killed and started again on its append-only file', async () => {
    const durable = await startRedis({ durable: true });
    let store = createRedisStore(durable.url);
    try {
      await store.put([mail('W-9.business'), mail('W-9.receipt')], T0);
      await store.close();
      await durable.kill();
      const again = await startRedis({ durable: true, dir: durable.dir, port: durable.port });
      try {
        store = createRedisStore(again.url);
        expect((await store.list()).map((summary) => summary.id).sort()).toEqual([
          'W-9.business',
          'W-9.receipt',
        ]);
      } finally {
        await store.close();
        await again.stop();
      }
    } finally {
      await durable.kill();
    }
  });

  it('refuses to store while Redis is down, so that the visitor hears of it', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = await startRedis();
    const store = createRedisStore(gone.url);
    try {
      await gone.stop();
      await expect(store.put([mail('K-7.business'), mail('K-7.receipt')], T0)).rejects.toThrow();
      // One line for the operator, however often it reconnects.
      expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^\[outbox\] Redis unreachable: /),
      ]);
    } finally {
      await store.close();
    }
  });
});
