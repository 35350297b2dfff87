import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { NextRequest } from 'next/server';
import { HttpFake } from '@/e2e/fakes/http-fake';
import { PayPalApi } from '@/e2e/fakes/paypal-api';
import {
  disconnectRedisClients,
  settleAfterTasks,
  siteWorkingDirectory,
} from '@/e2e/fakes/route-harness';
import { PEER_HEADER } from '@/lib/http/client-address';
import { startRedis } from '@/scripts/redis-server.mjs';

// The checkout's route modules as a browser calls them, for a jest test that
// mocks next/server and ioredis with route-harness.ts: PayPal's stand-in on
// loopback, a real Redis (the limits, the record of sales, the outbox) and,
// without SMTP_URL, the demo's mail folder in a working directory of the test's
// own. checkoutRoutes() registers the beforeAll and afterAll that start and stop
// them; each browser() has an address (its own rate limits) and a cookie jar.

type Context = { params: Promise<{ id: string }> };
export type RouteHandler = (request: NextRequest, context: Context) => Promise<Response>;

export type CallOptions = {
  /** JSON, or a string sent as it is; none makes a GET. */
  body?: unknown;
  /** Headers over the page's own (Origin, Content-Type); null leaves one out. */
  headers?: Record<string, string | null>;
  /** The order id of the path's `[id]`. */
  id?: string;
};

export type Answer = { status: number; headers: Headers; json: Record<string, unknown> };

export const SITE = 'https://www.example.de';

/**
 * A checkout's settings against PayPal's stand-in at `paypalUrl` and the Redis at `redisUrl`, with
 * no mail server (the demo's folder), no hand-off and no archive; `extra` adds settings of the test's.
 */
export function setCheckoutSettings(
  api: PayPalApi,
  paypalUrl: string,
  redisUrl: string,
  extra: Record<string, string> = {},
) {
  for (const key of ['SMTP_URL', 'SITE_ENV', 'VERCEL_ENV', 'PREMIUM_GRANT_URL', 'MAIL_ARCHIVE']) {
    delete process.env[key];
  }
  Object.assign(process.env, {
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: api.clientId,
    PAYPAL_CLIENT_SECRET: api.clientSecret,
    PAYPAL_API_URL: paypalUrl,
    ORDER_SIGNING_KEY: randomBytes(32).toString('base64url'),
    REDIS_URL: redisUrl,
    ...extra,
  });
}

export function checkoutRoutes() {
  const api = new PayPalApi();
  const paypal = new HttpFake(api.handler);
  const root = siteWorkingDirectory('checkout');
  const routes = {} as Record<'create' | 'read' | 'capture' | 'quote', RouteHandler>;
  let redis: Awaited<ReturnType<typeof startRedis>>;

  beforeAll(async () => {
    redis = await startRedis();
    setCheckoutSettings(api, await paypal.start(), redis.url);
    // The demo's mail folder is the working directory's `.mail/`: this test's own.
    jest.spyOn(process, 'cwd').mockReturnValue(root);
    const handler = async (path: string) =>
      ((await import(path)) as { POST?: RouteHandler; GET?: RouteHandler })[
        path.endsWith('[id]/route') ? 'GET' : 'POST'
      ]!;
    routes.create = await handler('@/app/api/premium/orders/route');
    routes.read = await handler('@/app/api/premium/orders/[id]/route');
    routes.capture = await handler('@/app/api/premium/orders/[id]/capture/route');
    routes.quote = await handler('@/app/api/premium/quote/route');
  }, 60_000);

  afterAll(async () => {
    await settleAfterTasks();
    disconnectRedisClients();
    await paypal.stop();
    await redis.stop();
    rmSync(root, { recursive: true, force: true });
  });

  let browsers = 0;

  /** One browser: its address, its cookies, and its calls to the site. */
  function browser(peer = `198.51.100.${++browsers}`) {
    const jar = new Map<string, string>();
    const call = async (
      handler: RouteHandler,
      path: string,
      options: CallOptions = {},
    ): Promise<Answer> => {
      const { body } = options;
      const headers = new Headers({
        host: 'www.example.de',
        [PEER_HEADER]: peer,
        origin: SITE,
        'content-type': 'application/json',
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      });
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        if (value === null) headers.delete(name);
        else headers.set(name, value);
      }
      const request = new NextRequest(`${SITE}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const response = await handler(request, {
        params: Promise.resolve({ id: options.id ?? '' }),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        jar.set(name, value);
      }
      const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: response.status, headers: response.headers, json };
    };
    const orderPath = (orderId: string) => `/api/premium/orders/${orderId}`;
    return {
      jar,
      call,
      /** `Weiter zur Zahlung`'s order: the plan, the account and the attempt. */
      create: (order: Record<string, unknown>) =>
        call(routes.create, '/api/premium/orders', { body: order }),
      /** What the page asks after PayPal's approval or a reload. */
      read: (orderId: string) => call(routes.read, orderPath(orderId), { id: orderId }),
      /** `Jetzt zahlungspflichtig bestellen`, the box ticked as the review sends it. */
      order: (orderId: string, body: unknown = { immediateStart: true }) =>
        call(routes.capture, `${orderPath(orderId)}/capture`, { body, id: orderId }),
      /** Plan and account, PayPal's approval, and the review the site then shows. */
      async review(plan: 'jahr' | 'monat', email: string) {
        const order = { plan, email, code: '', checkoutId: randomUUID() };
        const created = await call(routes.create, '/api/premium/orders', { body: order });
        const orderId = created.json.orderId as string;
        api.approve(orderId);
        const review = await call(routes.read, orderPath(orderId), { id: orderId });
        return { orderId, review };
      },
    };
  }

  /** The demo's mails in the folder, parsed, once every task after the answers has run. */
  async function mails() {
    await settleAfterTasks();
    const folder = join(root, '.mail');
    const names = existsSync(folder) ? readdirSync(folder) : [];
    return Promise.all(names.map((name) => simpleParser(readFileSync(join(folder, name)))));
  }

  /** The capture requests PayPal's stand-in received. */
  const captures = () => paypal.received().filter((request) => request.url.endsWith('/capture'));

  return { api, paypal, routes, browser, mails, captures };
}
