import { ISLAND_MESSAGES } from '@/content/premium';
import type { OrderView } from '@/lib/checkout/checkout-state';
import type { PlanId } from '@/lib/checkout/plans';

// The browser's side of the checkout endpoints (lib/checkout/endpoints/).

/** A failed call: the server's failure code, and the German message the buyer reads. */
export class CheckoutError extends Error {
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * TanStack Query's `retry` for the calls the server answers the same way when
 * they are repeated (the quote, the order's create, read and capture, each
 * bound to its PayPal-Request-Id): sent again, twice at most, only when the
 * request reached no server. A slow server is not asked again: the buyer
 * would wait another 20 seconds for the same silence.
 */
export const retryUnanswered = (failures: number, error: Error) =>
  failures < 2 && error instanceof CheckoutError && error.failure === 'network';

export type PriceList = { id: PlanId; listPrice: string; total: string; discounted: boolean }[];
export type OrderAnswer = OrderView & { status: 'created' | 'approved' | 'completed' };

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new CheckoutError(timedOut ? 'timeout' : 'network', ISLAND_MESSAGES.unavailable);
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new CheckoutError(
      typeof json.failure === 'string' ? json.failure : 'unknown-answer',
      typeof json.message === 'string' ? json.message : ISLAND_MESSAGES.unavailable,
    );
  }
  return json as T;
}

const orderPath = (orderId: string) => `/api/premium/orders/${encodeURIComponent(orderId)}`;

/** The prices with a code, or why the code does not apply. */
export const redeemCode = (code: string) =>
  call<{ promoCode: string; plans: PriceList }>('/api/premium/quote', { code });

/** A PayPal order for the chosen plan, priced by the server. */
export const createOrder = (order: {
  plan: string;
  email: string;
  code: string;
  checkoutId: string | null;
}) => call<{ orderId: string }>('/api/premium/orders', order);

/** What became of an order: after PayPal's approval, after a reload, on `Zahlung prüfen`. */
export const readOrder = (orderId: string) => call<OrderAnswer>(orderPath(orderId));

/** `Jetzt zahlungspflichtig bestellen`: the one call that moves money. */
export const captureOrder = (orderId: string, immediateStart: boolean) =>
  call<OrderAnswer>(`${orderPath(orderId)}/capture`, { immediateStart });
