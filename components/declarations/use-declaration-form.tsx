'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fieldPropsOf } from '@/components/declarations/field-props';
import {
  receiptMailOf,
  sendDeclaration,
  type Errors,
  type Outcome,
} from '@/components/declarations/send-declaration';
import { sessionStore } from '@/components/form/session-storage';
import { useHeldActions } from '@/components/form/use-held-actions';
import { useCountry } from '@/components/ui/country-context';
import { useLocalize } from '@/components/ui/use-localize';

// What the forms of a declaration (`Jetzt kündigen`, `Widerruf bestätigen`)
// share: what was typed survives a reload and a failed send, the button given
// before the scripts ran is given once they run, and the receipt stays on the
// page, savable and printable, until the visitor starts over. The send is a
// TanStack Query mutation that is never retried: each send the server takes
// is a declaration of its own, with its own reference and mails.

export type { Errors, Outcome };

type Check<Field extends string> = (
  draft: Record<Field, string>,
) => { ok: true; value: { email: string } } | { ok: false; errors: Errors<Field> };

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

/**
 * What was typed before the scripts ran wins over a stored draft, which fills
 * only the empty fields. The server's form holds the defaults: only a change
 * is typed.
 */
function restoredDraft<Field extends string>(
  form: HTMLFormElement,
  fields: readonly Field[],
  empty: Record<Field, string>,
  stored: Record<Field, string> | null,
) {
  const typed = new FormData(form);
  const next = { ...empty };
  for (const field of fields) {
    const value = typed.get(field);
    const changed = typeof value === 'string' && value !== empty[field];
    next[field] = changed ? value : stored?.[field] || next[field];
  }
  return next;
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
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useMutation({
    mutationFn: (sent: { draft: Record<Field, string>; email: string }) =>
      sendDeclaration(options.endpoint, sent.draft, sent.email),
    // Here rather than in `mutate`'s callbacks, which a page left meanwhile
    // never calls: back on it, the visitor finds the receipt.
    onSuccess(answer) {
      if (!answer.ok) return;
      store(outcomeKey, answer.outcome);
      sessionStore()?.removeItem(draftKey);
    },
  });
  // Our words get Swiss spelling on Swiss pages; what the visitor typed never does.
  const localize = useLocalize(useCountry());

  // Session storage exists only in the browser, after the render the server's
  // HTML hydrates; a receipt already earned is shown again.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOutcome(storedOutcome(outcomeKey));
    const form = formRef.current;
    const stored = options.parseDraft(sessionStore()?.getItem(draftKey) ?? null);
    if (form) setDraft(restoredDraft(form, fields, empty, stored));
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

  function refuse(found: Errors<Field>) {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    const target = element instanceof RadioNodeList ? (element[0] as HTMLElement) : element;
    (target as HTMLElement | null)?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    send.reset();
    const checked = options.check(draft);
    if (!checked.ok) return refuse(checked.errors);
    send.mutate(
      { draft, email: checked.value.email },
      { onSuccess: (answer) => (answer.ok ? setOutcome(answer.outcome) : refuse(answer.errors)) },
    );
  }

  function startOver() {
    sessionStore()?.removeItem(outcomeKey);
    send.reset();
    setDraft(empty);
    setOutcome(null);
  }

  return {
    id,
    formRef,
    draft,
    errors,
    failure: send.isError ? send.error.message || localize(options.unsent) : null,
    sending: send.isPending,
    ready,
    outcome,
    localize,
    update,
    onSubmit,
    startOver,
    ...fieldPropsOf({ id, draft, errors, update, localize }),
  };
}

export type DeclarationForm<Field extends string> = ReturnType<typeof useDeclarationForm<Field>>;
