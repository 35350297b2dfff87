// What every declaration form asks alike: who declares, which contract, and
// where the receipt goes, with the same German messages in the browser and on
// the server.

export const IDENTITY_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen an.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  contract: 'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
} as const;

/** The longest name, address and contract reference a form takes. */
export const IDENTITY_MAX_CHARS = { name: 100, email: 100, contract: 100 } as const;

export const tooLong = (max: number) => `Bitte kürzen Sie den Text auf höchstens ${max} Zeichen.`;

/** A posted field as text, trimmed; anything else is empty. */
export function typedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

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
