import { existsSync } from 'node:fs';
import { REQUEST_REFUSALS } from '@/content/forms';
import { clientKeysOf } from '@/lib/http/client-address';
import { createRateLimiter, limitedAnswer, type Limits } from '@/lib/http/rate-limits';
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
      expect(await limiter.consume('quote', ['a'])).toEqual({ ok: true });
      expect(await limiter.consume('quote', ['a'])).toEqual({ ok: true });
      // A flood from one client: its own limit refuses it, and only it.
      for (let i = 0; i < 50; i++) {
        const refused = await limiter.consume('quote', ['a']);
        expect(refused.ok).toBe(false);
        expect(!refused.ok && refused.retryAfterS).toBeGreaterThan(50);
      }
      // Two of the overall three are used: another client gets the third.
      expect(await limiter.consume('quote', ['b'])).toEqual({ ok: true });
      const overall = await limiter.consume('quote', ['c']);
      expect(overall.ok).toBe(false);
      expect(!overall.ok && overall.retryAfterS).toBeGreaterThan(50);
      // Each endpoint counts on its own.
      expect(await limiter.consume('orders', ['a'])).toEqual({ ok: true });
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
      expect((await limiter.consume('quote', ['a'])).ok).toBe(true);
      for (let i = 0; i < 3; i++) expect((await limiter.consume('quote', ['d'])).ok).toBe(false);
      jest.advanceTimersByTime(1_100);
      // The overall window has passed: d still has both of its own points.
      expect((await limiter.consume('quote', ['d'])).ok).toBe(true);
      jest.advanceTimersByTime(1_100);
      expect((await limiter.consume('quote', ['d'])).ok).toBe(true);
      jest.advanceTimersByTime(1_100);
      expect((await limiter.consume('quote', ['d'])).ok).toBe(false);
    } finally {
      warnings.mockRestore();
      jest.useRealTimers();
    }
  });

  it('count an IPv6 client in its /64, /56 and /48: one /48 spread over its /64s is one client at its widest', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({
        limits: {
          declare: {
            perClient: { points: 5, durationS: 600 },
            overall: { points: 120, durationS: 60 },
          },
        },
        keyPrefix: 'test',
      });
      const allowed = [];
      // 25 /64s of one /48, each in a /56 of its own, five each: the /48's
      // share (4 × 5) stops them at 20.
      for (let net = 0; net < 25; net++) {
        for (let i = 0; i < 5; i++) {
          const client = clientKeysOf(`2001:db8:7:${(net << 8).toString(16)}::${i + 1}`);
          allowed.push((await limiter.consume('declare', client)).ok);
        }
      }
      expect(allowed.filter(Boolean)).toHaveLength(20);
      // The /64s of one /56 share 2 × 5: a third /64 finds it spent.
      const household = (n: number) => clientKeysOf(`2001:db8:8:${n}::1`);
      for (let i = 0; i < 10; i++)
        expect((await limiter.consume('declare', household(i % 2))).ok).toBe(true);
      expect((await limiter.consume('declare', household(2))).ok).toBe(false);
      // The overall window was charged only what the networks let through: anyone else goes on.
      expect(await limiter.consume('declare', clientKeysOf('2001:db8:9::1'))).toEqual({ ok: true });
      expect(await limiter.consume('declare', ['198.51.100.7'])).toEqual({ ok: true });
      expect(warnings.mock.calls.map(([line]) => line)).toEqual([
        "[limits] test declare: one client's network went past its limit of 20 in 600 s",
        "[limits] test declare: one client's network went past its limit of 10 in 600 s",
      ]);
    } finally {
      warnings.mockRestore();
    }
  });

  it('keep a client its reserve when the overall window is full, and charge it nothing for what costs nobody', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = createRateLimiter({
        limits: {
          capture: {
            perClient: { points: 30, durationS: 600 },
            overall: { points: 10, durationS: 60 },
            reserved: 2,
          },
        },
        keyPrefix: 'test',
      });
      // A flood fills the overall window from many clients beyond their reserves.
      for (let client = 0; client < 5; client++) {
        for (let i = 0; i < 6; i++) await limiter.consume('capture', [`203.0.113.${client}`]);
      }
      expect((await limiter.consume('capture', ['203.0.113.9'])).ok).toBe(true);
      expect((await limiter.consume('capture', ['203.0.113.9'])).ok).toBe(true);
      // Past its reserve, a client meets the full overall window.
      expect((await limiter.consume('capture', ['203.0.113.9'])).ok).toBe(false);
      // A request that costs nobody else anything leaves the overall window out.
      expect(await limiter.consume('capture', ['203.0.113.9'], { overall: false })).toEqual({
        ok: true,
      });
    } finally {
      warnings.mockRestore();
    }
  });

  it('give back what a request took when it was not served after all', async () => {
    const limiter = createRateLimiter({
      limits: {
        mail: { perClient: { points: 1, durationS: 60 }, overall: { points: 1, durationS: 60 } },
      },
      keyPrefix: 'test',
    });
    expect((await limiter.consume('mail', ['a'])).ok).toBe(true);
    await limiter.giveBack('mail', ['a']);
    // Both the client's point and the overall one are back.
    expect((await limiter.consume('mail', ['b'])).ok).toBe(true);
    await limiter.giveBack('mail', ['b']);
    expect((await limiter.consume('mail', ['a'])).ok).toBe(true);
  });

  it('answer 429 with Retry-After and the German message', async () => {
    const response = limitedAnswer(12.2);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('13');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      failure: 'limited',
      message: REQUEST_REFUSALS.limited,
    });
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
      expect(await first.consume('quote', ['a'])).toEqual({ ok: true });
      expect(await second.consume('quote', ['a'])).toEqual({ ok: true });
      // The third request of the same client fails on either instance.
      expect((await first.consume('quote', ['a'])).ok).toBe(false);
      expect((await second.consume('quote', ['a'])).ok).toBe(false);
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
      for (let i = 0; i < 5; i++) verdicts.push((await limiter.consume('quote', ['a'])).ok);
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
      expect(await limiter.consume('orders', ['a'])).toEqual({ ok: true });
      expect((await limiter.consume('orders', ['a'])).ok).toBe(false);
    } finally {
      errors.mockRestore();
      await limiter.close();
    }
  });
});
