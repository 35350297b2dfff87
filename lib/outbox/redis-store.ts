import { Redis } from 'ioredis';
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
import { reportUnreachable } from '@/lib/report-unreachable';

// The outbox in Redis: a hash per message (`outbox:m:<id>`) and three sorted
// sets: the waiting by when they are due, the held and the given up by when. Each change
// is one Lua script, which Redis runs whole or not at all: the two mails of a
// declaration are stored together, and a claim moves a message's due time past
// its lease in the same step as it reads it, so two instances never claim one
// message at once. The keys are named inside the scripts: one Redis, no cluster.

const PUT = `
local i = 3
while i <= #ARGV do
  local key = ARGV[1] .. 'm:' .. ARGV[i]
  if redis.call('EXISTS', key) == 0 then
    local state = ARGV[i + 5] == '1' and 'held' or 'waiting'
    redis.call('HSET', key, 'message', ARGV[i + 1], 'area', ARGV[i + 2], 'kind', ARGV[i + 3],
      'domain', ARGV[i + 4], 'createdAt', ARGV[2], 'attempts', 0, 'state', state)
    redis.call('ZADD', state == 'held' and KEYS[2] or KEYS[1], ARGV[2], ARGV[i])
  end
  i = i + 6
end
return 1`;

const CLAIM = `
local now, limit = tonumber(ARGV[2]), tonumber(ARGV[4])
local ids = {}
if #ARGV > 5 then
  for i = 6, #ARGV do
    local due = redis.call('ZSCORE', KEYS[1], ARGV[i])
    if due and tonumber(due) <= now and #ids < limit then table.insert(ids, ARGV[i]) end
  end
else
  ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0, limit)
end
local claimed, dropped = {}, {}
for _, id in ipairs(ids) do
  local key = ARGV[1] .. 'm:' .. id
  local fields = redis.call('HMGET', key, 'message', 'attempts')
  if fields[1] then
    redis.call('ZADD', KEYS[1], ARGV[3], id)
    redis.call('HSET', key, 'token', ARGV[5])
    table.insert(claimed, fields[1])
    table.insert(claimed, fields[2])
  else
    redis.call('ZREM', KEYS[1], id)
    table.insert(dropped, id)
  end
end
return {claimed, dropped}`;

/**
 * Sent, by whoever claimed it: the text goes, the id stays a week, what goes on
 * as its copy (ARGV[6] on) is stored as failed once, and what it held is due.
 * 0 where what it held has no record (it is dropped), else 1.
 */
const SENT = `
local key = ARGV[1] .. 'm:' .. ARGV[2]
redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('DEL', key)
redis.call('HSET', key, 'state', 'sent', 'sentAt', ARGV[3])
redis.call('PEXPIRE', key, ARGV[4])
local copy = ARGV[6] and ARGV[1] .. 'm:' .. ARGV[6]
if copy and redis.call('EXISTS', copy) == 0 then
  redis.call('HSET', copy, 'message', ARGV[7], 'area', ARGV[8], 'kind', ARGV[9], 'domain', ARGV[10],
    'createdAt', ARGV[3], 'attempts', 1, 'lastError', ARGV[12], 'state', 'waiting')
  redis.call('ZADD', KEYS[1], ARGV[11], ARGV[6])
end
if ARGV[5] ~= '' and redis.call('ZREM', KEYS[3], ARGV[5]) == 1 then
  local next = ARGV[1] .. 'm:' .. ARGV[5]
  if redis.call('HEXISTS', next, 'message') == 0 then return 0 end
  redis.call('HSET', next, 'state', 'waiting')
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[5])
end
return 1`;

/** Not sent: counted only by the holder of the lease, which may have passed to another. */
const FAILED = `
local key = ARGV[1] .. 'm:' .. ARGV[2]
if redis.call('HGET', key, 'token') ~= ARGV[3] then return 0 end
redis.call('HINCRBY', key, 'attempts', 1)
redis.call('HSET', key, 'lastError', ARGV[4], 'token', '')
if ARGV[7] ~= '' then redis.call('HSET', key, 'message', ARGV[7]) end
if ARGV[5] == '' then
  redis.call('ZREM', KEYS[1], ARGV[2])
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[2])
  redis.call('HSET', key, 'state', 'given up')
else
  redis.call('ZADD', KEYS[1], ARGV[5], ARGV[2])
end
return 1`;

const RETRY = `
local key = ARGV[1] .. 'm:' .. ARGV[2]
local state = redis.call('HGET', key, 'state')
if state ~= 'waiting' and state ~= 'given up' then return 0 end
local token = redis.call('HGET', key, 'token')
local due = redis.call('ZSCORE', KEYS[1], ARGV[2])
if token and token ~= '' and due and tonumber(due) > tonumber(ARGV[3]) then return 0 end
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
redis.call('HSET', key, 'state', 'waiting', 'attempts', 0, 'token', '')
return 1`;

/**
 * Deletes what was given up at or before ARGV[2], but for a message whose
 * `then` is still held (KEYS[2]): a confirmation whose hand-off waits for it
 * stays until a person retries or deletes it. In one step, so a retry in
 * between is never lost.
 */
const FORGET = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local deleted = 0
for _, id in ipairs(ids) do
  local key = ARGV[1] .. 'm:' .. id
  local text = redis.call('HGET', key, 'message')
  local held = text and cjson.decode(text)['then']
  if not (type(held) == 'string' and redis.call('ZSCORE', KEYS[2], held)) then
    redis.call('DEL', key)
    redis.call('ZREM', KEYS[1], id)
    deleted = deleted + 1
  end
end
return deleted`;

type Scripted = Redis & {
  outboxPut(due: string, held: string, ...args: (string | number)[]): Promise<number>;
  outboxClaim(due: string, ...args: (string | number)[]): Promise<[string[], string[]]>;
  outboxSent(
    due: string,
    givenUp: string,
    held: string,
    ...args: (string | number)[]
  ): Promise<number>;
  outboxFailed(due: string, givenUp: string, ...args: (string | number)[]): Promise<number>;
  outboxRetry(due: string, givenUp: string, ...args: (string | number)[]): Promise<number>;
  outboxForget(givenUp: string, held: string, ...args: (string | number)[]): Promise<number>;
};

/** What a record holds of a message, in the order the scripts read it. */
const fieldsOf = (message: OutboxMessage) => [
  message.id,
  JSON.stringify(message),
  message.area,
  message.kind,
  domainOf(message),
];

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
  }) as Scripted;
  reportUnreachable(redis, (error) => `[outbox] Redis unreachable: ${error.message}`);
  redis.defineCommand('outboxPut', { numberOfKeys: 2, lua: PUT });
  redis.defineCommand('outboxClaim', { numberOfKeys: 1, lua: CLAIM });
  redis.defineCommand('outboxSent', { numberOfKeys: 3, lua: SENT });
  redis.defineCommand('outboxFailed', { numberOfKeys: 2, lua: FAILED });
  redis.defineCommand('outboxRetry', { numberOfKeys: 2, lua: RETRY });
  redis.defineCommand('outboxForget', { numberOfKeys: 2, lua: FORGET });
  const due = `${prefix}due`;
  const givenUp = `${prefix}given-up`;
  const held = `${prefix}held`;

  return {
    name: 'Redis',
    async put(messages, now) {
      await redis.outboxPut(
        due,
        held,
        prefix,
        now,
        ...messages.flatMap((message) => [...fieldsOf(message), message.held ? '1' : '0']),
      );
    },
    async claim(now, leaseMs, limit, ids = []) {
      await redis.outboxForget(givenUp, held, prefix, now - GIVEN_UP_KEPT_MS);
      const token = leaseToken();
      const claimed: Claimed[] = [];
      for (;;) {
        const left = limit - claimed.length;
        const [flat, dropped] = await redis.outboxClaim(
          ...[due, prefix, now, now + leaseMs, left, token],
          ...ids,
        );
        for (let i = 0; i < flat.length; i += 2) {
          claimed.push({
            message: JSON.parse(flat[i]!) as OutboxMessage,
            attempts: Number(flat[i + 1]),
            token,
          });
        }
        for (const id of dropped)
          console.error(`[outbox] ${id} dropped: ${recordGone(prefix, id, due)}`);
        // A dropped id leaves room for what is due after it.
        if (dropped.length === 0 || ids.length > 0) return claimed;
      }
    },
    async settle(claim, outcome, now) {
      const id = claim.message.id;
      if (outcome.sent) {
        const then = claim.message.then ?? '';
        const released = await redis.outboxSent(
          ...[due, givenUp, held, prefix, id, now, SENT_KEPT_MS, then],
          ...(outcome.copy ? fieldsOf(outcome.copy.message) : []),
          ...(outcome.copy ? [outcome.copy.nextAt, withoutAddresses(outcome.copy.error)] : []),
        );
        if (released === 0)
          console.error(`[outbox] ${then} not released: ${recordGone(prefix, then, held)}`);
      } else {
        await redis.outboxFailed(
          due,
          givenUp,
          ...[prefix, id, claim.token, withoutAddresses(outcome.error), outcome.nextAt ?? '', now],
          outcome.rest ? JSON.stringify(outcome.rest) : '',
        );
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
      return (await redis.outboxRetry(due, givenUp, prefix, id, now)) === 1;
    },
    async close() {
      redis.disconnect();
    },
  };
}
