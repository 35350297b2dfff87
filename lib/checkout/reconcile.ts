import { sendGrant, type GrantConfig } from '@/lib/checkout/grant';
import type { PayPalConfig } from '@/lib/checkout/paypal/client';
import { capturedAsSigned, getOrder } from '@/lib/checkout/paypal/orders';
import { orderIdOfCapture, searchTransactions } from '@/lib/checkout/paypal/transactions';
import { purchaseOf } from '@/lib/checkout/purchase';
import type { TermsKeys } from '@/lib/checkout/terms';
import type { OutboxStore } from '@/lib/outbox/outbox-store';

// `npm run premium:reconcile`: PayPal is the record of every purchase and the
// site keeps no database, so an operator lists a period's captured payments
// from PayPal's Transaction Search, verifies each against the terms we signed
// into its order, and hands every verified one to the product's server again.
// The hand-off is idempotent by order id there, so a hand-off that arrived
// before changes nothing and one that never arrived is made now; one whose
// confirmation still waits in the outbox is left to the outbox.

export type ReconcileLine = {
  captureId: string;
  orderId: string | null;
  /**
   * `not-ours` and `foreign` (an `RW-` invoice number on an order we never
   * signed: anyone can make one with our public client id) and `refunded` are
   * listed for the record; only `mismatch` (ours, captured for other terms) and
   * `failed` need a person (the script exits 1).
   */
  outcome:
    | 'handed-off'
    | 'waiting'
    | 'verified'
    | 'not-ours'
    | 'foreign'
    | 'refunded'
    | 'mismatch'
    | 'failed';
  detail: string;
};

/** The outcomes an operator has to act on. */
export const NEEDS_A_PERSON: readonly ReconcileLine['outcome'][] = ['mismatch', 'failed'];

/**
 * An order the outbox holds back: its confirmation is there (waiting, or given
 * up and waiting for a person), or its hand-off is held behind a confirmation
 * that is gone. Premium for it waits; reconciling never grants it.
 */
export async function heldInOutbox(
  store: Pick<OutboxStore, 'get'>,
  ids: { confirmation: string; handOff: string },
): Promise<boolean> {
  if ((await store.get(ids.confirmation)) !== null) return true;
  return (await store.get(ids.handOff))?.state === 'held';
}

export async function reconcile(input: {
  paypal: PayPalConfig;
  keys: TermsKeys;
  grant: GrantConfig | null;
  since: Date;
  until: Date;
  /** Verifies and lists, hands nothing off. */
  dryRun?: boolean;
  /**
   * Whether the outbox still holds the order's hand-off back until the mail
   * server took the contract (§ 312f BGB): `heldInOutbox`.
   */
  confirmationWaiting?: (orderId: string) => Promise<boolean>;
  now?: Date;
}): Promise<ReconcileLine[]> {
  const lines: ReconcileLine[] = [];
  for (const transaction of await searchTransactions(input.paypal, input.since, input.until)) {
    const base = { captureId: transaction.captureId, orderId: transaction.orderId };
    if (!transaction.invoiceId?.startsWith('RW-')) {
      lines.push({ ...base, outcome: 'not-ours', detail: 'no Premium invoice number' });
      continue;
    }
    try {
      const orderId =
        transaction.orderId ?? (await orderIdOfCapture(input.paypal, transaction.captureId));
      if (!orderId) {
        lines.push({ ...base, outcome: 'failed', detail: 'PayPal names no order for it' });
        continue;
      }
      const state = await getOrder(input.paypal, orderId, input.keys);
      const line = { ...base, orderId };
      if (!state.terms) {
        lines.push({
          ...line,
          outcome: 'foreign',
          detail: 'not signed by us: no Premium was sold',
        });
        continue;
      }
      if (state.capture?.status === 'REFUNDED' || state.capture?.status === 'PARTIALLY_REFUNDED') {
        lines.push({ ...line, outcome: 'refunded', detail: `capture ${state.capture.status}` });
        continue;
      }
      if (!capturedAsSigned(state)) {
        lines.push({
          ...line,
          outcome: 'mismatch',
          detail: `captured ${state.capture?.value} ${state.capture?.currency}, signed ${state.terms.total / 100} ${state.terms.currency}`,
        });
        continue;
      }
      const purchase = purchaseOf({ ...state, terms: state.terms }, input.now ?? new Date());
      const summary = `${purchase.planId}, ${purchase.termStart} to ${purchase.termEnd}`;
      if (input.dryRun || !input.grant) {
        lines.push({ ...line, outcome: 'verified', detail: summary });
        continue;
      }
      if (await input.confirmationWaiting?.(orderId)) {
        lines.push({
          ...line,
          outcome: 'waiting',
          detail: `${summary}; the confirmation e-mail waits in the outbox, the hand-off follows it`,
        });
        continue;
      }
      const result = await sendGrant(input.grant, purchase);
      lines.push(
        result.ok
          ? { ...line, outcome: 'handed-off', detail: summary }
          : { ...line, outcome: 'failed', detail: `hand-off: ${result.error}` },
      );
    } catch (error) {
      lines.push({ ...base, outcome: 'failed', detail: String(error) });
    }
  }
  return lines;
}
