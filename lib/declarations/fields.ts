import { IDENTITY_MESSAGES } from '@/content/declarations';
import { FIELD_MESSAGES } from '@/content/forms';
import { canonicalEmailAddress, isPlainEmailAddress } from '@/lib/email-address';
import { orderReferenceOf } from '@/lib/order-reference';

// What every declaration form asks alike: who declares, which contract, and
// where the receipt goes, with the same messages (content/declarations.ts) in
// the browser and on the server. The name and the contract reach the receipt
// mailed to the typed address, which anyone may type: so they take only what a
// name and a contract reference look like, never a link, a phone number or markup.

/** The longest name, address and contract reference a form takes. */
export const IDENTITY_MAX_CHARS = { name: 80, email: 100, contract: 100 } as const;

/** A posted field as text, trimmed; anything else is empty. */
export function typedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Letters (umlauts and accents too, composed or not), spaces, hyphens and
 * apostrophes; a dot only after an abbreviation (`Dr. Eva`), so that no
 * domain (`evil.example`) passes as a name.
 */
function isName(name: string): boolean {
  return /^[\p{L}\p{M} '’.-]+$/u.test(name) && /\p{L}/u.test(name) && !/\.(?! |$)/.test(name);
}

export type Identity = { name: string; email: string; contract: string };
type IdentityErrors = Partial<Record<keyof Identity, string>>;

/**
 * The name, the address for the receipt and the contract, checked: a
 * contract is an order number or payment reference (written in capitals) or
 * the account's e-mail address.
 */
export function checkIdentity(input: Record<string, unknown>): {
  value: Identity;
  errors: IdentityErrors;
} {
  const value = {
    name: typedText(input.name).normalize('NFC'),
    email: typedText(input.email),
    contract: typedText(input.contract),
  };
  const errors: IdentityErrors = {};
  for (const field of ['name', 'email', 'contract'] as const) {
    if (value[field].length > IDENTITY_MAX_CHARS[field])
      errors[field] = FIELD_MESSAGES.tooLong(IDENTITY_MAX_CHARS[field]);
  }
  if (!value.name) errors.name = IDENTITY_MESSAGES.name;
  else if (!errors.name && !isName(value.name)) errors.name = IDENTITY_MESSAGES.nameChars;
  if (!errors.email) {
    const email = canonicalEmailAddress(value.email);
    if (email) value.email = email;
    else errors.email = IDENTITY_MESSAGES.email;
  }
  if (!value.contract) errors.contract = IDENTITY_MESSAGES.contract;
  else if (!errors.contract) {
    const contract = value.contract.includes('@')
      ? isPlainEmailAddress(value.contract) && value.contract
      : orderReferenceOf(value.contract);
    if (contract) value.contract = contract;
    else errors.contract = IDENTITY_MESSAGES.contractFormat;
  }
  return { value, errors };
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
