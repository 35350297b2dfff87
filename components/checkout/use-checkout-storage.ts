import { useCallback, useEffect, type Dispatch, type RefObject } from 'react';
import { sessionStore } from '@/components/form/session-storage';
import {
  parsePending,
  pendingOf,
  type CheckoutEvent,
  type CheckoutState,
} from '@/lib/checkout/checkout-state';

// What the checkout keeps in sessionStorage: the draft (plan, e-mail, code)
// through a reload, and the pending attempt for as long as its outcome is open,
// through a reload or PayPal's window.

const DRAFT_KEY = 'premium-auswahl';
const PENDING_KEY = 'premium-bestellung';
type Draft = { plan?: string; email?: string; code?: string };
type Fields = () => Required<Draft>;

/** Fills what the buyer has not typed or chosen yet from a stored draft. */
function restoreDraft(form: HTMLFormElement, current: Required<Draft>, defaultPlan: string) {
  let draft: Draft = {};
  try {
    draft = JSON.parse(sessionStore()?.getItem(DRAFT_KEY) ?? '{}') as Draft;
  } catch {
    // A draft from an older release: start afresh.
  }
  const planInput = form.querySelector<HTMLInputElement>(
    `input[name="plan"][value="${CSS.escape(draft.plan ?? '')}"]`,
  );
  if (current.plan === defaultPlan && planInput) planInput.checked = true;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  if (!current.email && draft.email) email.value = draft.email;
  const code = form.elements.namedItem('code') as HTMLInputElement;
  if (!current.code && draft.code) code.value = draft.code;
}

/** Restores and keeps the draft and the pending attempt; returns what saves the draft. */
export function useCheckoutStorage(checkout: {
  formRef: RefObject<HTMLFormElement | null>;
  fields: Fields;
  defaultPlan: string;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
}) {
  const { formRef, fields, defaultPlan, state, dispatch } = checkout;
  const saveDraft = useCallback(() => {
    sessionStore()?.setItem(DRAFT_KEY, JSON.stringify(fields()));
  }, [fields]);

  // What was typed before the scripts ran is saved at once; a pending attempt
  // is asked about before anything else happens.
  useEffect(() => {
    const current = fields();
    restoreDraft(formRef.current!, current, defaultPlan);
    if (current.email || current.code || current.plan !== defaultPlan) saveDraft();
    const pending = parsePending(sessionStore()?.getItem(PENDING_KEY) ?? null);
    if (pending) dispatch({ type: 'resume', pending });
  }, [formRef, defaultPlan, fields, saveDraft, dispatch]);

  // The pending attempt lives exactly as long as its outcome is open.
  useEffect(() => {
    const pending = pendingOf(state);
    if (pending) sessionStore()?.setItem(PENDING_KEY, JSON.stringify(pending));
    else if (state.stage !== 'choosing' || state.notice) sessionStore()?.removeItem(PENDING_KEY);
    if (state.stage === 'done') sessionStore()?.removeItem(DRAFT_KEY);
  }, [state]);

  return saveDraft;
}
