// The outbox (lib/outbox/) under a backlog (`--outbox`): 1,000 declarations
// posted to the production-like build as the form's island posts them, stored
// while the mail server refuses everything, then drained once it accepts. The
// Redis runs as deploy/redis.conf ships it (append-only, fsync every second),
// the mail server is smtp-server on loopback, as e2e/fakes/smtp-fake.ts uses it.
import { loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { startRedis } from '../scripts/redis-server.mjs';
import { siteModule } from '../scripts/site-modules.mjs';
import { fmt } from './figures.mjs';
import { startMailServer } from './outbox-mail-server.mjs';
import { PORTS, log, siteOrigin, standIns, startSite, stopStandIns } from './setup.mjs';

const DECLARATIONS = 1000;
/** A business copy and a receipt each. */
const MESSAGES = 2 * DECLARATIONS;
/** Posts in flight at once: visitors sending their forms at the same moment. */
const CONCURRENT = 8;
/**
 * One receipt address per declaration, twenty to a domain: the recipient limits
 * (lib/http/recipient-limits.ts) allow three a day to an address and thirty to
 * a domain.
 */
const DOMAINS = 50;
const DRAIN_DEADLINE_MS = 5 * 60_000;
/** A pause between two mails longer than this is the timer's wait for its next run. */
const RUN_GAP_MS = 5000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The i-th declaration: cancellations and withdrawals in turn (each has its own
 * overall limit), each from a client address and to a receipt address of its own.
 * @param {number} i
 */
function declaration(i) {
  const identity = {
    name: 'Eva Strauß',
    email: `kundin${i}@bench${i % DOMAINS}.example.de`,
    contract: '5O190127TN364715T',
  };
  const client = `10.0.${i >> 8}.${i & 255}`;
  return i % 2 === 0
    ? {
        path: '/api/kuendigung',
        body: { ...identity, product: 'premium', kind: 'ordinary', reason: '', when: 'asap' },
        client,
      }
    : { path: '/api/widerruf', body: identity, client };
}

/**
 * Posts every declaration, CONCURRENT at a time, until each is answered 200.
 * An overall limit's 429 is waited out by its Retry-After, as the form tells
 * its visitor to: the declarations are stored in the batches the limits allow.
 * @returns {Promise<{ intervals: [number, number][]; refused: number; toRequester: number }>}
 */
async function postDeclarations() {
  /** @type {[number, number][]} */
  const intervals = [];
  let refused = 0;
  let toRequester = 0;
  let next = 0;
  async function worker() {
    while (next < DECLARATIONS) {
      const { path, body, client } = declaration(next++);
      for (;;) {
        const sentAt = performance.now();
        const response = await fetch(`${siteOrigin}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: siteOrigin,
            'Sec-Fetch-Site': 'same-origin',
            // The site trusts loopback as its proxy here, which names the client.
            'X-Real-IP': client,
          },
          body: JSON.stringify(body),
        });
        const answer = await response.json();
        if (response.status === 200) {
          intervals.push([sentAt, performance.now()]);
          // Addressed to the requester (the mail server refuses here, so none is sent yet), not held back by the limit.
          if (answer.mail !== 'limited') toRequester += 1;
          break;
        }
        if (response.status !== 429) {
          throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
        }
        refused += 1;
        await sleep(Number(response.headers.get('retry-after')) * 1000);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENT }, worker));
  return { intervals, refused, toRequester };
}

/**
 * The time some request was in flight: what storing took, without the waits
 * the limits imposed between batches.
 * @param {[number, number][]} intervals
 */
function busyMs(intervals) {
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}

/**
 * Redis's used_memory less what comes and goes with connections and writes:
 * the clients' buffers (the site opens its limits' connections on its first
 * post) and the append-only file's buffer.
 * @param {Redis} redis
 */
async function usedMemory(redis) {
  const info = await redis.info('memory');
  const field = (name) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(info)?.[1]);
  return field('used_memory') - field('mem_clients_normal') - field('mem_aof_buffer');
}

/**
 * Resolves once every message waits with its first attempt behind it (the
 * sends after the answers are settled), and returns them.
 * @param {import('../lib/outbox/outbox-store').OutboxStore} store
 */
async function allAttempted(store) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const waiting = await store.list();
    if (waiting.length === MESSAGES && waiting.every((m) => m.attempts >= 1)) return waiting;
    if (Date.now() > deadline) {
      throw new Error(`the outbox holds ${waiting.length} of ${MESSAGES}, not all attempted`);
    }
    await sleep(250);
  }
}

/**
 * Deletes the rate limits' counters (`rw-…`), which the posts left beside the outbox.
 * @param {Redis} redis
 */
async function deleteLimitCounters(redis) {
  for await (const keys of redis.scanStream({ match: 'rw-*', count: 500 })) {
    if (keys.length) await redis.del(...keys);
  }
}

/**
 * Resolves once the mail server has every message.
 * @param {Awaited<ReturnType<typeof startMailServer>>} mailServer
 */
async function allReceived({ mail, nextArrival }) {
  const deadline = performance.now() + DRAIN_DEADLINE_MS;
  while (mail.received.length < MESSAGES) {
    const left = deadline - performance.now();
    if (left <= 0) {
      throw new Error(`drained ${mail.received.length} of ${MESSAGES} messages in 5 minutes`);
    }
    await nextArrival(left);
  }
}

/**
 * How many messages the outbox still holds once the last sends are settled
 * (the mail server has a message before the drain records it as sent).
 * @param {import('../lib/outbox/outbox-store').OutboxStore} store
 */
async function leftAfterSettling(store) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const left = (await store.list()).length;
    if (left === 0 || Date.now() > deadline) return left;
    await sleep(250);
  }
}

/**
 * The timer's runs in the arrivals: how many mails each sent, from its first to its last.
 * @param {number[]} arrivals
 */
function runsOf(arrivals) {
  /** @type {{ count: number; first: number; last: number }[]} */
  const runs = [];
  for (const at of arrivals) {
    const run = runs[runs.length - 1];
    if (run && at - run.last <= RUN_GAP_MS) {
      run.count += 1;
      run.last = at;
    } else runs.push({ count: 1, first: at, last: at });
  }
  return runs;
}

/**
 * Stores 1,000 declarations while the mail server refuses, weighs the waiting
 * outbox in Redis, then lets the mail server accept and drains the backlog.
 * @returns {Promise<{ rows: string[][]; budgets: import('./figures.mjs').Budget[]; method: string }>}
 */
export async function outboxMeasures() {
  log(
    `the outbox: ${DECLARATIONS} declarations stored while the mail server refuses, then drained`,
  );
  // Other work on the machine slows storing and sending alike: the table says how busy it was.
  const loadBefore = loadavg()[0];
  const redisServer = await startRedis({ durable: true });
  const redis = new Redis(redisServer.url);
  const { createRedisStore } = await siteModule('@/lib/outbox/redis-store');
  const store = createRedisStore(redisServer.url);
  const mailServer = await startMailServer();
  const standInServer = await standIns();
  let site = null;
  try {
    site = await startSite({
      REDIS_URL: redisServer.url,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    });
    const before = await usedMemory(redis);
    const storing = performance.now();
    const posted = await postDeclarations();
    const storedMs = performance.now() - storing;
    await allAttempted(store);
    const stored = await usedMemory(redis);
    await deleteLimitCounters(redis);
    const outboxOnly = await usedMemory(redis);
    log(`stored in ${fmt(storedMs / 1000)} s; the mail server accepts from now`);

    mailServer.mail.accepting = true;
    const accepted = performance.now();
    // The backoff has put each message a minute to a quarter of an hour ahead by
    // now; the operators' retry makes every one due at once, for the server's
    // timer (a run a minute) to send.
    for (const { id } of await store.list()) await store.retry(id, Date.now());
    await allReceived(mailServer);
    const left = await leftAfterSettling(store);
    const sent = await usedMemory(redis);

    const { received, arrivals, toArchiveOnly } = mailServer.mail;
    const distinct = new Set(received).size;
    const runs = runsOf(arrivals);
    const last = arrivals[arrivals.length - 1];
    const sendingMs = runs.reduce((sum, run) => sum + run.last - run.first, 0);
    const seconds = (ms) => `${fmt(ms / 1000, 1)} s`;
    const rows = [
      [
        `Declarations stored (answered 200, ${CONCURRENT} posts at once, each from its own client)`,
        `${posted.intervals.length} in ${fmt(storedMs / 1000)} s, ${posted.refused} answers 429 waited out (the overall limit of 120 a minute per kind)`,
      ],
      [
        'Storing without the waits for the limit (time some post was in flight)',
        `${fmt(busyMs(posted.intervals) / 1000, 1)} s, ${fmt(DECLARATIONS / (busyMs(posted.intervals) / 1000))} declarations/s`,
      ],
      [
        'Receipts mailed to the requester, or to the archive alone (the daily ceiling of 500 unconfirmed addresses)',
        `${posted.toRequester} / ${DECLARATIONS - posted.toRequester}`,
      ],
      [
        `Redis memory per waiting message (used_memory, ${MESSAGES} messages, each refused at least once)`,
        `${fmt((outboxOnly - before) / MESSAGES)} bytes`,
      ],
      [
        'Redis memory per declaration with its rate-limit counters',
        `${fmt((stored - before) / DECLARATIONS)} bytes`,
      ],
      [
        'From the mail server’s return to its last mail, and to its first (sent by the timer’s run under way, or its next)',
        `${seconds(last - accepted)} (the first after ${seconds(arrivals[0] - accepted)})`,
      ],
      [
        "Drain of the backlog by the server's timer (a run a minute, each claiming for 50 s at most)",
        `${received.length} mails in ${seconds(last - arrivals[0])} from the first to the last: ${runs.map((run) => `${run.count} in ${seconds(run.last - run.first)}`).join(', then ')}; ${fmt(received.length / (sendingMs / 1000))} mails/s while a run sent`,
      ],
      [
        'Mails received / distinct Message-IDs / left in the outbox',
        `${received.length} / ${distinct} / ${left}`,
      ],
      [
        'Redis memory per sent message (its id, kept a week against a repeated put)',
        `${fmt((sent - before) / MESSAGES)} bytes`,
      ],
      [
        "The machine's load average (1 min) at the start and at the end",
        `${fmt(loadBefore, 1)}, ${fmt(loadavg()[0], 1)}`,
      ],
    ];
    return {
      rows,
      budgets: [
        {
          name: `the outbox delivers each of ${MESSAGES} mails once`,
          ok: received.length === MESSAGES && distinct === MESSAGES && left === 0,
          detail: `${received.length} received, ${distinct} distinct, ${left} left (${toArchiveOnly} receipts to the archive alone)`,
        },
      ],
      method: `${DECLARATIONS} declarations (cancellations and withdrawals in turn, as the form's island posts them) against the production-like build, its Redis started as \`deploy/redis.conf\` ships it (append-only file, fsync every second) and a mail server on loopback (smtp-server) that refuses every message (451) while they are stored. Each post comes from a client address of its own (X-Real-IP from a trusted proxy) and mails a receipt address of its own, twenty to a domain; the overall limit's 429 is waited out by its Retry-After. Memory is Redis's used_memory (less the clients' and the append-only file's buffers) once every message has been attempted and refused, less the same before the first post, with the rate limits' counters deleted; then the mail server accepts, the operators' retry makes every message due at once (the backoff had put them a minute to a quarter of an hour ahead), and the server's own timer drains the backlog as in a container (on Vercel the cron route runs the same drain once a minute); the drain's time runs from the first message received to the last, a pause of more than ${RUN_GAP_MS / 1000} s between two being the wait for the timer's next run.`,
    };
  } finally {
    await site?.stop();
    stopStandIns(standInServer);
    await mailServer.stop();
    await store.close();
    redis.disconnect();
    await redisServer.stop();
  }
}
