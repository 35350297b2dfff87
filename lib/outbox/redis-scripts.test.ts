import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import {
  outboxKeys,
  outboxScripts,
  type OutboxScripts,
  type StoredFields,
} from '@/lib/outbox/redis-scripts';
import { REDIS_SERVER, startRedis } from '@/scripts/redis-server.mjs';

// Each Lua script of lib/outbox/lua/ on its own, against a real Redis: what it
// leaves in the records and the sets, read back with plain commands. The
// outbox's promises over all of them together are lib/outbox/outbox.test.ts.

const T0 = Date.parse('2026-11-26T10:00:00Z');
const MINUTE = 60_000;

const describeRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

const fields = (id: string, text = `{"id":"${id}"}`): StoredFields => ({
  id,
  text,
  area: 'cancellation',
  kind: 'receipt',
  domain: 'example.de',
});

describeRedis('the outbox’s scripts in Redis', () => {
  let server: Awaited<ReturnType<typeof startRedis>>;
  let redis: Redis;
  let prefixes = 0;
  /** Each test's own prefix, its sets' names, and the scripts over them. */
  let prefix = '';
  let keys = outboxKeys('');
  let scripts: OutboxScripts;

  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });
  beforeEach(() => {
    prefix = `s${++prefixes}:`;
    keys = outboxKeys(prefix);
    scripts = outboxScripts(redis, prefix);
  });

  const record = (id: string) => redis.hgetall(`${prefix}m:${id}`);
  const set = (key: string) => redis.zrange(key, 0, -1, 'WITHSCORES');

  /** A message stored and claimed by a lease that ends in a minute: its token. */
  async function claimed(id: string) {
    await scripts.put(T0, [{ ...fields(id), held: false }]);
    await scripts.claim({ now: T0, leaseEnd: T0 + MINUTE, limit: 1, token: 'lease' }, [id]);
    return 'lease';
  }

  describe('put.lua', () => {
    it('stores each message with its fields, waiting and due now, or held', async () => {
      await scripts.put(T0, [
        { ...fields('order-1.confirmation'), held: false },
        { ...fields('order-1.hand-off'), held: true },
      ]);
      expect(await record('order-1.confirmation')).toEqual({
        message: '{"id":"order-1.confirmation"}',
        area: 'cancellation',
        kind: 'receipt',
        domain: 'example.de',
        createdAt: String(T0),
        attempts: '0',
        state: 'waiting',
      });
      expect(await record('order-1.hand-off')).toMatchObject({ state: 'held' });
      expect(await set(keys.due)).toEqual(['order-1.confirmation', String(T0)]);
      expect(await set(keys.held)).toEqual(['order-1.hand-off', String(T0)]);
    });

    it('leaves a message whose record is there as it is', async () => {
      await scripts.put(T0, [{ ...fields('K-1.receipt', 'first'), held: false }]);
      await scripts.put(T0 + MINUTE, [
        { ...fields('K-1.receipt', 'again'), held: true },
        { ...fields('K-1.business'), held: false },
      ]);
      expect(await record('K-1.receipt')).toMatchObject({
        message: 'first',
        createdAt: String(T0),
        state: 'waiting',
      });
      expect(await set(keys.due)).toEqual([
        'K-1.receipt',
        String(T0),
        'K-1.business',
        String(T0 + MINUTE),
      ]);
      expect(await set(keys.held)).toEqual([]);
    });
  });

  describe('claim.lua', () => {
    it('leases what is due, up to its limit, moving each to the lease’s end with its token', async () => {
      await scripts.put(T0, [{ ...fields('a'), held: false }]);
      await scripts.put(T0 + 1, [{ ...fields('b'), held: false }]);
      await scripts.put(T0 + 2, [{ ...fields('c'), held: false }]);
      await scripts.put(T0 + MINUTE, [{ ...fields('later'), held: false }]);
      const lease = { now: T0 + 2, leaseEnd: T0 + 5 * MINUTE, limit: 2, token: 't1' };
      expect(await scripts.claim(lease, [])).toEqual({
        claimed: [
          { text: '{"id":"a"}', attempts: 0 },
          { text: '{"id":"b"}', attempts: 0 },
        ],
        dropped: [],
      });
      expect(await record('a')).toMatchObject({ token: 't1' });
      expect(await record('c')).not.toHaveProperty('token');
      expect(await set(keys.due)).toEqual([
        'c',
        String(T0 + 2),
        'later',
        String(T0 + MINUTE),
        'a',
        String(T0 + 5 * MINUTE),
        'b',
        String(T0 + 5 * MINUTE),
      ]);
    });

    it('claims of the ids it is given only those due, and drops an id without its record', async () => {
      await scripts.put(T0, [{ ...fields('a'), held: false }]);
      await scripts.put(T0 + MINUTE, [{ ...fields('later'), held: false }]);
      await redis.zadd(keys.due, T0, 'ghost');
      const lease = { now: T0, leaseEnd: T0 + MINUTE, limit: 5, token: 't2' };
      const found = await scripts.claim(lease, ['later', 'ghost', 'a', 'unknown']);
      expect(found).toEqual({ claimed: [{ text: '{"id":"a"}', attempts: 0 }], dropped: ['ghost'] });
      expect(await redis.zscore(keys.due, 'ghost')).toBeNull();
      expect(await record('later')).not.toHaveProperty('token');
    });
  });

  describe('sent.lua', () => {
    it('leaves only the mark of a message sent, for as long as it is kept', async () => {
      await scripts.put(T0, [{ ...fields('K-2.receipt'), held: false }]);
      await redis.zadd(keys.givenUp, T0, 'K-2.receipt');
      const sent = { id: 'K-2.receipt', now: T0 + 1, keptMs: 60_000, releases: undefined };
      expect(await scripts.sent(sent)).toBe(true);
      expect(await record('K-2.receipt')).toEqual({ state: 'sent', sentAt: String(T0 + 1) });
      expect(await redis.pttl(`${prefix}m:K-2.receipt`)).toBeGreaterThan(50_000);
      expect(await set(keys.due)).toEqual([]);
      expect(await set(keys.givenUp)).toEqual([]);
    });

    it('releases the message it held, due now', async () => {
      await scripts.put(T0, [
        { ...fields('order-2.confirmation'), held: false },
        { ...fields('order-2.hand-off'), held: true },
      ]);
      const sent = { id: 'order-2.confirmation', now: T0 + 9, keptMs: MINUTE };
      expect(await scripts.sent({ ...sent, releases: 'order-2.hand-off' })).toBe(true);
      expect(await set(keys.held)).toEqual([]);
      expect(await set(keys.due)).toEqual(['order-2.hand-off', String(T0 + 9)]);
      expect(await record('order-2.hand-off')).toMatchObject({ state: 'waiting' });
    });

    it('says so where the held message’s record is gone, and forgets its id', async () => {
      await scripts.put(T0, [{ ...fields('order-3.confirmation'), held: false }]);
      await redis.zadd(keys.held, T0, 'order-3.hand-off');
      const sent = { id: 'order-3.confirmation', now: T0, keptMs: MINUTE };
      expect(await scripts.sent({ ...sent, releases: 'order-3.hand-off' })).toBe(false);
      expect(await set(keys.held)).toEqual([]);
      expect(await set(keys.due)).toEqual([]);
    });

    it('stores the copy that goes on as failed once, unless its id is there', async () => {
      await scripts.put(T0, [{ ...fields('order-4.confirmation'), held: false }]);
      const copy = { ...fields('order-4.confirmation.archive'), dueAt: T0 + MINUTE, error: '452' };
      const sent = { id: 'order-4.confirmation', now: T0 + 3, keptMs: MINUTE, releases: undefined };
      await scripts.sent({ ...sent, copy });
      expect(await record('order-4.confirmation.archive')).toEqual({
        message: '{"id":"order-4.confirmation.archive"}',
        area: 'cancellation',
        kind: 'receipt',
        domain: 'example.de',
        createdAt: String(T0 + 3),
        attempts: '1',
        lastError: '452',
        state: 'waiting',
      });
      expect(await set(keys.due)).toEqual(['order-4.confirmation.archive', String(T0 + MINUTE)]);
      await scripts.sent({ ...sent, copy: { ...copy, text: 'again', error: '550' } });
      expect(await record('order-4.confirmation.archive')).toMatchObject({ lastError: '452' });
    });
  });

  describe('failed.lua', () => {
    it('counts the attempt of the lease’s holder and makes the message due again', async () => {
      const token = await claimed('K-3.receipt');
      const attempt = { id: 'K-3.receipt', token, error: '421', nextAt: T0 + 5 * MINUTE };
      expect(await scripts.failed({ ...attempt, now: T0, rest: null })).toBe(true);
      expect(await record('K-3.receipt')).toMatchObject({
        attempts: '1',
        lastError: '421',
        token: '',
        state: 'waiting',
        message: '{"id":"K-3.receipt"}',
      });
      expect(await set(keys.due)).toEqual(['K-3.receipt', String(T0 + 5 * MINUTE)]);
    });

    it('keeps what is left to send, and gives up where no attempt follows', async () => {
      const token = await claimed('K-4.receipt');
      const attempt = { id: 'K-4.receipt', token, error: '550', nextAt: null, now: T0 + 7 };
      expect(await scripts.failed({ ...attempt, rest: '{"rest":true}' })).toBe(true);
      expect(await record('K-4.receipt')).toMatchObject({
        message: '{"rest":true}',
        state: 'given up',
      });
      expect(await set(keys.due)).toEqual([]);
      expect(await set(keys.givenUp)).toEqual(['K-4.receipt', String(T0 + 7)]);
    });

    it('changes nothing for an instance whose lease passed to another', async () => {
      await claimed('K-5.receipt');
      const attempt = { id: 'K-5.receipt', token: 'old', error: '421', nextAt: T0 + MINUTE };
      expect(await scripts.failed({ ...attempt, now: T0, rest: null })).toBe(false);
      expect(await record('K-5.receipt')).toMatchObject({ attempts: '0', token: 'lease' });
      expect(await set(keys.due)).toEqual(['K-5.receipt', String(T0 + MINUTE)]);
    });
  });

  describe('retry.lua', () => {
    it('makes a given-up message due now with a fresh schedule', async () => {
      const token = await claimed('K-6.receipt');
      const attempt = { id: 'K-6.receipt', token, error: '550', nextAt: null, rest: null };
      await scripts.failed({ ...attempt, now: T0 });
      expect(await scripts.retry('K-6.receipt', T0 + MINUTE)).toBe(true);
      expect(await record('K-6.receipt')).toMatchObject({
        state: 'waiting',
        attempts: '0',
        token: '',
      });
      expect(await set(keys.givenUp)).toEqual([]);
      expect(await set(keys.due)).toEqual(['K-6.receipt', String(T0 + MINUTE)]);
    });

    it('refuses a message being sent, a held one and one that is not there', async () => {
      await claimed('K-7.receipt');
      expect(await scripts.retry('K-7.receipt', T0 + 1)).toBe(false);
      expect(await set(keys.due)).toEqual(['K-7.receipt', String(T0 + MINUTE)]);
      // Once its lease has run out, it is no longer being sent.
      expect(await scripts.retry('K-7.receipt', T0 + MINUTE + 1)).toBe(true);
      await scripts.put(T0, [{ ...fields('order-5.hand-off'), held: true }]);
      expect(await scripts.retry('order-5.hand-off', T0)).toBe(false);
      expect(await scripts.retry('nothing', T0)).toBe(false);
    });
  });

  describe('forget.lua', () => {
    it('deletes what was given up by then, but a message whose hand-off is held', async () => {
      const givenUp = async (id: string, at: number, text?: string) => {
        await scripts.put(T0, [{ ...fields(id, text), held: false }]);
        await scripts.claim({ now: at, leaseEnd: at + MINUTE, limit: 1, token: id }, [id]);
        await scripts.failed({ id, token: id, error: '550', nextAt: null, now: at, rest: null });
      };
      await givenUp('old', T0);
      await givenUp('order-6.confirmation', T0, '{"then":"order-6.hand-off"}');
      await scripts.put(T0, [{ ...fields('order-6.hand-off'), held: true }]);
      await givenUp('recent', T0 + MINUTE);
      expect(await scripts.forget(T0)).toBe(1);
      expect(await redis.exists(`${prefix}m:old`)).toBe(0);
      expect(await set(keys.givenUp)).toEqual([
        'order-6.confirmation',
        String(T0),
        'recent',
        String(T0 + MINUTE),
      ]);
      expect(await record('order-6.confirmation')).toMatchObject({ state: 'given up' });
    });
  });
});
