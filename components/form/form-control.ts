import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

// react-hook-form's control over a form its island rendered, validated by the
// form's zod schema. Loaded on demand by use-form-model.ts, never with a page.

export type FormControlOptions = {
  /** The form's rules; asked again at every check (the cancellation's date depends on the day). */
  schema: () => z.core.$ZodType<FieldValues>;
};

/**
 * The control, every named field of `form` registered in the order the form
 * shows them, so that the first refused one gets the focus.
 */
export function formControlOf(form: HTMLFormElement, options: FormControlOptions) {
  const fields = Array.from(form.elements as Iterable<HTMLInputElement>).filter(({ name }) => name);
  const held = new Map(
    fields.map(({ name }) => [name, (form.elements.namedItem(name) as { value: string }).value]),
  );
  const control = createFormControl<FieldValues, unknown, FieldValues>({
    resolver: (values, context, resolverOptions) =>
      // The schema takes anything (a posted body); the resolver is given it as the form's values.
      zodResolver(options.schema() as z.core.$ZodType<FieldValues, FieldValues>)(
        values,
        context,
        resolverOptions,
      ),
    // A field's message stays until the next check; the island clears it on a change.
    reValidateMode: 'onSubmit',
    // It would focus the first wrong field inside the check, a render before its message is in the
    // page, and a screen reader would read the field without it: the form model focuses it after.
    shouldFocusError: false,
  });
  for (const field of fields) control.register(field.name).ref(field);
  // Registered one by one, a radio group's first radio gives react-hook-form the group's value
  // before the checked one is known, and it unchecks the visitor's choice: what the fields held
  // goes back once every radio is known.
  for (const [name, value] of held) control.setValue(name, value);
  return control;
}

export type FormControl = ReturnType<typeof formControlOf>;
