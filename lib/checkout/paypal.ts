import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCountry } from '@/lib/country';
import {
  currencyOf,
  planById,
  toDecimal,
  toMinor,
  type Currency,
  type PlanId,
  type Quote,
} from '@/lib/checkout/pricing';
import type { Country } from '@/lib/site';

// PayPal's Orders v2 REST API, as the site's server uses it: OAuth2 client
// credentials, create an order for a quote, capture it once the buyer approved.
// Every create and capture carries a PayPal-Request-Id, so a retried request
// (a double click, a network retry, a capture after a timeout) returns the
// first result instead of making a second order or a second charge.

export type PayPalConfig = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** PAYPAL_TIMEOUT_MS unless a test waits less. */
  timeoutMs?: number;
};

/** The JS SDK's options the page gets: the public client id and where the SDK loads from. */
export type PayPalBrowserConfig = {
  clientId: string;
  sdkBaseUrl?: string;
  environment?: 'production' | 'sandbox';
};

/** PayPal slower than this counts as down; the buyer is told, never left waiting. */
export const PAYPAL_TIMEOUT_MS = 10_000;

export type PayPalFailure =
  /** The card or account was refused: the buyer can pick another way to pay. */
  | 'declined'
  /** PayPal did not answer in time: a capture may still have happened. */
  | 'timeout'
  /** PayPal answered with an error or could not be reached. */
  | 'unavailable'
  /** The order is not one this server made, or its amount is not the quote. */
  | 'mismatch';

export class PayPalError extends Error {
  constructor(
    readonly failure: PayPalFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

type Token = { value: string; expiresAt: number };
const tokens = new Map<string, Token>();

async function call(
  config: PayPalConfig,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; json: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs ?? PAYPAL_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PayPalError(
      timedOut ? 'timeout' : 'unavailable',
      `PayPal ${init.method} ${path}: ${timedOut ? 'timed out' : String(error)}`,
    );
  }
  const text = await response.text().catch(() => '');
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  return { status: response.status, json };
}

async function accessToken(config: PayPalConfig): Promise<string> {
  const cached = tokens.get(config.clientId);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const { status, json } = await call(config, '/v1/oauth2/token', {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (status !== 200 || typeof json.access_token !== 'string') {
    throw new PayPalError('unavailable', `PayPal token: status=${status}`);
  }
  const lifetimeS = typeof json.expires_in === 'number' ? json.expires_in : 0;
  // A minute's margin, so a token never expires between our check and PayPal's.
  tokens.set(config.clientId, {
    value: json.access_token,
    expiresAt: Date.now() + Math.max(0, lifetimeS - 60) * 1000,
  });
  return json.access_token;
}

async function authorized(
  config: PayPalConfig,
  path: string,
  method: string,
  requestId?: string,
  body?: unknown,
) {
  const token = await accessToken(config);
  const result = await call(config, path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A token PayPal revoked early: forget it so the next call fetches a new one.
  if (result.status === 401) tokens.delete(config.clientId);
  return result;
}

/** What an order is for, signed so that capture can tell our orders from anyone's. */
export type OrderTerms = {
  planId: PlanId;
  country: Country;
  promoCode: string | null;
  accountEmail: string;
  currency: Currency;
  /** Minor units. */
  total: number;
};

const REFERENCE_PREFIX = 'premium';

function sign(terms: OrderTerms, secret: string): string {
  const message = [
    terms.planId,
    terms.country,
    terms.promoCode ?? '',
    terms.accountEmail,
    terms.currency,
    terms.total,
  ].join('\n');
  return createHmac('sha256', secret).update(message).digest('base64url').slice(0, 22);
}

/** `premium:jahr:DE:BESSER25:<signature>`: the purchase unit's reference. */
export function referenceOf(terms: OrderTerms, secret: string): string {
  return [
    REFERENCE_PREFIX,
    terms.planId,
    terms.country,
    terms.promoCode ?? '-',
    sign(terms, secret),
  ].join(':');
}

export type Capture = {
  orderId: string;
  captureId: string;
  currency: string;
  /** Decimal string as PayPal reports it, e.g. "9.90". */
  value: string;
  accountEmail: string;
  planId: PlanId;
  country: Country;
  promoCode: string | null;
};

/** Creates (or, for a repeated request id, returns) the order for a quote. */
export async function createOrder(
  config: PayPalConfig,
  input: { quote: Quote; country: Country; accountEmail: string; description: string },
  requestId: string,
): Promise<string> {
  const { quote, country, accountEmail } = input;
  const terms: OrderTerms = {
    planId: quote.planId,
    country,
    promoCode: quote.promoCode,
    accountEmail,
    currency: quote.currency,
    total: quote.total,
  };
  const { status, json } = await authorized(config, '/v2/checkout/orders', 'POST', requestId, {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: referenceOf(terms, config.clientSecret),
        // The product's server reads it from PayPal's webhook to unlock the account.
        custom_id: accountEmail,
        description: input.description,
        amount: { currency_code: quote.currency, value: toDecimal(quote.total) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: 'Rechenweg',
          locale: country === 'CH' ? 'de-CH' : 'de-DE',
          shipping_preference: 'NO_SHIPPING',
          user_action: 'PAY_NOW',
        },
      },
    },
  });
  if ((status !== 200 && status !== 201) || typeof json.id !== 'string') {
    throw new PayPalError('unavailable', `PayPal create order: status=${status}`);
  }
  return json.id;
}

type PurchaseUnit = {
  reference_id?: string;
  custom_id?: string;
  amount?: { currency_code?: string; value?: string };
  payments?: {
    captures?: {
      id?: string;
      status?: string;
      custom_id?: string;
      amount?: { currency_code?: string; value?: string };
    }[];
  };
};

function issueOf(json: Record<string, unknown>): string | undefined {
  const details = json.details as { issue?: string }[] | undefined;
  return Array.isArray(details) ? details[0]?.issue : undefined;
}

/**
 * The terms of an order this server made: its reference carries our signature
 * over the plan, country, code, account, currency and amount, so an order made
 * anywhere else (PayPal's JS SDK can create orders with the public client id
 * alone) or changed since is refused before anything is captured.
 */
export function verifyOrder(unit: PurchaseUnit | undefined, secret: string): OrderTerms | null {
  const [prefix, planId, country, code, signature, ...rest] = (unit?.reference_id ?? '').split(':');
  const total = toMinor(unit?.amount?.value);
  const currency = unit?.amount?.currency_code;
  if (prefix !== REFERENCE_PREFIX || !signature || rest.length > 0 || total === null) return null;
  if (!planById(planId ?? '') || !isCountry(country) || currency !== currencyOf(country))
    return null;
  const terms: OrderTerms = {
    planId: planId as PlanId,
    country,
    promoCode: code === '-' ? null : (code ?? null),
    accountEmail: unit?.custom_id ?? '',
    currency,
    total,
  };
  const wanted = Buffer.from(sign(terms, secret));
  const given = Buffer.from(signature);
  return wanted.length === given.length && timingSafeEqual(wanted, given) ? terms : null;
}

/**
 * Captures an approved order exactly once: the request id is the order's, so a
 * second call (double click, retry after a timeout) gets the first capture back.
 * Before capturing, the order must be ours and for the right amount; after, the
 * captured amount and currency must be the ones asked for.
 */
export async function captureOrder(config: PayPalConfig, orderId: string): Promise<Capture> {
  const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
  const order = await authorized(config, path, 'GET');
  if (order.status === 404) throw new PayPalError('mismatch', `PayPal order ${orderId} not found`);
  if (order.status !== 200) {
    throw new PayPalError('unavailable', `PayPal get order: status=${order.status}`);
  }
  const orderUnit = (order.json.purchase_units as PurchaseUnit[] | undefined)?.[0];
  const terms = verifyOrder(orderUnit, config.clientSecret);
  if (!terms) throw new PayPalError('mismatch', `PayPal order ${orderId} is not one of ours`);

  let result = order;
  if (order.json.status !== 'COMPLETED') {
    result = await authorized(config, `${path}/capture`, 'POST', `capture-${orderId}`, {});
    if (result.status === 422 && issueOf(result.json) === 'ORDER_ALREADY_CAPTURED') {
      result = await authorized(config, path, 'GET');
    } else if (result.status === 422 && issueOf(result.json) === 'INSTRUMENT_DECLINED') {
      throw new PayPalError('declined', `PayPal capture ${orderId}: INSTRUMENT_DECLINED`);
    }
    if (result.status !== 200 && result.status !== 201) {
      throw new PayPalError('unavailable', `PayPal capture: status=${result.status}`);
    }
  }
  const capture = (result.json.purchase_units as PurchaseUnit[] | undefined)?.[0]?.payments
    ?.captures?.[0];
  if (!capture?.id || capture.status !== 'COMPLETED') {
    throw new PayPalError('unavailable', `PayPal capture ${orderId}: ${capture?.status ?? 'none'}`);
  }
  if (
    capture.amount?.currency_code !== terms.currency ||
    capture.amount.value !== toDecimal(terms.total)
  ) {
    throw new PayPalError('mismatch', `PayPal capture ${orderId}: amount differs from the order`);
  }
  return {
    orderId,
    captureId: capture.id,
    currency: capture.amount.currency_code,
    value: capture.amount.value,
    accountEmail: terms.accountEmail,
    planId: terms.planId,
    country: terms.country,
    promoCode: terms.promoCode,
  };
}
