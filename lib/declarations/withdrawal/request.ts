import { IDENTITY_MAX_CHARS } from '@/lib/declarations/fields';
import type { Identity } from '@/lib/declarations/schema';

// What the withdrawal function of § 356a Abs. 2 BGB asks: the consumer's name,
// what identifies the contract, and where the receipt goes. Nothing else: no
// reason, no login. Its rules are lib/declarations/schema.ts's, for the form
// and the endpoint alike.

export const WITHDRAWAL_FIELDS = ['name', 'email', 'contract'] as const;
export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number];

/** The form's values as typed. */
export type WithdrawalDraft = Record<WithdrawalField, string>;
export const EMPTY_WITHDRAWAL: WithdrawalDraft = { name: '', email: '', contract: '' };

export const WITHDRAWAL_MAX_CHARS = IDENTITY_MAX_CHARS;

/** A withdrawal that passed the rules. */
export type Withdrawal = Identity;
