import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { jsonAnswer } from '@/lib/http/request-guards';
import { outboxConfig } from '@/lib/outbox/config';
import { siteOutbox } from '@/lib/outbox/site-outbox';

// The outbox's drain as Vercel Cron runs it (vercel.json): a GET that carries
// `Authorization: Bearer <CRON_SECRET>`. Without the secret configured nobody
// may run it; a server that keeps running drains on its own timer anyway.

const digest = (value: string) => createHash('sha256').update(value).digest();

function fromCron(authorization: string | null): boolean {
  const secret = outboxConfig.cronSecret;
  if (!secret || !authorization) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}

export async function drainOutboxEndpoint(request: Request): Promise<Response> {
  if (!fromCron(request.headers.get('authorization'))) {
    return jsonAnswer(401, { message: 'unauthorized' });
  }
  const outbox = siteOutbox();
  if (!outbox) return jsonAnswer(200, { sent: 0, failed: 0, givenUp: 0 });
  return jsonAnswer(200, await outbox.drain());
}
