// The buyer's side of the checkout as a pure state machine, beside the
// component that renders it (components/checkout/premium-checkout.tsx), as
// lib/consent/consent.ts is for consent. What must survive a reload (the attempt, the
// order, whether a capture went unanswered) is `Pending`, kept in
// sessionStorage until the outcome is definite: a reload then asks the server
// for the order's real state and never starts a second purchase.

import { ORDER_NUMBER } from '@/lib/core/order-reference';

/** The review and the confirmation as the server formats them (lib/checkout/endpoints/bound-order.ts). */
export type OrderView = {
  orderId: string;
  invoiceId: string;
  planId: string;
  plan: string;
  months: number;
  /** Dates of the term for an account without Premium at the order (AGB § 9). */
  termStart: string;
  termEnd: string;
  listPrice: string;
  total: string;
  discounted: boolean;
  promoCode: string | null;
  currency: string;
  accountEmail: string;
  payer: { name: string | null; email: string | null; country: string | null };
  paymentMethod: string;
  withdrawal: 'consumer';
  /**
   * In the review, from the purchases this site recorded for the account
   * (lib/checkout/account-sales.ts): the end of the Premium they still give
   * it, or null; the end with this purchase; and whether that is more than
   * 24 months away, which refuses it.
   */
  runningEnd?: string | null;
  newEnd?: string;
  tooLong?: boolean;
  /** After the capture: the confirmation e-mail as an HTML document, for `Bestellbestätigung speichern`. */
  confirmation?: string;
};

export type Notice = { tone: 'error' | 'info'; text: string };

export type CheckoutState =
  | { stage: 'choosing'; notice: Notice | null }
  | { stage: 'paying'; checkoutId: string; notice: Notice | null }
  | { stage: 'checking'; checkoutId: string; orderId: string; unconfirmed: boolean }
  | { stage: 'review'; checkoutId: string; orderId: string; view: OrderView; notice: Notice | null }
  | { stage: 'capturing'; checkoutId: string; orderId: string; view: OrderView }
  | { stage: 'unconfirmed'; checkoutId: string; orderId: string; notice: Notice }
  | { stage: 'done'; view: OrderView }
  | { stage: 'failed'; notice: Notice };

export type CheckoutEvent =
  | { type: 'submit'; checkoutId: string }
  | { type: 'edit' }
  /** The form's rules could not be loaded: nothing was sent, the buyer tries again. */
  | { type: 'unloaded'; text: string }
  | { type: 'cancelled'; text: string }
  | { type: 'createFailed'; text: string }
  | { type: 'approved'; orderId: string }
  /** A reload found a pending order: ask the server before anything else. */
  | { type: 'resume'; pending: Pending }
  | { type: 'check' }
  | { type: 'loaded'; status: 'created' | 'approved' | 'completed'; view: OrderView }
  | { type: 'notFound'; text: string }
  | { type: 'checkFailed'; text: string }
  | { type: 'order' }
  | { type: 'captured'; view: OrderView }
  | { type: 'declined'; text: string }
  | { type: 'unconfirmed'; text: string }
  | { type: 'refused'; text: string }
  | { type: 'failed'; text: string };

export const INITIAL: CheckoutState = { stage: 'choosing', notice: null };

const error = (text: string): Notice => ({ tone: 'error', text });
const info = (text: string): Notice => ({ tone: 'info', text });

export function nextCheckoutState(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'submit':
      return state.stage === 'choosing'
        ? { stage: 'paying', checkoutId: event.checkoutId, notice: null }
        : state;
    case 'edit':
      // A changed plan, e-mail or code is a new attempt: its order and ids go.
      return state.stage === 'paying' || state.stage === 'review'
        ? { stage: 'choosing', notice: null }
        : state;
    case 'unloaded':
      return state.stage === 'choosing' ? { stage: 'choosing', notice: error(event.text) } : state;
    case 'cancelled':
      return state.stage === 'paying' ? { ...state, notice: info(event.text) } : state;
    case 'createFailed':
      return state.stage === 'paying' ? { ...state, notice: error(event.text) } : state;
    case 'approved':
      return state.stage === 'paying'
        ? {
            stage: 'checking',
            checkoutId: state.checkoutId,
            orderId: event.orderId,
            unconfirmed: false,
          }
        : state;
    case 'resume':
      // Without an order nothing can have been paid: the buyer starts again from the form.
      return state.stage === 'choosing' && event.pending.orderId
        ? {
            stage: 'checking',
            checkoutId: event.pending.checkoutId,
            orderId: event.pending.orderId,
            unconfirmed: event.pending.unconfirmed,
          }
        : state;
    case 'check':
      return state.stage === 'unconfirmed'
        ? {
            stage: 'checking',
            checkoutId: state.checkoutId,
            orderId: state.orderId,
            unconfirmed: true,
          }
        : state;
    case 'loaded':
      if (state.stage !== 'checking') return state;
      if (event.status === 'completed') return { stage: 'done', view: event.view };
      if (event.status === 'created') {
        // Never approved at PayPal: the buyer chooses how to pay again, same attempt.
        return { stage: 'paying', checkoutId: state.checkoutId, notice: null };
      }
      return {
        stage: 'review',
        checkoutId: state.checkoutId,
        orderId: state.orderId,
        view: event.view,
        notice: null,
      };
    case 'notFound':
      return state.stage === 'checking' ? { stage: 'choosing', notice: error(event.text) } : state;
    case 'checkFailed':
      return state.stage === 'checking'
        ? {
            stage: 'unconfirmed',
            checkoutId: state.checkoutId,
            orderId: state.orderId,
            notice: info(event.text),
          }
        : state;
    case 'order':
      return state.stage === 'review'
        ? {
            stage: 'capturing',
            checkoutId: state.checkoutId,
            orderId: state.orderId,
            view: state.view,
          }
        : state;
    case 'captured':
      return state.stage === 'capturing' ? { stage: 'done', view: event.view } : state;
    case 'declined':
      // The same attempt and order: the buyer approves it again with another way to pay.
      return state.stage === 'capturing'
        ? { stage: 'paying', checkoutId: state.checkoutId, notice: error(event.text) }
        : state;
    case 'unconfirmed':
      return state.stage === 'capturing'
        ? {
            stage: 'unconfirmed',
            checkoutId: state.checkoutId,
            orderId: state.orderId,
            notice: info(event.text),
          }
        : state;
    case 'refused':
      return state.stage === 'capturing'
        ? { ...state, stage: 'review', notice: error(event.text) }
        : state;
    case 'failed':
      return { stage: 'failed', notice: error(event.text) };
  }
}

/** What sessionStorage keeps of an attempt until its outcome is definite. */
export type Pending = { checkoutId: string; orderId: string | null; unconfirmed: boolean };

export function pendingOf(state: CheckoutState): Pending | null {
  switch (state.stage) {
    case 'paying':
      return { checkoutId: state.checkoutId, orderId: null, unconfirmed: false };
    case 'review':
      return { checkoutId: state.checkoutId, orderId: state.orderId, unconfirmed: false };
    case 'checking':
      return {
        checkoutId: state.checkoutId,
        orderId: state.orderId,
        unconfirmed: state.unconfirmed,
      };
    // A capture under way counts as unconfirmed until its answer arrives.
    case 'capturing':
    case 'unconfirmed':
      return { checkoutId: state.checkoutId, orderId: state.orderId, unconfirmed: true };
    default:
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stored pending attempt, or null for anything else (an older release, a hand edit). */
export function parsePending(raw: string | null): Pending | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Pending> | null;
    if (!value || typeof value.checkoutId !== 'string' || !UUID.test(value.checkoutId)) return null;
    const orderId =
      typeof value.orderId === 'string' && ORDER_NUMBER.test(value.orderId) ? value.orderId : null;
    return { checkoutId: value.checkoutId, orderId, unconfirmed: value.unconfirmed === true };
  } catch {
    return null;
  }
}
