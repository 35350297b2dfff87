import {
  INITIAL,
  nextCheckoutState,
  parsePending,
  pendingOf,
  type CheckoutEvent,
  type CheckoutState,
  type OrderView,
} from '@/lib/checkout/checkout-state';

const checkoutId = '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab';
const view = { orderId: 'ORDER1', total: '79,90 €' } as OrderView;
const run = (events: CheckoutEvent[], from: CheckoutState = INITIAL) =>
  events.reduce(nextCheckoutState, from);
const toReview: CheckoutEvent[] = [
  { type: 'submit', checkoutId },
  { type: 'approved', orderId: 'ORDER1' },
  { type: 'loaded', status: 'approved', view },
];

describe('the checkout state machine', () => {
  it('goes from the form through PayPal to our review, and only the order click captures', () => {
    const review = run(toReview);
    expect(review).toMatchObject({ stage: 'review', orderId: 'ORDER1', checkoutId });
    expect(run([{ type: 'order' }], review)).toMatchObject({ stage: 'capturing' });
    expect(run([{ type: 'order' }, { type: 'captured', view }], review)).toEqual({
      stage: 'done',
      view,
    });
  });

  it('tells the form it could not check the choice, and leaves later stages alone', () => {
    const unloaded: CheckoutEvent = { type: 'unloaded', text: 'nicht geladen' };
    expect(run([unloaded])).toEqual({
      stage: 'choosing',
      notice: { tone: 'error', text: 'nicht geladen' },
    });
    expect(run([unloaded, { type: 'submit', checkoutId }])).toMatchObject({ notice: null });
    const review = run(toReview);
    expect(run([unloaded], review)).toBe(review);
  });

  it('after a decline offers PayPal again for the same attempt', () => {
    const state = run([...toReview, { type: 'order' }, { type: 'declined', text: 'abgelehnt' }]);
    expect(state).toEqual({
      stage: 'paying',
      checkoutId,
      notice: { tone: 'error', text: 'abgelehnt' },
    });
  });

  it('after an unanswered capture offers only a check, and the check asks the server again', () => {
    const state = run([...toReview, { type: 'order' }, { type: 'unconfirmed', text: 'prüfen' }]);
    expect(state.stage).toBe('unconfirmed');
    expect(run([{ type: 'submit', checkoutId: 'x' }, { type: 'edit' }], state)).toBe(state);
    expect(run([{ type: 'check' }], state)).toMatchObject({ stage: 'checking', unconfirmed: true });
  });

  it('treats any edited field as a new attempt, before and in the review', () => {
    expect(run([{ type: 'submit', checkoutId }, { type: 'edit' }])).toEqual(INITIAL);
    expect(run([...toReview, { type: 'edit' }])).toEqual(INITIAL);
  });

  it('keeps what a reload needs until the outcome is definite', () => {
    const review = run(toReview);
    expect(pendingOf(review)).toEqual({ checkoutId, orderId: 'ORDER1', unconfirmed: false });
    expect(pendingOf(run([{ type: 'order' }], review))).toEqual({
      checkoutId,
      orderId: 'ORDER1',
      unconfirmed: true,
    });
    expect(pendingOf(run([{ type: 'order' }, { type: 'captured', view }], review))).toBeNull();
  });

  it('resumes a reload with an order by asking the server, never by buying again', () => {
    const pending = { checkoutId, orderId: 'ORDER1', unconfirmed: true };
    expect(run([{ type: 'resume', pending }])).toEqual({
      stage: 'checking',
      checkoutId,
      orderId: 'ORDER1',
      unconfirmed: true,
    });
    expect(parsePending(JSON.stringify(pending))).toEqual(pending);
    expect(parsePending('{"checkoutId":"nope"}')).toBeNull();
    expect(parsePending('not json')).toBeNull();
  });
});
