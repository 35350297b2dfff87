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
import { useFormDraft } from '@/components/form/use-form-draft';
import { modelListeners, useFormModel } from '@/components/form/use-form-model';
import { useHeldActions } from '@/components/form/use-held-actions';
import { useCountry } from '@/components/ui/country-context';
import { useLocalize } from '@/components/ui/use-localize';

// What the forms of a declaration (`Jetzt kündigen`, `Widerruf bestätigen`)
// share: what was typed survives a reload and a failed send (the draft store),
// the rules are the endpoint's own schema (the form model), the button given
// before the scripts ran is given once they run, and the receipt stays on the
// page, savable and printable, until the visitor starts over. The send is a
// TanStack Query mutation that is never retried: each send the server takes
// is a declaration of its own, with its own reference and mails.

export type { Errors, Outcome };

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
  fields: readonly Field[];
  parseDraft: (stored: string | null) => Record<Field, string> | null;
  /** Loads the form's schema (lib/declarations/schema.ts), the one its endpoint checks with. */
  schema: Parameters<typeof useFormModel>[1]['schema'];
  endpoint: string;
  /** sessionStorage keys of the draft and of the receipt. */
  draftKey: string;
  outcomeKey: string;
  /** The message when sending fails, in our words. */
  unsent: string;
}) {
  const { fields, outcomeKey } = options;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const [unloaded, setUnloaded] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const draft = useFormDraft(formRef, { key: options.draftKey, fields, parse: options.parseDraft });
  const model = useFormModel<{ email: string }>(formRef, { schema: options.schema });
  const send = useMutation({
    mutationFn: (sent: { draft: Record<Field, string>; email: string }) =>
      sendDeclaration(options.endpoint, sent.draft, sent.email),
    // Here rather than in `mutate`'s callbacks, which a page left meanwhile
    // never calls: back on it, the visitor finds the receipt.
    onSuccess(answer) {
      if (!answer.ok) return;
      try {
        sessionStore()?.setItem(outcomeKey, JSON.stringify(answer.outcome));
      } catch {
        // Storage full or off: the receipt is on the page and in the mail.
      }
      draft.clear();
    },
  });
  // Our words get Swiss spelling on Swiss pages; what the visitor typed never does.
  const localize = useLocalize(useCountry());

  // Session storage exists only in the browser, after the render the server's
  // HTML hydrates; a receipt already earned is shown again. Without one the
  // state stays as it is: no second render of the form at load.
  useEffect(() => {
    const stored = storedOutcome(outcomeKey);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setOutcome(stored);
  }, [outcomeKey]);
  // The button given before the scripts ran is given now, with what was typed.
  useHeldActions(formRef);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    send.reset();
    setUnloaded(false);
    checking.current = true;
    try {
      const checked = await model.check();
      const typed = draft.save();
      if (!checked || !typed) return;
      send.mutate(
        { draft: typed, email: checked.email },
        {
          onSuccess: (answer) =>
            answer.ok ? setOutcome(answer.outcome) : model.refuse(answer.errors),
        },
      );
    } catch {
      // The rules' script could not be loaded: nothing was sent, as when the network fails.
      setUnloaded(true);
    } finally {
      checking.current = false;
    }
  }

  function startOver() {
    sessionStore()?.removeItem(outcomeKey);
    send.reset();
    draft.clear();
    setOutcome(null);
  }

  const errors = model.errors as Errors<Field>;
  const failed = send.isError || unloaded;
  return {
    id,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      ...modelListeners(model, draft),
      'aria-busy': send.isPending,
    },
    values: draft.values,
    errors,
    failure: failed ? send.error?.message || localize(options.unsent) : null,
    sending: send.isPending,
    outcome,
    localize,
    startOver,
    ...fieldPropsOf({ id, errors, localize }),
  };
}

export type DeclarationForm<Field extends string> = ReturnType<typeof useDeclarationForm<Field>>;
