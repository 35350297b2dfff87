import * as z from 'zod/mini';
import { CANCELLATION_MESSAGES } from '@/content/cancellation';
import { IDENTITY_MESSAGES } from '@/content/declarations';
import { FIELD_MESSAGES } from '@/content/forms';
import { isPlainEmailAddress, withAsciiDomain } from '@/lib/core/email-address';
import { canonicalEmail, converted, typedText } from '@/lib/core/form-schema';
import { orderReferenceOf } from '@/lib/core/order-reference';
import { CANCELLATION_KINDS, CANCELLATION_PRODUCTS } from '@/lib/declarations/cancellation/choices';
import { CANCELLATION_MAX_CHARS } from '@/lib/declarations/cancellation/request';
import { IDENTITY_MAX_CHARS } from '@/lib/declarations/fields';

// The declarations' rules, the one place they are written: the forms' island
// checks a declaration with them before sending it (react-hook-form's zod
// resolver), and the endpoint checks what arrives with the same schema, with
// the same German messages. The name and the contract reach the receipt mailed
// to the typed address, which anyone may type: so they take only what a name
// and a contract reference look like, never a link, a phone number or markup.

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

/** Trimmed text of at most `max` characters; the first failing rule's message is the one told. */
const text = (max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(typedText(), z.string().check(z.maxLength(max, FIELD_MESSAGES.tooLong(max)), ...checks));

/**
 * A contract is an order number or payment reference (given back in capitals)
 * or the account's e-mail address, its domain in ASCII (`support@xn--pypal-4ve.com`
 * shows what `support@pаypal.com` with a Cyrillic `а` hides).
 */
const contractOf = (typed: string) =>
  typed.includes('@')
    ? isPlainEmailAddress(typed) && withAsciiDomain(typed)
    : orderReferenceOf(typed);

/** Who declares, where the receipt goes and which contract: alike on every declaration. */
const identityFields = {
  // Composed, as every other name is, so the receipt shows one spelling; and composed before it
  // is measured, so a name typed decomposed (a macOS paste) counts the characters the receipt shows.
  name: z.pipe(
    typedText(),
    z
      .string()
      .check(
        z.normalize('NFC'),
        z.maxLength(IDENTITY_MAX_CHARS.name, FIELD_MESSAGES.tooLong(IDENTITY_MAX_CHARS.name)),
        z.minLength(1, IDENTITY_MESSAGES.name),
        z.refine(isName, IDENTITY_MESSAGES.nameChars),
      ),
  ),
  email: z.pipe(text(IDENTITY_MAX_CHARS.email), canonicalEmail(IDENTITY_MESSAGES.email)),
  contract: z.pipe(
    text(IDENTITY_MAX_CHARS.contract, z.minLength(1, IDENTITY_MESSAGES.contract)),
    converted(contractOf, IDENTITY_MESSAGES.contractFormat),
  ),
};

/** A body that is no object (`null`, a string) has every field missing. */
const anyBody = z.transform((body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
);

export const identitySchema = z.pipe(anyBody, z.object(identityFields));
export type Identity = z.output<typeof identitySchema>;

/** The withdrawal function of § 356a Abs. 2 BGB: nothing but who, where to and which contract. */
export const withdrawalSchema = identitySchema;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The cancellation form of § 312k Abs. 3 BGB. `today` is the site's date
 * (`YYYY-MM-DD`): an extraordinary cancellation's desired date before it is
 * refused, whatever else is wrong.
 */
export function cancellationSchema(today: string) {
  const fields = z.object({
    product: z.pipe(typedText(), z.enum(CANCELLATION_PRODUCTS, CANCELLATION_MESSAGES.product)),
    kind: z.pipe(typedText(), z.enum(CANCELLATION_KINDS, CANCELLATION_MESSAGES.kind)),
    reason: text(CANCELLATION_MAX_CHARS.reason),
    ...identityFields,
    when: typedText(),
    date: typedText(),
  });
  const onDate = (value: { kind?: string; when?: string }) =>
    value.kind === 'extraordinary' && value.when === 'date';
  return z.pipe(
    z.pipe(
      anyBody,
      fields.check(
        z.refine(
          ({ date, ...value }) =>
            !onDate(value) ||
            (ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) && date >= today),
          { message: CANCELLATION_MESSAGES.date, path: ['date'], when: () => true },
        ),
      ),
    ),
    // An ordinary cancellation ends with the paid term: it has neither a reason nor a date.
    z.transform((value) => ({
      product: value.product,
      kind: value.kind,
      reason: value.kind === 'extraordinary' && value.reason ? value.reason : null,
      name: value.name,
      email: value.email,
      contract: value.contract,
      date: onDate(value) ? value.date : null,
    })),
  );
}
/** A cancellation that passed the rules. */
export type Cancellation = z.output<ReturnType<typeof cancellationSchema>>;
