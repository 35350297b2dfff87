// PayPal's REST client as the site's server uses it: OAuth2 client credentials
// with the token cached until a minute before it expires, a deadline on every
// call, and PayPal's failures as one error type. lib/checkout/paypal/orders.ts
// and transactions.ts make their calls through it.

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
    /** PayPal certainly moved no money: a decline, an order not ours, or a capture it refused outright. */
    readonly movedNothing = failure === 'declined' || failure === 'mismatch',
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

/** A call with the server's token, and the request id that makes a repeated request PayPal's earlier answer. */
export async function authorized(
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

/** PayPal's money object: a currency code and a decimal string. */
export type Money = { currency_code?: string; value?: string };
