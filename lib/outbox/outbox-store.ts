import { randomBytes } from 'node:crypto';
import type { Mail, MailResult } from '@/lib/core/mail';
import type { SignedPost } from '@/lib/http/signed-post';

// The outbox: every mail the site sends on its own is stored here before the
// visitor is answered, and leaves only once a mail server accepted it
// (docs/outbox.md). A purchase's hand-off waits here too, held until its
// confirmation is out: Premium starts only once the contract is with the buyer. A store is Redis (lib/outbox/redis-store.ts), shared by
// every instance and kept on disk, or this process's memory (the demo,
// development), which a restart empties.

/** A mail, or a signed post, as the outbox keeps it: its stable id names it in every log line. */
export type OutboxMessage = {
  /** Unique and stable: `K-20261126-3F9A1C.receipt`, `order-5O190127TN364715T.confirmation`. */
  id: string;
  /** The area that sent it, in reports and the operators' list: `cancellation`, `checkout`. */
  area: string;
  /** What a person may read of it without reading it: `receipt`, `business copy`, `confirmation`. */
  kind: string;
  /** A held message of the same `put`, released once this one is sent. */
  then?: string;
  /** Waits, unsent, for the message whose `then` names it. */
  held?: true;
} & ({ mail: Mail & { messageId: string } } | { post: SignedPost });

/** A message that is a mail. */
export type OutboxMail = Extract<OutboxMessage, { mail: unknown }>;

export type OutboxState = 'waiting' | 'held' | 'given up';

/** What an operator sees of a message: never its text. */
export type OutboxSummary = {
  id: string;
  area: string;
  kind: string;
  state: OutboxState;
  createdAt: number;
  attempts: number;
  /** When it is tried next (waiting); null once given up. */
  dueAt: number | null;
  lastError: string | null;
  /** The recipient's domain (a post's host): enough to see a pattern, not who. */
  domain: string;
};

/** A message this instance may send now: nobody else does until `leaseUntil`. */
export type Claimed = { message: OutboxMessage; attempts: number; token: string };

/** A message that failed its first attempt, with when it is tried next. */
export type Failed = { message: OutboxMessage; error: string; nextAt: number };

export type Outcome =
  | {
      sent: true;
      /** The archive's copy its server refused: stored in the same step, as a message of its own. */
      copy?: Failed;
    }
  | {
      sent: false;
      error: string;
      /** null: the last attempt failed, the message is kept. */
      nextAt: number | null;
      /** What is left to send, where some recipients took it (they get it no second time). */
      rest?: OutboxMessage;
    };

export interface OutboxStore {
  /** What the store is, for the one line the server logs about it. */
  readonly name: string;
  /**
   * Stores the messages together, or none of them (it throws). A message whose
   * id is waiting, given up, or was sent within a week is left as it is: a
   * reload or a double click stores nothing twice.
   */
  put(messages: OutboxMessage[], now: number): Promise<void>;
  /**
   * Leases up to `limit` due messages (of `ids` only, if given) until
   * `now + leaseMs`: another instance claims them again only after that, so a
   * send cut short by a crash is tried again and nothing is sent twice at once.
   * Every drain claims, so this is also where a message given up
   * `GIVEN_UP_KEPT_MS` ago is deleted, unless what it holds is still held.
   */
  claim(now: number, leaseMs: number, limit: number, ids?: string[]): Promise<Claimed[]>;
  /**
   * Records an attempt; a message is removed only once sent (its id is kept a
   * week), which releases its `then` and stores what goes on as its `copy`
   * (unless that id is stored already, or was sent within a week).
   */
  settle(claim: Claimed, outcome: Outcome, now: number): Promise<void>;
  list(): Promise<OutboxSummary[]>;
  get(id: string): Promise<OutboxSummary | null>;
  /**
   * Makes a waiting or given-up message due now with a fresh schedule; false if
   * there is none, or it is held, or it is being sent (its lease still runs).
   */
  retry(id: string, now: number): Promise<boolean>;
  close(): Promise<void>;
}

/** How long the id of a sent message is remembered, so that storing it again does nothing. */
export const SENT_KEPT_MS = 7 * 24 * 3600_000;

/**
 * How long a given-up message, with its addresses and text, waits for a person
 * to retry it: the Datenschutz promises it is deleted then (what the archive
 * mailbox got of it stays there). A confirmation that holds its hand-off waits
 * for the person however long: deleted, it would leave Premium held for ever.
 */
export const GIVEN_UP_KEPT_MS = 30 * 24 * 3600_000;

export const leaseToken = () => randomBytes(9).toString('base64url');

/**
 * A mail server's refusal often quotes the address (`<ana@example.org>: mailbox
 * full`): the outbox keeps, logs and reports only its domain.
 */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:]+@([\w.-]+)/g, '…@$1');

export const domainOf = (message: OutboxMessage) =>
  'mail' in message
    ? message.mail.to.split('@').pop()!.toLowerCase()
    : new URL(message.post.url).host;

/**
 * One attempt at one message, as the drain records it. `rest` is what is left
 * where some recipients took it. `recipient` is what the receiving server said
 * to the message's own recipient (a mail's `to`, a post's receiver), where it
 * answered for it: `refused` only for good.
 */
export type Delivery = (
  | {
      ok: true;
      /** The archive's copy, which its server refused while the recipient's part ended: a message of its own. */
      copy?: { message: OutboxMessage; error: string };
    }
  | { ok: false; error: string; /** What is left to send. */ rest?: OutboxMessage }
) & { recipient?: 'accepted' | 'refused' };

/**
 * What an attempt did for the message's recipient: `sent` (the server took
 * it for them), `refused` (for good: nobody asks again), or `pending` (no
 * answer, a server down, a refusal for now: the outbox keeps trying).
 */
export type RecipientState = 'sent' | 'refused' | 'pending';

export function recipientState({ ok, recipient }: Delivery): RecipientState {
  if (recipient === 'refused') return 'refused';
  return recipient === 'accepted' || ok ? 'sent' : 'pending';
}

/**
 * What a mail server's answer leaves to do. A mail it took for some recipients
 * only (a greylisted visitor, a full archive): the others have it, so only the
 * refused get it again, and the archive one copy in all. The visitor's address
 * of a record (a receipt) refused for good (5xx) ends the visitor's part:
 * asking again for days changes nothing, and the archive has the message. A
 * confirmation that holds its hand-off is asked again all the same, and given
 * up and reported after the last attempt: Premium starts only once its
 * contract is with the buyer, so a person decides. Our own addresses (the
 * business, the archive) are asked again whatever they answered: a refusal
 * there is ours to mend. Once the recipient's part has ended, the message is
 * sent and releases what it holds: the buyer has the contract, and our own
 * archive holds back nobody's Premium. What the archive refused goes on as a
 * message of its own (`<id>.archive`), retried and reported by that id.
 */
export function restOf(message: OutboxMail, sent: MailResult, archive: string | null): Delivery {
  const { rejected } = sent;
  if (!rejected) return sent;
  const refusals = new Map(
    rejected.map((refusal) => [refusal.address.toLowerCase(), refusal.permanent]),
  );
  const { record, ...mail } = message.mail;
  const toRefusal = refusals.get(mail.to.toLowerCase());
  const ended = toRefusal === true && record === true && !message.then;
  const recipient = toRefusal === undefined ? 'accepted' : ended ? 'refused' : undefined;
  const toAgain = toRefusal !== undefined && !ended;
  const copy = record && archive ? archive : null;
  const copyAgain = copy !== null && refusals.has(copy.toLowerCase());
  if (!toAgain && !copyAgain) return recipient ? { ok: true, recipient } : { ok: true };
  const error = sent.ok
    ? `refused by the mail server: ${rejected.map((refusal) => refusal.address).join(', ')}`
    : sent.error;
  if (!toAgain) {
    const archived: OutboxMail = {
      id: `${message.id}.archive`,
      area: message.area,
      kind: 'archive copy',
      mail: { ...mail, to: copy! },
    };
    return { ok: true, copy: { message: archived, error }, ...(recipient && { recipient }) };
  }
  const rest: OutboxMail = copyAgain ? message : { ...message, mail };
  return { ok: false, error, rest, ...(recipient && { recipient }) };
}

type Entry = {
  message: OutboxMessage;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  dueAt: number | null;
  lastError: string | null;
  token: string | null;
  givenUpAt: number | null;
};

const summaryOf = ({
  message,
  createdAt,
  attempts,
  state,
  dueAt,
  lastError,
}: Entry): OutboxSummary => ({
  id: message.id,
  area: message.area,
  kind: message.kind,
  state,
  createdAt,
  attempts,
  dueAt,
  lastError,
  domain: domainOf(message),
});

/** The outbox in this process's memory: what Redis does, for one instance that may lose it. */
export function createMemoryStore(): OutboxStore {
  const entries = new Map<string, Entry>();
  const sent = new Map<string, number>();
  /** A new message, or one that failed its first attempt already; nothing where its id is known. */
  function store(message: OutboxMessage, now: number, failed?: Failed) {
    if (entries.has(message.id) || sent.has(message.id)) return;
    entries.set(message.id, {
      message,
      createdAt: now,
      attempts: failed ? 1 : 0,
      state: message.held ? 'held' : 'waiting',
      dueAt: failed ? failed.nextAt : message.held ? null : now,
      lastError: failed ? withoutAddresses(failed.error) : null,
      token: null,
      givenUpAt: null,
    });
  }
  return {
    name: 'memory',
    async put(messages, now) {
      for (const [id, at] of sent) if (at + SENT_KEPT_MS < now) sent.delete(id);
      for (const message of messages) store(message, now);
    },
    async claim(now, leaseMs, limit, ids) {
      for (const [id, entry] of entries) {
        const holds = entry.message.then ? entries.get(entry.message.then) : undefined;
        if (holds?.state === 'held') continue;
        if (entry.givenUpAt !== null && entry.givenUpAt + GIVEN_UP_KEPT_MS <= now)
          entries.delete(id);
      }
      const due = [...(ids ?? entries.keys())]
        .map((id) => entries.get(id))
        .filter((entry): entry is Entry => entry?.state === 'waiting' && entry.dueAt! <= now)
        .sort((a, b) => a.dueAt! - b.dueAt!)
        .slice(0, limit);
      return due.map((entry) => {
        entry.dueAt = now + leaseMs;
        entry.token = leaseToken();
        return { message: entry.message, attempts: entry.attempts, token: entry.token };
      });
    },
    async settle(claim, outcome, now) {
      const entry = entries.get(claim.message.id);
      if (outcome.sent) {
        entries.delete(claim.message.id);
        sent.set(claim.message.id, now);
        const next = claim.message.then ? entries.get(claim.message.then) : undefined;
        if (next?.state === 'held') Object.assign(next, { state: 'waiting', dueAt: now });
        if (outcome.copy) store(outcome.copy.message, now, outcome.copy);
        return;
      }
      if (!entry || entry.token !== claim.token) return;
      entry.attempts += 1;
      entry.lastError = withoutAddresses(outcome.error);
      if (outcome.rest) entry.message = outcome.rest;
      entry.dueAt = outcome.nextAt;
      if (outcome.nextAt === null) Object.assign(entry, { state: 'given up', givenUpAt: now });
      entry.token = null;
    },
    async list() {
      return [...entries.values()].map(summaryOf);
    },
    async get(id) {
      const entry = entries.get(id);
      return entry ? summaryOf(entry) : null;
    },
    async retry(id, now) {
      const entry = entries.get(id);
      if (!entry || entry.state === 'held') return false;
      if (entry.token && entry.dueAt !== null && entry.dueAt > now) return false;
      Object.assign(entry, {
        state: 'waiting',
        dueAt: now,
        attempts: 0,
        token: null,
        givenUpAt: null,
      });
      return true;
    },
    async close() {},
  };
}
