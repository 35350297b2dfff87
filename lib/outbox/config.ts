import 'server-only';
import { z } from 'zod';
import {
  fragment,
  LOOPBACK,
  optionalUrl,
  parseFragment,
  secret,
  serviceUrl,
  setting,
  weakKeys,
  type Parsed,
} from '@/lib/config/fields';
import type { MailEnv } from '@/lib/config/mail';
import { onVercel, type SiteEnv } from '@/lib/config/site';
import { isProduction } from '@/lib/core/site-environment';

// The outbox's settings: where mail and hand-offs wait (Redis, which also shares
// the rate limits between instances), who may run its drain, and where the one
// signed post it delivers goes: the hand-off of a purchase to the product's server.

export const outboxSettings = fragment({
  server: {
    // Holds the outbox of every mail the site sends (lib/outbox/) and shares the
    // rate limits between instances; both in this process's memory without it.
    REDIS_URL: serviceUrl('redis|rediss'),
    // Vercel sends it with each run of the outbox's cron job (vercel.json); the
    // drain's route answers nobody else. Production holds it to the keys' rules.
    CRON_SECRET: secret(),
    // Tests only: every pause of the outbox divided by this, so that a day of
    // retries passes in seconds. Production refuses it.
    OUTBOX_TEST_SPEEDUP: setting(z.coerce.number().int().min(1).max(1_000_000).optional()),
    // The product's server, which grants Premium on this signed hand-off only.
    PREMIUM_GRANT_URL: optionalUrl(),
    PREMIUM_GRANT_SECRET: secret(),
  },
  client: {},
});

export type OutboxEnv = Parsed<typeof outboxSettings>;

type OutboxSite = OutboxEnv &
  Pick<MailEnv, 'SMTP_URL'> &
  Pick<SiteEnv, 'SITE_ENV' | 'VERCEL_ENV' | 'VERCEL'>;

/** Where the outbox keeps the mail that waits, when that is only this process (never in production). */
export function outboxNotes(parsed: OutboxSite): string[] {
  return parsed.SMTP_URL && !parsed.REDIS_URL
    ? [
        'REDIS_URL not set: e-mails wait for delivery in this process’s memory, and a restart loses them',
      ]
    : [];
}

/**
 * The outbox must outlive the process in production: a mail that waits is a
 * declaration's receipt or a contract's confirmation. CRON_SECRET opens its
 * drain, on the internet on Vercel, and PREMIUM_GRANT_SECRET signs the
 * hand-off: keys like the others.
 */
export function outboxProblems(parsed: OutboxSite): string[] {
  if (!isProduction(parsed)) return [];
  const problems = weakKeys(parsed, ['PREMIUM_GRANT_SECRET', 'CRON_SECRET']);
  if (parsed.PREMIUM_GRANT_URL?.startsWith('http://') && !LOOPBACK.test(parsed.PREMIUM_GRANT_URL)) {
    problems.push(
      'PREMIUM_GRANT_URL must be an https:// URL in production: the hand-off names the account',
    );
  }
  if (parsed.SMTP_URL && !parsed.REDIS_URL) {
    problems.push('REDIS_URL is required in production with SMTP_URL set: it holds the outbox');
  }
  if (parsed.SMTP_URL && parsed.VERCEL === '1') {
    if (parsed.REDIS_URL && !parsed.REDIS_URL.startsWith('rediss://')) {
      problems.push('REDIS_URL must be a rediss:// URL on Vercel: the outbox crosses the internet');
    }
    if (!parsed.CRON_SECRET) {
      problems.push(
        'CRON_SECRET is required on Vercel with SMTP_URL set: its cron job drains the outbox',
      );
    }
  }
  if (parsed.OUTBOX_TEST_SPEEDUP) {
    problems.push('OUTBOX_TEST_SPEEDUP must not be set in production: it shortens the retries');
  }
  return problems;
}

export const outboxEnv = parseFragment(outboxSettings, process.env);

/** Shared by the outbox and every rate limit; null keeps both in this process's memory. */
export const redisUrl = outboxEnv.REDIS_URL ?? null;

/** Where the outbox keeps mail (lib/outbox/site-outbox.ts), and who may run its drain. */
export const outboxConfig = {
  redisUrl,
  cronSecret: outboxEnv.CRON_SECRET ?? null,
  speedup: outboxEnv.OUTBOX_TEST_SPEEDUP ?? 1,
  /** Signs the posts the outbox delivers: the hand-off to the product's server is the only one. */
  postSecret: outboxEnv.PREMIUM_GRANT_SECRET ?? null,
  /** A server that keeps running drains the outbox itself; on Vercel its cron job does. */
  drainsOnTimer: !onVercel,
};
