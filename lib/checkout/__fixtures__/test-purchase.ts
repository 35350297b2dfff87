import type { Purchase } from '@/lib/checkout/purchase';

/** A German parent's verified purchase of twelve months with BESSER25, for the unit tests. */
export const GERMAN_PURCHASE: Purchase = {
  orderId: 'E2E00000000000001',
  captureId: 'CAPE2E00000000000001',
  invoiceId: 'RW-5B3C2B0E1F4A4C8E9D2A',
  accountEmail: 'mia@example.de',
  paidWith: 'paypal',
  buyer: { name: 'Eva Muster', email: 'eva@example.de', country: 'DE' },
  planId: 'jahr',
  months: 12,
  termStart: '2026-11-23',
  termEnd: '2027-11-22',
  country: 'DE',
  currency: 'EUR',
  listPrice: 7990,
  discount: 1998,
  total: 5992,
  promoCode: 'BESSER25',
  withdrawal: 'consumer',
  immediateStart: { consented: true, at: '2026-11-23T13:05:00Z', textVersion: 'a1b2c3d4' },
  capturedAt: '2026-11-23T13:05:00Z',
};
