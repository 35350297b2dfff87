import type { Errors } from '@/components/declarations/send-declaration';
import { FIELD_CLASS } from '@/components/form/field-class';
import type { Localize } from '@/components/ui/use-localize';

/** The props and the error line of a declaration form's fields, named after the field. */
export function fieldPropsOf<Field extends string>(form: {
  id: string;
  errors: Errors<Field>;
  localize: Localize;
}) {
  const { id, errors, localize } = form;
  return {
    described: (field: Field, hint?: string) => ({
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby':
        [hint, errors[field] ? `${id}-${field}-fehler` : undefined].filter(Boolean).join(' ') ||
        undefined,
    }),
    fieldError: (field: Field) =>
      errors[field] ? (
        <p id={`${id}-${field}-fehler`} className="mt-1 text-sm font-semibold text-red-700">
          {localize(errors[field])}
        </p>
      ) : null,
    /** An uncontrolled field: the draft store and the form model read it from the page. */
    text: (field: Field) => ({
      id: `${id}-${field}`,
      name: field,
      className: `mt-1 ${FIELD_CLASS}`,
    }),
  };
}
