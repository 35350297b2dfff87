import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
} from 'react';
import type { CheckoutError } from '@/components/checkout/checkout-api';
import type { CheckoutCalls } from '@/components/checkout/checkout-calls';
import { useCheckoutCalls } from '@/components/checkout/use-checkout-calls';
import { useCheckoutStorage } from '@/components/checkout/use-checkout-storage';
import { usePayPalHandlers } from '@/components/checkout/use-paypal-handlers';
import { useHeldActions } from '@/components/form/use-held-actions';
import { CHECKOUT_LABELS, CHECKOUT_MESSAGES } from '@/content/premium';
import { track } from '@/lib/analytics/analytics';
import {
  INITIAL,
  nextCheckoutState,
  type CheckoutEvent,
  type CheckoutState,
  type OrderView,
} from '@/lib/checkout/checkout-state';
import type { PlanId } from '@/lib/checkout/plans';
import { normalizePromoCode } from '@/lib/checkout/promo-codes';
import { ANALYTICS_EVENTS } from '@/lib/site';

// The checkout's behaviour, apart from its markup: the state machine of
// lib/checkout/checkout-state.ts, the draft and the pending attempt in
// sessionStorage (use-checkout-storage.ts), the order check, and the handlers
// of the form, PayPal's buttons (use-paypal-handlers.ts) and the review. The
// fields are plain form fields, read when they are needed, so whatever a buyer
// types before the scripts have run is what the checkout uses. The calls to
// our server load when they are first needed (use-checkout-calls.tsx).

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
 * Asks the server what became of the order: after PayPal's approval, after a
 * reload and on `Zahlung prüfen`. Only the latest read's callbacks run
 * (TanStack Query's `mutate`), and the state machine takes an answer only
 * while it is checking.
 */
function useOrderCheck(
  state: CheckoutState,
  dispatch: Dispatch<CheckoutEvent>,
  ready: () => Promise<CheckoutCalls>,
) {
  const checking = state.stage === 'checking' ? state.orderId : null;
  useEffect(() => {
    if (!checking) return;
    let current = true;
    const unconfirmed = () =>
      dispatch({ type: 'checkFailed', text: CHECKOUT_MESSAGES.unconfirmed });
    ready().then((calls) => {
      // The check ended before the calls had loaded: nothing to ask.
      if (!current) return;
      calls.read(checking, {
        onSuccess(answer) {
          dispatch({ type: 'loaded', status: answer.status, view: answer });
          if (answer.status === 'completed') trackPurchase(answer);
        },
        onError(error) {
          const { failure, message } = error as CheckoutError;
          if (failure === 'unknown' || failure === 'mismatch') {
            dispatch({ type: 'notFound', text: message });
          } else {
            unconfirmed();
          }
        },
      });
    }, unconfirmed);
    return () => {
      current = false;
    };
  }, [checking, ready, dispatch]);
}

export function useCheckout(options: {
  defaultPlan: PlanId;
  currency: string;
  contactEmail: string;
}) {
  const { defaultPlan, currency, contactEmail } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(nextCheckoutState, INITIAL);
  const { promo, ready, load, island } = useCheckoutCalls();

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

  useOrderCheck(state, dispatch, ready);

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
    ready,
  });

  async function onOrder(immediateStart: boolean) {
    if (state.stage !== 'review') return;
    dispatch({ type: 'order' });
    try {
      const { capture } = await ready();
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
    /** Starts loading the calls on the buyer's first touch of the form. */
    onTouch: load,
    /** Renders the calls once loaded: inside the island, never on its own. */
    calls: island,
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
