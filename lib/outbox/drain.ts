import {
  withoutAddresses,
  type Claimed,
  type Delivery,
  type OutboxMessage,
  type OutboxStore,
} from '@/lib/outbox/outbox-store';

// Delivery of what the outbox holds: due messages are leased, sent, and either
// removed (the mail server accepted them) or given their next time. A mail
// server down for a day delays the mail; only one down for more than four days
// makes it give up, and then the message is kept for a person to retry.

const MINUTE_MS = 60_000;

/**
 * The pauses after each failed attempt, from a minute to a day: thirteen
 * attempts over about four days and four hours, as mail providers keep
 * retrying for days.
 */
export const RETRY_DELAYS_MS = [1, 5, 15, 30, 60, 120, 240, 480, 720, 1440, 1440, 1440].map(
  (minutes) => minutes * MINUTE_MS,
);

/**
 * How long a claimed message is this instance's: longer than one send may take
 * (lib/core/mail.ts's timeouts), so that nothing is sent twice at once; a crash
 * mid-send delays the message by at most this much.
 */
export const LEASE_MS = 5 * MINUTE_MS;

/** A drain claims nothing new after this: a serverless function has a deadline (app/api/outbox/drain). */
export const DRAIN_BUDGET_MS = 50_000;

/** Messages sent at once, and claimed at once. */
const PARALLEL = 5;

export type DrainReport = { sent: number; failed: number; givenUp: number };

/** One attempt at one message: a mail to the mail server, a post to its receiver. */
export type Deliver = (message: OutboxMessage) => Promise<Delivery>;

export type DrainOptions = {
  now?: () => number;
  /** Only these messages, and each once, with what their sending releases (the first attempt after the answer). */
  ids?: string[];
  /** The pauses divided by this: tests run a day's schedule in seconds. */
  speedup?: number;
  /** Told of a message whose last attempt failed; it stays in the outbox. */
  onGiveUp?: (message: OutboxMessage, attempts: number, error: string) => Promise<void> | void;
  /** Told of each attempt once its outcome is recorded. */
  onAttempt?: (message: OutboxMessage, delivery: Delivery) => void;
};

export async function drain(
  store: OutboxStore,
  deliver: Deliver,
  { now = Date.now, ids, speedup = 1, onGiveUp, onAttempt }: DrainOptions = {},
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, givenUp: 0 };
  const started = now();
  let only = ids;
  /** What the sending of this round's messages released. */
  let released: string[] = [];
  async function settle(claim: Claimed, result: Delivery) {
    if (result.ok) {
      report.sent += 1;
      if (claim.message.then) released.push(claim.message.then);
      if (result.recipient === 'refused') {
        console.warn(
          `[outbox] ${claim.message.id}: the mail server refused its recipient for good; not tried again`,
        );
      }
      if (!result.copy) return store.settle(claim, { sent: true }, now());
      // The archive's copy starts a schedule of its own: its first attempt was this one.
      const copy = { ...result.copy, nextAt: now() + RETRY_DELAYS_MS[0]! / speedup };
      await store.settle(claim, { sent: true, copy }, now());
      report.failed += 1;
      console.warn(
        `[outbox] ${claim.message.id} sent; the archive refused its copy, which goes on as ${copy.message.id}, again at ${new Date(copy.nextAt).toISOString()}: ${withoutAddresses(copy.error)}`,
      );
      return;
    }
    const delay = RETRY_DELAYS_MS[claim.attempts];
    const nextAt = delay === undefined ? null : now() + delay / speedup;
    const { error, rest } = result;
    await store.settle(claim, { sent: false, error, nextAt, rest }, now());
    if (nextAt !== null) {
      report.failed += 1;
      console.warn(
        `[outbox] ${claim.message.id} not sent (attempt ${claim.attempts + 1}), again at ${new Date(nextAt).toISOString()}: ${withoutAddresses(error)}`,
      );
      return;
    }
    report.givenUp += 1;
    await onGiveUp?.(rest ?? claim.message, claim.attempts + 1, withoutAddresses(error));
  }
  while (now() - started < DRAIN_BUDGET_MS) {
    const claimed = await store.claim(now(), LEASE_MS, only?.length ?? PARALLEL, only);
    released = [];
    await Promise.all(
      claimed.map(async (claim) => {
        const result = await deliver(claim.message);
        await settle(claim, result);
        onAttempt?.(claim.message, result);
      }),
    );
    if (only) {
      if (released.length === 0) break;
      only = released;
    } else if (claimed.length < PARALLEL && released.length === 0) break;
  }
  return report;
}
