import { CANCELLATION_MESSAGES } from '@/content/cancellation';
import { FIELD_MESSAGES } from '@/content/forms';
import {
  CANCELLATION_KINDS,
  CANCELLATION_PRODUCTS,
  type CancellationField,
  type CancellationKind,
  type CancellationProduct,
} from '@/lib/declarations/cancellation/choices';
import {
  IDENTITY_MAX_CHARS,
  checkIdentity,
  parseDraft,
  typedText as text,
} from '@/lib/declarations/fields';

// What the cancellation form of § 312k Abs. 3 BGB asks, and which message
// (content/cancellation.ts) says what is missing: one set of rules for the
// form in the browser and the endpoint on the server.

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

/** The reason goes whole into the receipt mailed to the typed address, which needs no essay. */
export const CANCELLATION_MAX_CHARS = { reason: 500, ...IDENTITY_MAX_CHARS } as const;

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
  if (!CANCELLATION_PRODUCTS.includes(product as CancellationProduct))
    errors.product = CANCELLATION_MESSAGES.product;
  const kind = text(input.kind);
  if (!CANCELLATION_KINDS.includes(kind as CancellationKind))
    errors.kind = CANCELLATION_MESSAGES.kind;
  const reason = text(input.reason);
  if (reason.length > CANCELLATION_MAX_CHARS.reason) {
    errors.reason = FIELD_MESSAGES.tooLong(CANCELLATION_MAX_CHARS.reason);
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
