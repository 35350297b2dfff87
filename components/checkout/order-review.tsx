'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocalize } from '@/components/ui/use-localize';
import type { OrderView } from '@/lib/checkout/checkout-state';
import type { Country } from '@/lib/site';

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

export const ORDER_BUTTON = 'Jetzt zahlungspflichtig bestellen';

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
  const l = useLocalize(country);

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
        Ihre Bestellung prüfen
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>{l('Zeitraum, Rechenweg-Konto und Rabattcode wählen')}</li>
        <li>{l('Zahlungsart bei PayPal wählen und bestätigen')}</li>
        <li>
          {l(
            `Bestellung hier prüfen und mit „${ORDER_BUTTON}“ abschicken: erst damit kommt der Vertrag zustande`,
          )}
        </li>
      </ol>
      <dl className="grid gap-x-6 gap-y-2 text-ink sm:grid-cols-[auto_1fr]" data-review-summary="">
        <dt className="font-semibold">Produkt</dt>
        <dd>
          Rechenweg Premium, {view.plan}
          <ul className="mt-1 list-disc pl-5 text-sm text-muted">
            {texts.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">Laufzeit</dt>
        <dd>
          {view.termStart} bis {view.termEnd}
          {l(', endet von selbst, kein Abo')}
          <span className="block text-sm text-muted">
            {l('Hat das Konto schon Premium, schließt der Zeitraum an dessen Ende an.')}
          </span>
        </dd>
        <dt className="font-semibold">Premium für</dt>
        <dd>{view.accountEmail}</dd>
        <dt className="font-semibold">Gesamtpreis</dt>
        <dd data-review-total="">
          {view.discounted && (
            <>
              <s className="mr-2 text-muted">{view.listPrice}</s>
              <span className="sr-only">{l('jetzt')} </span>
            </>
          )}
          <strong>{view.total}</strong> {vatNote}
          {view.promoCode && (
            <span className="block text-sm text-muted">
              {l(`mit Rabattcode ${view.promoCode}`)}
            </span>
          )}
        </dd>
        <dt className="font-semibold">Zahlungsart</dt>
        <dd>{view.paymentMethod}</dd>
        {view.payer.email && (
          <>
            <dt className="font-semibold">Bestätigung an</dt>
            <dd>{view.payer.email}</dd>
          </>
        )}
      </dl>
      <p className="text-sm text-ink">
        {l('Stimmt etwas nicht? Sie können jede Angabe noch korrigieren:')}{' '}
        <button
          type="button"
          onClick={onChange}
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Angaben ändern
        </button>
      </p>
      <p className="text-sm text-ink">
        Es gelten unsere{' '}
        <a href="/agb" className="font-semibold text-brand-700 underline underline-offset-2">
          AGB
        </a>
        . Bitte beachten Sie die{' '}
        <a
          href="/widerrufsbelehrung"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Widerrufsbelehrung
        </a>{' '}
        und die{' '}
        <a
          href="/datenschutz"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Datenschutzerklärung
        </a>
        .
      </p>
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
        {missingConsent && !consented && (
          <p id={`${id}-sofort-fehlt`} className="text-sm font-semibold text-red-700">
            {l('Bitte bestätigen Sie, dass Premium sofort beginnen soll.')}
          </p>
        )}
        <button
          type="button"
          onClick={submit}
          disabled={ordering}
          className="rounded-full bg-brand-700 px-7 py-3.5 text-lg font-semibold text-white shadow-lg shadow-brand-700/20 hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {ORDER_BUTTON}
        </button>
      </div>
    </section>
  );
}
