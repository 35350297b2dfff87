'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FormControl, FormControlOptions } from '@/components/form/form-control';
import { sameValues } from '@/components/form/same-values';

/** The loaded module: the control and what shows its findings, off the page's first load. */
type FormControlModule = typeof import('@/components/form/form-control');

// A form's model: react-hook-form's control over the island's uncontrolled
// fields, checked by the form's zod schema (lib/<feature>/schema.ts, the same
// one its endpoint checks with). Neither library is part of a page's first
// load: the control and the schema load with the visitor's first touch of the
// form (`preload`: a focus or a press in it), and a check before they are there
// waits for them. A submission before the island hydrated is held by the head
// script meanwhile (components/form/held-actions.ts).

/** Each refused field's message, by name. */
export type FieldErrors = Partial<Record<string, string>>;

type Loaded = {
  form: HTMLFormElement;
  control: FormControl;
  unsubscribe: () => void;
  tools: FormControlModule;
};

/**
 * How a form uses it:
 *
 *   const model = useFormModel(formRef, {
 *     schema: () => import('@/lib/contact/schema').then((m) => () => m.contactSchema),
 *   });
 *   <form ref={formRef} {...modelListeners(model, draft)} onSubmit={…await model.check()…}>
 *
 * Once hydrated the form is `novalidate`: the schema checks instead of the
 * browser. Its server HTML keeps the browser's own check for a visitor
 * without scripts, unless its endpoint answers such posts itself (the
 * declarations write `noValidate` into their markup).
 *
 * `check()` gives the schema's output, or null after showing what is wrong
 * and focusing the first wrong field; `errors` are the messages under the
 * fields; `refuse` shows the ones the server found.
 */
export function useFormModel<Values>(
  formRef: RefObject<HTMLFormElement | null>,
  options: {
    /** Loads the form's schema module; resolves to what gives the schema at a check. */
    schema: () => Promise<FormControlOptions['schema']>;
    /**
     * Shows the messages through the browser's own bubble (the contact form)
     * instead of under the fields: each field's validationMessage, the first
     * wrong one focused with its bubble.
     */
    native?: boolean;
  },
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const loaded = useRef<Loaded | null>(null);
  const loading = useRef<{ form: HTMLFormElement; control: Promise<Loaded> } | null>(null);

  /** The control over the form on the page now: a form rendered anew gets a new one. */
  const control = useCallback((): Promise<Loaded> => {
    const form = formRef.current!;
    if (loading.current?.form === form) return loading.current.control;
    const next = Promise.all([import('@/components/form/form-control'), options.schema()])
      .then(([tools, schema]) => {
        loaded.current?.unsubscribe();
        const rhf = tools.formControlOf(form, { schema });
        const unsubscribe = rhf.subscribe({
          formState: { errors: true },
          callback: (state) => {
            const messages: FieldErrors = {};
            for (const [name, error] of Object.entries(state.errors ?? {})) {
              messages[name] = error?.message as string | undefined;
            }
            setErrors((current) => (sameValues(current, messages) ? current : messages));
          },
        });
        return (loaded.current = { form, control: rhf, unsubscribe, tools });
      })
      .catch((error: unknown) => {
        // A chunk that could not load is asked for again at the next touch.
        loading.current = null;
        throw error;
      });
    loading.current = { form, control: next };
    return next;
    // The options are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formRef]);

  useEffect(() => () => loaded.current?.unsubscribe(), []);
  // After every render: a form rendered anew is a new element.
  useEffect(() => {
    formRef.current?.setAttribute('novalidate', '');
  });

  const focusWhenShown = useFocusWhenShown(loaded);

  const preload = useCallback(() => {
    control().catch(() => {
      // Told at the check, which asks again.
    });
  }, [control]);

  /** The schema's output for what the fields hold, or null once the wrong ones are shown. */
  const check = useCallback(async (): Promise<Values | null> => {
    const { form, control: rhf, tools } = await control();
    // The fields are uncontrolled: the control takes what they hold now.
    for (const name of Object.keys(rhf.getValues())) {
      const item = form.elements.namedItem(name) as { value: string } | null;
      if (item) rhf.setValue(name, item.value);
    }
    let valid: Values | null = null;
    await rhf.handleSubmit((values) => {
      valid = values as Values;
    })();
    if (options.native) tools.reportNatively(form, rhf);
    else if (!valid) focusWhenShown(tools.firstWrongField(rhf));
    return valid;
    // The options are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [control, focusWhenShown]);

  /** A changed field's message goes until the next check. */
  const clear = useCallback(
    (field: EventTarget) => {
      const { name } = field as HTMLInputElement;
      if (!name || !loaded.current) return;
      loaded.current.control.clearErrors(name);
      if (options.native) (field as HTMLInputElement).setCustomValidity?.('');
    },
    [options.native],
  );

  /** What the server refused, under its fields in the order the form shows them; the first one focused. */
  const refuse = useCallback(
    (found: FieldErrors) => {
      const rhf = loaded.current?.control;
      if (!rhf) return;
      const names = Object.keys(rhf.getValues()).filter((name) => found[name]);
      for (const name of names) rhf.setError(name, { type: 'server', message: found[name] });
      focusWhenShown(names[0]);
    },
    [focusWhenShown],
  );

  return { errors, preload, check, clear, refuse };
}

/**
 * Focuses a form's field once its message has rendered, where react-hook-form would focus it
 * inside the check, a render before: a screen reader would read the field without its message.
 * The render that counts the request also holds the messages, which were set before it.
 */
function useFocusWhenShown(loaded: RefObject<Loaded | null>) {
  const toFocus = useRef<string | null>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    const name = toFocus.current;
    toFocus.current = null;
    if (name && loaded.current) loaded.current.tools.focusField(loaded.current.form, name);
  }, [requests, loaded]);
  return useCallback((name: string | undefined) => {
    if (!name) return;
    toFocus.current = name;
    setRequests((count) => count + 1);
  }, []);
}

/**
 * A form's listeners for its model and its draft (components/form/use-form-draft.ts): the
 * model loads with the first focus or press, and a change takes its field's message away
 * and saves the draft.
 */
export function modelListeners(
  model: Pick<ReturnType<typeof useFormModel>, 'preload' | 'clear'>,
  draft: { save: () => void },
) {
  return {
    onFocus: model.preload,
    onPointerDown: model.preload,
    onChange: (event: FormEvent<HTMLFormElement>) => {
      model.clear(event.target);
      draft.save();
    },
  };
}
