import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import {
  clientAddress,
  createRateLimiter,
  limitedAnswer,
  LIMIT_MESSAGE,
  type Limits,
} from '@/lib/rate-limits';

const tiny: Limits<'quote' | 'orders' | 'capture' | 'review'> = {
  quote: { perClient: { points: 2, durationS: 60 }, overall: { points: 3, durationS: 60 } },
  orders: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
  capture: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
  review: { perClient: { points: 1, durationS: 60 }, overall: { points: 10, durationS: 60 } },
};

describe('the rate limits in memory', () => {
  it('refuse the next request of a client, then everyone past the overall limit', async () => {
    const limiter = createRateLimiter({ limits: tiny, keyPrefix: 'test' });
    expect(await limiter.consume('quote', 'a')).toEqual({ ok: true });
    expect(await limiter.consume('quote', 'a')).toEqual({ ok: true });
    const refused = await limiter.consume('quote', 'a');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.retryAfterS).toBeGreaterThan(50);
    // Another client passes until the overall limit (3) is used up.
    const overall = await limiter.consume('quote', 'b');
    expect(overall.ok).toBe(false);
    expect(!overall.ok && overall.retryAfterS).toBeGreaterThan(50);
    expect((await limiter.consume('quote', 'c')).ok).toBe(false);
    // Each endpoint counts on its own.
    expect(await limiter.consume('orders', 'a')).toEqual({ ok: true });
  });

  it('answer 429 with Retry-After and the German message', async () => {
    const response = limitedAnswer(12.2);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('13');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ failure: 'limited', message: LIMIT_MESSAGE });
  });

  it('take the address the proxy in front sets', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(new Headers())).toBe('direct');
  });
});

const REDIS = '/usr/bin/redis-server';
const describeRedis = existsSync(REDIS) ? describe : describe.skip;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function untilListening(port: number) {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket()
        .once('connect', () => {
          socket.destroy();
          resolve(true);
        })
        .once('error', () => resolve(false));
      socket.connect(port, '127.0.0.1');
    });
    if (open) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeRedis("the checkout limits through Debian's redis-server", () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      REDIS,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    url = `redis://127.0.0.1:${port}`;
    await untilListening(port);
  });

  afterAll(async () => {
    await new Promise((resolve) => {
      redis.once('exit', resolve);
      redis.kill('SIGTERM');
    });
  });

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
