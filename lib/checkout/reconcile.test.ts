import { HttpFake } from '@/e2e/fakes/http-fake';
import { GERMAN_PAYER, PayPalApi } from '@/e2e/fakes/paypal-api';
import { outboxIdsOf } from '@/lib/checkout/fulfil';
import type { PayPalConfig } from '@/lib/checkout/paypal/client';
import { captureOrder, createOrder, getOrder } from '@/lib/checkout/paypal/orders';
import { NEEDS_A_PERSON, heldInOutbox, reconcile } from '@/lib/checkout/reconcile';
import { termsKeys, type OrderTerms } from '@/lib/checkout/terms';
import { verifySignature } from '@/lib/http/signed-post';
import { createMemoryStore } from '@/lib/outbox/outbox-store';

const api = new PayPalApi();
const paypal = new HttpFake(api.handler);
const grant = new HttpFake((_, response) => response.writeHead(200).end('{}'));
const keys = termsKeys('a-test-order-signing-key-of-32-characters');
const secret = 'the-product-servers-shared-secret-0123456789';
let config: PayPalConfig;
let grantUrl: string;

beforeAll(async () => {
  config = { apiUrl: await paypal.start(), clientId: api.clientId, clientSecret: api.clientSecret };
  grantUrl = `${await grant.start()}/grants`;
});
afterAll(async () => {
  await paypal.stop();
  await grant.stop();
});

const terms: OrderTerms = {
  invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2A',
  planId: 'monat',
  country: 'DE',
  promoCode: null,
  accountEmail: 'mia@example.de',
  currency: 'EUR',
  total: 990,
};

async function paid(changes: Partial<OrderTerms>) {
  const id = await createOrder(config, {
    terms: { ...terms, ...changes },
    browser: 'Gm2yL0bV2yZ3xN6mJ9tQ1wE4rT7uI0oP3aS6dF9gH2j',
    keys,
    description: 'x',
  });
  api.approve(id, { fundingSource: 'paypal', payer: GERMAN_PAYER });
  await captureOrder(config, await getOrder(config, id, keys), 0, keys);
  return id;
}

describe('reconciliation', () => {
  it('hands every verified capture of the period off again and names the ones that do not verify', async () => {
    const good = await paid({});
    const tampered = await paid({
      invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2B',
      accountEmail: 'ben@example.de',
    });
    api.orders.get(tampered)!.purchase_units[0]!.reference_id += 'x';
    const since = new Date(Date.now() - 86_400_000);
    const until = new Date(Date.now() + 60_000);

    const dry = await reconcile({
      paypal: config,
      keys,
      grant: { url: grantUrl, secret },
      since,
      until,
      dryRun: true,
    });
    expect(dry.map((line) => [line.orderId, line.outcome])).toEqual([
      [good, 'verified'],
      [tampered, 'foreign'],
    ]);
    expect(grant.received()).toEqual([]);

    const lines = await reconcile({
      paypal: config,
      keys,
      grant: { url: grantUrl, secret },
      since,
      until,
    });
    expect(lines.map((line) => line.outcome)).toEqual(['handed-off', 'foreign']);
    const [handOff] = grant.received();
    const body = handOff!.body.toString();
    expect(JSON.parse(body)).toMatchObject({
      orderId: good,
      accountEmail: 'mia@example.de',
      plan: { id: 'monat' },
    });
    expect(
      verifySignature(
        String(handOff!.headers['rechenweg-signature']),
        body,
        secret,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
  });

  it('leaves the hand-off of an order whose confirmation still waits in the outbox to the outbox', async () => {
    const waiting = await paid({ invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2F' });
    const handedOffBefore = grant.received().length;
    const asked: string[] = [];
    const lines = await reconcile({
      paypal: config,
      keys,
      grant: { url: grantUrl, secret },
      since: new Date(Date.now() - 86_400_000),
      until: new Date(Date.now() + 60_000),
      confirmationWaiting: async (orderId) => {
        asked.push(orderId);
        return orderId === waiting;
      },
    });
    const line = lines.find((candidate) => candidate.orderId === waiting)!;
    expect(line.outcome).toBe('waiting');
    expect(line.detail).toContain('the confirmation e-mail waits in the outbox');
    expect(asked).toContain(waiting);
    expect(NEEDS_A_PERSON).not.toContain('waiting');
    const handedOff = grant.received().slice(handedOffBefore);
    expect(handedOff.map((request) => JSON.parse(request.body.toString()).orderId)).not.toContain(
      waiting,
    );
    expect(lines.filter((candidate) => candidate.outcome === 'handed-off')).toHaveLength(
      handedOff.length,
    );
  });

  it('leaves an order whose hand-off the outbox holds to the outbox, though its confirmation is gone', async () => {
    const held = await paid({ invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2E' });
    const store = createMemoryStore();
    const ids = outboxIdsOf(held);
    expect(await heldInOutbox(store, ids)).toBe(false);
    // What a given-up confirmation left behind once deleted, as the outbox did after 30 days.
    await store.put(
      [
        {
          id: ids.handOff,
          area: 'checkout',
          kind: 'hand-off',
          held: true,
          post: { url: grantUrl, body: '{}', idempotencyKey: held },
        },
      ],
      Date.now(),
    );
    expect(await heldInOutbox(store, ids)).toBe(true);
    const handedOffBefore = grant.received().length;
    const lines = await reconcile({
      paypal: config,
      keys,
      grant: { url: grantUrl, secret },
      since: new Date(Date.now() - 86_400_000),
      until: new Date(Date.now() + 60_000),
      confirmationWaiting: (orderId) => heldInOutbox(store, outboxIdsOf(orderId)),
    });
    expect(lines.find((line) => line.orderId === held)?.outcome).toBe('waiting');
    const handedOff = grant.received().slice(handedOffBefore);
    expect(handedOff.map((request) => JSON.parse(request.body.toString()).orderId)).not.toContain(
      held,
    );
  });

  it('lists foreign and refunded payments for the record, and needs a person only for our own that fail', async () => {
    const refunded = await paid({ invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2C' });
    api.orders.get(refunded)!.purchase_units[0]!.payments!.captures[0]!.status =
      'REFUNDED' as 'COMPLETED';
    // Someone paid 0.01 € for an order of their own with an invoice number like ours.
    const foreign = await paid({ invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2D' });
    api.orders.get(foreign)!.purchase_units[0]!.reference_id = 'rw1:somebody:else';
    const lines = await reconcile({
      paypal: config,
      keys,
      grant: null,
      since: new Date(Date.now() - 86_400_000),
      until: new Date(Date.now() + 60_000),
    });
    const outcomes = Object.fromEntries(lines.map((line) => [line.orderId, line.outcome]));
    expect(outcomes[refunded]).toBe('refunded');
    expect(outcomes[foreign]).toBe('foreign');
    expect(lines.filter((line) => NEEDS_A_PERSON.includes(line.outcome))).toEqual([]);
  });
});
