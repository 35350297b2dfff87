import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { Client } from '@/lib/http/client-address';
import { createRateLimiter, type Limits } from '@/lib/http/rate-limits';
import { reportToSentry } from '@/lib/monitoring/report-server-error';

// Mail to an address that nobody confirmed (the requester of a form: anyone can
// type anyone's address) carries our own words and what the form's rules let
// through, and even that only so often: the site is no way to flood an inbox.
// A limit must never cost a consumer the receipt the law owes them (§ 356a
// Abs. 4, § 312k Abs. 4 BGB): what one client sends to a mailbox spends that
// client's window, not the owner's; the site's ceiling alerts a person and holds
// nothing back. Only the mailbox's backstop, shared by everyone, can be spent by
// strangers (seven IPv4 clients' full windows): then the owner's own receipt is
// held back too, and like every receipt a limit holds back it is sent by hand
// (the declarations' flagged business copy). Every form that mails its requester
// asks here, through one limiter for the whole server, so that the forms share
// the counts. The counters keep keyed digests (HMAC), never an address, for a day.

const DAY_S = 24 * 60 * 60;

export const RECIPIENT_LIMITS: Limits<'mailbox' | 'backstop' | 'domain' | 'sender'> = {
  // What one client sends to one mailbox, however the address is spelt: a
  // person cancels, withdraws or asks once or twice a day.
  mailbox: { perClient: { points: 3, durationS: DAY_S } },
  // What everyone together sends to one mailbox: room for the owner beside a
  // few strangers' full windows (one /48's is 12), and still no flood; seven
  // strangers' windows spend it, and the owner's receipt is then sent by hand.
  backstop: { perClient: { points: 20, durationS: DAY_S } },
  // What one client sends to the addresses of one registrable domain: a
  // company's staff, a large provider's customers or a catch-all's endless
  // spellings are not one person's to spend.
  domain: { perClient: { points: 3, durationS: DAY_S } },
  // What one client sends at all; the site's ceiling, far above what its
  // customers need, alerts a person and refuses nothing.
  sender: {
    perClient: { points: 20, durationS: DAY_S },
    overall: { points: 500, durationS: DAY_S, alerts: true },
  },
};

/** The domains whose mailboxes ignore dots in the local part (one Gmail account, many spellings). */
const DOTLESS_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * Fastmail's own domains, where every subdomain is a mailbox's
 * (`tag@eva.fastmail.com` reaches eva@fastmail.com). Its customers' own
 * domains and other catch-alls are the domain budget's.
 */
const SUBDOMAIN_ADDRESSING = [
  'fastmail.com',
  'fastmail.fm',
  'fastmail.net',
  'fastmail.org',
  'fastmail.to',
  'fastmail.us',
  'fastmail.cn',
  'fastmail.in',
  'fastmail.jp',
  'fastmail.im',
  'fastmail.co.uk',
  'sent.com',
  'messagingengine.com',
];

/**
 * Second-level suffixes under which each name is someone else's
 * (`x.co.uk`); elsewhere the last two labels are. A suffix missing here
 * counts its registrants together: stricter, never looser.
 */
const PUBLIC_SECOND_LEVELS = new Set(
  ['co', 'or', 'ac', 'gv', 'com', 'net', 'org', 'gov', 'edu', 'ne', 'me'].flatMap((label) =>
    ['uk', 'at', 'jp', 'au', 'nz', 'za', 'br', 'tr', 'cn', 'in', 'il', 'mx'].map(
      (tld) => `${label}.${tld}`,
    ),
  ),
);

/** The domain its owner registered (`eva.example` for `mail.eva.example`), as far as we can tell. */
export function registrableDomain(domain: string): string {
  const labels = domain.split('.');
  const kept = PUBLIC_SECOND_LEVELS.has(labels.slice(-2).join('.')) ? 3 : 2;
  return labels.slice(-kept).join('.');
}

/**
 * The mailbox a canonical address reaches, as far as we can tell, and the
 * registrable domain it belongs to: a subaddress (`+…`) reaches its main
 * address at every provider that has them, Gmail reads no dots, Fastmail
 * reads a subdomain as the mailbox. Two people whose addresses differ only
 * so share a count, which costs them at most a receipt sent by hand.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const at = address.lastIndexOf('@');
  let domain = address.slice(at + 1);
  let local = address.slice(0, at).replace(/\+.*$/, '') || address.slice(0, at);
  const provider = SUBDOMAIN_ADDRESSING.find((name) => domain.endsWith(`.${name}`));
  if (provider) {
    local = domain
      .slice(0, -provider.length - 1)
      .split('.')
      .at(-1)!;
    domain = provider;
  }
  domain = DOTLESS_DOMAINS[domain] ?? domain;
  if (DOTLESS_DOMAINS[domain]) local = local.replaceAll('.', '') || local;
  return { mailbox: `${local}@${domain}`, domain: registrableDomain(domain) };
}

/** A mail the limits counted, with the way to take it back if it is not sent after all. */
export type CountedMail = { undo: () => Promise<void> };
export type MayMail = ((address: string, client: Client) => Promise<CountedMail | null>) & {
  /** Lets go of the shared store. */
  close: () => Promise<void>;
};

export type RecipientLimiterOptions = {
  redisUrl: string | null;
  /**
   * The server's key for the digests (RECIPIENT_LIMITS_KEY), the same on
   * every instance; null outside production: a key of this process.
   */
  digestKey: string | null;
};

export function createRecipientLimiter({ redisUrl, digestKey }: RecipientLimiterOptions): MayMail {
  const key = digestKey ?? randomBytes(32);
  // Keyed: without the key, a digest cannot be matched to an address by trying addresses.
  const digest = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const limiter = createRateLimiter({
    limits: RECIPIENT_LIMITS,
    keyPrefix: 'rw-recipients',
    redisUrl,
    counting: 'recipient or sender',
    onOverallLimit: () =>
      void reportToSentry(
        'mail',
        'The daily ceiling of mail to unconfirmed addresses is reached; receipts still go out',
        { ceiling: RECIPIENT_LIMITS.sender.overall!.points },
      ),
  });
  /**
   * Whether the site may mail this unconfirmed (canonical) address for this
   * client now (null if not); counts the mail when it may, and only then. The
   * client's own window for the mailbox is asked first, so that its attempts
   * at one address spend nothing of the owner's backstop, its domain's or the
   * site's budget.
   */
  const mayMail = async (address: string, client: Client) => {
    const { mailbox, domain } = mailboxOf(address);
    const steps = [
      { name: 'mailbox', keys: client.map((network) => digest(`${network} ${mailbox}`)) },
      { name: 'backstop', keys: [digest(mailbox)] },
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
  return Object.assign(mayMail, { close: () => limiter.close() });
}

const SHARED = Symbol.for('rechenweg.recipient-limiter');

/**
 * The server's one recipient limiter: every form's route bundle gets the same,
 * so a cancellation and a withdrawal to one address count together.
 */
export function recipientLimiter(options: RecipientLimiterOptions): MayMail {
  const shared = globalThis as { [SHARED]?: MayMail };
  return (shared[SHARED] ??= createRecipientLimiter(options));
}
