'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocalize, type Localize } from '@/components/ui/use-localize';
import { REVIEW_LABELS, TERM_LABELS, ORDER_BUTTON } from '@/content/order-review';
import { CHECKOUT_LABELS } from '@/content/premium';
import { CHECKOUT_MESSAGES } from '@/content/premium-answers';
import type { OrderView } from '@/lib/checkout/checkout-state';
import type { Country } from '@/lib/countries/countries';

// The order review after PayPal's approval: everything § 312j Abs. 2 BGB asks
// to see right before ordering, the AGB incorporated, the steps to the
// contract, and the one button that places the order. Only its click captures.

/** Localised for the page's country on the server: the props travel in the page's HTML. */
export type ReviewTexts = {
  /** What Premium includes, one line each. */
  includes: string[];
  /** The checkbox an EU consumer ticks to start at once, and what it means. */
  immediateStart: { label: string; acknowledgement: string };
};

export function OrderReview({
  view,
  vatNote,
  texts,
  country,
  ordering,
  onOrder,
  onChange,
}: {
  view: OrderView;
  vatNote: string;
  texts: ReviewTexts;
  country: Country;
  ordering: boolean;
  onOrder: (immediateStart: boolean) => void;
  onChange: () => void;
}) {
  const id = useId();
  const [consented, setConsented] = useState(false);
  const [missingConsent, setMissingConsent] = useState(false);
  const localize = useLocalize(country);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!consented) {
      setMissingConsent(true);
      document.getElementById(`${id}-sofort`)?.focus();
      return;
    }
    onOrder(consented);
  }

  return (
    // A section of the checkout's form: the order is placed by this button's
    // click handler, never by submitting the outer form.
    <section
      aria-labelledby={`${id}-titel`}
      className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm desktop:p-6"
      data-order-review=""
    >
      <h3
        id={`${id}-titel`}
        className="text-xl font-semibold text-brand-900"
        tabIndex={-1}
        ref={(el) => el?.focus()}
      >
        {REVIEW_LABELS.heading}
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        {REVIEW_LABELS.steps(ORDER_BUTTON).map((step) => (
          <li key={step}>{localize(step)}</li>
        ))}
      </ol>
      <ReviewSummary view={view} vatNote={vatNote} includes={texts.includes} localize={localize} />
      <p className="text-sm text-ink">
        {localize(REVIEW_LABELS.anythingWrong)}{' '}
        <button
          type="button"
          onClick={onChange}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {REVIEW_LABELS.change}
        </button>
      </p>
      <ReviewTerms />
      <div className="grid gap-4" role="group" aria-labelledby={`${id}-bestellen`}>
        <span id={`${id}-bestellen`} className="sr-only">
          {ORDER_BUTTON}
        </span>
        <label className="flex gap-3 text-sm leading-relaxed text-ink">
          <input
            id={`${id}-sofort`}
            type="checkbox"
            name="immediateStart"
            required
            aria-invalid={missingConsent && !consented}
            aria-describedby={missingConsent && !consented ? `${id}-sofort-fehlt` : undefined}
            checked={consented}
            onChange={(event) => {
              // The outer form treats any change as an edit of the order.
              event.stopPropagation();
              setConsented(event.target.checked);
              setMissingConsent(false);
            }}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span>
            {texts.immediateStart.label}{' '}
            <span className="text-muted">{texts.immediateStart.acknowledgement}</span>
          </span>
        </label>
        {view.tooLong && (
          <p id={`${id}-zu-lang`} role="alert" className="text-sm font-semibold text-red-700">
            {localize(CHECKOUT_MESSAGES.tooLong)}
          </p>
        )}
        {missingConsent && !consented && (
          <p id={`${id}-sofort-fehlt`} className="text-sm font-semibold text-red-700">
            {localize(REVIEW_LABELS.consentMissing)}
          </p>
        )}
        <button
          type="button"
          onClick={submit}
          // More than 24 months (§ 309 Nr. 9 lit. a BGB): the server refuses it too.
          disabled={ordering || view.tooLong}
          aria-describedby={view.tooLong ? `${id}-zu-lang` : undefined}
          className="rounded-full bg-brand-700 px-7 py-3.5 text-lg font-semibold text-white shadow-button hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {ORDER_BUTTON}
        </button>
      </div>
    </section>
  );
}

/** What is ordered, for how long, for which account, at what price, paid how. */
function ReviewSummary(props: {
  view: OrderView;
  vatNote: string;
  includes: string[];
  localize: Localize;
}) {
  const { view, vatNote, includes, localize } = props;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-ink sm:grid-cols-[auto_1fr]" data-review-summary="">
      <dt className="font-semibold">{REVIEW_LABELS.product}</dt>
      <dd>
        {REVIEW_LABELS.productName}, {view.plan}
        <ul className="mt-1 list-disc pl-5 text-sm text-muted">
          {includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
      <dt className="font-semibold">{REVIEW_LABELS.term}</dt>
      <dd>
        {localize(TERM_LABELS.length(view.months))}
        <span className="block text-sm text-muted" data-review-term="">
          {localize(TERM_LABELS.dates(view.termStart, view.termEnd))}{' '}
          {localize(TERM_LABELS.extension(view.months))}
        </span>
        {view.runningEnd && view.newEnd && (
          <span className="block text-sm font-semibold" data-review-known="">
            {localize(TERM_LABELS.known(view.runningEnd, view.newEnd))}
          </span>
        )}
      </dd>
      <dt className="font-semibold">{REVIEW_LABELS.account}</dt>
      <dd>{view.accountEmail}</dd>
      <dt className="font-semibold">{REVIEW_LABELS.total}</dt>
      <dd data-review-total="">
        {view.discounted && (
          <>
            <s className="mr-2 text-muted">{view.listPrice}</s>
            <span className="sr-only">{localize(CHECKOUT_LABELS.now)} </span>
          </>
        )}
        <strong>{view.total}</strong> {vatNote}
        {view.promoCode && (
          <span className="block text-sm text-muted">
            {localize(REVIEW_LABELS.withCode(view.promoCode))}
          </span>
        )}
      </dd>
      <dt className="font-semibold">{REVIEW_LABELS.paymentMethod}</dt>
      <dd>{view.paymentMethod}</dd>
      {view.payer.email && (
        <>
          <dt className="font-semibold">{REVIEW_LABELS.confirmationTo}</dt>
          <dd>{view.payer.email}</dd>
        </>
      )}
    </dl>
  );
}

/** The AGB, the withdrawal notice and the privacy policy, linked where the order is placed. */
function ReviewTerms() {
  return (
    <p className="text-sm text-ink">
      {REVIEW_LABELS.terms.before}{' '}
      <a href="/agb" className="font-semibold text-brand-700 underline underline-offset-2">
        {REVIEW_LABELS.terms.agb}
      </a>
      {REVIEW_LABELS.terms.notice}{' '}
      <a
        href="/widerrufsbelehrung"
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {REVIEW_LABELS.terms.withdrawal}
      </a>{' '}
      {REVIEW_LABELS.terms.and}{' '}
      <a href="/datenschutz" className="font-semibold text-brand-700 underline underline-offset-2">
        {REVIEW_LABELS.terms.privacy}
      </a>
      .
    </p>
  );
}
