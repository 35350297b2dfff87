import { toDecimal, toMinor } from '@/lib/checkout/money';
import {
  authorized,
  PayPalError,
  type Money,
  type PayPalConfig,
} from '@/lib/checkout/paypal/client';
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

// Orders v2 as the site's server uses it, in the "continue" flow: create, read
// after approval, capture on our own order button. Every create and capture
// carries a PayPal-Request-Id derived from the signed terms
// (lib/checkout/terms.ts): PayPal answers a repeated id with its earlier
// answer, so a double click or a retry after a timeout never makes a second
// order or a second charge.

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
 * PayPal's refusals of a capture that it answers before any money moves; the
 * buyer still hears that the outcome is unconfirmed, and checks again.
 */
const REFUSED_CAPTURES = new Set([
  'ORDER_NOT_APPROVED',
  'PAYER_ACTION_REQUIRED',
  'TRANSACTION_REFUSED',
]);

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
      result.status === 422 && REFUSED_CAPTURES.has(issue ?? ''),
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
