import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import { latestEndOf, premiumEndOf, type Sale } from '@/lib/checkout/purchase';
import type { TermsKeys } from '@/lib/checkout/terms';
import { canonicalEmailAddress } from '@/lib/core/email-address';
import { reportUnreachable } from '@/lib/core/report-unreachable';
import { FAIL_FAST_REDIS } from '@/lib/http/deadline';

// What this site sold to each account, so that a purchase is refused whose
// term would end more than 24 months after its day (§ 309 Nr. 9 lit. a BGB):
// each purchase extends the Premium before it (AGB § 9), and three 12-month
// purchases on one day would bind a buyer for three years. Only the product's
// server knows when an account's Premium ends, and it answers no question;
// PayPal lists a payment up to three hours late. The site's own record of the
// purchases it took is the surest fact it has: kept in Redis for every
// instance (in memory without it), under a keyed digest of the account's
// address, never the address, for as long as a sale can still run.

/**
 * 25 months: no sale recorded earlier can reach into today's term. Counted from
 * an account's last sale (every sale renews the key's expiry): 775 days, the
 * Datenschutz's „gut 25 Monate“.
 */
export const KEPT_MS = 25 * 31 * 24 * 3600_000;

export type AccountSales = {
  /** The account's sales this site recorded, newest included. */
  of(account: string): Promise<Sale[]>;
  record(account: string, sale: Sale): Promise<void>;
  /** A sale that took no money after all (declined, refused). */
  forget(account: string, orderId: string): Promise<void>;
};

/** The account's key in the record: a digest its address cannot be read from. */
export function accountKeyOf(accountEmail: string, keys: TermsKeys): string {
  const address = canonicalEmailAddress(accountEmail) ?? accountEmail.trim().toLowerCase();
  return createHmac('sha256', keys.accountSales).update(address).digest('base64url');
}

const encode = (sale: Sale) => `${sale.day}|${sale.months}`;
const decode = (orderId: string, value: string): Sale => {
  const [day, months] = value.split('|');
  return { orderId, day: day!, months: Number(months) };
};

export function createMemorySales(): AccountSales {
  const accounts = new Map<string, Map<string, string>>();
  return {
    of: async (account) =>
      [...(accounts.get(account) ?? new Map<string, string>())].map(([id, value]) =>
        decode(id, value),
      ),
    async record(account, sale) {
      if (!accounts.has(account)) accounts.set(account, new Map());
      accounts.get(account)!.set(sale.orderId, encode(sale));
    },
    async forget(account, orderId) {
      accounts.get(account)?.delete(orderId);
    },
  };
}

export function createRedisSales(redisUrl: string, prefix = 'premium:sold:'): AccountSales {
  const redis = new Redis(redisUrl, FAIL_FAST_REDIS);
  reportUnreachable(
    redis,
    (error) => `[checkout] Redis for the sales unreachable: ${error.message}`,
  );
  const key = (account: string) => `${prefix}${account}`;
  return {
    async of(account) {
      const sales = await redis.hgetall(key(account));
      return Object.entries(sales).map(([id, value]) => decode(id, value));
    },
    async record(account, sale) {
      await redis
        .multi()
        .hset(key(account), sale.orderId, encode(sale))
        .pexpire(key(account), KEPT_MS)
        .exec();
    },
    async forget(account, orderId) {
      await redis.hdel(key(account), orderId);
    },
  };
}

/** What a purchase of `months` today means for the account, as far as this site's sales tell. */
export type SaleCheck = {
  /** The end of the Premium the account's earlier sales still give it; null if none runs. */
  runningEnd: string | null;
  /** The end of the account's Premium with this purchase. */
  end: string;
  /** It would end more than 24 months after today: refused. */
  tooLong: boolean;
};

/** A purchase checked against the account's other sales (not itself: a repeated capture is one). */
export function checkSale(others: Sale[], sale: Sale): SaleCheck {
  const earlier = others.filter((other) => other.orderId !== sale.orderId);
  const before = premiumEndOf(earlier);
  const end = premiumEndOf([...earlier, sale])!;
  return {
    runningEnd: before !== null && before >= sale.day ? before : null,
    end,
    tooLong: end > latestEndOf(sale.day),
  };
}
