import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DOMAIN, fillCancellation, withdrawalOf } from './declaration-helpers';
import { E2E_DIST_DIR, E2E_GRANT_SECRET, E2E_PAYPAL, E2E_PORT, e2eEnv } from './e2e-env.mjs';
import { installPayPalSdk } from './fakes/paypal-sdk';
import { expect, test } from './fixtures';
import {
  api,
  buttonFrame,
  grants,
  choose,
  confirmation,
  freshAccount,
  order,
  payUntilReview,
  QUERY_CLIENT_MARKER,
  run,
  serveCheckoutStandIns,
  smtp,
} from './premium-helpers';

// A flood from one client leaves the checkout to everybody else, and the
// browser never gets the checkout's secrets or, on the landings, its code.

serveCheckoutStandIns();

test('a flood from one client leaves another’s code, order, capture and cancellation untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // About ten requests a second for a minute, from one address the proxy in front names.
  const flooder = {
    'X-Real-IP': `198.18.${run}.250`,
    Origin: `http://localhost:${E2E_PORT}`,
  };
  const flood = async (count: number, path: string, data: unknown) => {
    const statuses = new Set<number>();
    for (let sent = 0; sent < count; sent += 25) {
      const batch = Array.from({ length: Math.min(25, count - sent) }, () =>
        request.post(path, { headers: flooder, data }),
      );
      for (const response of await Promise.all(batch)) statuses.add(response.status());
    }
    return statuses;
  };
  // More than every client together may send in a minute (600 codes, 600 captures, 120 cancellations).
  expect(await flood(610, '/api/premium/quote', { code: '' })).toEqual(new Set([200, 429]));
  expect(
    await flood(610, '/api/premium/orders/E2EUNKNOWN01/capture', { immediateStart: true }),
  ).toEqual(new Set([404]));
  expect(await flood(130, '/api/kuendigung', {})).toEqual(new Set([422]));

  // Another client, meanwhile: a code, an order, the review, the capture, a cancellation.
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { code: 'BESSER25' });
  await expect(page.locator('[id$="-code-status"]')).toHaveText(
    'Rabattcode BESSER25 wird angewendet.',
  );
  await payUntilReview(page);
  await order(page);
  await expect(confirmation(page)).toBeVisible();
  await page.goto('/vertraege-kuendigen');
  await fillCancellation(page);
  await page.getByRole('button', { name: 'Jetzt kündigen', exact: true }).click();
  await expect(page.locator('[data-receipt]')).toBeVisible();
});

test('a /48 spread over its /64s leaves a legitimate client’s withdrawal and capture unlimited, and hands each order off once', async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const origin = `http://localhost:${E2E_PORT}`;
  const headers = (address: string) => ({
    Origin: origin,
    'Content-Type': 'application/json',
    'X-Real-IP': address,
  });
  // One customer's /48, a /64 from each of 25 of its /56s (the widest spread).
  const network = (n: number) => `2001:db8:${run.toString(16)}:${(n << 8).toString(16)}::1`;
  const withdraw = (address: string, n: number) =>
    fetch(`${origin}/api/widerruf`, {
      method: 'POST',
      headers: headers(address),
      body: JSON.stringify(withdrawalOf(`w${n}@${MAIL_DOMAIN}`)),
    }).then((response) => response.status);

  // 125 withdrawals in a burst, five from each /64: more than the overall window of 120 a minute.
  const burst = await Promise.all(
    Array.from({ length: 125 }, (_, n) => withdraw(network(n % 25), n)),
  );
  expect(burst.filter((status) => status === 200)).toHaveLength(20);
  expect(new Set(burst)).toEqual(new Set([200, 429]));
  expect(await withdraw(`198.18.${run}.249`, 999)).toBe(200);

  // 21 of its /64s each buy Premium, then read and capture their completed order thirty times.
  const buyers = await Promise.all(
    Array.from({ length: 21 }, () => playwright.request.newContext({ baseURL: origin })),
  );
  const orderOf = async (buyer: (typeof buyers)[number], address: string) => {
    const created = await buyer.post('/api/premium/orders', {
      headers: headers(address),
      data: { plan: 'jahr', email: freshAccount(), checkoutId: crypto.randomUUID() },
    });
    expect(created.status()).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    api.approve(orderId);
    return orderId;
  };
  const capture = (buyer: (typeof buyers)[number], address: string, orderId: string) =>
    buyer
      .post(`/api/premium/orders/${orderId}/capture`, {
        headers: headers(address),
        data: { immediateStart: true },
      })
      .then((response) => response.status());
  try {
    const orders = await Promise.all(buyers.map((buyer, n) => orderOf(buyer, network(n))));
    const first = await Promise.all(
      buyers.map((buyer, n) => capture(buyer, network(n), orders[n]!)),
    );
    expect(first.filter((status) => status === 200).length).toBe(21);
    // Each buyer replays one capture after another, as one browser does; the 21 at once.
    const replayed = await Promise.all(
      buyers.map(async (buyer, n) => {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) statuses.push(await capture(buyer, network(n), orders[n]!));
        return statuses;
      }),
    );
    const replays = replayed.flat();
    expect(new Set(replays)).toEqual(new Set([200, 429]));

    // Meanwhile a buyer elsewhere orders, and its capture goes through.
    const buyer = await playwright.request.newContext({ baseURL: origin });
    try {
      const address = `198.18.${run}.248`;
      const orderId = await orderOf(buyer, address);
      expect(await capture(buyer, address, orderId)).toBe(200);
    } finally {
      await buyer.dispose();
    }
    // One hand-off per order, however often it was read.
    await expect.poll(() => grants.received().length).toBe(22);
    expect(
      new Set(grants.received().map((grant) => JSON.parse(grant.body.toString()).orderId)).size,
    ).toBe(22);
  } finally {
    await Promise.all(buyers.map((buyer) => buyer.dispose()));
  }
  // Every withdrawal's mail is in before the next test counts its own.
  await smtp.waitFor(21 * 2 + 22);
});

/** An endpoint only the checkout's island calls (components/checkout/checkout-api.ts). */
const CHECKOUT_MARKER = '/api/premium/quote';

test('the client files carry no PayPal secret; the landings load no PayPal, checkout or query client code, /premium its query client with the checkout', async ({
  page,
}) => {
  // Seven pages, each until its network is idle (Next's prefetches included): 9 s here on a
  // quiet machine, 28 s beside a build and another suite.
  test.setTimeout(60_000);
  const chunks = join(E2E_DIST_DIR, 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(join(chunks, file), 'utf8');
    expect(code).not.toContain(E2E_PAYPAL.clientSecret);
    expect(code).not.toContain(e2eEnv.ORDER_SIGNING_KEY);
    expect(code).not.toContain(E2E_GRANT_SECRET);
  }

  // Every script a page loads, read from the build (bodies of a page left behind are gone).
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
      loaded.push(readFileSync(join(E2E_DIST_DIR, decodeURIComponent(pathname.slice(6))), 'utf8'));
    }
  });
  for (const path of ['/', '/lehrkraefte', '/eltern', '/kontakt']) {
    loaded.length = 0;
    await page.goto(path);
    // Next prefetches the routes a page links to once it is idle: what it fetches then counts too.
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    const code = loaded.join('\n');
    expect(code.includes('data-react-paypal-script-id'), `PayPal code on ${path}`).toBe(false);
    expect(code.includes(CHECKOUT_MARKER), `checkout code on ${path}`).toBe(false);
    expect(code.includes(QUERY_CLIENT_MARKER), `a query client on ${path}`).toBe(false);
  }
  // The query client's marker is real: both declaration forms load it.
  for (const path of ['/vertraege-kuendigen', '/vertrag-widerrufen']) {
    loaded.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(loaded.join('\n').includes(QUERY_CLIENT_MARKER), `no query client on ${path}`).toBe(
      true,
    );
  }
  // The markers are real: /premium ships the checkout's island with its query
  // client (components/checkout/premium-checkout.tsx), and PayPal's code after the click.
  await installPayPalSdk(page.context(), api);
  loaded.length = 0;
  await page.goto('/premium');
  await page.waitForLoadState('networkidle');
  expect(loaded.join('\n').includes(CHECKOUT_MARKER)).toBe(true);
  expect(loaded.join('\n').includes(QUERY_CLIENT_MARKER), 'no query client on /premium').toBe(true);
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(false);
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(buttonFrame(page, 'paypal').getByRole('button')).toBeVisible();
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(true);
});
