import type { RedisOptions } from 'ioredis';

// Every call to Redis has a deadline. A Redis that refuses connections fails
// at once; one that is connected but does not answer (a paused VM, a failover,
// a hosted Redis under load, a path that drops packets) would hold every
// request that waits for it until the visitor gives up. Each client times its
// commands out, and a request waits on Redis for a budget in all, past which
// its endpoint answers as it does when Redis is down (docs/outbox.md).

/**
 * How long a connected Redis may send nothing while a reply is due before it
 * counts as stalled. A healthy one answers in milliseconds; the rate limits
 * (lib/http/rate-limits.ts) then drop the connection and count in this
 * instance's memory.
 */
export const STALL_MS = 400;

/** What one request waits on Redis in all before its endpoint answers without it. */
export const REDIS_BUDGET_MS = 2_000;

/**
 * The options of a Redis client whose caller goes on without it when it fails:
 * the rate limits, the record of sales (which then refuses nobody). A command's
 * time counts from when it is issued, so the first after a start includes the
 * connection: twice a stall, under a second.
 */
export const FAIL_FAST_REDIS: RedisOptions = {
  connectTimeout: 2000,
  maxRetriesPerRequest: 1,
  commandTimeout: 2 * STALL_MS,
};

/** What a call within a deadline resolves to when the deadline came first. */
export const LATE = Symbol('late');

/**
 * `work`'s result, or LATE once `ms` have passed without one. The work itself
 * goes on (a command already sent may still run in Redis): only the wait ends.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, ms));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export type RedisBudget = {
  /** `work`'s result, or LATE (and a log line) if the request's budget ran out first. */
  within<T>(work: Promise<T>): Promise<T | typeof LATE>;
  /** What is left of the budget, in ms. */
  left(): number;
};

/** A request's budget for Redis: every call it waits for shares it. `area` prefixes the log line. */
export function redisBudget(area: string, ms = REDIS_BUDGET_MS): RedisBudget {
  const end = Date.now() + ms;
  const left = () => Math.max(0, end - Date.now());
  return {
    left,
    async within(work) {
      const result = await withinDeadline(work, left());
      if (result === LATE) console.error(`[${area}] Redis gave no answer within ${ms} ms`);
      return result;
    },
  };
}
