import { RECEIPT_LABELS } from '@/content/declarations';
import { localizeDeep } from '@/content/spelling';
import { WITHDRAWAL_RECEIPT as WORDS } from '@/content/withdrawal';
import type { Company } from '@/lib/core/operator';
import { atTimeWithZone } from '@/lib/core/site-time';
import type { Country } from '@/lib/countries/countries';
import {
  declarationMails,
  type DeclarationMails,
  type ReceiptView,
} from '@/lib/declarations/receipt';
import type { Withdrawal } from '@/lib/declarations/withdrawal/request';

// The receipt of § 356a Abs. 4 BGB: the content of the withdrawal and the date
// and time it arrived, on the page and on a durable medium (the e-mail), in
// content/withdrawal.ts's words.

export type WithdrawalReceipt = {
  /** Our number for the withdrawal, `W-20261124-7F3A9C`. */
  reference: string;
  /** ISO instant at which the server received it. */
  receivedAt: string;
  withdrawal: Withdrawal;
};

export function withdrawalReceiptView(receipt: WithdrawalReceipt, country: Country): ReceiptView {
  const w = receipt.withdrawal;
  return localizeDeep(
    {
      heading: WORDS.heading,
      lines: [
        { label: WORDS.labels.declaration, value: WORDS.declaration },
        { label: RECEIPT_LABELS.name, value: w.name },
        { label: RECEIPT_LABELS.contract, value: w.contract },
        { label: RECEIPT_LABELS.email, value: w.email },
        { label: WORDS.labels.madeAt, value: atTimeWithZone(receipt.receivedAt) },
        { label: RECEIPT_LABELS.reference, value: receipt.reference },
      ],
      nextSteps: WORDS.nextSteps,
    },
    country,
    [w.name, w.contract, w.email],
  );
}

/** The two mails of a withdrawal (lib/declarations/receipt.ts). */
export function withdrawalMails(input: {
  receipt: WithdrawalReceipt;
  company: Company;
  country: Country;
  siteUrl: string;
}): DeclarationMails {
  const { receipt, company, country, siteUrl } = input;
  const w = receipt.withdrawal;
  return declarationMails({
    view: withdrawalReceiptView(receipt, country),
    reference: receipt.reference,
    receivedAt: receipt.receivedAt,
    company,
    country,
    siteUrl,
    email: w.email,
    typed: [w.name, w.contract, w.email],
    words: WORDS.mail,
  });
}
