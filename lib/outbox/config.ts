import 'server-only';
import { env, onVercel } from '@/lib/env';

// The outbox's configuration, from the environment lib/env.ts validated.

/** Where the outbox keeps mail (lib/outbox/site-outbox.ts), and who may run its drain. */
export const outboxConfig = {
  redisUrl: env.REDIS_URL ?? null,
  cronSecret: env.CRON_SECRET ?? null,
  speedup: env.OUTBOX_TEST_SPEEDUP ?? 1,
  /** Signs the posts the outbox delivers: the hand-off to the product's server is the only one. */
  postSecret: env.PREMIUM_GRANT_SECRET ?? null,
  /** A server that keeps running drains the outbox itself; on Vercel its cron job does. */
  drainsOnTimer: !onVercel,
};
