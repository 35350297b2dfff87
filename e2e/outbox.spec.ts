import { LEASE_MS } from '@/lib/outbox/drain';
import type { OutboxStore } from '@/lib/outbox/outbox-store';
import { createRedisStore } from '@/lib/outbox/redis-store';
import { startRedis } from '../scripts/redis-server.mjs';
import {
  CONTACT_EMAIL,
  MAIL_DOMAIN,
  cancellationOf,
  declare,
  messageIdOf,
  messageIds,
  withdrawalOf,
} from './declaration-helpers';
import {
  E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL,
  E2E_PORT,
  PRODUCTION_RUNTIME,
  e2eEnv,
  extraPort,
} from './e2e-env.mjs';
import { GERMAN_PAYER } from './fakes/paypal-api';
import { installPayPalSdk } from './fakes/paypal-sdk';
import { SiteServer } from './fakes/site-server';
import { SmtpFake } from './fakes/smtp-fake';
import { expect, test } from './fixtures';
import {
  api,
  choose,
  confirmation,
  currentClient,
  grants,
  order,
  payUntilReview,
  run,
  serveCheckoutStandIns,
  smtp,
} from './premium-helpers';

// Issue #41: nothing the law needs is lost while the mail server or our own
// server is down. Each test is one point of its list (Redis down at a
// declaration: cancellation.spec.ts and withdrawal-mail.spec.ts). The e2e build's
// outbox runs a minute of its schedule in 1/OUTBOX_TEST_SPEEDUP of one
// (e2e/e2e-env.mjs), and so do the servers started here.

/** A minute of the outbox's schedule, in real milliseconds. */
const MINUTE = 60_000 / Number(e2eEnv.OUTBOX_TEST_SPEEDUP);

/** The Message-IDs of the mails of a cancellation and a withdrawal, by their receipt numbers. */
function declarationIds(cancellation: string, withdrawal: string) {
  return {
    cancellationCopy: messageIdOf(`${cancellation}.business`),
    cancellationReceipt: messageIdOf(`${cancellation}.receipt`),
    withdrawalCopy: messageIdOf(`${withdrawal}.business`),
    withdrawalReceipt: messageIdOf(`${withdrawal}.receipt`),
  };
}

/**
 * A cancellation and a withdrawal by `email` while the mail server refuses for
 * now, each answered with its receipt and the e-mail still to come: their mails' Message-IDs.
 */
async function declareBoth(origin: string, email: string, client: string) {
  const cancelled = await declare(origin, '/api/kuendigung', cancellationOf(email), client);
  const withdrawn = await declare(origin, '/api/widerruf', withdrawalOf(email), client);
  for (const answer of [cancelled, withdrawn]) {
    expect(answer).toMatchObject({ status: 200, body: { mailed: false, mail: 'pending' } });
  }
  return declarationIds(cancelled.body.reference!, withdrawn.body.reference!);
}

// On the e2e build's own server, whose outbox is in memory, with the checkout's stand-ins.
test.describe('a mail server down for ten minutes', () => {
  serveCheckoutStandIns();

  test('then back: every confirmation, receipt, business copy and archive copy of that time arrives, each exactly once', async ({
    page,
  }) => {
    // The outage's ten minutes and the retry 21 minutes into it: about 22 s at the e2e speedup.
    test.setTimeout(90_000);
    /** The Message-IDs the mail server had accepted at each hand-off of Premium. */
    const handedOff: string[][] = [];
    grants.handler = (_, response) => {
      handedOff.push(messageIds(smtp.messages));
      response.writeHead(200).end('{}');
    };
    await installPayPalSdk(page.context(), api);
    await page.goto('/premium');
    await choose(page, { plan: /12 Monate/ });
    const orderId = await payUntilReview(page);

    smtp.refuse = 451;
    const down = Date.now();
    await order(page);
    await expect(confirmation(page)).toContainText(orderId);
    const email = `outbox.${currentClient()}@${MAIL_DOMAIN}`;
    const declared = await declareBoth(
      `http://localhost:${E2E_PORT}`,
      email,
      `198.18.${run}.${currentClient()}`,
    );
    const envelopes = {
      [messageIdOf(`order-${orderId}.confirmation`)]: [GERMAN_PAYER.email, ARCHIVE_EMAIL],
      [declared.cancellationCopy]: [CONTACT_EMAIL],
      [declared.cancellationReceipt]: [email, ARCHIVE_EMAIL],
      [declared.withdrawalCopy]: [CONTACT_EMAIL],
      [declared.withdrawalReceipt]: [email, ARCHIVE_EMAIL],
    };
    const ids = Object.keys(envelopes).sort();

    // Each is tried at once, a minute later and five minutes after that: refused every time.
    const timesRefused = (id: string) =>
      smtp.refusals.filter((refused) => refused.mail.messageId === id).length;
    await expect
      .poll(() => ids.map(timesRefused), { timeout: 10 * MINUTE })
      .toEqual(ids.map(() => 3));
    // The outage lasts its ten minutes: only the clock ends it.
    await new Promise((resolve) => setTimeout(resolve, down + 10 * MINUTE - Date.now()));
    expect(smtp.messages).toEqual([]);
    expect(grants.received()).toEqual([]);

    // Back: the next retry, 15 minutes after the last, sends each message once.
    smtp.refuse = null;
    await smtp.waitFor(ids.length, 20 * MINUTE);
    expect(messageIds(smtp.messages)).toEqual(ids);
    // The archive's copy is a blind copy in the recipient's message: one per record.
    expect(
      Object.fromEntries(smtp.messages.map((mail) => [mail.mail.messageId, mail.envelope.to])),
    ).toEqual(envelopes);
    // Premium is handed off once, after the mail server took its contract.
    await expect.poll(() => handedOff.length).toBe(1);
    expect(handedOff[0]).toContain(messageIdOf(`order-${orderId}.confirmation`));
  });
});

// Issue #42: a completed order read again and again, by a client whose
// answers were lost, on two fresh production instances.
test.describe('one order on two instances', () => {
  serveCheckoutStandIns();

  test('thirty reads and captures of one completed order spread over two fresh instances on one Redis: one confirmation, one hand-off', async () => {
    test.setTimeout(90_000);
    const redis = await startRedis();
    const store = createRedisStore(redis.url);
    const servers = [extraPort(17), extraPort(18)].map(
      (port) => new SiteServer(port, { ...PRODUCTION_RUNTIME, REDIS_URL: redis.url }),
    );
    const client = `198.18.${run}.${currentClient()}`;
    /** A request of one browser to `server`, with the cookies it had when it created the order. */
    const send = (server: SiteServer, path: string, cookie: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Origin: server.url,
          'Content-Type': 'application/json',
          'X-Real-IP': client,
          Cookie: cookie,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      await Promise.all(servers.map((server) => server.start()));
      const [first, second] = servers as [SiteServer, SiteServer];
      const created = await send(first, '/api/premium/orders', '', {
        plan: 'jahr',
        email: 'mia@example.de',
        checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
      });
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      const cookie = created.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      api.approve(orderId);
      const path = `/api/premium/orders/${orderId}`;
      expect((await send(first, `${path}/capture`, cookie, { immediateStart: true })).status).toBe(
        200,
      );
      // The capture's answer, and the cookie it set, never reached the browser: it
      // reloads in several tabs at once, each asking whichever instance it meets.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const server = i % 2 === 0 ? first : second;
          return i % 3 === 0
            ? send(server, `${path}/capture`, cookie, { immediateStart: true })
            : send(server, path, cookie);
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const answer of answers) {
        expect(await answer.json()).toMatchObject({ status: 'completed', orderId });
      }

      await smtp.waitFor(1);
      await expect.poll(() => grants.received().length).toBeGreaterThan(0);
      // Nothing waits or is held in the outbox of both: nothing more will go out.
      await expect.poll(async () => (await store.list()).map((message) => message.id)).toEqual([]);
      expect(messageIds(smtp.messages)).toEqual([
        messageIdOf(`order-${orderId}.confirmation`, PRODUCTION_RUNTIME.MAIL_FROM),
      ]);
      expect(smtp.messages[0]!.envelope.to).toEqual([
        GERMAN_PAYER.email,
        PRODUCTION_RUNTIME.MAIL_ARCHIVE,
      ]);
      expect(grants.received()).toHaveLength(1);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await store.close();
      await redis.stop();
    }
  });
});

test.describe('on Redis', () => {
  // Each test starts servers of its own: one test at a time.
  test.describe.configure({ mode: 'default' });
  /** A mail server for each site server, so that each message shows who sent it. */
  const mailServers = [new SmtpFake(), new SmtpFake()] as const;
  const smtpUrls: string[] = [];
  test.beforeAll(async () => {
    for (const mailServer of mailServers) smtpUrls.push(await mailServer.start());
  });
  test.afterAll(async () => {
    for (const mailServer of mailServers) await mailServer.stop();
  });
  test.beforeEach(() => {
    for (const mailServer of mailServers) mailServer.reset();
  });

  /** A server of the e2e build whose outbox is in `redisUrl`, mailing the `n`th mail server. */
  const siteOn = (port: number, redisUrl: string, n: 0 | 1) =>
    new SiteServer(port, { REDIS_URL: redisUrl, SMTP_URL: smtpUrls[n]! });

  /** The ids of the messages the outbox holds, sorted. */
  const stored = async (store: OutboxStore) =>
    (await store.list()).map((message) => message.id).sort();

  test('a server killed (SIGKILL) after answering and before its mails went out: the next one on the same Redis sends every mail, exactly once', async () => {
    // Two server starts of a few seconds each, and the retry five minutes after the second try.
    test.setTimeout(90_000);
    const [mailServer] = mailServers;
    const redis = await startRedis({ durable: true });
    const store = createRedisStore(redis.url);
    const first = siteOn(extraPort(14), redis.url, 0);
    const second = siteOn(extraPort(14), redis.url, 0);
    try {
      await first.start();
      mailServer.refuse = 451;
      const declared = await declareBoth(first.url, `killed@${MAIL_DOMAIN}`, '198.51.100.1');
      const ids = Object.values(declared).sort();
      // Each was tried at least twice (at once and a minute later) and refused, and
      // waits three minutes or more for its next try: no instance holds it now (a
      // lease runs for five real minutes), and none takes it before the kill, even
      // on a busy machine (with one minute, 1 s at the speedup, the first server
      // once took two of them between this check and the kill).
      await expect
        .poll(
          async () => {
            const now = Date.now();
            return (await store.list())
              .filter(
                ({ attempts, dueAt }) =>
                  attempts >= 2 &&
                  dueAt !== null &&
                  dueAt > now + 3 * MINUTE &&
                  dueAt < now + LEASE_MS / 2,
              )
              .map((message) => messageIdOf(message.id))
              .sort();
          },
          // The window after the second try may pass between two polls; the third try's is longer.
          { timeout: 30 * MINUTE },
        )
        .toEqual(ids);
      await first.kill();
      expect(mailServer.messages).toEqual([]);

      mailServer.refuse = null;
      await second.start();
      await mailServer.waitFor(ids.length, 10 * MINUTE);
      await expect.poll(() => stored(store)).toEqual([]);
      expect(messageIds(mailServer.messages)).toEqual(ids);
    } finally {
      await first.stop();
      await second.stop();
      await store.close();
      await redis.stop();
    }
  });

  test('two servers drain one Redis at the same time: each message arrives once', async () => {
    test.setTimeout(90_000);
    const redis = await startRedis();
    const store = createRedisStore(redis.url);
    const servers = [siteOn(extraPort(15), redis.url, 0), siteOn(extraPort(16), redis.url, 1)];
    try {
      await Promise.all(servers.map((server) => server.start()));
      for (const mailServer of mailServers) mailServer.refuse = 451;
      const ids: string[] = [];
      for (const [n, server] of servers.entries()) {
        for (let i = 0; i < 3; i++) {
          // A client of its own for each address: one client's receipts to one
          // domain are few (lib/http/recipient-limits.ts), and these must all be mailed.
          const declared = await declareBoth(
            server.url,
            `both.${n}.${i}@${MAIL_DOMAIN}`,
            `198.51.100.${10 + 3 * n + i}`,
          );
          ids.push(...Object.values(declared));
        }
      }
      ids.sort();
      // Every message was tried once, by the server that took it, and waits in Redis for both.
      await expect
        .poll(async () =>
          (await store.list())
            .filter((message) => message.attempts >= 1)
            .map((message) => messageIdOf(message.id))
            .sort(),
        )
        .toEqual(ids);

      // Back, but slow to confirm: neither server is done before the other sends too.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      for (const mailServer of mailServers) {
        mailServer.holdAnswers = released;
        mailServer.refuse = null;
      }
      // Each message waits on its own backoff by now (up to 15 s apart here): all
      // due at once, as an operator's `retry` makes them, both servers send
      // together, before the first one's held send runs into its socket timeout.
      // `retry` leaves a message alone while it is being sent, and a send under
      // way when the mail server came back may still be refused (it decided at
      // its DATA) and wait 15 s more: each is retried once it is settled, unless
      // a mail server holds it by then.
      const retried = new Set<string>();
      await expect
        .poll(async () => {
          const held = messageIds(mailServers.flatMap((mailServer) => mailServer.messages));
          const left = (await stored(store)).filter(
            (id) => !retried.has(id) && !held.includes(messageIdOf(id)),
          );
          for (const id of left) if (await store.retry(id, Date.now())) retried.add(id);
          return left.filter((id) => !retried.has(id));
        })
        .toEqual([]);
      await expect
        .poll(() => mailServers.map((mailServer) => mailServer.messages.length > 0), {
          timeout: 10 * MINUTE,
        })
        .toEqual([true, true]);
      release();
      await expect.poll(() => stored(store)).toEqual([]);
      expect(messageIds(mailServers.flatMap((mailServer) => mailServer.messages))).toEqual(ids);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await store.close();
      await redis.stop();
    }
  });
});
