import 'server-only';
import { after } from 'next/server';
import { mailConfig } from '@/lib/config/mail';
import { sharedMailer, type Mail } from '@/lib/core/mail';
import { LATE, REDIS_BUDGET_MS, withinDeadline } from '@/lib/http/deadline';
import { postSigned } from '@/lib/http/signed-post';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { outboxConfig } from '@/lib/outbox/config';
import { drain, type Deliver, type DrainOptions, type DrainReport } from '@/lib/outbox/drain';
import {
  createMemoryStore,
  recipientState,
  restOf,
  type RecipientState,
  type OutboxMail,
  type OutboxMessage,
  type OutboxStore,
} from '@/lib/outbox/outbox-store';
import { createRedisStore } from '@/lib/outbox/redis-store';

// The site's outbox, as lib/outbox/config.ts configures it: in Redis where REDIS_URL is
// set, else in memory. Null where the site sends no mail: in production without
// SMTP_URL (elsewhere its mail goes to a folder, lib/config/mail.ts).

export type Outbox = {
  store: OutboxStore;
  /**
   * Stores the messages together; false (and logged) if the store did not take
   * them within `waitMs`. A late store may still take them: that is a mail sent
   * once more at worst, never one lost.
   */
  put(messages: OutboxMessage[], waitMs?: number): Promise<boolean>;
  /** After the answer, tries these at once; what fails waits for the drain. */
  sendAfterAnswer(ids: string[]): void;
  /**
   * Tries these at once, and tells within `waitMs` what became of `watched`'s
   * recipient; the attempt goes on after the answer where it takes longer.
   */
  sendNow(ids: string[], watched: string, waitMs: number): Promise<RecipientState>;
  /** Sends whatever is due, as the cron job and the timer do. */
  drain(): Promise<DrainReport>;
};

/**
 * A mail as the outbox keeps it. Its `Message-ID` comes from its id: a mail
 * sent again after a crash between the server's acceptance and our record of
 * it is the same message, which mailboxes show once.
 */
export function outboxMessage(area: string, kind: string, id: string, mail: Mail): OutboxMail {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailConfig?.from ?? '')?.[1] ?? 'localhost';
  return { id, area, kind, mail: { ...mail, messageId: `<${id}@${domain}>` } };
}

const reportGivenUp = (message: OutboxMessage, attempts: number, error: string) =>
  reportToSentry(
    message.area,
    'E-mail given up after its last attempt; kept in the outbox for 30 days',
    {
      id: message.id,
      kind: message.kind,
      attempts,
      error,
    },
  );

function createOutbox(): Outbox | null {
  if (!mailConfig) return null;
  const store = outboxConfig.redisUrl
    ? createRedisStore(outboxConfig.redisUrl)
    : createMemoryStore();
  const mailer = sharedMailer(mailConfig);
  const archive = mailConfig.archive;
  const deliver: Deliver = async (message) => {
    if ('mail' in message) {
      return restOf(message, await mailer.send(message.mail), archive);
    }
    if (!outboxConfig.postSecret) return { ok: false, error: 'PREMIUM_GRANT_SECRET not set' };
    return postSigned(message.post, outboxConfig.postSecret);
  };
  const run = (ids?: string[], onAttempt?: DrainOptions['onAttempt']) =>
    drain(store, deliver, {
      ids,
      speedup: outboxConfig.speedup,
      onGiveUp: reportGivenUp,
      onAttempt,
    });
  const logged = (running: Promise<unknown>) =>
    running.catch((error) => console.error(`[outbox] ${String(error)}`));
  return {
    store,
    async put(messages, waitMs = REDIS_BUDGET_MS) {
      try {
        const stored = await withinDeadline(store.put(messages, Date.now()), waitMs);
        if (stored === LATE) throw new Error(`no answer within ${waitMs} ms`);
        return true;
      } catch (error) {
        console.error(
          `[outbox] Not stored: ${messages.map((message) => message.id).join(', ')}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    },
    sendAfterAnswer(ids) {
      after(() => logged(run(ids)));
    },
    sendNow(ids, watched, waitMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve('pending'), waitMs);
        const tell = (state: RecipientState) => {
          clearTimeout(timer);
          resolve(state);
        };
        const running = run(ids, (message, delivery) => {
          if (message.id === watched) tell(recipientState(delivery));
        });
        // Claimed first by another drain (a timer's, rarely), or the store failed: the drain tries it.
        after(() => logged(running.finally(() => tell('pending'))));
      });
    },
    drain: () => run(),
  };
}

// One outbox per process: the routes and instrumentation.ts are bundled apart,
// and a memory outbox must be the one its timer drains.
const shared = globalThis as { __outbox?: Outbox | null };

export function siteOutbox(): Outbox | null {
  if (shared.__outbox === undefined) shared.__outbox = createOutbox();
  return shared.__outbox;
}

/**
 * In a server that keeps running (`next start`, a container), drains the
 * outbox now and then every minute: what a killed server left waiting goes out
 * once another starts. On Vercel its cron job does this (app/api/outbox/drain).
 */
export function startOutboxTimer(): void {
  // On Vercel every function's cold start runs this: the outbox is made by the
  // first route that uses it, not by each start.
  if (!outboxConfig.drainsOnTimer) return;
  const outbox = siteOutbox();
  if (!outbox) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await outbox.drain();
    } catch (error) {
      console.error(
        `[outbox] Drain failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  void tick();
  setInterval(tick, 60_000 / outboxConfig.speedup).unref();
}
