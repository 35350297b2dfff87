import {
  IDENTITY_MAX_CHARS,
  IDENTITY_MESSAGES,
  checkIdentity,
  parseDraft,
  tooLong,
  typedText as text,
} from '@/lib/declarations/fields';

// What the cancellation form of § 312k Abs. 3 BGB asks, and the German
// messages for what is missing: one set of rules for the form in the browser
// and the endpoint on the server.

export const CANCELLATION_KINDS = {
  ordinary: 'Ordentliche Kündigung',
  extraordinary: 'Außerordentliche Kündigung aus wichtigem Grund',
} as const;
export type CancellationKind = keyof typeof CANCELLATION_KINDS;

/**
 * Which contract ends (§ 312k Abs. 2 Nr. 2 BGB): Premium alone, or the free
 * account, which ends a running Premium with it. Premium's end must never
 * close the account a child learns in.
 */
export const CANCELLATION_PRODUCTS = {
  premium: 'Rechenweg Premium',
  account: 'Rechenweg-Konto',
} as const;
export type CancellationProduct = keyof typeof CANCELLATION_PRODUCTS;

export const CANCELLATION_FIELDS = [
  'product',
  'kind',
  'reason',
  'name',
  'email',
  'contract',
  'when',
  'date',
] as const;
export type CancellationField = (typeof CANCELLATION_FIELDS)[number];

/** The form's values as typed: every field a string, as the form and a stored draft hold them. */
export type CancellationDraft = Record<CancellationField, string>;
export const EMPTY_CANCELLATION: CancellationDraft = {
  product: '',
  kind: '',
  reason: '',
  name: '',
  email: '',
  contract: '',
  when: 'asap',
  date: '',
};

export const CANCELLATION_MAX_CHARS = { reason: 2000, ...IDENTITY_MAX_CHARS } as const;

/** A cancellation that passed the rules. */
export type Cancellation = {
  product: CancellationProduct;
  kind: CancellationKind;
  /** Only for an extraordinary cancellation, and only if given. */
  reason: string | null;
  name: string;
  email: string;
  /** The order number or the account's e-mail address. */
  contract: string;
  /** An extraordinary cancellation's desired end, `YYYY-MM-DD`; null for "as soon as possible". */
  date: string | null;
};

export const CANCELLATION_MESSAGES = {
  product: 'Bitte wählen Sie, was Sie kündigen möchten: Premium oder Ihr Rechenweg-Konto.',
  kind: 'Bitte wählen Sie, ob Sie ordentlich oder außerordentlich kündigen.',
  ...IDENTITY_MESSAGES,
  date: 'Bitte wählen Sie ein Datum ab heute oder „So bald wie möglich“.',
} as const satisfies Partial<Record<CancellationField, string>>;

/** Sending failed: nothing typed is lost, and the e-mail route stays open. */
export function unsentMessage(contactEmail: string): string {
  return `Ihre Kündigung ist nicht bei uns eingegangen: Unser Server konnte sie gerade nicht speichern. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder kündigen Sie per E-Mail an ${contactEmail}.`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type CancellationErrors = Partial<Record<CancellationField, string>>;
export type CancellationCheck =
  { ok: true; value: Cancellation } | { ok: false; errors: CancellationErrors };

/**
 * Checks a draft (the form's fields, or a posted body) against the rules.
 * `today` is the site's date (`YYYY-MM-DD`): a desired date before it is refused.
 */
export function checkCancellation(body: unknown, today: string): CancellationCheck {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: CancellationErrors = {};
  const product = text(input.product);
  if (!Object.hasOwn(CANCELLATION_PRODUCTS, product))
    errors.product = CANCELLATION_MESSAGES.product;
  const kind = text(input.kind);
  if (kind !== 'ordinary' && kind !== 'extraordinary') errors.kind = CANCELLATION_MESSAGES.kind;
  const reason = text(input.reason);
  if (reason.length > CANCELLATION_MAX_CHARS.reason) {
    errors.reason = tooLong(CANCELLATION_MAX_CHARS.reason);
  }
  const identity = checkIdentity(input);
  Object.assign(errors, identity.errors);
  const date = text(input.date);
  // An ordinary cancellation ends with the paid term: it has no date to choose.
  const onDate = kind === 'extraordinary' && text(input.when) === 'date';
  if (onDate && (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date)) || date < today)) {
    errors.date = CANCELLATION_MESSAGES.date;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      product: product as CancellationProduct,
      kind: kind as CancellationKind,
      reason: kind === 'extraordinary' && reason ? reason : null,
      ...identity.value,
      date: onDate ? date : null,
    },
  };
}

/** A stored draft, trusted only as far as its shape goes. */
export function parseCancellationDraft(stored: string | null): CancellationDraft | null {
  return parseDraft(stored, EMPTY_CANCELLATION);
}
