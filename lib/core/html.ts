/** Text made safe to stand in HTML, as element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

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
