import { startTransition, useCallback, useEffect, useReducer, useRef, type FormEvent } from 'react';
import {
  captureOrder,
  createOrder,
  readOrder,
  type CheckoutError,
} from '@/components/checkout/checkout-api';
import { usePromoCode } from '@/components/checkout/use-promo-code';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { blockedMessage, CHECKOUT_LABELS, CHECKOUT_MESSAGES } from '@/content/premium';
import { track } from '@/lib/analytics/analytics';
import {
  INITIAL,
  next,
  parsePending,
  pendingOf,
  type OrderView,
} from '@/lib/checkout/checkout-state';
import type { PlanId } from '@/lib/checkout/plans';
import { normalizePromoCode } from '@/lib/checkout/promo-codes';
import { ANALYTICS_EVENTS } from '@/lib/site';

// The checkout's behaviour, apart from its markup: the state machine of
// lib/checkout/checkout-state.ts, the draft and the pending attempt in
// sessionStorage, the order check, and the handlers of the form, PayPal's
// buttons and the review. The fields are plain form fields, read when they are
// needed, so whatever a buyer types before the scripts have run is what the
// checkout uses.

const DRAFT_KEY = 'premium-auswahl';
const PENDING_KEY = 'premium-bestellung';
type Draft = { plan?: string; email?: string; code?: string };

/** The capture's failures that leave the order as it was; any other may have moved money. */
const REFUSALS = ['consent', 'limited', 'notApproved', 'mismatch'];

function purchased(view: OrderView) {
  void track(ANALYTICS_EVENTS.premiumPurchased, {
    plan: view.planId,
    currency: view.currency,
    promo_code_used: view.promoCode !== null,
  });
}

export function useCheckout(options: {
  defaultPlan: PlanId;
  currency: string;
  contactEmail: string;
}) {
  const { defaultPlan, currency, contactEmail } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(next, INITIAL);
  const promo = usePromoCode();

  const fields = useCallback(() => {
    const data = new FormData(formRef.current!);
    return {
      plan: String(data.get('plan') ?? defaultPlan),
      email: String(data.get('email') ?? '').trim(),
      code: String(data.get('code') ?? '').trim(),
    };
  }, [defaultPlan]);

  const saveDraft = useCallback(() => {
    sessionStore()?.setItem(DRAFT_KEY, JSON.stringify(fields()));
  }, [fields]);

  // A stored draft fills only what the buyer has not typed or chosen yet; a
  // pending attempt is asked about before anything else happens.
  useEffect(() => {
    const form = formRef.current!;
    let draft: Draft = {};
    try {
      draft = JSON.parse(sessionStore()?.getItem(DRAFT_KEY) ?? '{}') as Draft;
    } catch {
      // A draft from an older release: start afresh.
    }
    const current = fields();
    const planInput = form.querySelector<HTMLInputElement>(
      `input[name="plan"][value="${CSS.escape(draft.plan ?? '')}"]`,
    );
    if (current.plan === defaultPlan && planInput) planInput.checked = true;
    const email = form.elements.namedItem('email') as HTMLInputElement;
    if (!current.email && draft.email) email.value = draft.email;
    const code = form.elements.namedItem('code') as HTMLInputElement;
    if (!current.code && draft.code) code.value = draft.code;
    if (current.email || current.code || current.plan !== defaultPlan) saveDraft();
    const pending = parsePending(sessionStore()?.getItem(PENDING_KEY) ?? null);
    if (pending) dispatch({ type: 'resume', pending });
  }, [defaultPlan, fields, saveDraft]);
  // A click on `Weiter zur Zahlung` or `Einlösen` before this ran goes on now.
  useHeldActions(formRef);

  // The pending attempt lives exactly as long as its outcome is open.
  useEffect(() => {
    const pending = pendingOf(state);
    if (pending) sessionStore()?.setItem(PENDING_KEY, JSON.stringify(pending));
    else if (state.stage !== 'choosing' || state.notice) sessionStore()?.removeItem(PENDING_KEY);
    if (state.stage === 'done') sessionStore()?.removeItem(DRAFT_KEY);
  }, [state]);

  // Asks the server what became of the order: after PayPal's approval, after a
  // reload and on `Zahlung prüfen`.
  const checking = state.stage === 'checking' ? state.orderId : null;
  useEffect(() => {
    if (!checking) return;
    let current = true;
    void (async () => {
      try {
        const answer = await readOrder(checking);
        if (!current) return;
        dispatch({ type: 'loaded', status: answer.status, view: answer });
        if (answer.status === 'completed') purchased(answer);
      } catch (error) {
        if (!current) return;
        const { failure, message } = error as CheckoutError;
        if (failure === 'unknown' || failure === 'mismatch') {
          dispatch({ type: 'notFound', text: message });
        } else {
          dispatch({ type: 'checkFailed', text: CHECKOUT_MESSAGES.unconfirmed });
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [checking]);

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

  // PayPal's buttons keep their handlers across renders: each is stable until what it sends changes.
  const checkoutId = 'checkoutId' in state ? state.checkoutId : null;
  const redeemed = promo.redeemed;
  const onCreateOrder = useCallback(async () => {
    const { plan, email } = fields();
    try {
      const { orderId } = await createOrder({ plan, email, code: redeemed ?? '', checkoutId });
      return orderId;
    } catch (error) {
      dispatch({ type: 'createFailed', text: (error as Error).message });
      throw error;
    }
  }, [fields, redeemed, checkoutId]);
  const onApprove = useCallback(
    async (orderId: string) => dispatch({ type: 'approved', orderId }),
    [],
  );
  const onCancel = useCallback(
    () => dispatch({ type: 'cancelled', text: CHECKOUT_MESSAGES.cancelled }),
    [],
  );
  const onError = useCallback(
    () => dispatch({ type: 'createFailed', text: CHECKOUT_MESSAGES.unavailable }),
    [],
  );
  const onBlocked = useCallback(
    () => dispatch({ type: 'createFailed', text: blockedMessage(contactEmail) }),
    [contactEmail],
  );

  async function onOrder(immediateStart: boolean) {
    if (state.stage !== 'review') return;
    dispatch({ type: 'order' });
    try {
      const answer = await captureOrder(state.orderId, immediateStart);
      dispatch({ type: 'captured', view: answer });
      purchased(answer);
    } catch (error) {
      const { failure, message } = error as CheckoutError;
      if (failure === 'declined') dispatch({ type: 'declined', text: message });
      else if (failure === 'review') dispatch({ type: 'failed', text: message });
      else if (REFUSALS.includes(failure)) dispatch({ type: 'refused', text: message });
      // Anything else, a gateway's HTML page or no answer at all, may have moved money.
      else dispatch({ type: 'unconfirmed', text: CHECKOUT_MESSAGES.unconfirmed });
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
    buttons: { onCreateOrder, onApprove, onCancel, onError, onBlocked },
  };
}
