import type { ReceiptView } from '@/lib/declarations/receipt';
import { escapeHtml } from '@/lib/html';

/**
 * The receipt as a file of its own, readable without the site: what the page
 * showed, with the page's title, and whether it also went by e-mail.
 */
export function savedReceipt(
  title: string,
  { receipt, mailed, email }: { receipt: ReceiptView; mailed: boolean; email: string },
): string {
  const rows = receipt.lines
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('');
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    `<title>${escapeHtml(`${receipt.heading} – ${title}`)}</title></head><body>`,
    `<h1>${escapeHtml(receipt.heading)}</h1><dl>${rows}</dl>`,
    `<p>${escapeHtml(receipt.nextSteps)}</p>`,
    mailed ? `<p>${escapeHtml(`Bestätigung per E-Mail an ${email} gesendet.`)}</p>` : '',
    '</body></html>',
  ].join('\n');
}
