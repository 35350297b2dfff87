import { createHmac, timingSafeEqual } from 'node:crypto';
import { AGB_VERSION } from '@/content/legal';
import { toDecimal } from '@/lib/checkout/money';
import type { Purchase } from '@/lib/checkout/purchase';

// The hand-off of a verified purchase to the product's server, the only place
// Premium is granted: a JSON POST signed with a shared secret (HMAC-SHA256 over
// timestamp and raw body), idempotent by order id there, retried with backoff
// here. PayPal's webhooks name an account too, but anyone can create an order
// with our public client id: only this hand-off comes after our verification.

export type GrantConfig = { url: string; secret: string; timeoutMs?: number };

export const SIGNATURE_HEADER = 'Rechenweg-Signature';

/** What the product's server needs to grant Premium, and nothing about the payer. */
export function grantPayload(purchase: Purchase) {
  return {
    type: 'premium.purchase',
    orderId: purchase.orderId,
    captureId: purchase.captureId,
    invoiceId: purchase.invoiceId,
    accountEmail: purchase.accountEmail,
    plan: { id: purchase.planId, months: purchase.months },
    term: { start: purchase.termStart, end: purchase.termEnd },
    amount: { currency: purchase.currency, value: toDecimal(purchase.total) },
    promoCode: purchase.promoCode,
    country: purchase.country,
    withdrawal: purchase.withdrawal,
    immediateStart: purchase.immediateStart,
    agbVersion: AGB_VERSION,
    capturedAt: purchase.capturedAt,
  };
}

const hmac = (secret: string, timestampS: number, body: string) =>
  createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');

export function signGrant(body: string, secret: string, timestampS: number): string {
  return `t=${timestampS},v1=${hmac(secret, timestampS, body)}`;
}

/** The product server's check: the signature over this raw body, made within `toleranceS`. */
export function verifyGrantSignature(
  header: string | null,
  body: string,
  secret: string,
  nowS: number,
  toleranceS = 300,
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const timestampS = Number(match[1]);
  if (Math.abs(nowS - timestampS) > toleranceS) return false;
  const wanted = Buffer.from(hmac(secret, timestampS, body), 'hex');
  return timingSafeEqual(wanted, Buffer.from(match[2]!, 'hex'));
}

const RETRY_CAP_MS = 30_000;
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** Sends the hand-off until the product's server takes it; never throws. */
export async function handOff(
  config: GrantConfig,
  purchase: Purchase,
  options: { attempts?: number; baseDelayMs?: number; now?: () => number } = {},
): Promise<{ ok: true; attempts: number } | { ok: false; attempts: number; error: string }> {
  const attempts = options.attempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const now = options.now ?? Date.now;
  const body = JSON.stringify(grantPayload(purchase));
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let waitMs = Math.min(baseDelayMs * 2 ** (attempt - 1), RETRY_CAP_MS);
    try {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': purchase.orderId,
          [SIGNATURE_HEADER]: signGrant(body, config.secret, Math.floor(now() / 1000)),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true, attempts: attempt };
      error = `status=${response.status}`;
      if (!retryable(response.status)) return { ok: false, attempts: attempt, error };
      const retryAfterS = Number(response.headers.get('retry-after'));
      if (retryAfterS > 0) waitMs = Math.min(retryAfterS * 1000, RETRY_CAP_MS);
    } catch (caught) {
      error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return { ok: false, attempts, error };
}
