import { useMutation, useQuery } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
} from 'react';
import {
  captureOrder,
  readOrder,
  retryUnanswered,
  type CheckoutError,
} from '@/components/checkout/checkout-api';
import { useCheckoutStorage } from '@/components/checkout/use-checkout-storage';
import { usePayPalHandlers } from '@/components/checkout/use-paypal-handlers';
import { usePromoCode } from '@/components/checkout/use-promo-code';
import { useHeldActions } from '@/components/form/use-held-actions';
import { CHECKOUT_LABELS, CHECKOUT_MESSAGES } from '@/content/premium';
import { track } from '@/lib/analytics/analytics';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import {
  INITIAL,
  nextCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
  type OrderView,
} from '@/lib/checkout/checkout-state';
import type { PlanId } from '@/lib/checkout/plans';
import { normalizePromoCode } from '@/lib/checkout/promo-codes';

// The checkout's behaviour, apart from its markup: the state machine of
// lib/checkout/checkout-state.ts, the draft and the pending attempt in
// sessionStorage (use-checkout-storage.ts), the order check, and the handlers
// of the form, PayPal's buttons (use-paypal-handlers.ts) and the review. The
// fields are plain form fields, read when they are needed, so whatever a buyer
// types before the scripts have run is what the checkout uses. The calls to
// our server are TanStack Query's, under the island's client
// (components/form/query-island.tsx).

/**
 * The capture's failures that leave the order as it was; any other may have
 * moved money. `busy` is answered before PayPal is asked (lib/checkout/endpoints/answers.ts).
 */
const REFUSALS = ['consent', 'limited', 'busy', 'notApproved', 'mismatch', 'tooLong'];

/** What a failed capture does to the checkout: the server's words where nothing moved. */
export function captureFailed(error: unknown): CheckoutEvent {
  const { failure, message } = error as CheckoutError;
  if (failure === 'declined') return { type: 'declined', text: message };
  if (failure === 'review') return { type: 'failed', text: message };
  if (REFUSALS.includes(failure)) return { type: 'refused', text: message };
  // Anything else, a gateway's HTML page or no answer at all, may have moved money.
  return { type: 'unconfirmed', text: CHECKOUT_MESSAGES.unconfirmed };
}

function trackPurchase(view: OrderView) {
  void track(ANALYTICS_EVENTS.premiumPurchased, {
    plan: view.planId,
    currency: view.currency,
    promo_code_used: view.promoCode !== null,
  });
}

/**
 * Asks the server what became of the order while the checkout checks: after
 * PayPal's approval, after a reload and on `Zahlung prüfen`. The read is a
 * query enabled only in that stage, so it runs once each time the checkout
 * enters it, and only an answer fetched then moves the checkout on: an earlier
 * answer still cached for the same order (a `Zahlung prüfen` after a lost
 * capture) is shown while fetching, never taken.
 */
function useOrderCheck(state: CheckoutState, dispatch: Dispatch<CheckoutEvent>) {
  const checking = state.stage === 'checking' ? state.orderId : null;
  const read = useQuery({
    queryKey: ['premium-order', checking],
    queryFn: () => readOrder(checking!),
    enabled: checking !== null,
    retry: retryUnanswered,
  });
  const settled = checking !== null && !read.isFetching;
  const answer = settled && read.isSuccess ? read.data : null;
  const failure = settled && read.isError ? (read.error as CheckoutError) : null;
  useEffect(() => {
    if (answer) {
      dispatch({ type: 'loaded', status: answer.status, view: answer });
      if (answer.status === 'completed') trackPurchase(answer);
    } else if (failure?.failure === 'unknown' || failure?.failure === 'mismatch') {
      dispatch({ type: 'notFound', text: failure.message });
    } else if (failure) {
      dispatch({ type: 'checkFailed', text: CHECKOUT_MESSAGES.unconfirmed });
    }
  }, [answer, failure, dispatch]);
}

export function useCheckout(options: {
  defaultPlan: PlanId;
  currency: string;
  contactEmail: string;
}) {
  const { defaultPlan, currency, contactEmail } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(nextCheckoutState, INITIAL);
  const promo = usePromoCode();
  // Sent again only when it reached no server: its PayPal-Request-Id makes a repeat the same capture.
  const { mutateAsync: capture } = useMutation({
    mutationFn: (order: { orderId: string; immediateStart: boolean }) =>
      captureOrder(order.orderId, order.immediateStart),
    retry: retryUnanswered,
  });

  const fields = useCallback(() => {
    const data = new FormData(formRef.current!);
    return {
      plan: String(data.get('plan') ?? defaultPlan),
      email: String(data.get('email') ?? '').trim(),
      code: String(data.get('code') ?? '').trim(),
    };
  }, [defaultPlan]);

  const saveDraft = useCheckoutStorage({ formRef, fields, defaultPlan, state, dispatch });
  // A click on `Weiter zur Zahlung` or `Einlösen` before this ran goes on now.
  useHeldActions(formRef);

  useOrderCheck(state, dispatch);

  function onChange(event: FormEvent<HTMLFormElement>) {
    saveDraft();
    if ((event.target as EventTarget as HTMLInputElement).name === 'code') promo.edited();
    dispatch({ type: 'edit' });
  }

  function onRedeem() {
    saveDraft();
    void promo.redeem(fields().code);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { plan, code } = fields();
    saveDraft();
    // Only a redeemed code is sent, so the price shown is the price charged.
    if (code && normalizePromoCode(code) !== promo.redeemed) {
      promo.refuse(CHECKOUT_LABELS.codeNotRedeemed);
      (formRef.current!.elements.namedItem('code') as HTMLInputElement).focus();
      return;
    }
    // PayPal's part mounts after the click's frame has painted: its effects
    // (loading the SDK) would otherwise run before that paint (INP).
    startTransition(() => dispatch({ type: 'submit', checkoutId: crypto.randomUUID() }));
    void track(ANALYTICS_EVENTS.premiumCheckoutStarted, {
      plan,
      currency,
      promo_code_used: promo.redeemed !== null,
    });
  }

  const buttons = usePayPalHandlers({
    fields,
    code: promo.redeemed,
    checkoutId: 'checkoutId' in state ? state.checkoutId : null,
    dispatch,
    contactEmail,
  });

  async function onOrder(immediateStart: boolean) {
    if (state.stage !== 'review') return;
    dispatch({ type: 'order' });
    try {
      const answer = await capture({ orderId: state.orderId, immediateStart });
      dispatch({ type: 'captured', view: answer });
      trackPurchase(answer);
    } catch (error) {
      dispatch(captureFailed(error));
    }
  }

  return {
    formRef,
    state,
    promo,
    onChange,
    onSubmit,
    onRedeem,
    onOrder,
    onCheck: () => dispatch({ type: 'check' }),
    onEdit: () => dispatch({ type: 'edit' }),
    /** The handlers of PayPal's buttons. */
    buttons,
  };
}
