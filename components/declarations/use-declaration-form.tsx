'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FIELD_CLASS } from '@/components/form/field-class';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { useCountry } from '@/components/ui/country-context';
import { useLocalize } from '@/components/ui/use-localize';
import { RECEIPT_MAILS, type ReceiptMail } from '@/content/declarations';
import type { ReceiptView } from '@/lib/declarations/receipt';

// What the forms of a declaration (`Jetzt kündigen`, `Widerruf bestätigen`)
// share: what was typed survives a reload and a failed send, the button given
// before the scripts ran is given once they run, and the receipt stays on the
// page, savable and printable, until the visitor starts over.

export type Outcome = { reference: string; receipt: ReceiptView; mail: ReceiptMail; email: string };

/**
 * What became of the receipt's e-mail, from an answer or a stored receipt. One
 * stored before `mail` existed says only `mailed`, which meant stored in the
 * outbox, not yet sent.
 */
function receiptMailOf({ mail, mailed }: { mail?: unknown; mailed?: unknown }): ReceiptMail {
  if (RECEIPT_MAILS.includes(mail as ReceiptMail)) return mail as ReceiptMail;
  return mailed === true ? 'pending' : 'limited';
}

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
      ? { ...value, mail: receiptMailOf(value) }
      : null;
  } catch {
    return null;
  }
}

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
  const l = useLocalize(country);

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
        mailed?: boolean;
        errors?: Errors<Field>;
        message?: string;
      };
      if (response.ok && body.receipt && body.reference) {
        const next = {
          reference: body.reference,
          receipt: body.receipt,
          mail: receiptMailOf(body),
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
    className: `mt-1 ${FIELD_CLASS}`,
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

export type DeclarationForm<Field extends string> = ReturnType<typeof useDeclarationForm<Field>>;
