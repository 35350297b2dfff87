'use client';

import { lazy, Suspense, useId } from 'react';
import type { ReviewTexts } from '@/components/checkout/order-review';
import { PlanOptions, type PlanOption } from '@/components/checkout/plan-options';
import { PromoCodeField } from '@/components/checkout/promo-code-field';
import { useCheckout } from '@/components/checkout/use-checkout';
import { FIELD_CLASS } from '@/components/form/field-class';
import { QueryIsland } from '@/components/form/query-island';
import { useLocalize, type Localize } from '@/components/ui/use-localize';
import { CHECKOUT_LABELS } from '@/content/premium';
import type { CheckoutState } from '@/lib/checkout/checkout-state';
import { ACCOUNT_EMAIL_MAX_CHARS } from '@/lib/checkout/order-fields';
import type { PayPalBrowserConfig } from '@/lib/checkout/paypal/client';
import type { PlanId } from '@/lib/checkout/plans';
import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';

// The checkout island of /premium: plan, account and code, then PayPal (only
// after `Weiter zur Zahlung`), then our own review with the one order button.
// Its behaviour is components/checkout/use-checkout.ts; this is its markup. A
// draft in sessionStorage keeps the choice, and the pending attempt keeps the
// order through a reload or PayPal's window (lib/checkout/checkout-state.ts).

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

export function PremiumCheckout(props: PremiumCheckoutProps) {
  return (
    <QueryIsland>
      <Checkout {...props} />
    </QueryIsland>
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
  const localize = useLocalize(country);
  const checkout = useCheckout({ defaultPlan, currency });
  const { formRef, state, promo, errors, buttons, onChange, onSubmit } = checkout;
  const { onRedeem, onOrder, onCheck, onEdit } = checkout;

  if (state.stage === 'done') {
    return (
      <Suspense fallback={<p className="text-muted">{CHECKOUT_LABELS.loadingConfirmation}</p>}>
        <OrderConfirmation view={state.view} contactEmail={contactEmail} country={country} />
      </Suspense>
    );
  }

  return (
    // The form's rules (lib/checkout/schema.ts) tell what is wrong under each field: the
    // browser's own bubbles would say it in the browser's words. `novalidate` comes with
    // hydration (useFormModel), so that without scripts the browser's own check still holds.
    <form
      ref={formRef}
      method="post"
      action={CHECKOUT_NO_SCRIPT_ENDPOINT}
      onSubmit={onSubmit}
      onChange={onChange}
      onFocus={checkout.preload}
      onPointerDown={checkout.preload}
      className="grid gap-6"
      data-checkout-state={state.stage}
    >
      <PlanOptions
        id={id}
        plans={plans}
        defaultPlan={defaultPlan}
        prices={promo.prices}
        vatNote={vatNote}
        error={errors.plan}
        localize={localize}
      />

      <AccountEmailField id={id} error={errors.email} localize={localize} />

      <PromoCodeField
        id={id}
        message={errors.code ? { ok: false, text: errors.code } : promo.message}
        pending={promo.pending}
        onRedeem={onRedeem}
        localize={localize}
      />

      {paypal ? (
        state.stage === 'choosing' && (
          <button
            type="submit"
            // The code being redeemed decides the price: wait for the server's answer.
            disabled={promo.pending}
            className="rounded-full bg-brand-700 px-7 py-3.5 text-lg font-semibold text-white shadow-button hover:bg-brand-900 disabled:opacity-60"
          >
            {CHECKOUT_LABELS.pay}
          </button>
        )
      ) : (
        <p className="rounded-2xl bg-amber-50 p-4 text-ink" role="status">
          {localize(CHECKOUT_LABELS.paymentOff(contactEmail))}
        </p>
      )}

      <CheckoutNotice
        state={state}
        contactEmail={contactEmail}
        onCheck={onCheck}
        localize={localize}
      />

      {(state.stage === 'review' || state.stage === 'capturing') && (
        <Suspense
          fallback={<p className="text-muted">{localize(CHECKOUT_LABELS.loadingReview)}</p>}
        >
          <OrderReview
            view={state.view}
            vatNote={vatNote}
            texts={review}
            country={country}
            ordering={state.stage === 'capturing'}
            onOrder={onOrder}
            onChange={onEdit}
          />
        </Suspense>
      )}

      {paypal && state.stage === 'paying' && (
        <Suspense
          fallback={<p className="text-muted">{localize(CHECKOUT_LABELS.loadingPayPal)}</p>}
        >
          <PayPalPayment
            key={state.checkoutId}
            config={paypal}
            currency={currency}
            locale={COUNTRY_TABLE[country].paypalLocale}
            createOrder={buttons.onCreateOrder}
            onApprove={buttons.onApprove}
            onCancel={buttons.onCancel}
            onError={buttons.onError}
            onBlocked={buttons.onBlocked}
            contactEmail={contactEmail}
          />
        </Suspense>
      )}
    </form>
  );
}

// Sent by the browser itself (scripts off or not loaded), the form posts to a page that says
// nothing was ordered: never a GET, which would put the account's address in the URL.
const CHECKOUT_NO_SCRIPT_ENDPOINT = '/api/premium/checkout';

function AccountEmailField(props: { id: string; error?: string; localize: Localize }) {
  const { id, error, localize } = props;
  return (
    <div>
      <label htmlFor={`${id}-email`} className="font-semibold text-ink">
        {CHECKOUT_LABELS.email}
      </label>
      <p id={`${id}-email-hint`} className="text-sm text-muted">
        {localize(CHECKOUT_LABELS.emailHint)}
      </p>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={ACCOUNT_EMAIL_MAX_CHARS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-email-hint ${id}-email-fehler` : `${id}-email-hint`}
        className={`mt-1 ${FIELD_CLASS}`}
      />
      {error && (
        <p id={`${id}-email-fehler`} className="mt-1 text-sm font-semibold text-red-700">
          {localize(error)}
        </p>
      )}
    </div>
  );
}

/** What the checkout tells the buyer: its notice, the order check under way, `Zahlung prüfen`. */
function CheckoutNotice(props: {
  state: CheckoutState;
  contactEmail: string;
  onCheck: () => void;
  localize: Localize;
}) {
  const { state, contactEmail, onCheck, localize } = props;
  const notice = 'notice' in state ? state.notice : null;
  return (
    <>
      <div aria-live="polite" role="status" data-checkout-notice={notice?.tone ?? ''}>
        {notice && (
          <p
            className={`rounded-2xl p-4 ${notice.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-brand-50 text-ink'}`}
          >
            {localize(notice.text)}
            {state.stage === 'failed' && ` ${contactEmail}`}
          </p>
        )}
      </div>

      {state.stage === 'checking' && (
        <p className="text-muted" role="status">
          {localize(CHECKOUT_LABELS.checking)}
        </p>
      )}

      {state.stage === 'unconfirmed' && (
        <button
          type="button"
          onClick={onCheck}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          {CHECKOUT_LABELS.check}
        </button>
      )}
    </>
  );
}
