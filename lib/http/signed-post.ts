import { createHmac, timingSafeEqual } from 'node:crypto';

// A JSON POST signed with a shared secret (HMAC-SHA256 over timestamp and raw
// body), as Stripe signs its webhooks: the receiver checks who sent it and
// that it is fresh. The signature is made at each attempt, so a post that
// waited in the outbox for a day is as fresh as one sent at once.

export const SIGNATURE_HEADER = 'Rechenweg-Signature';

/** What to post: the body as sent, and the key that makes a repeat harmless at the receiver. */
export type SignedPost = { url: string; body: string; idempotencyKey: string };

export type PostResult =
  { ok: true } | { ok: false; error: string; retryable: boolean; retryAfterS: number | null };

const hmac = (secret: string, timestampS: number, body: string) =>
  createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');

export function signBody(body: string, secret: string, timestampS: number): string {
  return `t=${timestampS},v1=${hmac(secret, timestampS, body)}`;
}

/** The receiver's check: the signature over this raw body, made within `toleranceS`. */
export function verifySignature(
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

const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/** One attempt; never throws. */
export async function postSigned(
  post: SignedPost,
  secret: string,
  { timeoutMs = 10_000, now = Date.now }: { timeoutMs?: number; now?: () => number } = {},
): Promise<PostResult> {
  try {
    const response = await fetch(post.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': post.idempotencyKey,
        [SIGNATURE_HEADER]: signBody(post.body, secret, Math.floor(now() / 1000)),
      },
      body: post.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.ok) return { ok: true };
    const retryAfterS = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      error: `status=${response.status}`,
      retryable: retryable(response.status),
      retryAfterS: retryAfterS > 0 ? retryAfterS : null,
    };
  } catch (caught) {
    const error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught);
    return { ok: false, error, retryable: true, retryAfterS: null };
  }
}
