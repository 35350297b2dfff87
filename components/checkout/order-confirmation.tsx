'use client';

import { useId } from 'react';
import { downloadHtml } from '@/components/form/download';
import { useLocalize } from '@/components/ui/use-localize';
import { CONFIRMATION_LABELS, TERM_LABELS } from '@/content/order-review';
import type { OrderView } from '@/lib/checkout/checkout-state';
import type { Country } from '@/lib/countries/countries';
import { WITHDRAWAL_PATH } from '@/lib/routing/pages';

// The buyer's page after the capture: what was bought, the contract to save, and
// the withdrawal function (§ 356a BGB) where a buyer looks right after buying.
// Loaded with the capture's answer, not with /premium.

export function OrderConfirmation({
  view,
  contactEmail,
  country,
}: {
  view: OrderView;
  contactEmail: string;
  country: Country;
}) {
  const id = useId();
  const localize = useLocalize(country);
  return (
    <section
      aria-labelledby={`${id}-danke`}
      className="rounded-3xl bg-white p-6 desktop:p-8"
      data-checkout-state="done"
    >
      <h2
        id={`${id}-danke`}
        className="text-2xl font-bold text-brand-900"
        tabIndex={-1}
        ref={(el) => el?.focus()}
      >
        {CONFIRMATION_LABELS.heading}
      </h2>
      <dl className="mt-4 grid gap-2 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">{CONFIRMATION_LABELS.orderId}</dt>
        <dd className="font-mono">{view.orderId}</dd>
        <dt className="font-semibold">{CONFIRMATION_LABELS.premium}</dt>
        <dd>
          {view.plan}
          <span className="block text-sm text-muted">
            {localize(TERM_LABELS.dates(view.termStart, view.termEnd))}{' '}
            {localize(TERM_LABELS.extension(view.months))}
          </span>
        </dd>
        <dt className="font-semibold">{CONFIRMATION_LABELS.account}</dt>
        <dd>{view.accountEmail}</dd>
        <dt className="font-semibold">{CONFIRMATION_LABELS.amount}</dt>
        <dd>{view.total}</dd>
        <dt className="font-semibold">{CONFIRMATION_LABELS.paidWith}</dt>
        <dd>{view.paymentMethod}</dd>
      </dl>
      <p className="mt-4 leading-relaxed text-ink">
        {localize(CONFIRMATION_LABELS.unlocking)
          .replace('{account}', view.accountEmail)
          .replace('{mailTo}', CONFIRMATION_LABELS.mailTo(view.payer.email))
          .replace('{contact}', contactEmail)}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {view.confirmation && (
          <button
            type="button"
            onClick={() =>
              downloadHtml(view.confirmation!, CONFIRMATION_LABELS.fileName(view.orderId))
            }
            className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {CONFIRMATION_LABELS.save}
          </button>
        )}
        {/* § 356a BGB: the withdrawal function where the buyer looks right after buying. */}
        <a
          href={WITHDRAWAL_PATH}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          {CONFIRMATION_LABELS.withdraw}
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">{localize(CONFIRMATION_LABELS.withdrawal)}</p>
    </section>
  );
}
