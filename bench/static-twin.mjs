// A page's static twin: the site's own server HTML with every script and the
// RSC payload removed, its stylesheets inlined and no web font. What a
// hand-written static page with the same markup costs: the bench measures each
// page against it, so a figure tells whether a cost is content or delivery.
import { createServer, request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} html the page as the site serves it
 * @param {(href: string) => Promise<string>} cssOf a stylesheet's text by its URL path
 */
export async function staticTwin(html, cssOf) {
  let twin = html
    // Scripts: Next's payload (`self.__next_f`), the loader, JSON-LD and the hints alike.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '');
  for (const [tag, href] of [...twin.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g)]) {
    // A page whose rules are inline already keeps only them.
    const inline = twin.includes(`data-inlined-from="${href}"`)
      ? ''
      : `<style>${await cssOf(href)}</style>`;
    twin = twin.replace(tag, inline);
  }
  return twin.replace(
    /<style\b([^>]*)>([\s\S]*?)<\/style>/g,
    (_, attributes, css) =>
      `<style${attributes}>${css.replace(/@font-face\s*\{[^}]*\}/g, '')}</style>`,
  );
}

/**
 * Serves the twins by path, gzipped as `next start` serves the site, so the
 * bytes on the wire compare; anything else (images, icons) comes from the site
 * itself, through this server, so the twin loads what the page loads.
 * @param {number} port
 * @param {string} site the site's origin
 * @param {Map<string, string>} twins the twin of each path
 */
export function serveTwins(port, site, twins) {
  const bodies = new Map([...twins].map(([path, html]) => [path, gzipSync(html)]));
  const server = createServer((request, response) => {
    const body = bodies.get(new URL(request.url ?? '/', 'http://twin').pathname);
    if (body) {
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'gzip',
          'Cache-Control': 'no-store',
        })
        .end(body);
      return;
    }
    const upstream = new URL(request.url ?? '/', site);
    const forwarded = httpRequest(
      upstream,
      { method: request.method, headers: { ...request.headers, host: upstream.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    ),
  );
}
