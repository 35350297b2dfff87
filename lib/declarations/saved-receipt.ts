import { SAVED_RECEIPT_MAIL, type ReceiptMail } from '@/content/declarations';
import { escapeHtml, htmlDocument } from '@/lib/core/html';
import type { ReceiptView } from '@/lib/declarations/receipt';

/** The receipt's lines and next steps, escaped, as the page shows them. */
export function receiptHtml(receipt: ReceiptView): string[] {
  const rows = receipt.lines
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('');
  return [`<dl>${rows}</dl>`, `<p>${escapeHtml(receipt.nextSteps)}</p>`];
}

/**
 * The receipt as a file of its own, readable without the site: what the page
 * showed, with the page's title, and what became of its e-mail.
 */
export function savedReceipt(
  { lang, title }: { lang: string; title: string },
  { receipt, mail, email }: { receipt: ReceiptView; mail: ReceiptMail; email: string },
): string {
  return htmlDocument({ lang, title: `${receipt.heading} – ${title}`, heading: receipt.heading }, [
    ...receiptHtml(receipt),
    `<p>${escapeHtml(SAVED_RECEIPT_MAIL[mail](email))}</p>`,
  ]);
}
