import { CheckoutError } from '@/components/checkout/checkout-api';
import { captureFailed } from '@/components/checkout/use-checkout';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import {
  nextCheckoutState,
  type CheckoutState,
  type OrderView,
} from '@/lib/checkout/checkout-state';

// What the buyer reads after a capture that failed: the server's own words
// where the order is as it was, „status unknown“ only where money may have moved.

// The review's order, which the state machine carries along untouched.
const capturing: CheckoutState = {
  stage: 'capturing',
  checkoutId: 'c1',
  orderId: 'E2E00000000000001',
  view: {} as OrderView,
};

describe('a failed capture', () => {
  it('answered busy (before PayPal was asked) shows the server’s message, and the review again', () => {
    const busy = new CheckoutError('busy', CHECKOUT_MESSAGES.busy);
    expect(captureFailed(busy)).toEqual({ type: 'refused', text: CHECKOUT_MESSAGES.busy });
    expect(nextCheckoutState(capturing, captureFailed(busy))).toMatchObject({
      stage: 'review',
      notice: { tone: 'error', text: CHECKOUT_MESSAGES.busy },
    });
  });

  it('with no answer of ours may have moved money: the status is unknown', () => {
    const gateway = new CheckoutError('http', 'Bad Gateway');
    expect(captureFailed(gateway)).toEqual({
      type: 'unconfirmed',
      text: CHECKOUT_MESSAGES.unconfirmed,
    });
  });
});
