'use client';

import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { ReviewTexts } from '@/components/checkout/order-review';
import { HELD_CLICK } from '@/components/form/held-actions';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { blockedMessage, CHECKOUT_MESSAGES } from '@/content/premium';
import { track } from '@/lib/analytics/analytics';
import {
  INITIAL,
  next,
  parsePending,
  pendingOf,
  type OrderView,
} from '@/lib/checkout/checkout-state';
import { ACCOUNT_EMAIL_MAX_CHARS } from '@/lib/checkout/order-fields';
import type { PayPalBrowserConfig } from '@/lib/checkout/paypal/orders';
import { type PlanId } from '@/lib/checkout/plans';
import { normalizePromoCode, PROMO_CODE_MAX_CHARS } from '@/lib/checkout/promo-codes';
import { localizeSpelling } from '@/lib/routing/country';
import { ANALYTICS_EVENTS, type Country } from '@/lib/site';

// The checkout island of /premium: plan, account and code, then PayPal (only
// after `Weiter zur Zahlung`), then our own review with the one order button.
// The fields are plain form fields, read when they are needed, so whatever a
// buyer types before the scripts have run is what the checkout uses; a draft
// in sessionStorage keeps the choice, and the pending attempt keeps the order
// through a reload or PayPal's window (lib/checkout/checkout-state.ts).

// What only a buyer on their way needs loads on the way: PayPal's buttons at
// `Weiter zur Zahlung`, the review after PayPal's approval, the confirmation
// after the capture. /premium's first load carries none of them.
const PayPalPayment = lazy(() =>
  import('@/components/checkout/paypal-payment').then((module) => ({
    default: module.PayPalPayment,
  })),
);
const OrderReview = lazy(() =>
  import('@/components/checkout/order-review').then((module) => ({ default: module.OrderReview })),
);
const OrderConfirmation = lazy(() =>
  import('@/components/checkout/order-confirmation').then((module) => ({
    default: module.OrderConfirmation,
  })),
);

export type PlanOption = {
  id: PlanId;
  name: string;
  note: string;
  listPrice: string;
};

type PriceList = { id: PlanId; listPrice: string; total: string; discounted: boolean }[];

export type PremiumCheckoutProps = {
  country: Country;
  plans: PlanOption[];
  defaultPlan: PlanId;
  currency: string;
  /** `inkl. MwSt.` or `inkl. MWST`, under every price. */
  vatNote: string;
  /** Null while PayPal is not configured: the page says so and names the address. */
  paypal: PayPalBrowserConfig | null;
  contactEmail: string;
  review: ReviewTexts;
};

const DRAFT_KEY = 'premium-auswahl';
const PENDING_KEY = 'premium-bestellung';
type Draft = { plan?: string; email?: string; code?: string };

class CheckoutError extends Error {
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls one of the site's checkout endpoints; a German message on every failure. */
async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new CheckoutError('network', CHECKOUT_MESSAGES.unavailable);
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new CheckoutError(
      typeof json.failure === 'string' ? json.failure : 'unknown-answer',
      typeof json.message === 'string' ? json.message : CHECKOUT_MESSAGES.unavailable,
    );
  }
  return json as T;
}

type OrderAnswer = OrderView & { status: 'created' | 'approved' | 'completed' };
const orderPath = (orderId: string) => `/api/premium/orders/${encodeURIComponent(orderId)}`;

const fieldClass =
  'block w-full rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600';

export function PremiumCheckout(props: PremiumCheckoutProps) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <Checkout {...props} />
    </QueryClientProvider>
  );
}

function Checkout({
  country,
  plans,
  defaultPlan,
  currency,
  vatNote,
  paypal,
  contactEmail,
  review,
}: PremiumCheckoutProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(next, INITIAL);
  const [prices, setPrices] = useState<PriceList | null>(null);
  // The code the server priced: the one an order is sent with, and the one shown.
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const [codeMessage, setCodeMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const l = (text: string) => localizeSpelling(text, country);

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
    call<OrderAnswer>(orderPath(checking)).then(
      (answer) => {
        if (!current) return;
        dispatch({ type: 'loaded', status: answer.status, view: answer });
        if (answer.status === 'completed') purchased(answer);
      },
      (error: CheckoutError) => {
        if (!current) return;
        if (error.failure === 'unknown' || error.failure === 'mismatch') {
          dispatch({ type: 'notFound', text: error.message });
        } else {
          dispatch({ type: 'checkFailed', text: CHECKOUT_MESSAGES.unconfirmed });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [checking]);

  const redeem = useMutation({
    mutationFn: (code: string) =>
      call<{ promoCode: string; plans: PriceList }>('/api/premium/quote', { code }),
    onSuccess: (result) => {
      setPrices(result.plans);
      setRedeemed(result.promoCode);
      setCodeMessage({ ok: true, text: `Rabattcode ${result.promoCode} wird angewendet.` });
    },
    onError: (error) => {
      setPrices(null);
      setRedeemed(null);
      setCodeMessage({ ok: false, text: error.message });
    },
  });

  function onRedeem() {
    const { code } = fields();
    saveDraft();
    if (!code) {
      setPrices(null);
      setRedeemed(null);
      setCodeMessage({ ok: false, text: 'Bitte geben Sie einen Rabattcode ein.' });
      return;
    }
    redeem.mutate(code);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { plan, code } = fields();
    saveDraft();
    // Only a redeemed code is sent, so the price shown is the price charged.
    if (code && normalizePromoCode(code) !== redeemed) {
      setCodeMessage({
        ok: false,
        text: 'Bitte lösen Sie den Rabattcode zuerst ein oder leeren Sie das Feld.',
      });
      (formRef.current!.elements.namedItem('code') as HTMLInputElement).focus();
      return;
    }
    dispatch({ type: 'submit', checkoutId: crypto.randomUUID() });
    void track(ANALYTICS_EVENTS.premiumCheckoutStarted, {
      plan,
      currency,
      promo_code_used: redeemed !== null,
    });
  }

  const checkoutId = 'checkoutId' in state ? state.checkoutId : null;
  const onCreateOrder = useCallback(async () => {
    const { plan, email } = fields();
    try {
      const { orderId } = await call<{ orderId: string }>('/api/premium/orders', {
        plan,
        email,
        code: redeemed ?? '',
        checkoutId,
      });
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

  const capture = useMutation({
    mutationFn: (input: { orderId: string; immediateStart: boolean }) =>
      call<OrderAnswer>(`${orderPath(input.orderId)}/capture`, {
        immediateStart: input.immediateStart,
      }),
    onSuccess: (answer) => {
      dispatch({ type: 'captured', view: answer });
      purchased(answer);
    },
    onError: (error: CheckoutError) => {
      if (error.failure === 'declined') dispatch({ type: 'declined', text: error.message });
      else if (error.failure === 'review') dispatch({ type: 'failed', text: error.message });
      else if (['consent', 'limited', 'notApproved', 'mismatch'].includes(error.failure)) {
        dispatch({ type: 'refused', text: error.message });
      }
      // Anything else, a gateway's HTML page or no answer at all, may have moved money.
      else dispatch({ type: 'unconfirmed', text: CHECKOUT_MESSAGES.unconfirmed });
    },
  });

  function onOrder(immediateStart: boolean) {
    if (state.stage !== 'review') return;
    dispatch({ type: 'order' });
    capture.mutate({ orderId: state.orderId, immediateStart });
  }

  if (state.stage === 'done') {
    return (
      <Suspense fallback={<p className="text-muted">Zahlung erhalten …</p>}>
        <OrderConfirmation view={state.view} contactEmail={contactEmail} country={country} />
      </Suspense>
    );
  }

  const notice = 'notice' in state ? state.notice : null;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={(event) => {
        saveDraft();
        // A code being edited is not the one redeemed: show list prices until it is.
        if ((event.target as EventTarget as HTMLInputElement).name === 'code' && prices) {
          setPrices(null);
          setRedeemed(null);
          setCodeMessage(null);
        }
        dispatch({ type: 'edit' });
      }}
      className="grid gap-6"
      data-checkout-state={state.stage}
    >
      <fieldset>
        <legend className="text-lg font-semibold text-brand-900">{l('Zeitraum wählen')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {plans.map((plan) => {
            const price = prices?.find((entry) => entry.id === plan.id);
            return (
              <label
                key={plan.id}
                className="flex cursor-pointer gap-3 rounded-2xl border border-brand-100 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
              >
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  defaultChecked={plan.id === defaultPlan}
                  className="mt-1 h-5 w-5 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold text-ink">{plan.name}</span>
                  <span
                    className="mt-1 block text-2xl font-bold text-brand-900"
                    data-price={plan.id}
                  >
                    {price?.discounted ? (
                      <>
                        <span className="sr-only">{l('statt')} </span>
                        <s className="mr-2 text-base font-normal text-muted">{price.listPrice}</s>
                        <span className="sr-only">{l('jetzt')} </span>
                        {price.total}
                      </>
                    ) : (
                      plan.listPrice
                    )}
                  </span>
                  <span className="block text-sm text-muted">{vatNote}</span>
                  <span className="mt-1 block text-sm text-muted">{plan.note}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-email`} className="font-semibold text-ink">
          E-Mail des Rechenweg-Kontos
        </label>
        <p id={`${id}-email-hint`} className="text-sm text-muted">
          {l('Dieses Konto bekommt Premium, zum Beispiel das Ihres Kindes.')}
        </p>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={ACCOUNT_EMAIL_MAX_CHARS}
          aria-describedby={`${id}-email-hint`}
          className={`mt-1 ${fieldClass}`}
        />
      </div>

      <div>
        <label htmlFor={`${id}-code`} className="font-semibold text-ink">
          Rabattcode
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PROMO_CODE_MAX_CHARS}
            aria-describedby={`${id}-code-status`}
            className={fieldClass}
          />
          <button
            type="button"
            {...HELD_CLICK}
            onClick={onRedeem}
            disabled={redeem.isPending}
            className="shrink-0 rounded-xl px-5 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-60"
          >
            Einlösen
          </button>
        </div>
        <p
          id={`${id}-code-status`}
          role="status"
          className={`mt-2 text-sm ${codeMessage?.ok === false ? 'text-red-700' : 'text-brand-700'}`}
        >
          {codeMessage ? l(codeMessage.text) : ''}
        </p>
      </div>

      {paypal ? (
        state.stage === 'choosing' && (
          <button
            type="submit"
            // The code being redeemed decides the price: wait for the server's answer.
            disabled={redeem.isPending}
            className="rounded-full bg-brand-700 px-7 py-3.5 text-lg font-semibold text-white shadow-lg shadow-brand-700/20 hover:bg-brand-900 disabled:opacity-60"
          >
            Weiter zur Zahlung
          </button>
        )
      ) : (
        <p className="rounded-2xl bg-amber-50 p-4 text-ink" role="status">
          {l(
            `${CHECKOUT_MESSAGES.off} Schreiben Sie uns gern an ${contactEmail}, dann schalten wir Premium für Sie frei.`,
          )}
        </p>
      )}

      <div aria-live="polite" role="status" data-checkout-notice={notice?.tone ?? ''}>
        {notice && (
          <p
            className={`rounded-2xl p-4 ${notice.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-brand-50 text-ink'}`}
          >
            {l(notice.text)}
            {state.stage === 'failed' && ` ${contactEmail}`}
          </p>
        )}
      </div>

      {state.stage === 'checking' && (
        <p className="text-muted" role="status">
          {l('Wir fragen bei PayPal den Stand Ihrer Bestellung ab …')}
        </p>
      )}

      {state.stage === 'unconfirmed' && (
        <button
          type="button"
          onClick={() => dispatch({ type: 'check' })}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          Zahlung prüfen
        </button>
      )}

      {(state.stage === 'review' || state.stage === 'capturing') && (
        <Suspense fallback={<p className="text-muted">{l('Bestellübersicht wird geladen …')}</p>}>
          <OrderReview
            view={state.view}
            vatNote={vatNote}
            texts={review}
            country={country}
            ordering={state.stage === 'capturing'}
            onOrder={onOrder}
            onChange={() => dispatch({ type: 'edit' })}
          />
        </Suspense>
      )}

      {paypal && state.stage === 'paying' && (
        <Suspense fallback={<p className="text-muted">{l('PayPal wird geladen …')}</p>}>
          <PayPalPayment
            key={state.checkoutId}
            config={paypal}
            currency={currency}
            locale={country === 'CH' ? 'de_CH' : 'de_DE'}
            createOrder={onCreateOrder}
            onApprove={onApprove}
            onCancel={onCancel}
            onError={onError}
            onBlocked={onBlocked}
          />
        </Suspense>
      )}
    </form>
  );

  function purchased(view: OrderView) {
    void track(ANALYTICS_EVENTS.premiumPurchased, {
      plan: view.planId,
      currency: view.currency,
      promo_code_used: view.promoCode !== null,
    });
  }
}
