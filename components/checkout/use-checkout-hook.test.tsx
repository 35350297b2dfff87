/** @jest-environment ./e2e/fakes/jsdom-with-fetch.ts */
import { randomBytes } from 'node:crypto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { useCheckout } from '@/components/checkout/use-checkout';
import { heldActionsScript } from '@/components/form/held-actions';
import { QueryIsland } from '@/components/form/query-island';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import { checkoutRoutes, type RouteHandler } from '@/e2e/fakes/checkout-routes';

// useCheckout and its calls (TanStack Query under the island's client) in
// jsdom, on the checkout's form fields, whose fetch reaches the real route
// modules as NextRequests, with PayPal's stand-in and a real Redis. What
// PayPal's buttons would call, the test calls through the hook's handlers.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());

const { api, paypal, routes, browser, captures } = checkoutRoutes();
type Checkout = ReturnType<typeof useCheckout>;
let checkout: Checkout;
/**
 * Paths the page's fetch asked for, those whose next request reaches no server,
 * and those whose next requests the server answers but whose answers are lost
 * (a path once for each answer lost).
 */
const asked: string[] = [];
const unanswered = new Set<string>();
const answerLost: string[] = [];

beforeAll(() => {
  // The inline script of every page's head, which holds a form's submissions until its island is ready.
  new Function(heldActionsScript())();
});

/** Node's fetch, with which the server's modules call PayPal's stand-in. */
const serverFetch = window.fetch;

beforeEach(() => {
  const page = browser();
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    if (url.origin !== window.location.origin) return serverFetch(input, init);
    const path = url.pathname;
    asked.push(path);
    if (unanswered.delete(path)) throw new TypeError('Failed to fetch');
    const id = /^\/api\/premium\/orders\/([^/]+)/.exec(path)?.[1];
    const handler: RouteHandler =
      path === '/api/premium/quote'
        ? routes.quote
        : !id
          ? routes.create
          : path.endsWith('/capture')
            ? routes.capture
            : routes.read;
    const body = init.body === undefined ? undefined : String(init.body);
    const answer = await page.call(handler, path, { body, id });
    const lost = answerLost.indexOf(path);
    if (lost >= 0) {
      answerLost.splice(lost, 1);
      throw new TypeError('Failed to fetch');
    }
    return new Response(JSON.stringify(answer.json), { status: answer.status });
  };
  asked.length = 0;
  paypal.reset();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.mocked(console.error).mockRestore());

/** The checkout's fields as premium-checkout.tsx renders them, in its island, with the hook's handlers. */
function Checkout() {
  return (
    <QueryIsland>
      <CheckoutForm />
    </QueryIsland>
  );
}

function CheckoutForm() {
  const hook = useCheckout({ defaultPlan: 'jahr', currency: 'EUR' });
  const { formRef, state, onSubmit, onChange } = hook;
  // In the commit that shows the stage, not after it: a test that waited for the stage in the
  // page must call the handlers of that render (a passive effect ran later now and then, and
  // onOrder of the render before the review returned without capturing).
  useLayoutEffect(() => {
    checkout = hook;
  });
  const notice = 'notice' in state ? state.notice?.text : null;
  return (
    <form ref={formRef} onSubmit={onSubmit} onChange={onChange} data-stage={state.stage}>
      <input type="radio" name="plan" value="jahr" defaultChecked aria-label="12 Monate" />
      <input type="radio" name="plan" value="monat" aria-label="1 Monat" />
      <input name="email" type="email" aria-label="E-Mail" />
      <input name="code" aria-label="Rabattcode" />
      {state.stage === 'choosing' && <button type="submit">Weiter zur Zahlung</button>}
      <p role="status">{notice}</p>
    </form>
  );
}

const stage = () => document.querySelector('form')!.dataset.stage;
const account = () => `mia.${randomBytes(4).toString('hex')}@example.de`;

/**
 * What a handler promises, once it settled: the calls it waits for load and
 * render meanwhile, which an act() around the whole promise would hold back.
 */
async function settled<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await waitFor(() => expect(done).toBe(true), { timeout: 10_000 });
  return promise;
}

/** `Weiter zur Zahlung`, PayPal's order and approval: the review the page then shows. */
async function untilReview() {
  await act(async () => screen.getByRole('button', { name: 'Weiter zur Zahlung' }).click());
  expect(stage()).toBe('paying');
  const orderId = await settled(checkout.buttons.onCreateOrder());
  api.approve(orderId);
  await act(() => checkout.buttons.onApprove(orderId));
  await waitFor(() => expect(stage()).toBe('review'));
  return orderId;
}

test('a click on `Weiter zur Zahlung` before hydration is held, and goes on once the island is ready', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Checkout />);
  const email = account();
  container.querySelector<HTMLInputElement>('input[name="email"]')!.value = email;
  const submissions: Event[] = [];
  const record = (event: Event) => submissions.push(event);
  window.addEventListener('submit', record, true);
  container.querySelector('button')!.click();
  window.removeEventListener('submit', record, true);
  expect(submissions.map((event) => event.defaultPrevented)).toEqual([true]);

  render(<Checkout />, { container, hydrate: true });
  await waitFor(() => expect(stage()).toBe('paying'));
  expect(window.location.href).toBe('http://localhost/');
  // What was typed before the scripts ran is the draft a reload restores.
  expect(JSON.parse(sessionStorage.getItem('premium-auswahl')!)).toEqual({
    plan: 'jahr',
    email,
    code: '',
  });
});

test('PayPal’s approval leads to the review and captures nothing; only the review’s order button does', async () => {
  render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  const orderId = await untilReview();
  expect(asked).toEqual(['/api/premium/orders', `/api/premium/orders/${orderId}`]);
  expect(captures()).toEqual([]);
  expect(api.orders.get(orderId)!.status).toBe('APPROVED');

  await settled(checkout.onOrder(true));
  expect(stage()).toBe('done');
  expect(captures()).toHaveLength(1);
  expect(api.orders.get(orderId)!.status).toBe('COMPLETED');
});

test('a capture that reached no server is sent again under its request id, and buys once', async () => {
  render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  const orderId = await untilReview();
  const charges = api.charges;
  unanswered.add(`/api/premium/orders/${orderId}/capture`);
  await settled(checkout.onOrder(true));
  expect(asked.filter((path) => path.endsWith('/capture'))).toHaveLength(2);
  expect(api.charges).toBe(charges + 1);
}, 15_000);

test('a capture the server made but whose answer was lost is sent again, and buys once: the buyer sees the purchase', async () => {
  render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  const orderId = await untilReview();
  const charges = api.charges;
  const capture = `/api/premium/orders/${orderId}/capture`;
  answerLost.push(capture);
  await settled(checkout.onOrder(true));
  expect(asked.filter((path) => path === capture)).toHaveLength(2);
  // The first attempt captured; the second found the order completed at PayPal. Whatever
  // reached PayPal's capture carried the one PayPal-Request-Id of the order's terms and
  // approval, under which PayPal answers a repeat with the first capture (orders.test.ts).
  const requestIds = new Set(captures().map((request) => request.headers['paypal-request-id']));
  expect(requestIds.size).toBe(1);
  expect(api.charges).toBe(charges + 1);
  expect(api.orders.get(orderId)!.status).toBe('COMPLETED');
  expect(stage()).toBe('done');
}, 15_000);

test('a declined capture is not sent again: the buyer reads the server’s German words and chooses again', async () => {
  render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  const orderId = await untilReview();
  api.behaviour.refuseCaptures = 'INSTRUMENT_DECLINED';
  try {
    await settled(checkout.onOrder(true));
  } finally {
    api.behaviour.refuseCaptures = null;
  }
  expect(asked.filter((path) => path === `/api/premium/orders/${orderId}/capture`)).toHaveLength(1);
  expect(screen.getByRole('status').textContent).toBe(CHECKOUT_MESSAGES.declined);
  expect(api.orders.get(orderId)!.status).not.toBe('COMPLETED');
});

test('after a reload on the review and a declined payment, PayPal gets the same order again from the restored fields', async () => {
  const view = render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  const orderId = await untilReview();
  // The reload: the island anew, the attempt and the fields from sessionStorage.
  view.unmount();
  render(<Checkout />);
  await waitFor(() => expect(stage()).toBe('review'));
  api.behaviour.refuseCaptures = 'INSTRUMENT_DECLINED';
  try {
    await settled(checkout.onOrder(true));
  } finally {
    api.behaviour.refuseCaptures = null;
  }
  expect(stage()).toBe('paying');
  // Another way to pay: PayPal asks for the order, which is the same attempt's.
  await expect(settled(checkout.buttons.onCreateOrder())).resolves.toBe(orderId);
  expect(stage()).toBe('paying');
}, 15_000);

test('the order is read only while the checkout checks: once after the approval, and anew on `Zahlung prüfen`, whose answer alone counts', async () => {
  render(<Checkout />);
  fireEvent.change(screen.getByLabelText('E-Mail'), { target: { value: account() } });
  await act(async () => screen.getByRole('button', { name: 'Weiter zur Zahlung' }).click());
  const orderId = await settled(checkout.buttons.onCreateOrder());
  const read = `/api/premium/orders/${orderId}`;
  // Paying: the order exists, but nothing asks about it until PayPal approved it.
  expect(asked).toEqual(['/api/premium/orders']);
  api.approve(orderId);
  await act(() => checkout.buttons.onApprove(orderId));
  await waitFor(() => expect(stage()).toBe('review'));
  expect(asked.filter((path) => path === read)).toHaveLength(1);

  // The capture moves the money, but none of its three answers arrives: `Zahlung prüfen`.
  const capture = `${read}/capture`;
  answerLost.push(capture, capture, capture);
  await settled(checkout.onOrder(true));
  expect(stage()).toBe('unconfirmed');
  expect(asked.filter((path) => path === read)).toHaveLength(1);
  expect(api.orders.get(orderId)!.status).toBe('COMPLETED');

  // The answer of the first read ('approved') is still cached: the check waits for the new one.
  await act(async () => checkout.onCheck());
  await waitFor(() => expect(stage()).toBe('done'));
  expect(asked.filter((path) => path === read)).toHaveLength(2);
}, 15_000);
