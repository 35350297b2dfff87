import { IDENTITY_MESSAGES } from '@/content/declarations';
import { FIELD_MESSAGES } from '@/content/forms';
import { canonicalEmailAddress, isPlainEmailAddress, withAsciiDomain } from '@/lib/email-address';
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
 * The scripts a name may be written in, one at a time: a name that mixes them
 * (`Dr` and a Lisu `ꓸ` for a dot, a Cyrillic `а` in `Anna`) is a lookalike,
 * not a spelling. Japanese and Korean names mix Han with their own letters.
 */
const NAME_SCRIPTS = [
  ['Latin'],
  ['Greek'],
  ['Cyrillic'],
  ['Armenian'],
  ['Georgian'],
  ['Hebrew'],
  ['Arabic'],
  ['Devanagari'],
  ['Bengali'],
  ['Tamil'],
  ['Thai'],
  ['Ethiopic'],
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
].map((scripts) => new RegExp(`^[${scripts.map((s) => `\\p{scx=${s}}`).join('')}]+$`, 'u'));

/**
 * Letters of one script (umlauts and accents too, composed or not), spaces,
 * hyphens, apostrophes, a comma (`Weber, Anna`) and an ampersand (`Anna & Tom
 * Weber`); a dot only after an abbreviation (`Dr. Eva`), so that no domain
 * (`evil.example`) passes as a name. No letter that shows nothing (the Hangul
 * fillers), and no more than two marks on a letter, which no name needs and
 * which stack over the lines around them.
 */
function isName(name: string): boolean {
  const letters = name.match(/\p{L}/gu)?.join('') ?? '';
  return (
    /^[\p{L}\p{M} '’.,&-]+$/u.test(name) &&
    letters !== '' &&
    !/\.(?! |$)/.test(name) &&
    !/\p{Default_Ignorable_Code_Point}/u.test(name) &&
    !/\p{M}{3}/u.test(name) &&
    NAME_SCRIPTS.some((script) => script.test(letters))
  );
}

export type Identity = { name: string; email: string; contract: string };
type IdentityErrors = Partial<Record<keyof Identity, string>>;

/**
 * The name, the address for the receipt and the contract, checked: a
 * contract is an order number or payment reference (written in capitals) or
 * the account's e-mail address, its domain in ASCII (`support@xn--pypal-4ve.com`
 * shows what `support@pаypal.com` with a Cyrillic `а` hides).
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
      ? isPlainEmailAddress(value.contract) && withAsciiDomain(value.contract)
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
