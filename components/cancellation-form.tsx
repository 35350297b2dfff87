'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ReceiptView } from '@/lib/cancellation/receipt';
import {
  CANCELLATION_FIELDS,
  CANCELLATION_KINDS,
  CANCELLATION_MAX_CHARS,
  EMPTY_CANCELLATION,
  checkCancellation,
  parseCancellationDraft,
  unsentMessage,
  type CancellationDraft,
  type CancellationErrors,
  type CancellationField,
} from '@/lib/cancellation/request';
import { useCountry } from '@/components/country-context';
import { localizeDeep } from '@/lib/country';
import { escapeHtml } from '@/lib/html';
import { siteDate } from '@/lib/site-time';
import { useHeldActions } from '@/lib/use-held-actions';

type CancellationFormProps = {
  /** Offered when sending fails, and without JavaScript. */
  email: string;
  /** `Verträge hier kündigen`: the page's title, repeated in a saved confirmation. */
  title: string;
};

type Outcome = { reference: string; receipt: ReceiptView; mailed: boolean; email: string };

const DRAFT_KEY = 'kuendigung-entwurf';
const OUTCOME_KEY = 'kuendigung-bestaetigung';

function session() {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function store(key: string, value: unknown) {
  try {
    session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the values still live in the form.
  }
}

function storedOutcome(): Outcome | null {
  try {
    const value = JSON.parse(session()?.getItem(OUTCOME_KEY) ?? 'null') as Outcome | null;
    return value && typeof value.reference === 'string' && Array.isArray(value.receipt?.lines)
      ? value
      : null;
  } catch {
    return null;
  }
}

const fieldClass =
  'mt-1 block w-full rounded-xl border border-brand-100 bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-700';

/** The form of § 312k Abs. 3 BGB, ending in `Jetzt kündigen`, and the confirmation it earns. */
export function CancellationForm({ email, title }: CancellationFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CancellationDraft>(EMPTY_CANCELLATION);
  const [errors, setErrors] = useState<CancellationErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const country = useCountry();
  // Our words get Swiss spelling on Swiss pages; what the visitor typed never does.
  const l = (text: string) => localizeDeep(text, country);

  // What was typed before the scripts ran wins over a stored draft, which
  // fills only the empty fields; a confirmation already earned is shown again.
  useEffect(() => {
    setOutcome(storedOutcome());
    const form = formRef.current;
    if (form) {
      const stored = parseCancellationDraft(session()?.getItem(DRAFT_KEY) ?? null);
      const typed = new FormData(form);
      const next = { ...EMPTY_CANCELLATION };
      for (const field of CANCELLATION_FIELDS) {
        // The server's form holds the defaults (as soon as possible): only a change is typed.
        const value = typed.get(field);
        const changed = typeof value === 'string' && value !== EMPTY_CANCELLATION[field];
        next[field] = changed ? value : stored?.[field] || next[field];
      }
      setDraft(next);
    }
    setReady(true);
  }, []);
  // `Jetzt kündigen` before the scripts ran is given now, with what was typed.
  useHeldActions(formRef);

  function update(field: CancellationField, value: string) {
    setDraft((previous) => {
      const next = { ...previous, [field]: value };
      store(DRAFT_KEY, next);
      return next;
    });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function focusFirst(found: CancellationErrors) {
    const first = CANCELLATION_FIELDS.find((field) => found[field]);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    const target = element instanceof RadioNodeList ? (element[0] as HTMLElement) : element;
    (target as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = checkCancellation(draft, siteDate(new Date()));
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/kuendigung', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(draft),
      });
      const body = (await response.json().catch(() => ({}))) as {
        reference?: string;
        receipt?: ReceiptView;
        mailed?: boolean;
        errors?: CancellationErrors;
        message?: string;
      };
      if (response.ok && body.receipt && body.reference) {
        const next = {
          reference: body.reference,
          receipt: body.receipt,
          mailed: body.mailed === true,
          email: checked.value.email,
        };
        store(OUTCOME_KEY, next);
        session()?.removeItem(DRAFT_KEY);
        setOutcome(next);
        return;
      }
      if (body.errors) {
        setErrors(body.errors);
        focusFirst(body.errors);
        return;
      }
      setFailure(body.message ?? l(unsentMessage(email)));
    } catch {
      setFailure(l(unsentMessage(email)));
    } finally {
      setSending(false);
    }
  }

  function startOver() {
    session()?.removeItem(OUTCOME_KEY);
    setDraft(EMPTY_CANCELLATION);
    setOutcome(null);
  }

  if (outcome) {
    return <Confirmation outcome={outcome} title={title} onStartOver={startOver} />;
  }

  const described = (field: CancellationField, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint, errors[field] ? `${id}-${field}-fehler` : undefined].filter(Boolean).join(' ') ||
      undefined,
  });
  const fieldError = (field: CancellationField) =>
    errors[field] ? (
      <p id={`${id}-${field}-fehler`} className="mt-1 text-sm font-semibold text-red-700">
        {l(errors[field])}
      </p>
    ) : null;
  const text = (field: CancellationField) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, event.currentTarget.value),
    className: fieldClass,
  });
  const today = ready ? siteDate(new Date()) : undefined;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6" aria-busy={sending}>
      <fieldset aria-describedby={errors.kind ? `${id}-kind-fehler` : undefined}>
        <legend className="font-semibold text-ink">Wie möchten Sie kündigen?</legend>
        <div className="mt-2 space-y-2">
          {(Object.keys(CANCELLATION_KINDS) as (keyof typeof CANCELLATION_KINDS)[]).map((kind) => (
            <Choice
              key={kind}
              name="kind"
              value={kind}
              checked={draft.kind === kind}
              invalid={Boolean(errors.kind)}
              onChange={() => update('kind', kind)}
            >
              {kind === 'ordinary' ? (
                <>
                  <span className="font-semibold">Ordentlich</span>: zum Ende des Vertrags oder zum
                  gewünschten Zeitpunkt
                </>
              ) : (
                <>
                  <span className="font-semibold">{l('Außerordentlich')}</span> aus wichtigem Grund,
                  mit Angabe des Grundes
                </>
              )}
            </Choice>
          ))}
        </div>
        {fieldError('kind')}
      </fieldset>

      {draft.kind === 'extraordinary' && (
        <div>
          <label htmlFor={`${id}-reason`} className="font-semibold text-ink">
            {l('Grund der außerordentlichen Kündigung')}
          </label>
          <textarea
            {...text('reason')}
            {...described('reason', `${id}-reason-count`)}
            rows={4}
            maxLength={CANCELLATION_MAX_CHARS.reason}
          />
          <p id={`${id}-reason-count`} className="mt-1 text-right text-sm text-muted">
            {draft.reason.length} von höchstens {CANCELLATION_MAX_CHARS.reason} Zeichen
          </p>
          {fieldError('reason')}
        </div>
      )}

      <div>
        <label htmlFor={`${id}-name`} className="font-semibold text-ink">
          Ihr Name
        </label>
        <input
          {...text('name')}
          {...described('name')}
          type="text"
          autoComplete="name"
          maxLength={CANCELLATION_MAX_CHARS.name}
        />
        {fieldError('name')}
      </div>

      <div>
        <label htmlFor={`${id}-email`} className="font-semibold text-ink">
          Ihre E-Mail-Adresse
        </label>
        <p id={`${id}-email-hint`} className="text-sm text-muted">
          Dorthin senden wir die Bestätigung Ihrer Kündigung.
        </p>
        <input
          {...text('email')}
          {...described('email', `${id}-email-hint`)}
          type="email"
          autoComplete="email"
          maxLength={CANCELLATION_MAX_CHARS.email}
        />
        {fieldError('email')}
      </div>

      <div>
        <label htmlFor={`${id}-contract`} className="font-semibold text-ink">
          Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos
        </label>
        <p id={`${id}-contract-hint`} className="text-sm text-muted">
          Die Bestellnummer steht in Ihrer Bestellbestätigung. Ohne sie genügt die E-Mail-Adresse
          des Kontos.
        </p>
        <input
          {...text('contract')}
          {...described('contract', `${id}-contract-hint`)}
          type="text"
          autoComplete="off"
          maxLength={CANCELLATION_MAX_CHARS.contract}
        />
        {fieldError('contract')}
      </div>

      <fieldset aria-describedby={errors.date ? `${id}-date-fehler` : undefined}>
        <legend className="font-semibold text-ink">Zu wann möchten Sie kündigen?</legend>
        <div className="mt-2 space-y-2">
          <Choice
            name="when"
            value="asap"
            checked={draft.when !== 'date'}
            onChange={() => update('when', 'asap')}
          >
            So bald wie möglich
          </Choice>
          <Choice
            name="when"
            value="date"
            checked={draft.when === 'date'}
            onChange={() => update('when', 'date')}
          >
            Zu einem bestimmten Datum
          </Choice>
        </div>
        {draft.when === 'date' && (
          <div className="mt-3">
            <label htmlFor={`${id}-date`} className="font-semibold text-ink">
              Gewünschtes Datum
            </label>
            <input
              {...text('date')}
              {...described('date')}
              type="date"
              min={today}
              className={`${fieldClass} desktop:w-60`}
            />
          </div>
        )}
        {fieldError('date')}
      </fieldset>

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

      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-full bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70 desktop:w-auto"
      >
        Jetzt kündigen
      </button>
      <p role="status" className="text-sm text-muted">
        {sending ? 'Ihre Kündigung wird gesendet …' : ''}
      </p>
      <noscript>
        <p className="rounded-xl bg-brand-50 p-4 text-ink">
          Ohne JavaScript können Sie das Formular nicht senden. Kündigen Sie dann bitte per E-Mail
          an {email}.
        </p>
      </noscript>
    </form>
  );
}

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  invalid?: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-brand-100 bg-white p-3 has-[:checked]:border-brand-600">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        aria-invalid={props.invalid || undefined}
        className="mt-1 size-4 accent-brand-700"
      />
      <span>{props.children}</span>
    </label>
  );
}

function Confirmation({
  outcome,
  title,
  onStartOver,
}: {
  outcome: Outcome;
  title: string;
  onStartOver: () => void;
}) {
  const { receipt, reference } = outcome;
  function save() {
    const blob = new Blob([savedDocument(title, outcome)], { type: 'text/html;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `Kuendigung-${reference}.html`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return (
    <section
      aria-labelledby="kuendigung-bestaetigt"
      className="space-y-5"
      data-cancellation-receipt=""
    >
      <h2
        id="kuendigung-bestaetigt"
        tabIndex={-1}
        ref={(element) => element?.focus()}
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
        {outcome.mailed
          ? `Eine Eingangsbestätigung mit Art, Zeitpunkt und Eingangsnummer Ihrer Kündigung haben wir an ${outcome.email} gesendet.`
          : 'Die Bestätigung per E-Mail konnten wir gerade nicht senden. Ihre Kündigung ist trotzdem bei uns eingegangen: Bitte speichern Sie diese Bestätigung.'}{' '}
        Sie können diese Seite auch speichern oder drucken.
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
          onClick={onStartOver}
          className="rounded-full px-6 py-3 font-semibold text-brand-700 underline underline-offset-4"
        >
          Einen weiteren Vertrag kündigen
        </button>
      </div>
    </section>
  );
}

/** The confirmation as a file of its own, readable without the site. */
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
