'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { downloadHtml } from '@/components/form/download';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { useCountry } from '@/components/ui/country-context';
import type { ReceiptView } from '@/lib/declarations/receipt';
import { escapeHtml } from '@/lib/html';
import { localizeDeep } from '@/lib/routing/country';

// What the forms of a declaration (`Jetzt kündigen`, `Widerruf bestätigen`)
// share: what was typed survives a reload and a failed send, the button given
// before the scripts ran is given once they run, and the receipt stays on the
// page, savable and printable, until the visitor starts over.

type Outcome = { reference: string; receipt: ReceiptView; mailed: boolean; email: string };

type Check<Field extends string> = (
  draft: Record<Field, string>,
) => { ok: true; value: { email: string } } | { ok: false; errors: Errors<Field> };

export type Errors<Field extends string> = Partial<Record<Field, string>>;

function store(key: string, value: unknown) {
  try {
    sessionStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the values still live in the form.
  }
}

function storedOutcome(key: string): Outcome | null {
  try {
    const value = JSON.parse(sessionStore()?.getItem(key) ?? 'null') as Outcome | null;
    return value && typeof value.reference === 'string' && Array.isArray(value.receipt?.lines)
      ? value
      : null;
  } catch {
    return null;
  }
}

export const fieldClass =
  'mt-1 block w-full rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700';

export function useDeclarationForm<Field extends string>(options: {
  /** In the order the form shows them: the first wrong one gets the focus. */
  fields: readonly Field[];
  empty: Record<Field, string>;
  parseDraft: (stored: string | null) => Record<Field, string> | null;
  check: Check<Field>;
  endpoint: string;
  /** sessionStorage keys of the draft and of the receipt. */
  draftKey: string;
  outcomeKey: string;
  /** The message when sending fails, in our words. */
  unsent: string;
}) {
  const { fields, empty, draftKey, outcomeKey } = options;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const country = useCountry();
  // Our words get Swiss spelling on Swiss pages; what the visitor typed never does.
  const l = (text: string) => localizeDeep(text, country);

  // What was typed before the scripts ran wins over a stored draft, which
  // fills only the empty fields; a receipt already earned is shown again.
  // Session storage exists only in the browser, after the render the server's HTML hydrates.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOutcome(storedOutcome(outcomeKey));
    const form = formRef.current;
    if (form) {
      const stored = options.parseDraft(sessionStore()?.getItem(draftKey) ?? null);
      const typed = new FormData(form);
      const next = { ...empty };
      for (const field of fields) {
        // The server's form holds the defaults: only a change is typed.
        const value = typed.get(field);
        const changed = typeof value === 'string' && value !== empty[field];
        next[field] = changed ? value : stored?.[field] || next[field];
      }
      setDraft(next);
    }
    setReady(true);
    // The options are constants of the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The button given before the scripts ran is given now, with what was typed.
  useHeldActions(formRef);

  function update(field: Field, value: string) {
    setDraft((previous) => {
      const next = { ...previous, [field]: value };
      store(draftKey, next);
      return next;
    });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function focusFirst(found: Errors<Field>) {
    const first = fields.find((field) => found[field]);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    const target = element instanceof RadioNodeList ? (element[0] as HTMLElement) : element;
    (target as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = options.check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setSending(true);
    try {
      const response = await fetch(options.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(draft),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<Outcome> & {
        errors?: Errors<Field>;
        message?: string;
      };
      if (response.ok && body.receipt && body.reference) {
        const next = {
          reference: body.reference,
          receipt: body.receipt,
          mailed: body.mailed === true,
          email: checked.value.email,
        };
        store(outcomeKey, next);
        sessionStore()?.removeItem(draftKey);
        setOutcome(next);
        return;
      }
      if (body.errors) {
        setErrors(body.errors);
        focusFirst(body.errors);
        return;
      }
      setFailure(body.message ?? l(options.unsent));
    } catch {
      setFailure(l(options.unsent));
    } finally {
      setSending(false);
    }
  }

  function startOver() {
    sessionStore()?.removeItem(outcomeKey);
    setDraft(empty);
    setOutcome(null);
  }

  const described = (field: Field, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint, errors[field] ? `${id}-${field}-fehler` : undefined].filter(Boolean).join(' ') ||
      undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-fehler`} className="mt-1 text-sm font-semibold text-red-700">
        {l(errors[field])}
      </p>
    ) : null;
  const text = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, event.currentTarget.value),
    className: fieldClass,
  });

  return {
    id,
    formRef,
    draft,
    errors,
    failure,
    sending,
    ready,
    outcome,
    l,
    update,
    onSubmit,
    startOver,
    described,
    fieldError,
    text,
  };
}

type DeclarationForm<Field extends string> = ReturnType<typeof useDeclarationForm<Field>>;

/** A text field with its label, an optional hint and its error. */
export function DeclarationField<Field extends string>(props: {
  form: DeclarationForm<Field>;
  field: Field;
  label: string;
  hint?: string;
  type: 'text' | 'email';
  autoComplete: string;
  maxLength: number;
}) {
  const { form, field } = props;
  const hintId = props.hint ? `${form.id}-${field}-hint` : undefined;
  return (
    <div>
      <label htmlFor={`${form.id}-${field}`} className="font-semibold text-ink">
        {props.label}
      </label>
      {props.hint && (
        <p id={hintId} className="text-sm text-muted">
          {props.hint}
        </p>
      )}
      <input
        {...form.text(field)}
        {...form.described(field, hintId)}
        type={props.type}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
      />
      {form.fieldError(field)}
    </div>
  );
}

type IdentityField = 'name' | 'email' | 'contract';

/**
 * What identifies the declarer and the contract, alike on every declaration:
 * the name, the address for the receipt, the order number or account.
 */
export function IdentityFields<Field extends string>(props: {
  form: DeclarationForm<Field | IdentityField>;
  maxChars: Record<IdentityField, number>;
  /** What the receipt confirms, in the e-mail field's hint. */
  emailHint: string;
}) {
  const { form, maxChars } = props;
  return (
    <>
      <DeclarationField
        form={form}
        field="name"
        label="Ihr Name"
        type="text"
        autoComplete="name"
        maxLength={maxChars.name}
      />
      <DeclarationField
        form={form}
        field="email"
        label="Ihre E-Mail-Adresse"
        hint={props.emailHint}
        type="email"
        autoComplete="email"
        maxLength={maxChars.email}
      />
      <DeclarationField
        form={form}
        field="contract"
        label="Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos"
        hint="Die Bestellnummer steht in Ihrer Bestellbestätigung. Ohne sie genügt die E-Mail-Adresse des Kontos."
        type="text"
        autoComplete="off"
        maxLength={maxChars.contract}
      />
    </>
  );
}

/** The errors and the failed send above the button, announced as they appear. */
export function DeclarationAlerts({ errors, failure }: { errors: object; failure: string | null }) {
  return (
    <>
      {Object.values(errors).some(Boolean) && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 font-semibold text-red-800">
          Bitte prüfen Sie die markierten Angaben.
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}
    </>
  );
}

export function DeclarationButton(props: {
  sending: boolean;
  sendingText: string;
  children: ReactNode;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={props.sending}
        className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 desktop:w-auto"
      >
        {props.children}
      </button>
      <p role="status" className="text-sm text-muted">
        {props.sending ? props.sendingText : ''}
      </p>
    </>
  );
}

/** The receipt on the page: focused, savable as a file of its own, printable. */
export function DeclarationReceipt(props: {
  outcome: Outcome;
  /** The page's title, repeated in a saved receipt. */
  title: string;
  /** `Kuendigung`: the saved file's name before the number. */
  fileName: string;
  /** What the e-mail to the typed address carried, and what to do without it. */
  mailed: (email: string) => string;
  unmailed: string;
  startOver: { label: string; onClick: () => void };
}) {
  const { outcome, title } = props;
  const { receipt, reference } = outcome;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when the receipt appears: later renders leave the focus where the visitor put it.
  useEffect(() => heading.current?.focus(), []);
  const save = () =>
    downloadHtml(savedDocument(title, outcome), `${props.fileName}-${reference}.html`);
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
        {outcome.mailed ? props.mailed(outcome.email) : props.unmailed} Sie können diese Seite auch
        speichern oder drucken.
      </p>
      <div className="flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          onClick={save}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          Bestätigung speichern
        </button>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          Drucken
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

/** The receipt as a file of its own, readable without the site. */
function savedDocument(title: string, { receipt, mailed, email }: Outcome): string {
  const rows = receipt.lines
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('');
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    `<title>${escapeHtml(`${receipt.heading} – ${title}`)}</title></head><body>`,
    `<h1>${escapeHtml(receipt.heading)}</h1><dl>${rows}</dl>`,
    `<p>${escapeHtml(receipt.nextSteps)}</p>`,
    mailed ? `<p>${escapeHtml(`Bestätigung per E-Mail an ${email} gesendet.`)}</p>` : '',
    '</body></html>',
  ].join('\n');
}
