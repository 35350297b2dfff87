'use client';

import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { track } from '@/lib/analytics';
import { localizeSpelling } from '@/lib/country';
import type { PayPalBrowserConfig } from '@/lib/checkout/paypal';
import {
  ACCOUNT_EMAIL_MAX_CHARS,
  CHECKOUT_MESSAGES,
  PROMO_CODE_MAX_CHARS,
  type PlanId,
} from '@/lib/checkout/pricing';
import { ANALYTICS_EVENTS, type Country } from '@/lib/site';

// The checkout island of /premium: plan, account, promo code, then PayPal.
// The fields are plain form fields, read when they are needed, so whatever a
// buyer types before the scripts have run is what the checkout uses; a draft
// in sessionStorage keeps the choice through a reload or PayPal's window.

const PayPalPayment = lazy(() =>
  import('@/components/paypal-payment').then((module) => ({ default: module.PayPalPayment })),
);

export type PlanOption = {
  id: PlanId;
  name: string;
  note: string;
  listPrice: string;
};

type PriceList = { id: PlanId; listPrice: string; total: string; discounted: boolean }[];

type Confirmation = {
  orderId: string;
  plan: string;
  planId: string;
  accountEmail: string;
  amount: string;
  currency: string;
  promoCodeUsed: boolean;
};

export type PremiumCheckoutProps = {
  country: Country;
  plans: PlanOption[];
  defaultPlan: PlanId;
  currency: string;
  /** Null while PayPal is not configured: the page says so and names the address. */
  paypal: PayPalBrowserConfig | null;
  contactEmail: string;
};

const DRAFT_KEY = 'premium-auswahl';
type Draft = { plan?: string; email?: string; code?: string };

function session() {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

class CheckoutError extends Error {
  constructor(
    readonly failure: string,
    message: string,
  ) {
    super(message);
  }
}

/** Calls one of the site's checkout endpoints; a German message on every failure. */
async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new CheckoutError('network', CHECKOUT_MESSAGES.unavailable);
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new CheckoutError(
      typeof json.failure === 'string' ? json.failure : 'refused',
      typeof json.message === 'string' ? json.message : CHECKOUT_MESSAGES.unavailable,
    );
  }
  return json as T;
}

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
  paypal,
  contactEmail,
}: PremiumCheckoutProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [prices, setPrices] = useState<PriceList | null>(null);
  const [codeMessage, setCodeMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [unconfirmedOrder, setUnconfirmedOrder] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // One id per checkout attempt: PayPal's request id, so a repeated create is the same order.
  const checkoutId = useRef<string | null>(null);
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
    session()?.setItem(DRAFT_KEY, JSON.stringify(fields()));
  }, [fields]);

  // A stored draft fills only what the buyer has not typed or chosen yet.
  useEffect(() => {
    const form = formRef.current!;
    let draft: Draft = {};
    try {
      draft = JSON.parse(session()?.getItem(DRAFT_KEY) ?? '{}') as Draft;
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
  }, [defaultPlan, fields, saveDraft]);

  const redeem = useMutation({
    mutationFn: (code: string) =>
      post<{ promoCode: string; plans: PriceList }>('/api/premium/quote', { code }),
    onSuccess: (result) => {
      setPrices(result.plans);
      setCodeMessage({ ok: true, text: `Gutscheincode ${result.promoCode} ist eingelöst.` });
    },
    onError: (error) => {
      setPrices(null);
      setCodeMessage({ ok: false, text: error.message });
    },
  });

  const createOrder = useMutation({
    mutationFn: (input: { plan: string; email: string; code: string; checkoutId: string }) =>
      post<{ orderId: string }>('/api/premium/orders', input),
  });

  const capture = useMutation({
    mutationFn: (orderId: string) =>
      post<Confirmation>(`/api/premium/orders/${encodeURIComponent(orderId)}/capture`, {}),
  });

  function onRedeem() {
    const { code } = fields();
    saveDraft();
    if (!code) {
      setPrices(null);
      setCodeMessage({ ok: false, text: 'Bitte geben Sie einen Gutscheincode ein.' });
      return;
    }
    redeem.mutate(code);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { plan, code } = fields();
    saveDraft();
    setNotice(null);
    checkoutId.current ??= crypto.randomUUID();
    setPaying(true);
    void track(ANALYTICS_EVENTS.premiumCheckoutStarted, {
      plan,
      currency,
      promo_code_used: code !== '',
    });
  }

  const onCreateOrder = useCallback(async () => {
    setNotice(null);
    const { plan, email, code } = fields();
    try {
      const { orderId } = await createOrder.mutateAsync({
        plan,
        email,
        code,
        checkoutId: checkoutId.current ?? crypto.randomUUID(),
      });
      return orderId;
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error).message });
      throw error;
    }
  }, [createOrder, fields]);

  const finish = useCallback(
    async (orderId: string, restart?: () => void) => {
      setNotice(null);
      try {
        const result = await capture.mutateAsync(orderId);
        setUnconfirmedOrder(null);
        setConfirmation(result);
        session()?.removeItem(DRAFT_KEY);
        checkoutId.current = null;
        void track(ANALYTICS_EVENTS.premiumPurchased, {
          plan: result.planId,
          currency: result.currency,
          promo_code_used: result.promoCodeUsed,
        });
      } catch (error) {
        const failure = error instanceof CheckoutError ? error.failure : 'unconfirmed';
        if (failure === 'declined' && restart) {
          setNotice({ tone: 'error', text: (error as Error).message });
          restart();
          return;
        }
        // A capture without an answer may have happened: check, never pay again.
        if (failure === 'unconfirmed' || failure === 'network') {
          setUnconfirmedOrder(orderId);
          setNotice({ tone: 'info', text: CHECKOUT_MESSAGES.unconfirmed });
          return;
        }
        setNotice({ tone: 'error', text: (error as Error).message });
      }
    },
    [capture],
  );

  const onCancel = useCallback(
    () => setNotice({ tone: 'info', text: CHECKOUT_MESSAGES.cancelled }),
    [],
  );
  const onError = useCallback(
    () => setNotice((current) => current ?? { tone: 'error', text: CHECKOUT_MESSAGES.unavailable }),
    [],
  );
  const onBlocked = useCallback(
    () => setNotice({ tone: 'error', text: `${CHECKOUT_MESSAGES.blocked} ${contactEmail}` }),
    [contactEmail],
  );

  if (confirmation) {
    return (
      <section
        aria-labelledby={`${id}-danke`}
        className="rounded-3xl bg-brand-50 p-6 desktop:p-8"
        data-checkout-state="done"
      >
        <h2
          id={`${id}-danke`}
          className="text-2xl font-bold text-brand-900"
          tabIndex={-1}
          ref={(el) => el?.focus()}
        >
          {l('Vielen Dank! Premium ist bezahlt.')}
        </h2>
        <dl className="mt-4 grid gap-2 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">Zeitraum</dt>
          <dd>{confirmation.plan}</dd>
          <dt className="font-semibold">Rechenweg-Konto</dt>
          <dd>{confirmation.accountEmail}</dd>
          <dt className="font-semibold">Betrag</dt>
          <dd>{confirmation.amount}</dd>
          <dt className="font-semibold">PayPal-Bestellnummer</dt>
          <dd className="font-mono">{confirmation.orderId}</dd>
        </dl>
        <p className="mt-4 leading-relaxed text-ink">
          {l(
            `Premium wird in den nächsten Minuten für das Konto ${confirmation.accountEmail} freigeschaltet; beim nächsten Anmelden ist es da. Die Quittung schickt Ihnen PayPal per E-Mail. Fragen beantworten wir gern unter ${contactEmail}.`,
          )}
        </p>
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onChange={(event) => {
        saveDraft();
        // A code being edited is not the one redeemed: show list prices until it is.
        if ((event.target as EventTarget as HTMLInputElement).name === 'code' && prices) {
          setPrices(null);
          setCodeMessage(null);
        }
      }}
      className="grid gap-6"
      data-checkout-state={paying ? 'paying' : 'choose'}
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
          Gutscheincode
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
        !paying && (
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-7 py-3.5 text-lg font-semibold text-white shadow-lg shadow-brand-700/20 hover:bg-brand-900"
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
          </p>
        )}
      </div>

      {unconfirmedOrder && (
        <button
          type="button"
          onClick={() => void finish(unconfirmedOrder)}
          disabled={capture.isPending}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-60"
        >
          Zahlung prüfen
        </button>
      )}

      {paypal && paying && !unconfirmedOrder && (
        <Suspense fallback={<p className="text-muted">{l('PayPal wird geladen …')}</p>}>
          <PayPalPayment
            config={paypal}
            currency={currency}
            locale={country === 'CH' ? 'de_CH' : 'de_DE'}
            createOrder={onCreateOrder}
            onApprove={finish}
            onCancel={onCancel}
            onError={onError}
            onBlocked={onBlocked}
          />
        </Suspense>
      )}
    </form>
  );
}
