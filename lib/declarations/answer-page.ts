import {
  DECLARATION_ANSWER as WORDS,
  DECLARATION_FORM,
  type ReceiptMail,
  type ReceiptMailWords,
} from '@/content/declarations';
import { localizeDeep } from '@/content/spelling';
import { escapeHtml, htmlDocument } from '@/lib/core/html';
import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';
import type { ReceiptView } from '@/lib/declarations/receipt';
import { receiptHtml } from '@/lib/declarations/saved-receipt';

// What a declaration's endpoint answers a form that a browser sent without
// scripts (§ 356a BGB wants the function always available): the receipt, what
// was wrong, or why nothing was sent, each as a page of its own with the same
// words the form's island shows. Plain HTML without script or style, under the
// policy of a response that is no page (next.config.ts).

/** What the pages of one declaration say of it. */
export type AnswerPageWords = {
  /** `Vertrag widerrufen`: the form page's title. */
  title: string;
  /** The form page, for the way back. */
  path: string;
  /** Each field's label, to name what was wrong. */
  labels: Record<string, string>;
  /** What became of the e-mail to the typed address, and what to do without it. */
  mail: ReceiptMailWords;
};

/** The labels of the fields both declarations ask, as their forms show them. */
export const IDENTITY_LABELS = {
  name: DECLARATION_FORM.name,
  email: DECLARATION_FORM.email,
  contract: DECLARATION_FORM.contract,
};

/** `Ihr Name: …`; a label that asks (`Was möchten Sie kündigen?`) takes no colon. */
const wrongLine = (label: string, message: string) =>
  /[?:]$/.test(label) ? `${label} ${message}` : `${label}: ${message}`;

const link = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The receipt, as the island shows it after `Widerruf bestätigen` or `Jetzt kündigen`. */
export function receiptPage(
  words: AnswerPageWords,
  outcome: { receipt: ReceiptView; mail: ReceiptMail; email: string },
  country: Country,
): string {
  const { receipt } = outcome;
  const note = localizeDeep(words.mail[outcome.mail](outcome.email), country, [outcome.email]);
  const { lang } = COUNTRY_TABLE[country];
  return htmlDocument(
    { lang, title: `${receipt.heading} – ${words.title}`, heading: receipt.heading },
    [...receiptHtml(receipt), paragraph(note), link('/', WORDS.home)],
  );
}

/** What was wrong, field by field, in the island's words; nothing was sent. */
export function invalidPage(
  words: AnswerPageWords,
  errors: Record<string, string | undefined>,
  country: Country,
): string {
  const text = localizeDeep(
    {
      title: `${WORDS.checkHeading} – ${words.title}`,
      wrong: Object.entries(errors)
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([field, message]) => wrongLine(words.labels[field] ?? field, message)),
      toForm: WORDS.toForm(words.title),
      WORDS,
    },
    country,
  );
  const { lang } = COUNTRY_TABLE[country];
  return htmlDocument({ lang, title: text.title, heading: text.WORDS.checkHeading }, [
    paragraph(text.WORDS.notSent),
    `<ul>${text.wrong.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    paragraph(text.WORDS.back),
    link(words.path, text.toForm),
  ]);
}

/** Nothing was sent (too many requests, no mail server, a refused post): why, and the e-mail route. */
export function notSentPage(
  words: AnswerPageWords,
  message: string,
  contactEmail: string,
  country: Country,
): string {
  const text = localizeDeep(
    {
      title: `${WORDS.notSentHeading} – ${words.title}`,
      message,
      toForm: WORDS.toForm(words.title),
      WORDS,
    },
    country,
    [contactEmail],
  );
  const mailto = escapeHtml(contactEmail);
  const { lang } = COUNTRY_TABLE[country];
  return htmlDocument({ lang, title: text.title, heading: text.WORDS.notSentHeading }, [
    paragraph(text.message),
    `<p>${escapeHtml(text.WORDS.byEmail)} <a href="mailto:${mailto}">${mailto}</a>.</p>`,
    paragraph(text.WORDS.back),
    link(words.path, text.toForm),
  ]);
}
