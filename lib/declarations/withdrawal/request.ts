import { IDENTITY_MAX_CHARS, checkIdentity } from '@/lib/declarations/fields';

// What the withdrawal function of § 356a Abs. 2 BGB asks: the consumer's name,
// what identifies the contract, and where the receipt goes. Nothing else: no
// reason, no login. One set of rules for the form and the endpoint.

export const WITHDRAWAL_FIELDS = ['name', 'email', 'contract'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

/** The form's values as typed. */
export type WithdrawalDraft = Record<WithdrawalField, string>;
export const EMPTY_WITHDRAWAL: WithdrawalDraft = { name: '', email: '', contract: '' };

export const WITHDRAWAL_MAX_CHARS = IDENTITY_MAX_CHARS;

/** A withdrawal that passed the rules. */
export type Withdrawal = WithdrawalDraft;

export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

export function checkWithdrawal(
  body: unknown,
): { ok: true; value: Withdrawal } | { ok: false; errors: WithdrawalErrors } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { value, errors } = checkIdentity(input);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
