import { HttpFake } from '@/e2e/fakes/http-fake';
import { GERMAN_PAYER, PayPalApi } from '@/e2e/fakes/paypal-api';
import { PayPalError, type PayPalConfig } from '@/lib/checkout/paypal/client';
import { captureOrder, createOrder, getOrder } from '@/lib/checkout/paypal/orders';
import { orderIdOfCapture, searchTransactions } from '@/lib/checkout/paypal/transactions';
import { termsKeys, type OrderTerms } from '@/lib/checkout/terms';

const api = new PayPalApi();
const fake = new HttpFake(api.handler);
const keys = termsKeys('a-test-order-signing-key-of-32-characters');
let config: PayPalConfig;

beforeAll(async () => {
  config = { apiUrl: await fake.start(), clientId: api.clientId, clientSecret: api.clientSecret };
});
afterAll(() => fake.stop());
beforeEach(() => {
  api.reset();
  fake.reset();
});

const terms: OrderTerms = {
  invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2A',
  planId: 'jahr',
  country: 'CH',
  promoCode: 'BESSER25',
  accountEmail: 'mia@example.ch',
  currency: 'CHF',
  total: 6367,
};
const create = (changes: Partial<OrderTerms> = {}) =>
  createOrder(config, {
    terms: { ...terms, ...changes },
    browser: 'Gm2yL0bV2yZ3xN6mJ9tQ1wE4rT7uI0oP3aS6dF9gH2j',
    keys,
    description: 'Rechenweg Premium, 12 Monate Premium',
  });
const captures = () => fake.received().filter((r) => r.url.endsWith('/capture'));
/** For the tests of a hanging PayPal, which would otherwise wait the full 10 s. */
const impatient = () => ({ ...config, timeoutMs: 500 });

describe('createOrder', () => {
  it('asks for the signed amount in the continue flow, with no e-mail in clear', async () => {
    const id = await create();
    const request = fake.received().find((r) => r.url === '/v2/checkout/orders')!;
    const body = JSON.parse(request.body.toString());
    expect(body.payment_source.paypal.experience_context).toEqual({
      brand_name: 'Rechenweg',
      locale: 'de-CH',
      shipping_preference: 'NO_SHIPPING',
      user_action: 'CONTINUE',
    });
    const unit = api.orders.get(id)!.purchase_units[0]!;
    expect(unit.amount).toEqual({ currency_code: 'CHF', value: '63.67' });
    expect(unit.invoice_id).toBe(terms.invoiceId);
    expect(unit.custom_id).toBe(terms.invoiceId);
    expect(request.body.toString()).not.toContain('mia@example.ch');
    expect(String(request.headers['paypal-request-id'])).toMatch(/^c-[\w-]{43}$/);
  });

  it('returns the same order for the same terms, a new one for a corrected e-mail', async () => {
    const first = await create();
    expect(await create()).toBe(first);
    const corrected = await create({ accountEmail: 'ben@example.ch' });
    expect(corrected).not.toBe(first);
    expect((await getOrder(config, corrected, keys)).terms?.accountEmail).toBe('ben@example.ch');
  });
});

describe('getOrder', () => {
  it('names the payer, their country and how they pay after approval', async () => {
    const id = await create();
    api.approve(id, { fundingSource: 'card', payer: { ...GERMAN_PAYER, country: 'AT' } });
    const state = await getOrder(config, id, keys);
    expect(state).toMatchObject({
      status: 'APPROVED',
      terms,
      payer: { name: 'Eva Muster', email: 'eva.muster@example.de', country: 'AT' },
      fundingSource: 'card',
      fundingLabel: 'VISA •••• 1111',
      capture: null,
    });
  });
});

describe('captureOrder', () => {
  it('captures once; a second card after a decline captures under a new request id', async () => {
    const id = await create();
    api.approve(id, { fundingSource: 'card', payer: GERMAN_PAYER, declines: true });
    const approved = await getOrder(config, id, keys);
    await expect(captureOrder(config, approved, 0, keys)).rejects.toMatchObject({
      failure: 'declined',
    });
    // PayPal replays the decline for the same request id, even after a new approval.
    api.approve(id, { fundingSource: 'paypal', payer: GERMAN_PAYER });
    await expect(captureOrder(config, approved, 0, keys)).rejects.toMatchObject({
      failure: 'declined',
    });
    expect(api.charges).toBe(0);
    const captured = await captureOrder(config, await getOrder(config, id, keys), 1, keys);
    expect(captured.capture).toMatchObject({
      status: 'COMPLETED',
      currency: 'CHF',
      value: '63.67',
    });
    expect(api.charges).toBe(1);
    const ids = captures().map((r) => r.headers['paypal-request-id']);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('after a capture PayPal never answered, the same request id returns it, charged once', async () => {
    const id = await create();
    api.approve(id);
    const approved = await getOrder(config, id, keys);
    api.behaviour.hangCaptures = true;
    await expect(captureOrder(impatient(), approved, 0, keys)).rejects.toMatchObject({
      failure: 'timeout',
    });
    expect(api.charges).toBe(1);
    api.behaviour.hangCaptures = false;
    const captured = await captureOrder(config, approved, 0, keys);
    expect(captured.status).toBe('COMPLETED');
    expect(api.charges).toBe(1);
  });

  it('refuses an order it did not sign before any capture', async () => {
    const id = await create();
    api.approve(id);
    api.orders.get(id)!.purchase_units[0]!.amount.value = '0.01';
    const state = await getOrder(config, id, keys);
    expect(state.terms).toBeNull();
    await expect(captureOrder(config, state, 0, keys)).rejects.toBeInstanceOf(PayPalError);
    expect(captures()).toEqual([]);
  });

  it('calls a gateway’s HTML error unavailable, never a decline', async () => {
    const id = await create();
    api.approve(id);
    api.behaviour.gateway = true;
    await expect(
      captureOrder(config, await getOrder(config, id, keys), 0, keys),
    ).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });
});

describe('Transaction Search', () => {
  it('finds a period’s captures with their orders, in windows of at most 31 days', async () => {
    const id = await create();
    api.approve(id);
    await captureOrder(config, await getOrder(config, id, keys), 0, keys);
    api.setCaptureTime(id, '2026-10-20T10:00:00Z');
    const found = await searchTransactions(
      config,
      new Date('2026-09-01T00:00:00Z'),
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(found).toEqual([
      {
        captureId: `CAP${id.slice(3)}`,
        orderId: id,
        invoiceId: terms.invoiceId,
        at: '2026-10-20T10:00:00Z',
        currency: 'CHF',
        value: '63.67',
      },
    ]);
    expect(
      fake.received().filter((r) => r.url.startsWith('/v1/reporting/transactions')),
    ).toHaveLength(3);
    expect(await orderIdOfCapture(config, `CAP${id.slice(3)}`)).toBe(id);
  });
});
