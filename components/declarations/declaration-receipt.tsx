'use client';

import { useEffect, useId, useRef } from 'react';
import type { Outcome } from '@/components/declarations/use-declaration-form';
import { downloadHtml } from '@/components/form/download';
import { useCountry } from '@/components/ui/country-context';
import { DECLARATION_FORM, type ReceiptMailWords } from '@/content/declarations';
import { COUNTRY_TABLE } from '@/lib/countries/countries';
import { savedReceipt } from '@/lib/declarations/saved-receipt';

/** The receipt on the page: focused, savable as a file of its own, printable. */
export function DeclarationReceipt(props: {
  outcome: Outcome;
  /** The page's title, repeated in a saved receipt. */
  title: string;
  /** `Kuendigung`: the saved file's name before the number. */
  fileName: string;
  /** What became of the e-mail to the typed address, and what to do without it. */
  mail: ReceiptMailWords;
  startOver: { label: string; onClick: () => void };
}) {
  const { outcome, title } = props;
  const { receipt, reference } = outcome;
  const { lang } = COUNTRY_TABLE[useCountry()];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when the receipt appears: later renders leave the focus where the visitor put it.
  useEffect(() => heading.current?.focus(), []);
  const save = () =>
    downloadHtml(savedReceipt({ lang, title }, outcome), `${props.fileName}-${reference}.html`);
  return (
    <section aria-labelledby={headingId} className="space-y-5" data-receipt="">
      <h2
        id={headingId}
        tabIndex={-1}
        ref={heading}
        className="text-2xl font-semibold text-brand-900 focus:outline-none"
      >
        {receipt.heading}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-ink sm:grid-cols-[auto_1fr]">
        {receipt.lines.map((line) => (
          <div key={line.label} className="contents">
            <dt className="font-semibold">{line.label}</dt>
            <dd className="break-words">{line.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-ink">{receipt.nextSteps}</p>
      <p className="rounded-xl bg-brand-50 p-4 text-ink">
        {props.mail[outcome.mail](outcome.email)}
      </p>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          onClick={save}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {DECLARATION_FORM.save}
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          {DECLARATION_FORM.print}
        </button>
        <button
          type="button"
          onClick={props.startOver.onClick}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 underline underline-offset-4"
        >
          {props.startOver.label}
        </button>
      </div>
    </section>
  );
}
