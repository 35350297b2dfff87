// What a cancellation chooses and which fields its form has: the keys the
// rules (request.ts) check and the words (content/cancellation.ts) name, in a
// module of their own so that neither imports the other's.

/** How it ends: with the notice the contract allows, or at once for a serious reason. */
export const CANCELLATION_KINDS = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

/**
 * Which contract ends (§ 312k Abs. 2 Nr. 2 BGB): Premium alone, or the free
 * account, which ends a running Premium with it. Premium's end must never
 * close the account a child learns in.
 */
export const CANCELLATION_PRODUCTS = ['premium', 'account'] as const;
export type CancellationProduct = (typeof CANCELLATION_PRODUCTS)[number];

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
