import type { APIRequestContext } from '@playwright/test';
import { toDecimal } from '@/lib/checkout/money';
import { planById } from '@/lib/checkout/plans';
import { E2E_PORT } from './e2e-env.mjs';
import { GERMAN_PAYER } from './fakes/paypal-api';
import { expect, test } from './fixtures';
import {
  api,
  captures,
  freshAccount,
  paypal,
  serveCheckoutStandIns,
  smtp,
} from './premium-helpers';

// The checkout's API as a client other than our page calls it: its own prices,
// its checks before PayPal, an order only for the browser that made it, its limits.

serveCheckoutStandIns();

test.describe('the checkout endpoints', () => {
  // Node resolves no *.localhost name: the German default of a neutral host.
  const origin = `http://localhost:${E2E_PORT}`;
  const headers = (address: string) => ({
    Origin: origin,
    'Content-Type': 'application/json',
    'X-Real-IP': address,
  });
  const order = {
    plan: 'jahr',
    email: freshAccount(),
    checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
  };
  /** Reading and capturing the order from another browser: a 404 each, and no account e-mail. */
  const expectRefused = async (stranger: APIRequestContext, orderId: string, address: string) => {
    for (const response of [
      await stranger.get(`${origin}/api/premium/orders/${orderId}`, { headers: headers(address) }),
      await stranger.post(`${origin}/api/premium/orders/${orderId}/capture`, {
        headers: headers(address),
        data: { immediateStart: true },
      }),
    ]) {
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain(order.email);
    }
  };
  const create = async (request: APIRequestContext, address: string) => {
    const response = await request.post(`${origin}/api/premium/orders`, {
      headers: headers(address),
      data: order,
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { orderId: string }).orderId;
  };

  test('price the order themselves: amount and currency from the browser are ignored', async ({
    request,
  }) => {
    const response = await request.post(`${origin}/api/premium/orders`, {
      headers: headers('198.51.100.1'),
      data: { ...order, amount: '0.01', value: '0.01', currency: 'USD', currency_code: 'USD' },
    });
    expect(response.status()).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'EUR',
      value: toDecimal(planById('jahr')!.prices.EUR),
    });
  });

  test('refuse what the page never sends, before any call to PayPal', async ({ request }) => {
    const ok = headers('198.51.100.2');
    const refused: [unknown, Record<string, string>, number, RegExp][] = [
      [{ ...order, plan: 'lebenslang' }, ok, 400, /Zeiträume/],
      [{ ...order, plan: '__proto__' }, ok, 400, /Zeiträume/],
      [{ ...order, code: 'GRATIS' }, ok, 422, /kennen wir nicht/],
      [{ ...order, code: 'X'.repeat(33) }, ok, 400, /zu lang/],
      [{ ...order, email: 'keine-adresse' }, ok, 400, /E-Mail-Adresse/],
      [{ ...order, email: `${'a'.repeat(90)}@example.de` }, ok, 400, /E-Mail-Adresse/],
      [{ ...order, checkoutId: '1' }, ok, 400, /unvollständig/],
      [{ ...order, pad: 'x'.repeat(5000) }, ok, 413, /umfangreich/],
      [order, { ...ok, Origin: 'https://evil.example' }, 403, /nicht von unserer Seite/],
      [order, { 'Content-Type': 'application/json' }, 403, /nicht von unserer Seite/],
      [order, { ...ok, 'Content-Type': 'text/plain' }, 415, /unvollständig/],
    ];
    for (const [data, requestHeaders, status, message] of refused) {
      const response = await request.post(`${origin}/api/premium/orders`, {
        headers: requestHeaders,
        data: JSON.stringify(data),
      });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(paypal.received()).toEqual([]);
  });

  test('answer an order only to the browser that created it: a stranger gets a 404 and no e-mail', async ({
    request,
    playwright,
  }) => {
    const orderId = await create(request, '198.51.100.3');
    api.approve(orderId);
    const own = await request.get(`${origin}/api/premium/orders/${orderId}`, {
      headers: headers('198.51.100.3'),
    });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain(order.email);

    const stranger = await playwright.request.newContext();
    try {
      await expectRefused(stranger, orderId, '198.51.100.4');
    } finally {
      await stranger.dispose();
    }
    expect(api.charges).toBe(0);
  });

  test('a stranger with every value of the confirmation e-mail gets another order, a 404 and no mail, before and after capture', async ({
    request,
    playwright,
  }) => {
    const orderId = await create(request, '198.51.100.6');
    const stranger = await playwright.request.newContext();
    /** The stranger posts the terms the buyer's e-mail shows, the attempt's id included. */
    const replay = async () => {
      const response = await stranger.post(`${origin}/api/premium/orders`, {
        headers: headers('198.51.100.7'),
        data: order,
      });
      expect(response.status()).toBe(201);
      const { orderId: theirs } = (await response.json()) as { orderId: string };
      expect(theirs).not.toBe(orderId);
      await expectRefused(stranger, orderId, '198.51.100.7');
    };
    try {
      api.approve(orderId, { fundingSource: 'card', payer: GERMAN_PAYER });
      await replay();
      expect(api.charges).toBe(0);
      const captured = await request.post(`${origin}/api/premium/orders/${orderId}/capture`, {
        headers: headers('198.51.100.6'),
        data: { immediateStart: true },
      });
      expect(captured.status()).toBe(200);
      const { invoiceId } = (await captured.json()) as { invoiceId: string };
      expect(invoiceId).toMatch(/^RW-[0-9A-F]{20}$/);
      expect(invoiceId).not.toContain(order.checkoutId.slice(0, 8).toUpperCase());
      // The buyer's confirmation goes out after the answer (the outbox's first attempt): counted once it is in.
      const mailed = (await smtp.waitFor(1)).length;
      await replay();
      expect(smtp.messages.length).toBe(mailed);
      expect(api.charges).toBe(1);
    } finally {
      await stranger.dispose();
    }
  });

  test('binds an order to a browser only while nobody has approved it', async ({ playwright }) => {
    const buyer = await playwright.request.newContext();
    try {
      const orderId = await create(buyer, '198.51.100.8');
      api.approve(orderId);
      // The same browser without its order cookie (it expired) asks for the same attempt again.
      const { cookies } = await buyer.storageState();
      const browserCookie = cookies.find((cookie) => cookie.name === 'rw-browser')!;
      const again = await playwright.request.newContext({
        storageState: { cookies: [browserCookie], origins: [] },
      });
      try {
        const response = await again.post(`${origin}/api/premium/orders`, {
          headers: headers('198.51.100.8'),
          data: order,
        });
        expect(response.status()).toBe(409);
        expect(response.headers()['set-cookie'] ?? '').not.toContain('rw-bestellung');
      } finally {
        await again.dispose();
      }
    } finally {
      await buyer.dispose();
    }
  });

  test('capture only orders this server signed', async ({ request }) => {
    const orderId = await create(request, '198.51.100.5');
    api.approve(orderId);
    api.orders.get(orderId)!.purchase_units[0]!.amount.value = '0.01';
    const tampered = await request.post(`${origin}/api/premium/orders/${orderId}/capture`, {
      headers: headers('198.51.100.5'),
      data: { immediateStart: true },
    });
    expect(tampered.status()).toBe(409);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/nicht zuordnen/);
    expect(captures()).toEqual([]);
    expect(api.charges).toBe(0);
  });

  test('limit a client: the eleventh code in a minute gets 429 with Retry-After and a German message', async ({
    request,
  }) => {
    const ask = () =>
      request.post(`${origin}/api/premium/quote`, {
        headers: headers('198.51.100.6'),
        data: { code: 'RATEN' },
      });
    for (let i = 0; i < 10; i += 1) expect((await ask()).status()).toBe(422);
    const limited = await ask();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
    );
    // Another client is not affected.
    const other = await request.post(`${origin}/api/premium/quote`, {
      headers: headers('198.51.100.7'),
      data: { code: 'BESSER25' },
    });
    expect(other.status()).toBe(200);
  });
});
