import { Redis } from 'ioredis';
import { reportUnreachable } from '@/lib/core/report-unreachable';
import {
  GIVEN_UP_KEPT_MS,
  SENT_KEPT_MS,
  domainOf,
  leaseToken,
  type Claimed,
  type OutboxMessage,
  type OutboxStore,
  type OutboxState,
  type OutboxSummary,
  withoutAddresses,
} from '@/lib/outbox/outbox-store';
import { outboxKeys, outboxScripts, type StoredFields } from '@/lib/outbox/redis-scripts';

// The outbox in Redis: a hash per message (`outbox:m:<id>`) and three sorted
// sets: the waiting by when they are due, the held and the given up by when. Each
// change is one Lua script of lib/outbox/lua/ (lib/outbox/redis-scripts.ts), which
// Redis runs whole or not at all: the two mails of a declaration are stored together,
// and a claim moves a message's due time past its lease in the same step as it reads
// it, so two instances never claim one message at once.

/** What a record holds of a message besides its state. */
const fieldsOf = (message: OutboxMessage): StoredFields => ({
  id: message.id,
  text: JSON.stringify(message),
  area: message.area,
  kind: message.kind,
  domain: domainOf(message),
});

const LISTED: OutboxState[] = ['waiting', 'held', 'given up'];

const SUMMARY_FIELDS = [
  'area',
  'kind',
  'domain',
  'createdAt',
  'attempts',
  'lastError',
  'state',
] as const;

/**
 * What the log says of a set that names an id whose record is gone: deleted by
 * hand, or evicted by a Redis that is not `noeviction`. Nothing of that message
 * is left to send.
 */
const recordGone = (prefix: string, id: string, set: string) =>
  `${set} names it, but its record ${prefix}m:${id} is gone (deleted by hand, or evicted: this Redis must not evict, docs/outbox.md)`;

/**
 * The messages' summaries; their due times from the due set (none for the
 * held and given up). Null for an id without its record, or only the mark of
 * a message sent.
 */
async function summaries(redis: Redis, prefix: string, ids: string[], dueAt: Map<string, number>) {
  const pipeline = redis.pipeline();
  for (const id of ids) pipeline.hmget(`${prefix}m:${id}`, ...SUMMARY_FIELDS);
  const rows = (await pipeline.exec()) ?? [];
  return ids.map((id, i): OutboxSummary | null => {
    const [area, kind, domain, createdAt, attempts, lastError, state] = rows[i]![1] as (
      string | null
    )[];
    if (!LISTED.includes(state as OutboxState)) return null;
    return {
      id,
      area: area ?? '',
      kind: kind ?? '',
      state: state as OutboxState,
      createdAt: Number(createdAt),
      attempts: Number(attempts),
      dueAt: dueAt.get(id) ?? null,
      lastError: lastError || null,
      domain: domain ?? '',
    };
  });
}

export function createRedisStore(url: string, prefix = 'outbox:'): OutboxStore {
  const redis = new Redis(url, {
    // A declaration waits for its store, but not for long: a Redis that does not
    // answer within seconds is down, and the visitor hears so (503).
    connectTimeout: 2000,
    commandTimeout: 5000,
    maxRetriesPerRequest: 2,
  });
  reportUnreachable(redis, (error) => `[outbox] Redis unreachable: ${error.message}`);
  const scripts = outboxScripts(redis, prefix);
  const { due, held, givenUp } = outboxKeys(prefix);

  return {
    name: 'Redis',
    async put(messages, now) {
      await scripts.put(
        now,
        messages.map((message) => ({ ...fieldsOf(message), held: message.held === true })),
      );
    },
    async claim(now, leaseMs, limit, ids = []) {
      await scripts.forget(now - GIVEN_UP_KEPT_MS);
      const token = leaseToken();
      const claimed: Claimed[] = [];
      for (;;) {
        const lease = { now, leaseEnd: now + leaseMs, limit: limit - claimed.length, token };
        const found = await scripts.claim(lease, ids);
        for (const { text, attempts } of found.claimed)
          claimed.push({ message: JSON.parse(text) as OutboxMessage, attempts, token });
        for (const id of found.dropped)
          console.error(`[outbox] ${id} dropped: ${recordGone(prefix, id, due)}`);
        // A dropped id leaves room for what is due after it.
        if (found.dropped.length === 0 || ids.length > 0) return claimed;
      }
    },
    async settle(claim, outcome, now) {
      const id = claim.message.id;
      if (outcome.sent) {
        const { copy } = outcome;
        const releases = claim.message.then;
        const released = await scripts.sent({
          id,
          now,
          keptMs: SENT_KEPT_MS,
          releases,
          copy: copy && {
            ...fieldsOf(copy.message),
            dueAt: copy.nextAt,
            error: withoutAddresses(copy.error),
          },
        });
        if (!released)
          console.error(
            `[outbox] ${releases} not released: ${recordGone(prefix, releases!, held)}`,
          );
      } else {
        await scripts.failed({
          id,
          token: claim.token,
          error: withoutAddresses(outcome.error),
          nextAt: outcome.nextAt,
          now,
          rest: outcome.rest ? JSON.stringify(outcome.rest) : null,
        });
      }
    },
    async list() {
      const waiting = await redis.zrange(due, 0, -1, 'WITHSCORES');
      const dueAt = new Map<string, number>();
      for (let i = 0; i < waiting.length; i += 2) dueAt.set(waiting[i]!, Number(waiting[i + 1]));
      const named = [
        ...[...dueAt.keys()].map((id) => [id, due] as const),
        ...(await redis.zrange(held, 0, -1)).map((id) => [id, held] as const),
        ...(await redis.zrange(givenUp, 0, -1)).map((id) => [id, givenUp] as const),
      ];
      const found = await summaries(
        redis,
        prefix,
        named.map(([id]) => id),
        dueAt,
      );
      return found.flatMap((summary, i) => {
        if (summary) return [summary];
        const [id, set] = named[i]!;
        console.warn(`[outbox] ${id} left out: ${recordGone(prefix, id, set)}`);
        return [];
      });
    },
    async get(id) {
      const score = await redis.zscore(due, id);
      const dueAt = new Map(score === null ? [] : [[id, Number(score)]]);
      const [summary] = await summaries(redis, prefix, [id], dueAt);
      return summary ?? null;
    },
    async retry(id, now) {
      return scripts.retry(id, now);
    },
    async close() {
      redis.disconnect();
    },
  };
}
