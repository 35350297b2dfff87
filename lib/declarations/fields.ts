// What every declaration form holds alike: the limits of who declares, which
// contract and where the receipt goes (the rules are lib/declarations/schema.ts),
// and the draft a visitor keeps.

/** The longest name, address and contract reference a form takes. */
export const IDENTITY_MAX_CHARS = { name: 80, email: 100, contract: 100 } as const;

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
