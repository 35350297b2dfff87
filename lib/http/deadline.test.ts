import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { unsentCancellationMessage } from '@/content/cancellation';
import { unsentWithdrawalMessage } from '@/content/withdrawal';
import { setCheckoutSettings } from '@/e2e/fakes/checkout-routes';
import { HttpFake } from '@/e2e/fakes/http-fake';
import { PayPalApi } from '@/e2e/fakes/paypal-api';
import {
  disconnectRedisClients,
  redisClients,
  settleAfterTasks,
  siteWorkingDirectory,
} from '@/e2e/fakes/route-harness';
import { PEER_HEADER } from '@/lib/http/client-address';
import { LATE, withinDeadline } from '@/lib/http/deadline';
import { startRedis } from '@/scripts/redis-server.mjs';

// A Redis that is connected but does not answer (a paused VM, a failover, a
// path that drops packets) holds no request: every route that touches Redis,
// called as a browser calls it, against a real Redis paused with SIGSTOP,
// answers within a few seconds. Where the site can do without Redis it answers
// as usual (the limits count in memory, the record of sales refuses nobody);
// a declaration, which cannot be received without it, gets the German 503.
// Next's after() runs its tasks once a request is answered; here they are
// collected.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
// Every client the site's modules open: ready before Redis pauses, closed after the tests.
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

type Handler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** The bound the answers are held to; each hung for 20 s and more without the deadlines. */
const ANSWER_WITHIN_MS = 5_000;

const api = new PayPalApi();
const paypal = new HttpFake(api.handler);
const ingest = new HttpFake((_request, response) => response.writeHead(200).end('{}'));
const root = siteWorkingDirectory('deadline');
let redis: Awaited<ReturnType<typeof startRedis>>;
const routes: Record<string, Handler> = {};

beforeAll(async () => {
  redis = await startRedis();
  setCheckoutSettings(api, await paypal.start(), redis.url, {
    NEXT_PUBLIC_SENTRY_DSN: `${(await ingest.start()).replace('//', '//key@')}/42`,
  });
  // Without SMTP_URL the mail goes to the folder .mail/ of this test's own working directory.
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  for (const [name, path] of [
    ['widerruf', '@/app/api/widerruf/route'],
    ['kuendigung', '@/app/api/kuendigung/route'],
    ['quote', '@/app/api/premium/quote/route'],
    ['orders', '@/app/api/premium/orders/route'],
    ['order', '@/app/api/premium/orders/[id]/route'],
    ['capture', '@/app/api/premium/orders/[id]/capture/route'],
    ['monitoring', '@/app/monitoring/route'],
  ] as const) {
    const route = (await import(path)) as { POST?: Handler; GET?: Handler };
    routes[name] = (route.POST ?? route.GET)!;
  }
}, 60_000);

afterAll(async () => {
  await settleAfterTasks();
  disconnectRedisClients();
  await Promise.all([paypal.stop(), ingest.stop()]);
  await redis.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Every client the routes opened, connected: a stall then meets them as it would in production. */
async function allReady() {
  await Promise.all(
    redisClients
      .filter((client) => client.status !== 'ready')
      .map((client) => new Promise((resolve) => client.once('ready', resolve))),
  );
}

/**
 * `call`'s answer with the time it took, Redis paused from just before until
 * the answer (or until no answer came within twice the bound): resumed in any case.
 */
async function whilePaused(call: () => Promise<Response>) {
  await allReady();
  process.kill(redis.pid, 'SIGSTOP');
  try {
    const started = performance.now();
    const answer = await withinDeadline(call(), 2 * ANSWER_WITHIN_MS);
    return { answer, ms: performance.now() - started };
  } finally {
    process.kill(redis.pid, 'SIGCONT');
  }
}

/**
 * A request as a browser sends it, with this browser's cookies, from an IPv6
 * address of its own: counted in each of its three networks, the most calls
 * to Redis a request makes.
 */
function browser() {
  const jar = new Map<string, string>();
  const peer = `2001:db8:${randomBytes(2).toString('hex')}::1`;
  return async (handler: Handler, path: string, body?: unknown, id = '') => {
    const [type, text] =
      body instanceof URLSearchParams
        ? ['application/x-www-form-urlencoded', body.toString()]
        : typeof body === 'string'
          ? ['text/plain', body]
          : ['application/json', JSON.stringify(body)];
    const request = new NextRequest(`https://www.example.de${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        host: 'www.example.de',
        origin: 'https://www.example.de',
        [PEER_HEADER]: peer,
        'content-type': type,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(body === undefined ? {} : { body: text }),
    });
    const response = await handler(request, { params: Promise.resolve({ id }) });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(';')[0]!.split('=') as [string, string];
      jar.set(name, value);
    }
    return response;
  };
}

const someone = () => `ana.${randomBytes(4).toString('hex')}@example.org`;
const withdrawal = () => ({
  name: 'Ana Beispiel',
  email: someone(),
  contract: 'E2E00000000000001',
});
const cancellation = () => ({
  product: 'premium',
  kind: 'ordinary',
  reason: '',
  name: 'Ana Beispiel',
  email: someone(),
  contract: 'E2E00000000000001',
  when: 'asap',
  date: '',
});
const order = () => ({ plan: 'jahr', email: someone(), code: '', checkoutId: randomUUID() });
const envelope = () =>
  `${JSON.stringify({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN })}\n{"type":"event"}\n{}`;

describe('with Redis connected but silent', () => {
  test.each([
    ['widerruf', withdrawal, unsentWithdrawalMessage('kontakt@example.de')],
    ['kuendigung', cancellation, unsentCancellationMessage('kontakt@example.de')],
  ] as const)(
    '/api/%s answers the German 503 that keeps every field, within seconds',
    async (name, fields, message) => {
      const send = browser();
      // Received while Redis answers: the same route, a moment before.
      expect((await send(routes[name]!, `/api/${name}`, fields())).status).toBe(200);
      const { answer, ms } = await whilePaused(() => send(routes[name]!, `/api/${name}`, fields()));
      expect(answer).not.toBe(LATE);
      const response = answer as Response;
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message });
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    },
    30_000,
  );

  test('the page a browser without scripts gets names the address to write to', async () => {
    const send = () =>
      browser()(routes.widerruf!, '/api/widerruf', new URLSearchParams(withdrawal()));
    const { answer, ms } = await whilePaused(send);
    expect(answer).not.toBe(LATE);
    const response = answer as Response;
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('kontakt@example.de');
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);

  test('/api/premium/quote prices the plans, the limits counting in memory', async () => {
    const { answer, ms } = await whilePaused(() =>
      browser()(routes.quote!, '/api/premium/quote', { code: '' }),
    );
    expect(answer).not.toBe(LATE);
    expect((answer as Response).status).toBe(200);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);

  test('/api/premium/orders creates the PayPal order, the limits counting in memory', async () => {
    const { answer, ms } = await whilePaused(() =>
      browser()(routes.orders!, '/api/premium/orders', order()),
    );
    expect(answer).not.toBe(LATE);
    expect((answer as Response).status).toBe(201);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);

  test('GET /api/premium/orders/ID shows the review without the record of sales', async () => {
    const send = browser();
    const created = await send(routes.orders!, '/api/premium/orders', order());
    const { orderId } = (await created.json()) as { orderId: string };
    api.approve(orderId);
    const { answer, ms } = await whilePaused(() =>
      send(routes.order!, `/api/premium/orders/${orderId}`, undefined, orderId),
    );
    expect(answer).not.toBe(LATE);
    const response = answer as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'approved', orderId });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);

  test('the capture takes the payment and confirms it, the record of sales and the outbox out of reach', async () => {
    const send = browser();
    const created = await send(routes.orders!, '/api/premium/orders', order());
    const { orderId } = (await created.json()) as { orderId: string };
    api.approve(orderId);
    await send(routes.order!, `/api/premium/orders/${orderId}`, undefined, orderId);
    const { answer, ms } = await whilePaused(() =>
      send(
        routes.capture!,
        `/api/premium/orders/${orderId}/capture`,
        { immediateStart: true },
        orderId,
      ),
    );
    expect(answer).not.toBe(LATE);
    const response = answer as Response;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'completed', orderId });
    // It waits on purpose, twice: the record of sales gives up after its command timeout, the
    // outbox's store after the request's budget, then the confirmation goes out directly
    // (about 4 s here). Twice the others' bound leaves room on a busy machine.
    expect(ms).toBeLessThan(2 * ANSWER_WITHIN_MS);
  }, 30_000);

  test('/monitoring forwards an envelope, the limits counting in memory', async () => {
    const { answer, ms } = await whilePaused(() =>
      browser()(routes.monitoring!, '/monitoring', envelope()),
    );
    expect(answer).not.toBe(LATE);
    expect((answer as Response).status).toBe(200);
    expect(ingest.requests).toHaveLength(1);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  }, 30_000);
});
