import { parseDraft } from '@/lib/core/form-draft';
import type { CancellationField } from '@/lib/declarations/cancellation/choices';
import { IDENTITY_MAX_CHARS } from '@/lib/declarations/fields';

// What the cancellation form of § 312k Abs. 3 BGB asks. Its rules and their
// messages are lib/declarations/schema.ts's, for the form in the browser and
// the endpoint on the server alike.

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

/** A stored draft, trusted only as far as its shape goes. */
export function parseCancellationDraft(stored: string | null): CancellationDraft | null {
  return parseDraft(stored, EMPTY_CANCELLATION);
}
