import {
  declarationMailWords,
  FREE_TEXT_IN_MAIL,
  type DeclarationWords,
} from '@/content/declarations';
import { companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';
import { composeMail } from '@/lib/mail';
import type { Company } from '@/lib/operator';
import { atTimeWithZone } from '@/lib/site-time';

// The receipt of a declaration (a cancellation, a withdrawal): its content and
// when it was made, once for the page, the requester's e-mail and the
// business's copy. Swiss spelling applies to our words only, never to what the
// visitor typed. The words are content/declarations.ts's.

/**
 * A line of the record. `free` marks free text the visitor wrote (a reason):
 * the mail to the typed address says that it was given, not what it says.
 */
export type ReceiptLine = { label: string; value: string; free?: true };

/** The receipt as the page shows it and the e-mails repeat it. */
export type ReceiptView = {
  heading: string;
  lines: ReceiptLine[];
  nextSteps: string;
};

export type DeclarationMails = {
  toRequester: ReturnType<typeof composeMail>;
  toBusiness: ReturnType<typeof composeMail>;
};

/**
 * The two mails of a declaration. Both carry its content (§ 356a Abs. 4,
 * § 312k Abs. 4 BGB). The requester's address is unconfirmed: anyone can type
 * anyone's address, so the mail to it repeats only what the form's rules let
 * through (a name, an order number or account address, our choices and
 * words), and of free text only that it was given. The whole declaration goes
 * to the business, which is told that the address is unconfirmed.
 */
export function declarationMails(input: {
  view: ReceiptView;
  reference: string;
  receivedAt: string;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
  /** The typed address, named to the business only. */
  email: string;
  /** Everything the visitor typed: it keeps its spelling on Swiss pages. */
  typed: string[];
  words: DeclarationWords;
}): DeclarationMails {
  const { view, company, country } = input;
  const lineOf = (line: ReceiptLine) => `${line.label}: ${line.value}`;
  const { requester, business } = declarationMailWords({
    words: input.words,
    reference: input.reference,
    receivedAt: atTimeWithZone(input.receivedAt),
    requesterLines: view.lines.map((line) =>
      line.free ? `${line.label}: ${FREE_TEXT_IN_MAIL}` : lineOf(line),
    ),
    businessLines: view.lines.map(lineOf),
    nextSteps: view.nextSteps,
    company,
    siteUrl: input.siteUrl,
    email: input.email,
  });
  const keep = [...companyData(company), ...input.typed].filter(Boolean);
  return {
    toRequester: composeMail(localizeDeep(requester, country, keep)),
    toBusiness: composeMail(localizeDeep(business, country, keep)),
  };
}
