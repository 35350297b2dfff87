// What a form's draft store (components/form/use-form-draft.ts) reads back
// from sessionStorage, apart from the zod schemas so that it loads with the
// island and not with the form's rules.

/** A stored draft, trusted only as far as its shape goes. */
export function parseDraft<Field extends string>(
  stored: string | null,
  empty: Record<Field, string>,
): Record<Field, string> | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    const draft = { ...empty };
    for (const field of Object.keys(empty) as Field[]) {
      if (typeof value[field] === 'string') draft[field] = value[field];
    }
    return draft;
  } catch {
    return null;
  }
}
