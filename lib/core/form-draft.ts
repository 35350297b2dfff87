// What a form keeps of a visitor's input between reloads (components/form/use-form-draft.ts
// stores it): read back from storage, which anything on the page could have written.

/** A stored draft, trusted only as far as its shape goes: each field of `empty` that holds text. */
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
