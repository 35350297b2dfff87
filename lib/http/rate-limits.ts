import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REQUEST_REFUSALS } from '@/content/forms';
import { reportUnreachable } from '@/lib/core/report-unreachable';
import { NETWORK_SHARES, type Client } from '@/lib/http/client-address';
import { FAIL_FAST_REDIS, STALL_MS } from '@/lib/http/deadline';
import { jsonAnswer } from '@/lib/http/request-guards';

// Rate limits of the site's own endpoints (the checkout, the declarations,
// the monitoring tunnel), per client and overall. A client is counted in each
// of its networks (lib/http/client-address.ts), each with its share of the
// client's budget. In memory on one instance; shared through Redis when the
// site runs on several. A record lives only as long as its window (the
// privacy policy says so).

type Window = { points: number; durationS: number };
/**
 * Per endpoint: what one client may do, and what all together may do. A
 * client's first `reserved` requests in its window are not charged to the
 * overall one: a buyer holding an order can finish it whatever others send.
 * An overall window that only `alerts` refuses nothing: reaching it is told
 * (the log line and `onOverallLimit`) and the request goes on.
 */
export type Limits<Name extends string> = Record<
  Name,
  { perClient: Window; overall?: Window & { alerts?: true }; reserved?: number }
>;

export type LimitVerdict = { ok: true } | { ok: false; retryAfterS: number };

export type RateLimiter<Name extends string> = {
  /**
   * Counts a request of `client` and says whether it may go on. A request
   * charged to the overall window is refused by it only after its client's
   * own limits let it through; `overall: false` leaves that window out (a
   * request that costs nobody else anything).
   */
  consume(name: Name, client: Client, options?: { overall?: boolean }): Promise<LimitVerdict>;
  /**
   * Gives back what `consume` took: the request was not served after all. The
   * overall window's point too, so it is only for limits without a reserve,
   * whose every allowed request was charged there.
   */
  giveBack(name: Name, client: Client): Promise<void>;
  /**
   * Resolves once the shared store answers (at once in memory). `consume` waits
   * for it by itself, up to 2 s, then counts in this instance's memory.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
};

type LimiterOptions<Name extends string> = {
  limits: Limits<Name>;
  keyPrefix: string;
  redisUrl?: string | null;
  /** Called once per window when the overall limit refuses, for an alert. */
  onOverallLimit?: (name: Name) => void;
  /** What one key stands for, in the log: a client (the default), a recipient. */
  counting?: string;
};

/** The shared store of the limits. */
function connectLimitsStore(redisUrl: string) {
  const redis = new Redis(redisUrl, {
    ...FAIL_FAST_REDIS,
    // A limit must not hold a purchase or a cancellation up: fail fast to the memory limiter.
    enableOfflineQueue: false,
    lazyConnect: false,
    // A Redis connected but silent: after STALL_MS without a byte the socket
    // is dropped and what was in flight fails (its request counts in memory,
    // and it is not sent again). Until a new connection is ready every command
    // fails at once, so a request meets a stall once, not once per command.
    socketTimeout: STALL_MS,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  reportUnreachable(
    redis,
    (error) =>
      `[limits] Redis for the rate limits unreachable, limiting in memory: ${error.message}`,
  );
  return redis;
}

/** A refusal's verdict, logged once per window of the limit it hit, not once per request. */
function refusalOf<Name extends string>(options: LimiterOptions<Name>) {
  const { limits, keyPrefix: prefix } = options;
  const lastLogged = new Map<string, number>();
  return (name: Name, scope: 'client' | 'overall', error: RateLimiterRes, share = 1) => {
    const { perClient, overall } = limits[name];
    const window =
      scope === 'client' ? { ...perClient, points: perClient.points * share } : overall!;
    const key = `${name}:${scope}:${share}`;
    const now = Date.now();
    if (now - (lastLogged.get(key) ?? -Infinity) >= window.durationS * 1000) {
      lastLogged.set(key, now);
      console.warn(
        `[limits] ${prefix} ${name}: ${scope === 'client' ? `one ${options.counting ?? 'client'}${share > 1 ? `'s network` : ''} went past its` : 'all together went past the overall'} limit of ${window.points} in ${window.durationS} s`,
      );
      if (scope === 'overall') options.onOverallLimit?.(name);
    }
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) } as const;
  };
}

export function createRateLimiter<Name extends string>(
  options: LimiterOptions<Name>,
): RateLimiter<Name> {
  const { limits, keyPrefix: prefix } = options;
  const redis = options.redisUrl ? connectLimitsStore(options.redisUrl) : null;
  const make = (name: string, window: Window): RateLimiterAbstract => {
    const common = {
      keyPrefix: `${prefix}:${name}`,
      ...{ points: window.points, duration: window.durationS },
    };
    return redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: redis,
          insuranceLimiter: new RateLimiterMemory(common),
        })
      : new RateLimiterMemory(common);
  };
  const limiters = Object.fromEntries(
    (Object.entries(limits) as [Name, Limits<Name>[Name]][]).map(([name, windows]) => [
      name,
      {
        perNetwork: NETWORK_SHARES.map((share, i) =>
          make(`${name}:client${i ? `:${i}` : ''}`, {
            ...windows.perClient,
            points: windows.perClient.points * share,
          }),
        ),
        overall: windows.overall ? make(`${name}:all`, windows.overall) : null,
      },
    ]),
  ) as Record<Name, { perNetwork: RateLimiterAbstract[]; overall: RateLimiterAbstract | null }>;

  // Counting starts once Redis is there (or has had 2 s to come): a request
  // counted in memory while it connects would be forgotten once it is.
  const connected = redis
    ? new Promise<void>((resolve) => {
        redis.once('ready', () => resolve());
        setTimeout(resolve, 2000).unref();
      })
    : Promise.resolve();
  const refusal = refusalOf(options);

  /** The limiter of each of a client's networks, with the key it counts under. */
  const networksOf = (name: Name, client: Client) =>
    client.map((key, i) => ({ limiter: limiters[name].perNetwork[i]!, key }));
  const giveBack = async (counted: { limiter: RateLimiterAbstract; key: string }[]) => {
    await Promise.all(counted.map(({ limiter, key }) => limiter.reward(key, 1).catch(() => null)));
  };

  return {
    // A client's own limits are asked first, narrowest network first: what
    // they refuse never touches the overall budget, so one client's flood
    // cannot use up everyone's. A request the overall limit refuses gives the
    // client its points back.
    async consume(name, client, charge) {
      await connected;
      const { reserved = 0 } = limits[name];
      const counted: { limiter: RateLimiterAbstract; key: string }[] = [];
      let withinReserve = true;
      for (const [i, network] of networksOf(name, client).entries()) {
        try {
          const used = await network.limiter.consume(network.key);
          counted.push(network);
          withinReserve &&= used.consumedPoints <= reserved * NETWORK_SHARES[i]!;
        } catch (error) {
          // An error of the store itself (not a refusal) lets the request through.
          if (error instanceof RateLimiterRes) {
            await giveBack(counted);
            return refusal(name, 'client', error, NETWORK_SHARES[i]);
          }
        }
      }
      const { overall } = limiters[name];
      if (!overall || charge?.overall === false || withinReserve) return { ok: true };
      try {
        await overall.consume('all');
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          if (limits[name].overall!.alerts) {
            refusal(name, 'overall', error);
            return { ok: true };
          }
          await giveBack(counted);
          return refusal(name, 'overall', error);
        }
      }
      return { ok: true };
    },
    async giveBack(name, client) {
      const { overall } = limiters[name];
      await giveBack([
        ...networksOf(name, client),
        ...(overall ? [{ limiter: overall, key: 'all' }] : []),
      ]);
    },
    async ready() {
      if (redis && redis.status !== 'ready') {
        await new Promise((resolve) => redis.once('ready', resolve));
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/** The `Retry-After` header of a limited request: whole seconds, one at least. */
export function retryAfter(retryAfterS: number): { 'Retry-After': string } {
  return { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterS))) };
}

export function limitedAnswer(retryAfterS: number): Response {
  const response = jsonAnswer(429, { failure: 'limited', message: REQUEST_REFUSALS.limited });
  for (const [name, value] of Object.entries(retryAfter(retryAfterS))) {
    response.headers.set(name, value);
  }
  return response;
}
