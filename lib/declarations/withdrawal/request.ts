import {
  IDENTITY_MAX_CHARS,
  IDENTITY_MESSAGES,
  tooLong,
  typedText,
} from '@/lib/declarations/fields';
import { isEmailAddress } from '@/lib/email-address';

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

/** Sending failed: nothing typed is lost, and the e-mail route stays open. */
export function unsentWithdrawalMessage(contactEmail: string): string {
  return `Ihr Widerruf konnte gerade nicht gesendet werden. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder widerrufen Sie per E-Mail an ${contactEmail}.`;
}

export type WithdrawalErrors = Partial<Record<WithdrawalField, string>>;

export function checkWithdrawal(
  body: unknown,
): { ok: true; value: Withdrawal } | { ok: false; errors: WithdrawalErrors } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const value = { ...EMPTY_WITHDRAWAL };
  const errors: WithdrawalErrors = {};
  for (const field of WITHDRAWAL_FIELDS) {
    value[field] = typedText(input[field]);
    if (value[field].length > WITHDRAWAL_MAX_CHARS[field]) {
      errors[field] = tooLong(WITHDRAWAL_MAX_CHARS[field]);
    } else if (!value[field] || (field === 'email' && !isEmailAddress(value.email))) {
      errors[field] = IDENTITY_MESSAGES[field];
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
