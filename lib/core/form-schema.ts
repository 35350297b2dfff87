import * as z from 'zod/mini';
import { canonicalEmailAddress } from '@/lib/core/email-address';

// What every form's schema (lib/<feature>/schema.ts) builds on. The schemas
// use zod/mini, whose functions are tree-shaken one by one, because the same
// module runs in the form's island in the browser and in its endpoint.

/** A posted field as text, trimmed; anything but a string (a missing field) is empty. */
export const typedText = () => z.catch(z.string().check(z.trim()), '');

/** Text turned into its one accepted form by `convert`, or refused with `message` where it gives none. */
export const converted = (convert: (typed: string) => string | null | false, message: string) =>
  z.transform((typed: string, context) => {
    const value = convert(typed);
    if (!value) context.issues.push({ code: 'custom', message, input: typed });
    return value || z.NEVER;
  });

/**
 * The typed address in its one canonical form (lib/core/email-address.ts), or
 * `message` for anything else: the address is mailed, counted and shown so.
 */
export const canonicalEmail = (message: string) => converted(canonicalEmailAddress, message);

/** Each refused field's first message, by the field's name: what a form shows under the field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A body checked by a form's schema: its value, or the messages of the fields it refuses. */
export function checkFields<Schema extends z.ZodMiniType>(
  schema: Schema,
  body: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; errors: Record<string, string> } {
  const result = z.safeParse(schema, body);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}
