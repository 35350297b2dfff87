import {
  CANCELLATION_KIND_NAMES,
  CANCELLATION_PRODUCT_NAMES,
  CANCELLATION_RECEIPT as WORDS,
} from '@/content/cancellation';
import { RECEIPT_LABELS } from '@/content/declarations';
import { localizeDeep } from '@/content/spelling';
import type { Company } from '@/lib/core/operator';
import { atTimeWithZone, formatDate } from '@/lib/core/site-time';
import type { Country } from '@/lib/countries/countries';
import {
  declarationMails,
  type DeclarationMails,
  type ReceiptView,
} from '@/lib/declarations/receipt';
import type { Cancellation } from '@/lib/declarations/schema';

// What a cancellation's confirmation says (§ 312k Abs. 4 BGB: its content and
// when it was made), in content/cancellation.ts's words.

export type CancellationReceipt = {
  /** Our number for the cancellation, `K-20261124-7F3A9C`. */
  reference: string;
  /** ISO instant at which the server received it. */
  receivedAt: string;
  cancellation: Cancellation;
};

/**
 * When the contract ends, as far as the kind and the contract chosen decide it:
 * the form identifies a contract by what was typed, which the site cannot look
 * up, so the exact date follows by e-mail once a person has found it
 * (§ 312k Abs. 4 BGB). The account ends as AGB section 9 says: at once, or with
 * a running Premium at its end.
 */
function contractEnd(c: CancellationReceipt['cancellation']): string {
  if (c.kind === 'extraordinary')
    return c.date ? WORDS.end.on(formatDate(c.date)) : WORDS.end.atOnce;
  return WORDS.end[c.product];
}

export function receiptView(receipt: CancellationReceipt, country: Country): ReceiptView {
  const c = receipt.cancellation;
  const typed = [c.reason ?? '', c.name, c.email, c.contract].filter(Boolean);
  return localizeDeep(
    {
      heading: WORDS.heading,
      lines: [
        { label: WORDS.labels.product, value: CANCELLATION_PRODUCT_NAMES[c.product] },
        { label: WORDS.labels.kind, value: CANCELLATION_KIND_NAMES[c.kind] },
        ...(c.reason ? [{ label: WORDS.labels.reason, value: c.reason, free: true as const }] : []),
        { label: RECEIPT_LABELS.name, value: c.name },
        { label: RECEIPT_LABELS.email, value: c.email },
        { label: RECEIPT_LABELS.contract, value: c.contract },
        { label: WORDS.labels.end[c.kind], value: contractEnd(c) },
        { label: WORDS.labels.madeAt, value: atTimeWithZone(receipt.receivedAt) },
        { label: RECEIPT_LABELS.reference, value: receipt.reference },
      ],
      nextSteps: WORDS.nextSteps[c.kind][c.product],
    },
    country,
    typed,
  );
}

/** The two mails of a cancellation (lib/declarations/receipt.ts). */
export function cancellationMails(input: {
  receipt: CancellationReceipt;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
}): DeclarationMails {
  const { receipt, company, country, siteUrl } = input;
  const c = receipt.cancellation;
  return declarationMails({
    view: receiptView(receipt, country),
    reference: receipt.reference,
    receivedAt: receipt.receivedAt,
    company,
    country,
    siteUrl,
    email: c.email,
    typed: [c.name, c.email, c.contract, c.reason ?? ''],
    words: {
      ...WORDS.mail,
      summary: `${CANCELLATION_PRODUCT_NAMES[c.product]} – ${CANCELLATION_KIND_NAMES[c.kind]}`,
    },
  });
}
