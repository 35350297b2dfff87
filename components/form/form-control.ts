import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';

// react-hook-form's control over a form its island rendered, validated by the
// form's zod schema, and what the model does with its findings (shows them,
// focuses the first): loaded on demand by use-form-model.ts, never with a page.

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

/** The first wrong field's name, in the order the form shows them. */
export const firstWrongField = (control: FormControl) =>
  Object.keys(control.getValues()).find((name) => control.getFieldState(name).error);

/**
 * Shows each field's message through the browser's own bubble (the contact
 * form): each wrong field's validationMessage, the first one focused with its
 * bubble. Not react-hook-form's own native mode: it reports every wrong field
 * in turn, and the bubble and the focus end on the last one.
 */
export function reportNatively(form: HTMLFormElement, control: FormControl) {
  const wrong = Object.keys(control.getValues()).flatMap((name) => {
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    const message = control.getFieldState(name).error?.message ?? '';
    field?.setCustomValidity?.(message);
    return message && field ? [field] : [];
  });
  // Each message is the field's own already: the bubble shows on the focused field.
  wrong[0]?.focus();
  wrong[0]?.reportValidity();
}

/** Focuses the field `name`; of a radio group the chosen radio, or the first. */
export function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  const radios =
    field instanceof RadioNodeList ? Array.from(field as Iterable<HTMLInputElement>) : null;
  const target = radios ? (radios.find((radio) => radio.checked) ?? radios[0]) : field;
  (target as HTMLElement | null)?.focus();
}
