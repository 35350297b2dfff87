import 'server-only';
import {
  accountKeyOf,
  checkSale,
  createMemorySales,
  createRedisSales,
  type SaleCheck,
} from '@/lib/checkout/account-sales';
import { checkoutConfig, type CheckoutConfig } from '@/lib/checkout/config';
import type { Purchase } from '@/lib/checkout/purchase';

// The 24 months a purchase may bind its buyer (lib/checkout/account-sales.ts),
// as the review and the capture ask it. A record that cannot be read (Redis
// down, or silent for a second: lib/http/deadline.ts) refuses nobody: it is logged, and the purchase goes on as before the
// record existed.

const sales = checkoutConfig?.redisUrl
  ? createRedisSales(checkoutConfig.redisUrl)
  : createMemorySales();

const saleOf = (purchase: Purchase) => ({
  orderId: purchase.orderId,
  day: purchase.termStart,
  months: purchase.months,
});

const failed = (error: unknown) =>
  console.error(
    `[checkout] The record of sales could not be read or written: ${error instanceof Error ? error.message : String(error)}`,
  );

/** What the review tells: a running Premium this site sold the account, and whether this purchase is refused. */
export async function saleCheckOf(
  config: CheckoutConfig,
  purchase: Purchase,
): Promise<SaleCheck | null> {
  try {
    const account = accountKeyOf(purchase.accountEmail, config.keys);
    return checkSale(await sales.of(account), saleOf(purchase));
  } catch (error) {
    failed(error);
    return null;
  }
}

/**
 * Before the capture: refuses a purchase that would run past 24 months, and
 * otherwise records it, so that a purchase for the same account captured at
 * the same moment counts it. Asked again after its own record, so that of two
 * such purchases neither slips past the other: at worst both are refused, and
 * no money moves for either.
 */
export async function reserveSale(config: CheckoutConfig, purchase: Purchase): Promise<boolean> {
  const sale = saleOf(purchase);
  let refused = false;
  try {
    const account = accountKeyOf(purchase.accountEmail, config.keys);
    if (checkSale(await sales.of(account), sale).tooLong) return false;
    await sales.record(account, sale);
    const all = await sales.of(account);
    if (!checkSale(all, sale).tooLong) return true;
    refused = true;
    await sales.forget(account, sale.orderId);
    return false;
  } catch (error) {
    failed(error);
    // A refusal stands though its record stays: that record refuses only more.
    return !refused;
  }
}

/** A captured purchase, recorded however it was captured (here, or found captured by a reload). */
export async function recordSale(config: CheckoutConfig, purchase: Purchase): Promise<void> {
  await sales
    .record(accountKeyOf(purchase.accountEmail, config.keys), saleOf(purchase))
    .catch(failed);
}

/** A reserved purchase whose capture certainly took no money. */
export async function forgetSale(config: CheckoutConfig, purchase: Purchase): Promise<void> {
  await sales
    .forget(accountKeyOf(purchase.accountEmail, config.keys), purchase.orderId)
    .catch(failed);
}
