'use client';

import { useId } from 'react';
import { downloadHtml } from '@/components/form/download';
import { useLocalize } from '@/components/ui/use-localize';
import type { OrderView } from '@/lib/checkout/checkout-state';
import { WITHDRAWAL_PATH } from '@/lib/routing/pages';
import type { Country } from '@/lib/site';

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
  const l = useLocalize(country);
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
        Zahlung erhalten, Premium wird freigeschaltet
      </h2>
      <dl className="mt-4 grid gap-2 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Bestellnummer</dt>
        <dd className="font-mono">{view.orderId}</dd>
        <dt className="font-semibold">Premium</dt>
        <dd>
          {view.plan}, {view.termStart} bis {view.termEnd}
        </dd>
        <dt className="font-semibold">Rechenweg-Konto</dt>
        <dd>{view.accountEmail}</dd>
        <dt className="font-semibold">Betrag</dt>
        <dd>{view.total}</dd>
        <dt className="font-semibold">Bezahlt mit</dt>
        <dd>{view.paymentMethod}</dd>
      </dl>
      <p className="mt-4 leading-relaxed text-ink">
        {l(
          `Premium wird in den nächsten Minuten für das Konto ${view.accountEmail} freigeschaltet; beim nächsten Anmelden ist es da. Ihre Bestellbestätigung mit den Vertragsbedingungen schicken wir ${view.payer.email ? `an ${view.payer.email}` : 'per E-Mail'}. Fragen beantworten wir gern unter ${contactEmail}.`,
        )}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {view.confirmation && (
          <button
            type="button"
            onClick={() =>
              downloadHtml(view.confirmation!, `Bestellbestaetigung-${view.orderId}.html`)
            }
            className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            Bestellbestätigung speichern
          </button>
        )}
        {/* § 356a BGB: the withdrawal function where the buyer looks right after buying. */}
        <a
          href={WITHDRAWAL_PATH}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50"
        >
          Vertrag widerrufen
        </a>
      </div>
      <p className="mt-3 text-sm text-muted">
        {l(
          'Innerhalb von vierzehn Tagen können Sie den Vertrag ohne Angabe von Gründen widerrufen; wie, steht in der Widerrufsbelehrung in Ihrer Bestellbestätigung.',
        )}
      </p>
    </section>
  );
}
