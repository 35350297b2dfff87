import { SAVED_RECEIPT_MAIL, type ReceiptMail } from '@/content/declarations';
import { escapeHtml } from '@/lib/core/html';
import type { ReceiptView } from '@/lib/declarations/receipt';

/**
 * A German HTML document of its own: nothing loaded from elsewhere, no script
 * and no style, so it reads the same saved as a file and as an answer under
 * the policy of a response that is no page (next.config.ts). `lang` is the
 * country row's (`COUNTRY_TABLE`). Every part of `body` is HTML already;
 * `title` and `heading` are escaped here.
 */
export function htmlDocument(
  { lang, title, heading }: { lang: string; title: string; heading: string },
  body: string[],
): string {
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    `<h1>${escapeHtml(heading)}</h1>`,
    ...body,
    '</body></html>',
  ].join('\n');
}

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
