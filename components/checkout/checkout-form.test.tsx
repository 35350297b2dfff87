/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PremiumCheckout } from '@/components/checkout/premium-checkout';
import { CHECKOUT_LABELS } from '@/content/premium';
import { CHECKOUT_MESSAGES, REQUEST_MESSAGES } from '@/content/premium-answers';

// The checkout's form on the one form model, as /premium renders it: its rules
// (lib/checkout/schema.ts, the order endpoint's) load with the first touch,
// `Weiter zur Zahlung` shows each wrong field's message under it and focuses
// the first one, and the draft store gives back plan, account and code.

const rules = { fail: false };
jest.mock('@/lib/checkout/schema', () => {
  if (rules.fail) throw new Error('Loading chunk failed');
  return jest.requireActual('@/lib/checkout/schema');
});

const plans = [
  { id: 'monat' as const, name: '1 Monat Premium', note: 'n', listPrice: '9,90 €' },
  { id: 'jahr' as const, name: '12 Monate Premium', note: 'n', listPrice: '84,90 €' },
];

function renderCheckout() {
  render(
    <PremiumCheckout
      country="DE"
      plans={plans}
      defaultPlan="jahr"
      currency="EUR"
      vatNote="inkl. MwSt."
      paypal={{ clientId: 'client-id-123', environment: 'sandbox' }}
      contactEmail="hilfe@example.de"
      review={{
        includes: ['Alles'],
        immediateStart: { label: 'Sofort', acknowledgement: 'Wertersatz' },
      }}
    />,
  );
}

const email = () => screen.getByLabelText<HTMLInputElement>(CHECKOUT_LABELS.email);
const code = () => screen.getByLabelText<HTMLInputElement>(CHECKOUT_LABELS.code);
const stage = () => document.querySelector('form')!.dataset.checkoutState;
const pay = () =>
  act(async () => screen.getByRole('button', { name: CHECKOUT_LABELS.pay }).click());

beforeEach(() => {
  sessionStorage.clear();
  rules.fail = false;
  jest.resetModules();
});

test('a wrong account address is told under its field, which gets the focus; nothing goes on to PayPal', async () => {
  renderCheckout();
  for (const typed of ['', 'anna@example']) {
    fireEvent.change(email(), { target: { value: typed } });
    await pay();
    const message = await screen.findByText(REQUEST_MESSAGES.email);
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(message.id);
    expect(stage()).toBe('choosing');
  }
  // A change takes the message away until the next check.
  fireEvent.change(email(), { target: { value: 'anna@example.de' } });
  expect(screen.queryByText(REQUEST_MESSAGES.email)).toBeNull();
  expect(email().hasAttribute('aria-invalid')).toBe(false);
});

test('a code typed but not redeemed is told in the code’s line and focused, after a wrong address before it', async () => {
  renderCheckout();
  fireEvent.change(email(), { target: { value: 'kein-konto' } });
  fireEvent.change(code(), { target: { value: 'besser25' } });
  await pay();
  await screen.findByText(REQUEST_MESSAGES.email);
  expect(screen.getByText(CHECKOUT_LABELS.codeNotRedeemed).id).toBe(
    code().getAttribute('aria-describedby'),
  );
  expect(document.activeElement).toBe(email());

  fireEvent.change(email(), { target: { value: 'kind@example.de' } });
  await pay();
  await waitFor(() => expect(document.activeElement).toBe(code()));
  screen.getByText(CHECKOUT_LABELS.codeNotRedeemed);
  expect(stage()).toBe('choosing');

  // `Einlösen` answers in the code's line itself: the request to redeem it first goes.
  await act(async () => screen.getByRole('button', { name: CHECKOUT_LABELS.redeem }).click());
  expect(screen.queryByText(CHECKOUT_LABELS.codeNotRedeemed)).toBeNull();
});

test('a plan a script took away is told under the plans, and the radio group carries the message', async () => {
  renderCheckout();
  fireEvent.change(email(), { target: { value: 'kind@example.de' } });
  screen.getByRole<HTMLInputElement>('radio', { name: /12 Monate/ }).checked = false;
  await pay();
  const message = await screen.findByText(REQUEST_MESSAGES.plan);
  const group = screen.getByRole('radiogroup', { name: CHECKOUT_LABELS.plans });
  expect(group.getAttribute('aria-invalid')).toBe('true');
  expect(group.getAttribute('aria-describedby')).toBe(message.id);
  expect(message.id).not.toBe('');
  expect(stage()).toBe('choosing');
  // None is chosen, so the focus goes to the group's first radio, where its message is read.
  await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));

  // Another choice takes the message away until the next check.
  fireEvent.click(screen.getByRole('radio', { name: /1 Monat/ }));
  expect(screen.queryByText(REQUEST_MESSAGES.plan)).toBeNull();
  expect(group.hasAttribute('aria-invalid')).toBe(false);
  expect(group.hasAttribute('aria-describedby')).toBe(false);
});

test('the draft gives back plan, account and code after a reload; a change is saved', async () => {
  sessionStorage.setItem(
    'premium-auswahl',
    JSON.stringify({ plan: 'monat', email: 'alt@example.de', code: 'HDL2024' }),
  );
  renderCheckout();
  await waitFor(() => expect(email().value).toBe('alt@example.de'));
  expect(screen.getByRole<HTMLInputElement>('radio', { name: /1 Monat/ }).checked).toBe(true);
  expect(code().value).toBe('HDL2024');

  fireEvent.change(email(), { target: { value: 'neu@example.de' } });
  expect(JSON.parse(sessionStorage.getItem('premium-auswahl')!)).toEqual({
    plan: 'monat',
    email: 'neu@example.de',
    code: 'HDL2024',
  });
});

test('rules that could not be loaded: the buyer is told nothing was charged, and the next press asks again', async () => {
  rules.fail = true;
  renderCheckout();
  fireEvent.change(email(), { target: { value: 'anna@example' } });
  await pay();
  await screen.findByText(CHECKOUT_MESSAGES.unloaded);
  expect(stage()).toBe('choosing');

  rules.fail = false;
  jest.resetModules();
  await pay();
  await screen.findByText(REQUEST_MESSAGES.email);
});
