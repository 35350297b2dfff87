import { AGB_VERSION } from '@/lib/checkout/agb';
import { toDecimal } from '@/lib/checkout/money';
import type { Purchase } from '@/lib/checkout/purchase';
import { postSigned, type SignedPost } from '@/lib/http/signed-post';

// The hand-off of a verified purchase to the product's server, the only place
// Premium is granted: a JSON POST signed with a shared secret (HMAC-SHA256 over
// timestamp and raw body), idempotent by order id there, retried with backoff
// here or by the outbox (lib/outbox/). PayPal's webhooks name an account too, but anyone can create an order
// with our public client id: only this hand-off comes after our verification.

export type GrantConfig = { url: string; secret: string; timeoutMs?: number };

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

/** The hand-off as the outbox keeps it until the confirmation is out, and then posts it. */
export function grantPost(url: string, purchase: Purchase): SignedPost {
  return {
    url,
    body: JSON.stringify(grantPayload(purchase)),
    idempotencyKey: purchase.orderId,
  };
}

const RETRY_CAP_MS = 30_000;

/** Sends the hand-off until the product's server takes it, a few times at once (reconciliation); never throws. */
export async function sendGrant(
  config: GrantConfig,
  purchase: Purchase,
  options: { attempts?: number; baseDelayMs?: number; now?: () => number } = {},
): Promise<{ ok: true; attempts: number } | { ok: false; attempts: number; error: string }> {
  const attempts = options.attempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const post = grantPost(config.url, purchase);
  let error = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = await postSigned(post, config.secret, {
      timeoutMs: config.timeoutMs,
      now: options.now,
    });
    if (result.ok) return { ok: true, attempts: attempt };
    error = result.error;
    if (!result.retryable) return { ok: false, attempts: attempt, error };
    const waitMs = Math.min(
      result.retryAfterS ? result.retryAfterS * 1000 : baseDelayMs * 2 ** (attempt - 1),
      RETRY_CAP_MS,
    );
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return { ok: false, attempts, error };
}
