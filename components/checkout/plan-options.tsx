import type { PriceList } from '@/components/checkout/checkout-api';
import type { Localize } from '@/components/ui/use-localize';
import { CHECKOUT_LABELS } from '@/content/premium';
import type { PlanId } from '@/lib/checkout/plans';

export type PlanOption = {
  id: PlanId;
  name: string;
  note: string;
  listPrice: string;
};

/** The plans as radio cards, with a redeemed code's price beside the list price. */
export function PlanOptions({
  id,
  plans,
  defaultPlan,
  prices,
  vatNote,
  error,
  localize,
}: {
  /** The form's `useId`, which the message's id starts with. */
  id: string;
  plans: PlanOption[];
  defaultPlan: PlanId;
  prices: PriceList | null;
  vatNote: string;
  /** What the form's rules say of the chosen plan: only of one a script changed. */
  error?: string;
  localize: Localize;
}) {
  const errorId = `${id}-plan-fehler`;
  return (
    // The radios' group carries the message, as each other field does its own: a screen reader
    // names it with the group, and a radio alone cannot say the choice is wrong.
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-lg font-semibold text-brand-900">
        {localize(CHECKOUT_LABELS.plans)}
      </legend>
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
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-ink">{plan.name}</span>
                <span className="mt-1 block text-2xl font-bold text-brand-900" data-price={plan.id}>
                  {price?.discounted ? (
                    <>
                      <span className="sr-only">{localize(CHECKOUT_LABELS.was)} </span>
                      <s className="mr-2 text-base font-normal text-muted">{price.listPrice}</s>
                      <span className="sr-only">{localize(CHECKOUT_LABELS.now)} </span>
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
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {localize(error)}
        </p>
      )}
    </fieldset>
  );
}
