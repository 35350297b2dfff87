import {
  declarationMailWords,
  heldBackMailWords,
  type DeclarationWords,
} from '@/content/declarations';
import { companyData } from '@/content/legal';
import { localizeDeep } from '@/content/spelling';
import { composeMail } from '@/lib/core/mail';
import type { Company } from '@/lib/core/operator';
import { atTimeWithZone } from '@/lib/core/site-time';
import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';

// The receipt of a declaration (a cancellation, a withdrawal): its content and
// when it was made, once for the page, the requester's e-mail and the
// business's copy. Swiss spelling applies to our words only, never to what the
// visitor typed. The words are content/declarations.ts's.

/**
 * A line of the record. `free` marks free text the visitor wrote (a reason):
 * the mail to the typed address gives it as plain text with its links defanged.
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
  /** The business's copy when a limit held the receipt back: flagged, with the receipt to send by hand. */
  toBusinessHeldBack: ReturnType<typeof composeMail>;
};

/**
 * Free text as one plain line whose links no mail program follows: no control
 * or invisible characters, no line breaks to fake lines of our own, `://` and
 * the dots of a domain (`evil[.]example`) bracketed. Prose keeps its dots:
 * `z.B.` and `3.5` have no domain's last label of two letters.
 */
export function defanged(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replaceAll('://', '[://]')
    .replace(/[\p{L}\p{N}-]+(?:[.。．｡][\p{L}\p{N}-]+)+/gu, (name) =>
      /[.。．｡]\p{L}{2,}$/u.test(name) ? name.replace(/[.。．｡]/gu, '[.]') : name,
    );
}

/**
 * An address other than the one mailed, as far as it may be told there:
 * `rosa@gmx.de` as `r…@g…`. A stranger who types someone's address learns no
 * other address from the receipt, nor can make it carry one of theirs.
 */
export function maskedAddress(value: string, mailedTo: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1 || value.toLowerCase() === mailedTo) return value;
  return `${value[0]}…@${value[at + 1]}…`;
}

/**
 * The mails of a declaration. Both carry its content (§ 356a Abs. 4, § 312k
 * Abs. 4 BGB). The requester's address is unconfirmed: anyone can type anyone's
 * address, so the mail to it repeats only what the form's rules let through (a
 * name, an order number, our choices and words), another address masked and
 * free text defanged. The whole declaration goes to the business, which is told
 * that the address is unconfirmed, and, where a limit held the receipt back,
 * what to send to it by hand.
 */
export function declarationMails(input: {
  view: ReceiptView;
  reference: string;
  receivedAt: string;
  company: Company;
  country: Country;
  /** The country origin the visitor used, e.g. https://www.example.de. */
  siteUrl: string;
  /** The typed address, canonical: the receipt goes there. */
  email: string;
  /** Everything the visitor typed: it keeps its spelling on Swiss pages. */
  typed: string[];
  words: DeclarationWords;
}): DeclarationMails {
  const { view, company, country, email } = input;
  const told = view.lines.map((line) => ({
    ...line,
    value: line.free ? defanged(line.value) : maskedAddress(line.value, email),
  }));
  const lineOf = (line: ReceiptLine) => `${line.label}: ${line.value}`;
  const { requester, business } = declarationMailWords({
    words: input.words,
    reference: input.reference,
    receivedAt: atTimeWithZone(input.receivedAt),
    requesterLines: told.map(lineOf),
    businessLines: view.lines.map(lineOf),
    nextSteps: view.nextSteps,
    company,
    siteUrl: input.siteUrl,
    email,
  });
  const keep = [...companyData(company), ...input.typed, ...told.map((line) => line.value)].filter(
    Boolean,
  );
  const { lang } = COUNTRY_TABLE[country];
  const toRequester = composeMail(localizeDeep(requester, country, keep), lang);
  const localBusiness = localizeDeep(business, country, keep);
  return {
    toRequester,
    toBusiness: composeMail(localBusiness, lang),
    toBusinessHeldBack: composeMail(
      heldBackMailWords({ business: localBusiness, email, receipt: toRequester }),
      lang,
    ),
  };
}
