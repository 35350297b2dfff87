import { useMutation, useQuery } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type Dispatch,
  type FormEvent,
  type RefObject,
} from 'react';
import {
  captureOrder,
  readOrder,
  retryUnanswered,
  type CheckoutError,
} from '@/components/checkout/checkout-api';
import { usePayPalHandlers } from '@/components/checkout/use-paypal-handlers';
import { usePendingOrder } from '@/components/checkout/use-pending-order';
import { usePromoCode } from '@/components/checkout/use-promo-code';
import { useFormDraft } from '@/components/form/use-form-draft';
import { useFormModel } from '@/components/form/use-form-model';
import { useHeldActions } from '@/components/form/use-held-actions';
import { ISLAND_MESSAGES } from '@/content/premium';
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
import type { CheckoutChoice } from '@/lib/checkout/schema';
import { parseDraft } from '@/lib/core/form-draft';

// The checkout's behaviour, apart from its markup: the state machine of
// lib/checkout/checkout-state.ts, the form on the one form model (its rules
// lib/checkout/schema.ts, the order endpoint's own, loaded with the form's
// first touch; its draft the one draft store's), the pending attempt in
// sessionStorage (use-pending-order.ts), the order check, and the handlers of
// the form, PayPal's buttons (use-paypal-handlers.ts) and the review. The
// fields are uncontrolled, so whatever a buyer types before the scripts have
// run is what the checkout uses. The calls to our server are TanStack Query's,
// under the island's client (components/form/query-island.tsx).

/** The draft a reload restores: the plan, the account and the code as typed. */
const DRAFT_KEY = 'premium-auswahl';
const DRAFT_FIELDS = ['plan', 'email', 'code'] as const;

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
  return { type: 'unconfirmed', text: ISLAND_MESSAGES.unconfirmed };
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
      dispatch({ type: 'checkFailed', text: ISLAND_MESSAGES.unconfirmed });
    }
  }, [answer, failure, dispatch]);
}

/**
 * The checkout's form on the one form model: its draft in the one draft store,
 * its rules lib/checkout/schema.ts, which ask at each check which code the
 * server priced (`redeemed`): only that one is sent.
 */
function useCheckoutForm(
  formRef: RefObject<HTMLFormElement | null>,
  defaultPlan: PlanId,
  redeemed: string | null,
) {
  const draft = useFormDraft(formRef, {
    key: DRAFT_KEY,
    fields: DRAFT_FIELDS,
    // A draft without a plan leaves the page's own choice.
    parse: (stored) => parseDraft(stored, { plan: defaultPlan, email: '', code: '' }),
  });
  const priced = useRef(redeemed);
  useEffect(() => {
    priced.current = redeemed;
  }, [redeemed]);
  const model = useFormModel<CheckoutChoice>(formRef, {
    schema: () =>
      import('@/lib/checkout/schema').then(
        ({ checkoutFormSchema }) =>
          () =>
            checkoutFormSchema(priced.current),
      ),
  });
  return { draft, model };
}

export function useCheckout(options: { defaultPlan: PlanId; currency: string }) {
  const { defaultPlan, currency } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(nextCheckoutState, INITIAL);
  const promo = usePromoCode();
  // Sent again only when it reached no server: its PayPal-Request-Id makes a repeat the same capture.
  const { mutateAsync: capture } = useMutation({
    mutationFn: (order: { orderId: string; immediateStart: boolean }) =>
      captureOrder(order.orderId, order.immediateStart),
    retry: retryUnanswered,
  });

  const { draft, model } = useCheckoutForm(formRef, defaultPlan, promo.redeemed);
  // What `Weiter zur Zahlung` checked: the plan and the account PayPal's order is created for.
  // An attempt resumed after a reload comes back without that click: the restored fields are
  // checked when PayPal asks for the order (after a declined payment, the same attempt).
  const chosen = useRef<CheckoutChoice | null>(null);
  const { check } = model;
  const choice = useCallback(async () => (chosen.current ??= await check()), [check]);
  usePendingOrder(state, dispatch);
  // The chosen plan and the account stay after the purchase only until the confirmation shows.
  useEffect(() => {
    if (state.stage === 'done') draft.clear();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.stage]);
  // A click on `Weiter zur Zahlung` or `Einlösen` before this ran goes on now.
  useHeldActions(formRef);

  useOrderCheck(state, dispatch);

  function onChange(event: FormEvent<HTMLFormElement>) {
    model.clear(event.target);
    draft.save();
    if ((event.target as EventTarget as HTMLInputElement).name === 'code') promo.edited();
    dispatch({ type: 'edit' });
  }

  function onRedeem() {
    // `Einlösen` answers the code's line itself: a "redeem it first" from the last check goes.
    const field = formRef.current?.elements.namedItem('code') as HTMLInputElement | null;
    if (field) model.clear(field);
    void promo.redeem(draft.save()?.code.trim() ?? '');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    draft.save();
    let checked: CheckoutChoice | null;
    try {
      // Only a redeemed code passes, so the price shown is the price charged.
      checked = await model.check();
    } catch {
      dispatch({ type: 'unloaded', text: ISLAND_MESSAGES.unloaded });
      return;
    }
    if (!checked) return;
    chosen.current = checked;
    // PayPal's part mounts after the click's frame has painted: its effects
    // (loading the SDK) would otherwise run before that paint (INP).
    startTransition(() => dispatch({ type: 'submit', checkoutId: crypto.randomUUID() }));
    void track(ANALYTICS_EVENTS.premiumCheckoutStarted, {
      plan: checked.plan,
      currency,
      promo_code_used: promo.redeemed !== null,
    });
  }

  const buttons = usePayPalHandlers({
    choice,
    code: promo.redeemed,
    checkoutId: 'checkoutId' in state ? state.checkoutId : null,
    dispatch,
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
    /** The messages under the fields. */
    errors: model.errors,
    /** Loads the form's rules with its first touch: the form's `onFocus` and `onPointerDown`. */
    preload: model.preload,
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
