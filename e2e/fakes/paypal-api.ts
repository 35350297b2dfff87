import type { ServerResponse } from 'node:http';
import type { FakeHandler, RecordedRequest } from './http-fake';

// PayPal's REST API as the checkout uses it (OAuth2 token, Orders v2 create,
// get and capture), kept in memory. It honours PayPal-Request-Id as PayPal
// does: a repeated id returns the first result and does nothing twice.

export type PayPalOrder = {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    description?: string;
    amount: { currency_code: string; value: string };
    payments?: {
      captures: {
        id: string;
        status: string;
        custom_id?: string;
        amount: { currency_code: string; value: string };
      }[];
    };
  }[];
};

export type PayPalBehaviour = {
  /** The next N captures answer 422 INSTRUMENT_DECLINED. */
  declineCaptures: number;
  /** Every API call answers 500. */
  down: boolean;
  /** Captures are taken but never answered (a hanging PayPal). */
  hangCaptures: boolean;
};

export class PayPalApi {
  readonly orders = new Map<string, PayPalOrder>();
  /** How many captures actually moved money: the number a test must keep at one. */
  charges = 0;
  behaviour: PayPalBehaviour = { declineCaptures: 0, down: false, hangCaptures: false };
  private readonly idempotent = new Map<string, { status: number; body: string }>();
  private sequence = 0;

  constructor(
    readonly clientId = 'e2e-paypal-client',
    readonly clientSecret = 'e2e-paypal-secret',
  ) {}

  reset() {
    this.orders.clear();
    this.idempotent.clear();
    this.charges = 0;
    this.behaviour = { declineCaptures: 0, down: false, hangCaptures: false };
  }

  /** What the buyer does in PayPal's window: approves an order. */
  approve(orderId: string) {
    const order = this.orders.get(orderId);
    if (order && order.status === 'CREATED') order.status = 'APPROVED';
  }

  readonly handler: FakeHandler = (request, response) => {
    if (this.behaviour.down) return json(response, 500, { name: 'INTERNAL_SERVER_ERROR' });
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'POST' && path === '/v1/oauth2/token')
      return this.token(request, response);
    if (request.headers.authorization !== `Bearer token-${this.clientId}`) {
      return json(response, 401, { error: 'invalid_token' });
    }
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${request.method} ${path} ${requestId}` : null;
    const earlier = key ? this.idempotent.get(key) : undefined;
    if (earlier) {
      response.writeHead(earlier.status, { 'Content-Type': 'application/json' }).end(earlier.body);
      return;
    }
    const remember = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      if (key && status < 500) this.idempotent.set(key, { status, body: text });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    };
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body.toString() || '{}') as Partial<PayPalOrder> & {
        intent?: string;
      };
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
        return remember(400, { name: 'INVALID_REQUEST' });
      }
      const id = `E2E${String(++this.sequence).padStart(14, '0')}`;
      const order: PayPalOrder = { id, status: 'CREATED', purchase_units: [{ ...unit }] };
      this.orders.set(id, order);
      return remember(201, order);
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)) && request.method === 'GET') {
      const order = this.orders.get(decodeURIComponent(match[1]!));
      return order
        ? json(response, 200, order)
        : json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
    }
    if (
      (match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)) &&
      request.method === 'POST'
    ) {
      const order = this.orders.get(decodeURIComponent(match[1]!));
      if (!order) return remember(404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'COMPLETED') {
        return remember(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
        });
      }
      if (order.status !== 'APPROVED') {
        return remember(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED' }],
        });
      }
      if (this.behaviour.declineCaptures > 0) {
        this.behaviour.declineCaptures -= 1;
        // A declined instrument leaves the order approvable again with another one.
        order.status = 'CREATED';
        return json(response, 422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'INSTRUMENT_DECLINED' }],
        });
      }
      const unit = order.purchase_units[0]!;
      order.status = 'COMPLETED';
      unit.payments = {
        captures: [
          {
            id: `CAP${order.id}`,
            status: 'COMPLETED',
            custom_id: unit.custom_id,
            amount: { ...unit.amount },
          },
        ],
      };
      this.charges += 1;
      if (this.behaviour.hangCaptures) {
        if (key) this.idempotent.set(key, { status: 201, body: JSON.stringify(order) });
        return;
      }
      return remember(201, order);
    }
    json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
  };

  private token(request: RecordedRequest, response: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    if (
      request.headers.authorization !== expected ||
      request.body.toString() !== 'grant_type=client_credentials'
    ) {
      return json(response, 401, { error: 'invalid_client' });
    }
    json(response, 200, {
      access_token: `token-${this.clientId}`,
      token_type: 'Bearer',
      expires_in: 32400,
    });
  }
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
