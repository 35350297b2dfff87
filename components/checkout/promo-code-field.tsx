import type { CodeMessage } from '@/components/checkout/use-promo-code';
import { FIELD_CLASS } from '@/components/form/field-class';
import { HELD_CLICK } from '@/components/form/held-actions';
import type { Localize } from '@/components/ui/use-localize';
import { CHECKOUT_LABELS } from '@/content/premium';
import { PROMO_CODE_MAX_CHARS } from '@/lib/checkout/promo-codes';

/** The code field with `Einlösen`, and what the server said of the code. */
export function PromoCodeField({
  id,
  message,
  pending,
  onRedeem,
  localize,
}: {
  id: string;
  message: CodeMessage | null;
  pending: boolean;
  onRedeem: () => void;
  localize: Localize;
}) {
  return (
    <div>
      <label htmlFor={`${id}-code`} className="font-semibold text-ink">
        {CHECKOUT_LABELS.code}
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
          className={FIELD_CLASS}
        />
        {/* At least as wide as its label: a slow phone paints it before the label has arrived, and it
            must not grow into the field then (e2e/layout-shift.spec.ts). */}
        <button
          type="button"
          {...HELD_CLICK}
          onClick={onRedeem}
          disabled={pending}
          className="min-w-30 shrink-0 rounded-xl px-5 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50 disabled:opacity-60"
        >
          {CHECKOUT_LABELS.redeem}
        </button>
      </div>
      <p
        id={`${id}-code-status`}
        role="status"
        className={`mt-2 text-sm ${message?.ok === false ? 'text-red-700' : 'text-brand-700'}`}
      >
        {message ? localize(message.text) : ''}
      </p>
    </div>
  );
}
