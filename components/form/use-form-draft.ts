'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';
import { sameValues } from '@/components/form/same-values';
import { sessionStore } from '@/components/form/session-storage';

// A form's draft in the tab's sessionStorage: what was typed survives a
// reload, a closed popup and a failed send, and goes once it is sent. The
// form's fields are uncontrolled (react-hook-form's way): the draft is read
// from them and written into them, never held beside them in React.

export type Draft<Field extends string> = Record<Field, string>;
type Item = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | RadioNodeList;

const itemOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as Item | null;

/** Whether the visitor changed a field from what the server's HTML holds. */
function changed(item: Item | null): boolean {
  if (item instanceof RadioNodeList) {
    return Array.from(item as Iterable<HTMLInputElement>).some(
      (radio) => radio.checked !== radio.defaultChecked,
    );
  }
  if (item instanceof HTMLSelectElement) {
    return Array.from(item.options).some((option) => option.selected !== option.defaultSelected);
  }
  return item ? item.value !== item.defaultValue : false;
}

/** What each field holds: its text, its chosen option, its checked radio's value. */
function valuesOf<Field extends string>(form: HTMLFormElement, fields: readonly Field[]) {
  const values = {} as Draft<Field>;
  for (const field of fields) values[field] = itemOf(form, field)?.value ?? '';
  return values;
}

function store(key: string, value: unknown) {
  try {
    sessionStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or off: the draft still lives in the form.
  }
}

/** By default what the visitor typed before the scripts ran wins, and the stored draft fills the rest. */
function typedFirst<Field extends string>(form: HTMLFormElement, fields: readonly Field[]) {
  return (typed: Draft<Field>, stored: Draft<Field> | null) => {
    const draft = { ...typed };
    for (const field of fields) {
      if (!changed(itemOf(form, field)) && stored?.[field]) draft[field] = stored[field];
    }
    return draft;
  };
}

/**
 * The one draft store of the site's forms. A form gives its uncontrolled
 * fields' names and a sessionStorage key, calls `save` on every change (its
 * `onChange`) and `clear` once sent; `values` is what the fields hold, for
 * what the form shows beside them (a character count), or null while they
 * hold what the server's HTML has:
 *
 *   const draft = useFormDraft(formRef, { key: 'kontakt-entwurf', fields, parse });
 *   <form ref={formRef} onChange={draft.save}>…</form>
 *
 * On mount it fills the fields from the stored draft: what was typed before
 * the scripts ran wins (or `start` decides), and if anything was, it is saved.
 */
export function useFormDraft<Field extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  options: {
    key: string;
    fields: readonly Field[];
    /** A stored draft, trusted only as far as its shape goes. */
    parse: (stored: string | null) => Draft<Field> | null;
    /** The draft the form starts from, out of what it holds and what was stored. */
    start?: (typed: Draft<Field>, stored: Draft<Field> | null) => Draft<Field>;
  },
) {
  const { key, fields } = options;
  const [values, setValues] = useState<Draft<Field> | null>(null);

  /** Saves what the fields hold, and gives it. */
  const save = useCallback(() => {
    const form = formRef.current;
    if (!form) return null;
    const next = valuesOf(form, fields);
    setValues((current) => (current && sameValues(current, next) ? current : next));
    store(key, next);
    return next;
  }, [formRef, key, fields]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const stored = options.parse(sessionStore()?.getItem(key) ?? null);
    const start = options.start ?? typedFirst(form, fields);
    const draft = start(valuesOf(form, fields), stored);
    const typed = fields.some((field) => changed(itemOf(form, field)));
    let filled = false;
    for (const field of fields) {
      const item = itemOf(form, field);
      if (item && item.value !== draft[field]) {
        item.value = draft[field];
        filled = true;
      }
    }
    // A form left as the server's HTML has it keeps `values` null: no render
    // of the whole form right after hydration, a task the load would wait on.
    if (typed) save();
    else if (filled) setValues(valuesOf(form, fields));
    // Restored once, when the form is first there; the options are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Forgets the draft and empties the form, as the server's HTML has it (or the next one, rendered anew). */
  const clear = useCallback(() => {
    sessionStore()?.removeItem(key);
    const form = formRef.current;
    form?.reset();
    setValues(form ? valuesOf(form, fields) : null);
  }, [formRef, key, fields]);

  return { values, save, clear };
}
