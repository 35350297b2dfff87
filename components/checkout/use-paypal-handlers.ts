import { useMutation } from '@tanstack/react-query';
import { useCallback, type Dispatch } from 'react';
import { createOrder, retryUnanswered } from '@/components/checkout/checkout-api';
import { ISLAND_MESSAGES } from '@/content/premium';
import type { CheckoutEvent } from '@/lib/checkout/checkout-state';

/**
 * The handlers of PayPal's buttons. The buttons keep their handlers across
 * renders: each is stable until what it sends changes. The order is created by
 * a mutation, sent again only when it reached no server: its PayPal-Request-Id
 * makes a repeat the same order.
 */
export function usePayPalHandlers(checkout: {
  /** The plan and the account `Weiter zur Zahlung` checked, or null once the fields show what is wrong. */
  choice: () => Promise<{ plan: string; email: string } | null>;
  /** The redeemed code, the only one an order is sent with. */
  code: string | null;
  checkoutId: string | null;
  dispatch: Dispatch<CheckoutEvent>;
}) {
  const { choice, code, checkoutId, dispatch } = checkout;
  const { mutateAsync: create } = useMutation({ mutationFn: createOrder, retry: retryUnanswered });
  const onCreateOrder = useCallback(async () => {
    let picked: Awaited<ReturnType<typeof choice>>;
    try {
      picked = await choice();
    } catch (error) {
      dispatch({ type: 'createFailed', text: ISLAND_MESSAGES.unloaded });
      throw error;
    }
    if (!picked) {
      // The restored fields no longer pass: back to the form, whose messages say what to change.
      dispatch({ type: 'edit' });
      throw new Error('Checkout fields refused: the order is not created');
    }
    try {
      const { plan, email } = picked;
      const { orderId } = await create({ plan, email, code: code ?? '', checkoutId });
      return orderId;
    } catch (error) {
      dispatch({ type: 'createFailed', text: (error as Error).message });
      throw error;
    }
  }, [choice, code, checkoutId, create, dispatch]);
  const onApprove = useCallback(
    async (orderId: string) => dispatch({ type: 'approved', orderId }),
    [dispatch],
  );
  const onCancel = useCallback(
    () => dispatch({ type: 'cancelled', text: ISLAND_MESSAGES.cancelled }),
    [dispatch],
  );
  const onError = useCallback(
    () => dispatch({ type: 'createFailed', text: ISLAND_MESSAGES.unavailable }),
    [dispatch],
  );
  // The buttons' chunk gives the words (content/paypal-buttons.ts), which the island does not carry.
  const onBlocked = useCallback(
    (text: string) => dispatch({ type: 'createFailed', text }),
    [dispatch],
  );
  return { onCreateOrder, onApprove, onCancel, onError, onBlocked };
}
