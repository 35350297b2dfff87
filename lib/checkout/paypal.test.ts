import { HttpFake } from '@/e2e/fakes/http-fake';
import { PayPalApi } from '@/e2e/fakes/paypal-api';
import { captureOrder, createOrder, PayPalError, type PayPalConfig } from '@/lib/checkout/paypal';
import { quote, PROMOTIONS } from '@/lib/checkout/pricing';

const api = new PayPalApi();
const fake = new HttpFake(api.handler);
let config: PayPalConfig;

beforeAll(async () => {
  config = {
    apiUrl: await fake.start(),
    clientId: api.clientId,
    clientSecret: api.clientSecret,
  };
});
afterAll(() => fake.stop());
beforeEach(() => {
  api.reset();
  fake.reset();
});

const besser25 = PROMOTIONS.find((p) => p.code === 'BESSER25')!;

const order = (overrides: Partial<Parameters<typeof createOrder>[1]> = {}) => ({
  quote: quote('jahr', 'CH', besser25),
  country: 'CH' as const,
  accountEmail: 'mia@example.ch',
  description: 'Rechenweg Premium, 12 Monate',
  ...overrides,
});

/** For the tests of a hanging PayPal, which would otherwise wait the full 10 s. */
const impatient = () => ({ ...config, timeoutMs: 500 });
const captures = () => fake.received().filter((r) => r.url.endsWith('/capture'));

describe('createOrder', () => {
  it('asks PayPal for the quote in its currency, with the account as custom_id', async () => {
    const id = await createOrder(config, order(), 'create-1');
    const unit = api.orders.get(id)!.purchase_units[0]!;
    // 84.90 CHF less 25 % (21.23 in the buyer's favour).
    expect(unit.amount).toEqual({ currency_code: 'CHF', value: '63.67' });
    expect(unit.custom_id).toBe('mia@example.ch');
    expect(unit.reference_id).toMatch(/^premium:jahr:CH:BESSER25:[\w-]{22}$/);
    const create = fake.received().find((r) => r.url === '/v2/checkout/orders')!;
    expect(create.headers['paypal-request-id']).toBe('create-1');
  });

  it('returns the same order for a repeated request id', async () => {
    const first = await createOrder(config, order(), 'create-2');
    const second = await createOrder(config, order(), 'create-2');
    expect(second).toBe(first);
    expect(api.orders.size).toBe(1);
  });

  it('fetches one token for many calls', async () => {
    await createOrder(config, order(), 'create-3');
    await createOrder(config, order(), 'create-4');
    expect(fake.received().filter((r) => r.url === '/v1/oauth2/token').length).toBeLessThanOrEqual(
      1,
    );
  });

  it('reports PayPal down and PayPal hanging as such', async () => {
    api.behaviour.down = true;
    await expect(createOrder(config, order(), 'create-5')).rejects.toMatchObject({
      failure: 'unavailable',
    });
    api.behaviour.down = false;
    fake.handler = () => undefined;
    await expect(createOrder(impatient(), order(), 'create-6')).rejects.toMatchObject({
      failure: 'timeout',
    });
  });
});

describe('captureOrder', () => {
  it('captures an approved order once, however often it is asked', async () => {
    const id = await createOrder(config, order(), 'create-7');
    api.approve(id);
    const [a, b] = await Promise.all([captureOrder(config, id), captureOrder(config, id)]);
    const c = await captureOrder(config, id);
    expect(a).toEqual({
      orderId: id,
      captureId: `CAP${id}`,
      currency: 'CHF',
      value: '63.67',
      accountEmail: 'mia@example.ch',
      planId: 'jahr',
      country: 'CH',
      promoCode: 'BESSER25',
    });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(api.charges).toBe(1);
    for (const request of captures())
      expect(request.headers['paypal-request-id']).toBe(`capture-${id}`);
  });

  it('reports a declined instrument, then captures with the next one', async () => {
    const id = await createOrder(config, order(), 'create-8');
    api.behaviour.declineCaptures = 1;
    api.approve(id);
    await expect(captureOrder(config, id)).rejects.toMatchObject({ failure: 'declined' });
    api.approve(id);
    await expect(captureOrder(config, id)).resolves.toMatchObject({ value: '63.67' });
    expect(api.charges).toBe(1);
  });

  it('refuses an order this server did not make, before any capture', async () => {
    const id = await createOrder(config, order(), 'create-9');
    api.approve(id);
    const unit = api.orders.get(id)!.purchase_units[0]!;
    // The buyer (or a script with the public client id) changed the amount.
    unit.amount = { currency_code: 'CHF', value: '0.01' };
    await expect(captureOrder(config, id)).rejects.toMatchObject({ failure: 'mismatch' });
    unit.amount = { currency_code: 'EUR', value: '63.67' };
    await expect(captureOrder(config, id)).rejects.toMatchObject({ failure: 'mismatch' });
    unit.amount = { currency_code: 'CHF', value: '63.67' };
    unit.reference_id = unit.reference_id!.replace(':jahr:', ':monat:');
    await expect(captureOrder(config, id)).rejects.toMatchObject({ failure: 'mismatch' });
    expect(captures()).toHaveLength(0);
    expect(api.charges).toBe(0);
  });

  it('says a capture PayPal did not answer may have happened, and a retry finds it', async () => {
    const id = await createOrder(config, order(), 'create-10');
    api.approve(id);
    api.behaviour.hangCaptures = true;
    const timedOut = await captureOrder(impatient(), id).catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(PayPalError);
    expect((timedOut as PayPalError).failure).toBe('timeout');
    api.behaviour.hangCaptures = false;
    await expect(captureOrder(config, id)).resolves.toMatchObject({ value: '63.67' });
    expect(api.charges).toBe(1);
  });
});
