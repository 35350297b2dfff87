import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GERMAN_PURCHASE } from '@/lib/checkout/__fixtures__/test-purchase';
import { grantPayload, sendGrant } from '@/lib/checkout/grant';
import { signBody, verifySignature } from '@/lib/http/signed-post';

const secret = 'the-product-servers-shared-secret-0123456789';
const purchase = GERMAN_PURCHASE;

type Received = { headers: IncomingMessage['headers']; body: string };
let server: Server;
let url: string;
const received: Received[] = [];
let answer: (response: ServerResponse, count: number) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      answer(response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/grants`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = (response) => response.writeHead(200).end('{}');
});

const fast = { baseDelayMs: 5 };

describe('the hand-off to the product server', () => {
  it('posts the purchase, signed, with the order id as idempotency key', async () => {
    expect(await sendGrant({ url, secret }, purchase, fast)).toEqual({ ok: true, attempts: 1 });
    const [{ headers, body }] = received as [Received];
    expect(JSON.parse(body)).toEqual(grantPayload(purchase));
    expect(JSON.parse(body)).toMatchObject({
      accountEmail: 'mia@example.de',
      term: { start: '2026-11-23', end: '2027-11-22' },
      amount: { currency: 'EUR', value: '59.92' },
      immediateStart: { consented: true, at: '2026-11-23T13:05:00Z' },
    });
    expect(body).not.toContain('eva@example.de');
    expect(headers['idempotency-key']).toBe(purchase.orderId);
    const signature = headers['rechenweg-signature'] as string;
    const now = Math.floor(Date.now() / 1000);
    expect(verifySignature(signature, body, secret, now)).toBe(true);
    expect(verifySignature(signature, body, 'another-secret', now)).toBe(false);
    expect(verifySignature(signature, body.replace('59.92', '0.01'), secret, now)).toBe(false);
    expect(verifySignature(signature, body, secret, now + 301)).toBe(false);
    expect(verifySignature(signBody(body, secret, now - 600), body, secret, now)).toBe(false);
  });

  it('retries a failing server with the same key until it takes the purchase', async () => {
    answer = (response, count) => response.writeHead(count < 3 ? 503 : 200).end();
    expect(await sendGrant({ url, secret }, purchase, fast)).toEqual({ ok: true, attempts: 3 });
    expect(new Set(received.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([purchase.orderId]),
    );
  });

  it('gives up at once on a refusal, and after its attempts on a server that stays down', async () => {
    answer = (response) => response.writeHead(400).end();
    expect(await sendGrant({ url, secret }, purchase, fast)).toEqual({
      ok: false,
      attempts: 1,
      error: 'status=400',
    });
    answer = (response) => response.writeHead(500).end();
    expect(await sendGrant({ url, secret }, purchase, { ...fast, attempts: 3 })).toMatchObject({
      ok: false,
      attempts: 3,
    });
  });

  it('counts a server that never answers as failed and tries again', async () => {
    answer = (response, count) => {
      if (count > 1) response.writeHead(200).end();
    };
    expect(await sendGrant({ url, secret, timeoutMs: 200 }, purchase, fast)).toEqual({
      ok: true,
      attempts: 2,
    });
  });
});
