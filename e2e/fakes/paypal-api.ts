import type { ServerResponse } from 'node:http';
import type { FakeHandler, RecordedRequest } from './http-fake';

// PayPal's REST API as PayPal documents it, as far as the checkout uses it:
// OAuth2, Orders v2 (create, get, capture), Payments v2 (a capture and its
// order) and Transaction Search, in memory. Not kinder than PayPal:
// - a repeated PayPal-Request-Id gets the earlier answer, whatever it was,
//   declines included ("the latest status of the previous request");
// - an instrument the issuer refuses declines every capture until the buyer
//   approves the order again with another one;
// - a second capture for an invoice_id already paid is DUPLICATE_INVOICE_ID;
// - after approval the order names the payer and their country;
// - requests that break the OpenAPI limits the site could hit are INVALID_REQUEST.

type Money = { currency_code: string; value: string };

export type PayPalCapture = {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  invoice_id?: string;
  custom_id?: string;
  final_capture: true;
  create_time: string;
  update_time: string;
  links: { href: string; rel: string; method: string }[];
};

export type PayPalOrder = {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  create_time: string;
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    description?: string;
    amount: Money;
    payments?: { captures: PayPalCapture[] };
  }[];
  payer?: {
    name: { given_name: string; surname: string };
    email_address: string;
    payer_id: string;
    address: { country_code: string };
  };
  payment_source?: Record<string, unknown>;
  links: { href: string; rel: string; method: string }[];
};

/** What the buyer does in PayPal's window. */
export type Approval = {
  fundingSource: 'paypal' | 'card';
  payer: { givenName: string; surname: string; email: string; country: string };
  /** The issuer refuses this instrument: every capture declines until another approval. */
  declines?: boolean;
};

export const GERMAN_PAYER: Approval['payer'] = {
  givenName: 'Eva',
  surname: 'Muster',
  email: 'eva.muster@example.de',
  country: 'DE',
};

export type PayPalBehaviour = {
  /** Which calls answer 500 INTERNAL_SERVER_ERROR, as PayPal does when it is down. */
  down: 'all' | 'token' | 'create' | 'get' | 'patch' | 'capture' | null;
  /** A gateway in front of PayPal answers captures with a 502 HTML page (nothing captured). */
  gateway: boolean;
  /** Captures are taken, money moves, and no answer comes (a repeat gets the stored one). */
  hangCaptures: boolean;
  /** Captures are refused with this 422 issue before any money moves (TRANSACTION_REFUSED, …). */
  refuseCaptures: string | null;
};

const SANDBOX_WEB = 'https://www.sandbox.paypal.com';

const INVALID = (field: string, issue: string, description: string) => ({
  name: 'INVALID_REQUEST',
  message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  details: [{ field, location: 'body', issue, description }],
});

const unprocessable = (issue: string, description: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ issue, description }],
});

export class PayPalApi {
  readonly orders = new Map<string, PayPalOrder>();
  /** How many captures actually moved money: the number a test must keep at one. */
  charges = 0;
  behaviour: PayPalBehaviour = {
    down: null,
    gateway: false,
    hangCaptures: false,
    refuseCaptures: null,
  };
  private readonly idempotent = new Map<string, { status: number; body: string; type: string }>();
  private readonly declining = new Set<string>();
  private sequence = 0;
  // Unique across runs, as PayPal's are: a site server kept between runs (E2E_REUSE) remembers ids.
  private readonly run = String(Date.now() % 1_000_000).padStart(6, '0');

  constructor(
    readonly clientId = 'e2e-paypal-client',
    readonly clientSecret = 'e2e-paypal-secret',
  ) {}

  reset() {
    this.orders.clear();
    this.idempotent.clear();
    this.declining.clear();
    this.charges = 0;
    this.behaviour = { down: null, gateway: false, hangCaptures: false, refuseCaptures: null };
  }

  /** The buyer approves the order in PayPal's window, with a payer and an instrument. */
  approve(orderId: string, approval: Approval = { fundingSource: 'paypal', payer: GERMAN_PAYER }) {
    const order = this.orders.get(orderId);
    if (!order || order.status === 'COMPLETED') return;
    const { payer } = approval;
    order.status = 'APPROVED';
    order.payer = {
      name: { given_name: payer.givenName, surname: payer.surname },
      email_address: payer.email,
      payer_id: `PAYER${orderId.slice(-8)}`,
      address: { country_code: payer.country },
    };
    order.payment_source =
      approval.fundingSource === 'card'
        ? {
            card: {
              name: `${payer.givenName} ${payer.surname}`,
              last_digits: '1111',
              brand: 'VISA',
              type: 'CREDIT',
            },
          }
        : {
            paypal: {
              email_address: payer.email,
              account_id: order.payer.payer_id,
              name: order.payer.name,
              address: { country_code: payer.country },
            },
          };
    if (approval.declines) this.declining.add(orderId);
    else this.declining.delete(orderId);
  }

  /** Lets a test place a capture in the past, for Transaction Search. */
  setCaptureTime(orderId: string, iso: string) {
    const capture = this.orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
    if (capture) capture.create_time = capture.update_time = iso;
  }

  private captures(): { order: PayPalOrder; capture: PayPalCapture }[] {
    return [...this.orders.values()].flatMap((order) =>
      (order.purchase_units[0]?.payments?.captures ?? []).map((capture) => ({ order, capture })),
    );
  }

  readonly handler: FakeHandler = (request, response) => {
    const path = request.url.split('?')[0] ?? '';
    const down = this.behaviour.down;
    const step =
      path === '/v1/oauth2/token'
        ? 'token'
        : path === '/v2/checkout/orders'
          ? 'create'
          : path.endsWith('/capture')
            ? 'capture'
            : request.method === 'PATCH'
              ? 'patch'
              : 'get';
    if (down === 'all' || down === step) {
      return json(response, 500, {
        name: 'INTERNAL_SERVER_ERROR',
        message: 'An internal server error occurred.',
      });
    }
    if (request.method === 'POST' && path === '/v1/oauth2/token')
      return this.token(request, response);
    if (request.headers.authorization !== `Bearer token-${this.clientId}`) {
      return json(response, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    const requestId = request.headers['paypal-request-id'];
    if (typeof requestId === 'string' && requestId.length > 108) {
      return json(
        response,
        400,
        INVALID(
          'PayPal-Request-Id',
          'INVALID_STRING_MAX_LENGTH',
          'The value of a field is too long.',
        ),
      );
    }
    const key = typeof requestId === 'string' ? `${request.method} ${path} ${requestId}` : null;
    const earlier = key ? this.idempotent.get(key) : undefined;
    if (earlier) {
      response.writeHead(earlier.status, { 'Content-Type': earlier.type }).end(earlier.body);
      return;
    }
    const remember = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (key) this.idempotent.set(key, { status, body: text, type: 'application/json' });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    };
    const base = `http://${request.headers.host}`;
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      return this.create(request, base, remember);
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && request.method === 'GET') {
      const order = this.orders.get(decodeURIComponent(match[1]!));
      return order
        ? json(response, 200, order)
        : json(response, 404, {
            name: 'RESOURCE_NOT_FOUND',
            details: [{ issue: 'INVALID_RESOURCE_ID' }],
          });
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && request.method === 'PATCH') {
      return this.patch(decodeURIComponent(match[1]!), request, response);
    }
    if (
      (match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)) &&
      request.method === 'POST'
    ) {
      return this.capture(decodeURIComponent(match[1]!), base, key, remember, response);
    }
    if ((match = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path)) && request.method === 'GET') {
      const found = this.captures().find(({ capture }) => capture.id === match![1]);
      return found
        ? json(response, 200, found.capture)
        : json(response, 404, {
            name: 'RESOURCE_NOT_FOUND',
            details: [{ issue: 'INVALID_RESOURCE_ID' }],
          });
    }
    if (path === '/v1/reporting/transactions' && request.method === 'GET') {
      return this.search(new URL(request.url, base).searchParams, response);
    }
    json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  };

  /**
   * Update order (PATCH), as far as a purchase unit's custom_id goes: a JSON
   * Patch array; `replace`, `add` or `remove` on
   * `/purchase_units/@reference_id=='…'/custom_id`; only while the order is
   * CREATED or APPROVED; 204 without a body.
   */
  private patch(orderId: string, request: RecordedRequest, response: ServerResponse) {
    const order = this.orders.get(orderId);
    if (!order) {
      return json(response, 404, {
        name: 'RESOURCE_NOT_FOUND',
        details: [{ issue: 'INVALID_RESOURCE_ID' }],
      });
    }
    let operations: { op?: string; path?: string; value?: unknown }[];
    try {
      operations = JSON.parse(request.body.toString() || 'null');
    } catch {
      operations = [];
    }
    if (!Array.isArray(operations) || operations.length === 0) {
      return json(
        response,
        400,
        INVALID('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.'),
      );
    }
    if (order.status === 'COMPLETED') {
      return json(
        response,
        422,
        unprocessable(
          'ORDER_ALREADY_COMPLETED',
          'The order cannot be patched after it is completed.',
        ),
      );
    }
    const unit = order.purchase_units[0]!;
    for (const { op, path: target, value } of operations) {
      const wanted = `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'/custom_id`;
      if (target !== wanted) {
        return json(
          response,
          422,
          unprocessable('INVALID_PATCH_PATH', `The specified field cannot be patched: ${target}.`),
        );
      }
      if (!['replace', 'add', 'remove'].includes(op ?? '')) {
        return json(
          response,
          422,
          unprocessable('INVALID_PATCH_OPERATION', 'The operation cannot be honored.'),
        );
      }
      if (op === 'remove') {
        delete unit.custom_id;
        continue;
      }
      if (typeof value !== 'string' || value.length < 1 || value.length > 127) {
        return json(
          response,
          400,
          INVALID(target, 'INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.'),
        );
      }
      unit.custom_id = value;
    }
    response.writeHead(204).end();
  }

  /** Someone captures the order at PayPal, not through our button (the dashboard, the API). */
  captureElsewhere(orderId: string, base: string) {
    this.capture(orderId, base, null, () => undefined, null);
  }

  private create(
    request: RecordedRequest,
    base: string,
    remember: (status: number, body: unknown) => void,
  ) {
    const body = JSON.parse(request.body.toString() || '{}') as {
      intent?: string;
      purchase_units?: PayPalOrder['purchase_units'];
      payment_source?: { paypal?: { experience_context?: Record<string, string> } };
    };
    const units = body.purchase_units ?? [];
    const unit = units[0];
    const context = body.payment_source?.paypal?.experience_context ?? {};
    const problem =
      body.intent !== 'CAPTURE'
        ? INVALID('/intent', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.')
        : units.length !== 1 || !unit
          ? INVALID(
              '/purchase_units',
              'INVALID_ARRAY_LENGTH',
              'The number of items in an array parameter is invalid.',
            )
          : !/^[A-Z]{3}$/.test(unit.amount?.currency_code ?? '')
            ? INVALID(
                "/purchase_units/@reference_id=='default'/amount/currency_code",
                'INVALID_PARAMETER_VALUE',
                'The value of a field is invalid.',
              )
            : !/^\d+(\.\d{2})?$/.test(unit.amount?.value ?? '')
              ? INVALID(
                  "/purchase_units/@reference_id=='default'/amount/value",
                  'INVALID_PARAMETER_SYNTAX',
                  'The value of a field does not conform to the expected format.',
                )
              : tooLong(unit.reference_id, 256)
                ? INVALID(
                    '/purchase_units/@reference_id/reference_id',
                    'INVALID_STRING_MAX_LENGTH',
                    'The value of a field is too long.',
                  )
                : tooLong(unit.custom_id, 127) ||
                    tooLong(unit.invoice_id, 127) ||
                    tooLong(unit.description, 127)
                  ? INVALID(
                      '/purchase_units/0',
                      'INVALID_STRING_MAX_LENGTH',
                      'The value of a field is too long.',
                    )
                  : context.user_action !== undefined &&
                      !['CONTINUE', 'PAY_NOW'].includes(context.user_action)
                    ? INVALID(
                        '/payment_source/paypal/experience_context/user_action',
                        'INVALID_PARAMETER_VALUE',
                        'The value of a field is invalid.',
                      )
                    : context.shipping_preference !== undefined &&
                        !['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'].includes(
                          context.shipping_preference,
                        )
                      ? INVALID(
                          '/payment_source/paypal/experience_context/shipping_preference',
                          'INVALID_PARAMETER_VALUE',
                          'The value of a field is invalid.',
                        )
                      : context.locale !== undefined &&
                          !/^[a-z]{2}(-[A-Z]{2})?$/.test(context.locale)
                        ? INVALID(
                            '/payment_source/paypal/experience_context/locale',
                            'INVALID_PARAMETER_SYNTAX',
                            'The value of a field does not conform to the expected format.',
                          )
                        : tooLong(context.brand_name, 127)
                          ? INVALID(
                              '/payment_source/paypal/experience_context/brand_name',
                              'INVALID_STRING_MAX_LENGTH',
                              'The value of a field is too long.',
                            )
                          : null;
    if (problem) return remember(400, problem);
    const id = `E2E${this.run}${String(++this.sequence).padStart(8, '0')}`;
    const order: PayPalOrder = {
      id,
      intent: 'CAPTURE',
      status: 'CREATED',
      create_time: new Date().toISOString(),
      purchase_units: [{ ...unit! }],
      links: [
        { href: `${base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${SANDBOX_WEB}/checkoutnow?token=${id}`, rel: 'approve', method: 'GET' },
      ],
    };
    this.orders.set(id, order);
    remember(201, order);
  }

  private capture(
    orderId: string,
    base: string,
    key: string | null,
    remember: (status: number, body: unknown) => void,
    /** Null for a capture made at PayPal itself, which no gateway of ours stands in front of. */
    response: ServerResponse | null,
  ) {
    if (this.behaviour.gateway && response) {
      response
        .writeHead(502, { 'Content-Type': 'text/html' })
        .end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      return;
    }
    const order = this.orders.get(orderId);
    if (!order)
      return remember(404, {
        name: 'RESOURCE_NOT_FOUND',
        details: [{ issue: 'INVALID_RESOURCE_ID' }],
      });
    if (order.status === 'COMPLETED') {
      return remember(
        422,
        unprocessable(
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        ),
      );
    }
    if (order.status !== 'APPROVED') {
      return remember(
        422,
        unprocessable(
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        ),
      );
    }
    const refusal = this.behaviour.refuseCaptures;
    if (refusal) return remember(422, unprocessable(refusal, 'The capture was refused.'));
    if (this.declining.has(orderId)) {
      return remember(
        422,
        unprocessable(
          'INSTRUMENT_DECLINED',
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        ),
      );
    }
    const unit = order.purchase_units[0]!;
    const paid = this.captures().some(
      ({ order: other }) =>
        other.id !== orderId && other.purchase_units[0]?.invoice_id === unit.invoice_id,
    );
    if (unit.invoice_id && paid) {
      return remember(
        422,
        unprocessable(
          'DUPLICATE_INVOICE_ID',
          'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
        ),
      );
    }
    const now = new Date().toISOString();
    const captureId = `CAP${order.id.slice(3)}`;
    order.status = 'COMPLETED';
    unit.payments = {
      captures: [
        {
          id: captureId,
          status: 'COMPLETED',
          amount: { ...unit.amount },
          invoice_id: unit.invoice_id,
          custom_id: unit.custom_id,
          final_capture: true,
          create_time: now,
          update_time: now,
          links: [
            { href: `${base}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
            { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
          ],
        },
      ],
    };
    this.charges += 1;
    if (this.behaviour.hangCaptures) {
      if (key)
        this.idempotent.set(key, {
          status: 201,
          body: JSON.stringify(order),
          type: 'application/json',
        });
      return;
    }
    remember(201, order);
  }

  private search(query: URLSearchParams, response: ServerResponse) {
    const start = Date.parse(query.get('start_date') ?? '');
    const end = Date.parse(query.get('end_date') ?? '');
    if (Number.isNaN(start) || Number.isNaN(end)) {
      return json(
        response,
        400,
        INVALID(
          'start_date',
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        ),
      );
    }
    if (end - start > 31 * 86_400_000) {
      return json(response, 400, {
        name: 'INVALID_REQUEST',
        message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
        details: [{ field: 'start_date', issue: 'Date range is greater than 31 days' }],
      });
    }
    const pageSize = Math.min(Number(query.get('page_size') ?? 100), 500);
    const page = Number(query.get('page') ?? 1);
    const inRange = this.captures().filter(({ capture }) => {
      const at = Date.parse(capture.create_time);
      return at >= start && at <= end;
    });
    const items = inRange
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ order, capture }) => ({
        transaction_info: {
          paypal_account_id: order.payer?.payer_id,
          transaction_id: capture.id,
          paypal_reference_id: order.id,
          paypal_reference_id_type: 'ODR',
          transaction_event_code: 'T0006',
          transaction_initiation_date: capture.create_time,
          transaction_updated_date: capture.update_time,
          transaction_amount: capture.amount,
          transaction_status: 'S',
          invoice_id: capture.invoice_id,
          custom_field: capture.custom_id,
        },
      }));
    json(response, 200, {
      transaction_details: items,
      account_number: 'E2EMERCHANT',
      start_date: query.get('start_date'),
      end_date: query.get('end_date'),
      last_refreshed_datetime: new Date().toISOString(),
      page,
      total_items: inRange.length,
      total_pages: Math.max(1, Math.ceil(inRange.length / pageSize)),
      links: [],
    });
  }

  private token(request: RecordedRequest, response: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (
      request.headers.authorization !== expected ||
      request.body.toString() !== 'grant_type=client_credentials'
    ) {
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    json(response, 200, {
      access_token: `token-${this.clientId}`,
      token_type: 'Bearer',
      expires_in: 32400,
    });
  }
}

const tooLong = (value: string | undefined, max: number) =>
  value !== undefined && (value.length < 1 || value.length > max);

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
