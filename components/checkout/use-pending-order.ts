import { useEffect, type Dispatch } from 'react';
import { sessionStore } from '@/components/form/session-storage';
import {
  parsePending,
  pendingOf,
  type CheckoutEvent,
  type CheckoutState,
} from '@/lib/checkout/checkout-state';

// The checkout's pending attempt in sessionStorage, for as long as its outcome
// is open: through a reload or PayPal's window. It is no field of the form (the
// form's draft is components/form/use-form-draft.ts's), but the order PayPal
// may have approved or charged, which the checkout asks about on its return.

const PENDING_KEY = 'premium-bestellung';

/** Resumes a pending attempt on mount, and keeps it while its outcome is open. */
export function usePendingOrder(state: CheckoutState, dispatch: Dispatch<CheckoutEvent>) {
  // Asked about before anything else happens.
  useEffect(() => {
    const pending = parsePending(sessionStore()?.getItem(PENDING_KEY) ?? null);
    if (pending) dispatch({ type: 'resume', pending });
  }, [dispatch]);

  useEffect(() => {
    const pending = pendingOf(state);
    if (pending) sessionStore()?.setItem(PENDING_KEY, JSON.stringify(pending));
    else if (state.stage !== 'choosing' || state.notice) sessionStore()?.removeItem(PENDING_KEY);
  }, [state]);
}
