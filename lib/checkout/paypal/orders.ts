import { toDecimal, toMinor } from '@/lib/checkout/money';
import {
  captureRequestId,
  consentCustomId,
  createRequestId,
  readConsent,
  signedUnit,
  verifyUnit,
  type OrderTerms,
  type RecordedConsent,
  type TermsKeys,
} from '@/lib/checkout/terms';
import { COUNTRY_TABLE } from '@/lib/countries/countries';

// PayPal's REST APIs as the site's server uses them: OAuth2 client credentials,
// Orders v2 in the "continue" flow (create, read after approval, capture on our
// own order button), Payments v2 to find a capture's order and Transaction
// Search for reconciliation. Every create and capture carries a
// PayPal-Request-Id derived from the signed terms (lib/checkout/terms.ts):
// PayPal answers a repeated id with its earlier answer, so a double click or a
// retry after a timeout never makes a second order or a second charge.

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

/** Creates (or, for the same terms and attempt, returns) the order of a quote. */
export async function createOrder(
  config: PayPalConfig,
  input: { terms: OrderTerms; browser: string; keys: TermsKeys; description: string },
): Promise<string> {
  const { terms, keys } = input;
  const { status, json } = await authorized(
    config,
    '/v2/checkout/orders',
    'POST',
    createRequestId(terms, input.browser, keys),
    {
      intent: 'CAPTURE',
      purchase_units: [
        {
          ...signedUnit(terms, keys),
          description: input.description,
          amount: { currency_code: terms.currency, value: toDecimal(terms.total) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Rechenweg',
            locale: COUNTRY_TABLE[terms.country].locale,
            shipping_preference: 'NO_SHIPPING',
            // The buyer comes back to our review and orders there, on our button.
            user_action: 'CONTINUE',
          },
        },
      },
    },
  );
  if ((status !== 200 && status !== 201) || typeof json.id !== 'string') {
    throw new PayPalError('unavailable', `PayPal create order: status=${status}`);
  }
  return json.id;
}

type Money = { currency_code?: string; value?: string };
type CaptureJson = { id?: string; status?: string; amount?: Money; create_time?: string };
type OrderJson = {
  id?: string;
  status?: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    amount?: Money;
    payments?: { captures?: CaptureJson[] };
  }[];
  payer?: {
    name?: { given_name?: string; surname?: string };
    email_address?: string;
    address?: { country_code?: string };
  };
  payment_source?: {
    paypal?: { email_address?: string; address?: { country_code?: string } };
    card?: { last_digits?: string; brand?: string };
  };
};

export type Payer = { name: string | null; email: string | null; country: string | null };

/** An order as the site reads it: its state, our terms, who approved it and how they pay. */
export type OrderState = {
  orderId: string;
  status: string;
  /** Null for an order this server did not make, or one changed since. */
  terms: OrderTerms | null;
  /** The immediate start the buyer asked for on our review, as recorded in the order; null if never. */
  consent: RecordedConsent | null;
  /** The purchase unit's reference_id, which names it in a PATCH. */
  reference: string | null;
  payer: Payer;
  /** `paypal` or `card`; null before approval. */
  fundingSource: 'paypal' | 'card' | null;
  /** `VISA •••• 1111` for a card. */
  fundingLabel: string | null;
  capture: { id: string; status: string; currency: string; value: string; at: string } | null;
};

function orderState(orderId: string, json: OrderJson, keys: TermsKeys): OrderState {
  const unit = json.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const source = json.payment_source;
  const given = [json.payer?.name?.given_name, json.payer?.name?.surname].filter(Boolean);
  const terms = verifyUnit(unit, keys);
  return {
    orderId,
    status: json.status ?? 'UNKNOWN',
    terms,
    consent: terms && readConsent(unit?.custom_id, orderId, terms.invoiceId, keys),
    reference: unit?.reference_id ?? null,
    payer: {
      name: given.length ? given.join(' ') : null,
      email: source?.paypal?.email_address ?? json.payer?.email_address ?? null,
      country: source?.paypal?.address?.country_code ?? json.payer?.address?.country_code ?? null,
    },
    fundingSource: source?.card ? 'card' : source?.paypal ? 'paypal' : null,
    fundingLabel: source?.card?.last_digits
      ? `${source.card.brand ?? 'Karte'} •••• ${source.card.last_digits}`
      : null,
    capture:
      capture?.id && capture.status && capture.amount?.currency_code && capture.amount.value
        ? {
            id: capture.id,
            status: capture.status,
            currency: capture.amount.currency_code,
            value: capture.amount.value,
            at: capture.create_time ?? new Date().toISOString(),
          }
        : null,
  };
}

const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

/** The order as it stands at PayPal; `mismatch` when PayPal does not know it. */
export async function getOrder(
  config: PayPalConfig,
  orderId: string,
  keys: TermsKeys,
): Promise<OrderState> {
  const { status, json } = await authorized(config, orderPath(orderId), 'GET');
  if (status === 404) throw new PayPalError('mismatch', `PayPal order ${orderId} not found`);
  if (status !== 200) throw new PayPalError('unavailable', `PayPal get order: status=${status}`);
  return orderState(orderId, json as OrderJson, keys);
}

function issueOf(json: Record<string, unknown>): string | undefined {
  const details = json.details as { issue?: string }[] | undefined;
  return Array.isArray(details) ? details[0]?.issue : undefined;
}

/**
 * A completed capture's amount must be what we signed: anything else means the
 * money moved for other terms, which a person has to look at.
 */
export function capturedAsSigned(state: OrderState): boolean {
  return (
    state.terms !== null &&
    state.capture?.status === 'COMPLETED' &&
    state.capture.currency === state.terms.currency &&
    toMinor(state.capture.value) === state.terms.total
  );
}

/**
 * Captures an approved order of ours under the request id of its terms and
 * approval. Throws `declined` (nothing moved, the buyer may choose another way
 * to pay), `mismatch` (not ours; nothing captured) and otherwise `unconfirmed`
 * failures: whether money moved is then unknown, and the buyer checks again.
 */
export async function captureOrder(
  config: PayPalConfig,
  state: OrderState,
  approval: number,
  keys: TermsKeys,
): Promise<OrderState> {
  if (!state.terms) throw new PayPalError('mismatch', `PayPal order ${state.orderId} is not ours`);
  if (state.status === 'COMPLETED') return state;
  const path = orderPath(state.orderId);
  const requestId = captureRequestId(state.orderId, state.terms, approval, keys);
  const result = await authorized(config, `${path}/capture`, 'POST', requestId, {});
  const issue = issueOf(result.json);
  if (result.status === 422 && issue === 'INSTRUMENT_DECLINED') {
    throw new PayPalError('declined', `PayPal capture ${state.orderId}: INSTRUMENT_DECLINED`);
  }
  if (result.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
    return getOrder(config, state.orderId, keys);
  }
  if (result.status !== 200 && result.status !== 201) {
    throw new PayPalError(
      'unavailable',
      `PayPal capture ${state.orderId}: status=${result.status} ${issue ?? ''}`.trim(),
    );
  }
  return orderState(state.orderId, result.json as OrderJson, keys);
}

/**
 * Records in the order that the buyer asked for the immediate start, with the
 * time and the checkbox's text version (PATCH of the purchase unit's custom_id;
 * PayPal allows it while the order is CREATED or APPROVED). Idempotent: the
 * same value again changes nothing.
 */
export async function recordConsent(
  config: PayPalConfig,
  state: OrderState,
  at: Date,
  textVersion: string,
  keys: TermsKeys,
): Promise<RecordedConsent> {
  if (!state.terms || !state.reference) {
    throw new PayPalError('mismatch', `PayPal order ${state.orderId} is not ours`);
  }
  const reference = state.reference;
  const value = consentCustomId(state.orderId, state.terms.invoiceId, at, textVersion, keys);
  const { status } = await authorized(config, orderPath(state.orderId), 'PATCH', undefined, [
    { op: 'replace', path: `/purchase_units/@reference_id=='${reference}'/custom_id`, value },
  ]);
  if (status !== 204) {
    throw new PayPalError('unavailable', `PayPal patch order ${state.orderId}: status=${status}`);
  }
  return readConsent(value, state.orderId, state.terms.invoiceId, keys)!;
}

/** The order a capture belongs to, from Payments v2's `up` link. */
export async function orderIdOfCapture(
  config: PayPalConfig,
  captureId: string,
): Promise<string | null> {
  const { status, json } = await authorized(
    config,
    `/v2/payments/captures/${encodeURIComponent(captureId)}`,
    'GET',
  );
  if (status !== 200) throw new PayPalError('unavailable', `PayPal get capture: status=${status}`);
  const links = (json.links ?? []) as { rel?: string; href?: string }[];
  const up = links.find((link) => link.rel === 'up')?.href;
  return up?.match(/\/v2\/checkout\/orders\/([A-Z0-9]+)$/)?.[1] ?? null;
}

export type Transaction = {
  captureId: string;
  orderId: string | null;
  invoiceId: string | null;
  at: string;
  currency: string;
  value: string;
};

/** PayPal's Transaction Search allows at most 31 days per request. */
const SEARCH_WINDOW_MS = 31 * 86_400_000 - 1000;

/** Successful transactions of a period, from PayPal's Transaction Search, every page. */
export async function searchTransactions(
  config: PayPalConfig,
  since: Date,
  until: Date,
): Promise<Transaction[]> {
  const found: Transaction[] = [];
  for (let start = since.getTime(); start < until.getTime(); start += SEARCH_WINDOW_MS) {
    const end = Math.min(start + SEARCH_WINDOW_MS, until.getTime());
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const query = new URLSearchParams({
        start_date: new Date(start).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        end_date: new Date(end).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        transaction_status: 'S',
        fields: 'transaction_info',
        page_size: '500',
        page: String(page),
      });
      const { status, json } = await authorized(
        config,
        `/v1/reporting/transactions?${query}`,
        'GET',
      );
      if (status !== 200) {
        throw new PayPalError('unavailable', `PayPal transaction search: status=${status}`);
      }
      pages = typeof json.total_pages === 'number' ? json.total_pages : 1;
      const details = (json.transaction_details ?? []) as {
        transaction_info?: {
          transaction_id?: string;
          paypal_reference_id?: string;
          paypal_reference_id_type?: string;
          invoice_id?: string;
          transaction_initiation_date?: string;
          transaction_amount?: Money;
        };
      }[];
      for (const { transaction_info: info } of details) {
        if (!info?.transaction_id || !info.transaction_amount?.value) continue;
        found.push({
          captureId: info.transaction_id,
          orderId:
            info.paypal_reference_id_type === 'ODR' ? (info.paypal_reference_id ?? null) : null,
          invoiceId: info.invoice_id ?? null,
          at: info.transaction_initiation_date ?? '',
          currency: info.transaction_amount.currency_code ?? '',
          value: info.transaction_amount.value,
        });
      }
    }
  }
  return found;
}
