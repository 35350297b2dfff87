import { existsSync } from 'node:fs';
import {
  createRateLimiter,
  limitedAnswer,
  LIMIT_MESSAGE,
  type Limits,
} from '@/lib/http/rate-limits';
import { REDIS_SERVER, freePort, startRedis } from '@/scripts/redis-server.mjs';

const tiny: Limits<'quote' | 'orders' | 'capture' | 'review'> = {
  quote: { perClient: { points: 2, durationS: 60 }, overall: { points: 3, durationS: 60 } },
  orders: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
  capture: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
  review: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
};

describe('the rate limits in memory', () => {
  it("refuse a client past its own limit without using up everyone's budget", async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({ limits: tiny, keyPrefix: 'test' });
      expect(await limiter.consume('quote', 'a')).toEqual({ ok: true });
      expect(await limiter.consume('quote', 'a')).toEqual({ ok: true });
      // A flood from one client: its own limit refuses it, and only it.
      for (let i = 0; i < 50; i++) {
        const refused = await limiter.consume('quote', 'a');
        expect(refused.ok).toBe(false);
        expect(!refused.ok && refused.retryAfterS).toBeGreaterThan(50);
      }
      // Two of the overall three are used: another client gets the third.
      expect(await limiter.consume('quote', 'b')).toEqual({ ok: true });
      const overall = await limiter.consume('quote', 'c');
      expect(overall.ok).toBe(false);
      expect(!overall.ok && overall.retryAfterS).toBeGreaterThan(50);
      // Each endpoint counts on its own.
      expect(await limiter.consume('orders', 'a')).toEqual({ ok: true });
      // One line per limit and window, however many requests it refused.
      expect(warnings.mock.calls.map(([line]) => line)).toEqual([
        '[limits] test quote: one client went past its limit of 2 in 60 s',
        '[limits] test quote: all together went past the overall limit of 3 in 60 s',
      ]);
    } finally {
      warnings.mockRestore();
    }
  });

  it('give a client its point back when the overall limit refused it', async () => {
    jest.useFakeTimers();
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({
        limits: {
          quote: { perClient: { points: 2, durationS: 60 }, overall: { points: 1, durationS: 1 } },
        },
        keyPrefix: 'test',
      });
      expect((await limiter.consume('quote', 'a')).ok).toBe(true);
      for (let i = 0; i < 3; i++) expect((await limiter.consume('quote', 'd')).ok).toBe(false);
      jest.advanceTimersByTime(1_100);
      // The overall window has passed: d still has both of its own points.
      expect((await limiter.consume('quote', 'd')).ok).toBe(true);
      jest.advanceTimersByTime(1_100);
      expect((await limiter.consume('quote', 'd')).ok).toBe(true);
      jest.advanceTimersByTime(1_100);
      expect((await limiter.consume('quote', 'd')).ok).toBe(false);
    } finally {
      warnings.mockRestore();
      jest.useRealTimers();
    }
  });

  it('answer 429 with Retry-After and the German message', async () => {
    const response = limitedAnswer(12.2);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('13');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ failure: 'limited', message: LIMIT_MESSAGE });
  });
});

const describeRedis = existsSync(REDIS_SERVER) ? describe : describe.skip;

describeRedis("the checkout limits through Debian's redis-server", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let url: string;

  beforeAll(async () => {
    redis = await startRedis();
    url = redis.url;
  });

  afterAll(() => redis.stop());

  it('are shared by two instances of the site', async () => {
    const keyPrefix = `test-${Date.now()}`;
    const first = createRateLimiter({ redisUrl: url, limits: tiny, keyPrefix });
    const second = createRateLimiter({ redisUrl: url, limits: tiny, keyPrefix });
    try {
      await Promise.all([first.ready(), second.ready()]);
      expect(await first.consume('quote', 'a')).toEqual({ ok: true });
      expect(await second.consume('quote', 'a')).toEqual({ ok: true });
      // The third request of the same client fails on either instance.
      expect((await first.consume('quote', 'a')).ok).toBe(false);
      expect((await second.consume('quote', 'a')).ok).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('count nothing twice while Redis connects: a burst at start meets the limit', async () => {
    const limiter = createRateLimiter({
      redisUrl: url,
      limits: tiny,
      keyPrefix: `burst-${Date.now()}`,
    });
    try {
      const verdicts: boolean[] = [];
      for (let i = 0; i < 5; i++) verdicts.push((await limiter.consume('quote', 'a')).ok);
      expect(verdicts).toEqual([true, true, false, false, false]);
    } finally {
      await limiter.close();
    }
  });

  it('still limit in memory when Redis cannot be reached', async () => {
    const limiter = createRateLimiter({
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
      limits: tiny,
      keyPrefix: 'test',
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await limiter.consume('orders', 'a')).toEqual({ ok: true });
      expect((await limiter.consume('orders', 'a')).ok).toBe(false);
    } finally {
      errors.mockRestore();
      await limiter.close();
    }
  });
});
