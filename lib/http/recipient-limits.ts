import 'server-only';
import { createHash } from 'node:crypto';
import type { Client } from '@/lib/http/client-address';
import { createRateLimiter, type Limits } from '@/lib/http/rate-limits';
import { reportToSentry } from '@/lib/monitoring/report-server-error';

// Mail to an address that nobody confirmed (the requester of a form: anyone can
// type anyone's address) carries our own words and what the form's rules let
// through (a name, an order number: never a link or free text), and even that
// only so often: the site is no way to flood an inbox, nor to use up the
// receipts meant for others. Every form that mails its requester asks here,
// through one limiter for the whole server, so that the forms share the counts.
// The counters keep digests, never an address, for a day.

const DAY_S = 24 * 60 * 60;

export const RECIPIENT_LIMITS: Limits<'mailbox' | 'domain' | 'sender'> = {
  // A person cancels, withdraws or asks once or twice a day, however the address is spelt.
  mailbox: { perClient: { points: 3, durationS: DAY_S } },
  // What one client may send to the addresses of one domain: a company's
  // staff, or a large provider's customers, are not one person's to spend.
  domain: { perClient: { points: 10, durationS: DAY_S } },
  // What one client may send at all, and then the site's ceiling, far above
  // what its customers need; reaching it alerts a person.
  sender: {
    perClient: { points: 20, durationS: DAY_S },
    overall: { points: 500, durationS: DAY_S },
  },
};

/** The domains whose mailboxes ignore dots in the local part (one Gmail account, many spellings). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox a canonical address reaches, as far as we can tell: a
 * subaddress (`+…`) reaches its main address at every provider that has
 * them, and Gmail reads no dots. Two people whose addresses differ only so
 * share a count, which costs them at most a receipt by e-mail.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const at = address.lastIndexOf('@');
  const domain = DOTLESS_DOMAINS[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at).replace(/\+.*$/, '');
  if (DOTLESS_DOMAINS[domain]) local = local.replaceAll('.', '');
  return { mailbox: `${local || address.slice(0, at)}@${domain}`, domain };
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A mail the limits counted, with the way to take it back if it is not sent after all. */
export type CountedMail = { undo: () => Promise<void> };
export type MayMail = (address: string, client: Client) => Promise<CountedMail | null>;

export function createRecipientLimiter(redisUrl: string | null): MayMail {
  const limiter = createRateLimiter({
    limits: RECIPIENT_LIMITS,
    keyPrefix: 'rw-recipients',
    redisUrl,
    counting: 'recipient or sender',
    onOverallLimit: () =>
      void reportToSentry('mail', 'The daily ceiling of mail to unconfirmed addresses is reached', {
        ceiling: RECIPIENT_LIMITS.sender.overall!.points,
      }),
  });
  /**
   * Whether the site may mail this unconfirmed (canonical) address for this
   * client now (null if not); counts the mail when it may, and only then. The mailbox is
   * asked first, so that attempts at one address never spend its domain's or
   * the site's budget; the client's own budget comes before the site's ceiling.
   */
  return async function mayMail(address, client) {
    const { mailbox, domain } = mailboxOf(address);
    const steps = [
      { name: 'mailbox', keys: [digest(mailbox)] },
      { name: 'domain', keys: client.map((network) => digest(`${network} ${domain}`)) },
      { name: 'sender', keys: client.map(digest) },
    ] as const;
    const undo = async (taken: readonly (typeof steps)[number][]) => {
      for (const step of taken) await limiter.giveBack(step.name, step.keys);
    };
    for (const [i, step] of steps.entries()) {
      if ((await limiter.consume(step.name, step.keys)).ok) continue;
      await undo(steps.slice(0, i));
      return null;
    }
    return { undo: () => undo(steps) };
  };
}

const SHARED = Symbol.for('rechenweg.recipient-limiter');

/**
 * The server's one recipient limiter: every form's route bundle gets the same,
 * so a cancellation and a withdrawal to one address count together.
 */
export function recipientLimiter(redisUrl: string | null): MayMail {
  const shared = globalThis as { [SHARED]?: MayMail };
  return (shared[SHARED] ??= createRecipientLimiter(redisUrl));
}
