import type { OrderState } from '@/lib/checkout/paypal/orders';
import { planById, type PlanId } from '@/lib/checkout/plans';
import { siteDate } from '@/lib/core/site-time';
import type { Currency, Country } from '@/lib/countries/countries';

// What a verified purchase is, once PayPal has captured it: the one record the
// buyer's page, the confirmation e-mail, the hand-off to the product's server
// and the reconciliation all read. Pure: no I/O, no environment.

/**
 * Every buyer is a consumer with the right of withdrawal, wherever they live
 * and whatever PayPal's country: under German law (the AGB's choice) § 312g
 * BGB grants it; Swiss law, which governs a Swiss consumer's contract (Art. 120
 * IPRG), has none, so the AGB grant the same right by contract (AGB § 10).
 */
export type WithdrawalRight = 'consumer';

/** The immediate start the buyer asked for on the review, when, and to which wording. */
export type ImmediateStart = { consented: boolean; at: string | null; textVersion: string | null };

export type Purchase = {
  orderId: string;
  captureId: string;
  /** A checkout attempt's invoice number at PayPal (`RW-…`). */
  invoiceId: string;
  /** The Rechenweg account that receives Premium (perhaps the child's). */
  accountEmail: string;
  /** How PayPal took the money: a card through PayPal's card form, or a PayPal account. */
  paidWith: 'card' | 'paypal';
  /** Who pays and receives the confirmation: PayPal's payer. */
  buyer: { name: string | null; email: string | null; country: string | null };
  planId: PlanId;
  months: number;
  /** The term, inclusive, as ISO dates in the site's time zone. */
  termStart: string;
  termEnd: string;
  country: Country;
  currency: Currency;
  /** Minor units. */
  listPrice: number;
  discount: number;
  total: number;
  promoCode: string | null;
  withdrawal: WithdrawalRight;
  immediateStart: ImmediateStart;
  /** ISO timestamp of the capture. */
  capturedAt: string;
};

/**
 * The term a plan buys from a start date: `months` calendar months, the last
 * day included (23 Nov → 22 Nov a year later). A start on a day the end month
 * lacks ends on that month's last day (31 Jan + 1 month → 28/29 Feb).
 */
export function termOf(planId: PlanId, start: string): { termStart: string; termEnd: string } {
  return termOfMonths(planById(planId)!.months, start);
}

function termOfMonths(months: number, start: string): { termStart: string; termEnd: string } {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastDayOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  // The day before the same date `months` later, or that month's last day when it is shorter.
  const end =
    day > lastDayOfTarget
      ? new Date(Date.UTC(year, targetMonth, lastDayOfTarget))
      : new Date(Date.UTC(year, targetMonth, day - 1));
  return { termStart: start, termEnd: end.toISOString().slice(0, 10) };
}

/** A purchase as the site records it for its account (lib/checkout/account-sales.ts). */
export type Sale = {
  orderId: string;
  /** The site's date of the purchase. */
  day: string;
  months: number;
};

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Where the account's Premium ends after these sales: each runs from its day,
 * or, bought while one runs, from the end of that one (AGB § 9). Null for none.
 */
export function premiumEndOf(sales: readonly Sale[]): string | null {
  let end: string | null = null;
  const inOrder = [...sales].sort(
    (a, b) => a.day.localeCompare(b.day) || a.orderId.localeCompare(b.orderId),
  );
  for (const sale of inOrder) {
    const start: string = end !== null && end >= sale.day ? dayAfter(end) : sale.day;
    end = termOfMonths(sale.months, start).termEnd;
  }
  return end;
}

/**
 * The last day a purchase on `day` may bind the buyer to: the same date 24
 * months on (§ 309 Nr. 9 lit. a BGB), or that month's last day where it has
 * none (29 Feb 2028 → 28 Feb 2030). Two 12-month purchases fit; a third does not.
 */
export function latestEndOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 2, month, 0)).getUTCDate();
  return new Date(Date.UTC(year + 2, month - 1, Math.min(date, lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * The purchase an order of ours stands for: after its capture (`capturedAt`
 * set), or as the review shows it beforehand (the term from today). The
 * immediate start is what the order records (lib/checkout/terms.ts): the
 * consent given with our order button, never inferred from a capture, which
 * may have happened elsewhere (PayPal's dashboard, its API).
 */
export function purchaseOf(
  state: OrderState & { terms: NonNullable<OrderState['terms']> },
  now: Date,
): Purchase {
  const { terms, capture } = state;
  const plan = planById(terms.planId)!;
  const capturedAt = capture?.status === 'COMPLETED' ? capture.at : null;
  const listPrice = plan.prices[terms.currency];
  return {
    orderId: state.orderId,
    captureId: capture?.id ?? '',
    invoiceId: terms.invoiceId,
    accountEmail: terms.accountEmail,
    paidWith: state.fundingSource === 'card' ? 'card' : 'paypal',
    buyer: state.payer,
    planId: terms.planId,
    months: plan.months,
    ...termOf(terms.planId, siteDate(capturedAt ? new Date(capturedAt) : now)),
    country: terms.country,
    currency: terms.currency,
    listPrice,
    discount: listPrice - terms.total,
    total: terms.total,
    promoCode: terms.promoCode,
    withdrawal: 'consumer',
    immediateStart: state.consent
      ? { consented: true, at: state.consent.at, textVersion: state.consent.textVersion }
      : { consented: false, at: null, textVersion: null },
    capturedAt: capturedAt ?? '',
  };
}
