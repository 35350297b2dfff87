import 'server-only';
import { createHash } from 'node:crypto';
import { createRateLimiter, type Limits } from '@/lib/http/rate-limits';
import { reportToSentry } from '@/lib/monitoring/report-server-error';

// Mail to an address that nobody confirmed (the requester of a form: anyone can
// type anyone's address) carries our own words and what the form's rules let
// through (a name, an order number: never a link or free text), and even that
// goes to one address, one domain and from the whole site only so often: the
// site is no way to flood an inbox. Every form that mails its requester asks here first.
// The counters keep a digest of the address, never the address, for a day.

const DAY_S = 24 * 60 * 60;

export const RECIPIENT_LIMITS: Limits<'address' | 'domain'> = {
  // A person cancels, withdraws or asks once or twice a day; the ceiling is far
  // above what the site's customers need, and reaching it alerts a person.
  address: {
    perClient: { points: 3, durationS: DAY_S },
    overall: { points: 500, durationS: DAY_S },
  },
  domain: {
    perClient: { points: 30, durationS: DAY_S },
    overall: { points: 500, durationS: DAY_S },
  },
};

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

export function createRecipientLimiter(redisUrl: string | null) {
  const limiter = createRateLimiter({
    limits: RECIPIENT_LIMITS,
    keyPrefix: 'rw-recipients',
    redisUrl,
    counting: 'recipient',
    onOverallLimit: () =>
      void reportToSentry('mail', 'The daily ceiling of mail to unconfirmed addresses is reached', {
        ceiling: RECIPIENT_LIMITS.address.overall.points,
      }),
  });
  /** Whether the site may mail this unconfirmed address now; counts the mail when it may. */
  return async function mayMail(address: string): Promise<boolean> {
    const normal = address.trim().toLowerCase();
    const domain = normal.slice(normal.lastIndexOf('@') + 1);
    if (!(await limiter.consume('domain', digest(domain))).ok) return false;
    return (await limiter.consume('address', digest(normal))).ok;
  };
}
