// A page's static twin: the site's own server HTML with every script and the
// RSC payload removed, its stylesheets inlined and no web font. What a
// hand-written static page with the same markup costs: the bench measures each
// page against it, so a figure tells whether a cost is content or delivery.
import { createServer, request as httpRequest } from 'node:http';
import { edgeCompress } from '../scripts/vercel-edge.mjs';

/**
 * How a server compresses an answer for a client's `Accept-Encoding`.
 * @typedef {(acceptEncoding: string | undefined) => 'br' | 'gzip' | undefined} Encoding
 */

/** `next start`'s: gzip, whatever else the client accepts. */
const gzipOnly = () => /** @type {const} */ ('gzip');

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
 * Serves the twins by path, compressed as the site's server compresses the
 * site (`encoding`: gzip, as `next start` does, unless told), so the bytes on
 * the wire compare; anything else (images, icons) comes from the site itself,
 * through this server, so the twin loads what the page loads. Every body is
 * compressed before the first request, as the site's prerendered pages are
 * before theirs.
 * @param {number} port
 * @param {string} site the site's origin
 * @param {Map<string, string>} twins the twin of each path
 * @param {Encoding} [encoding]
 */
export function serveTwins(port, site, twins, encoding = gzipOnly) {
  const bodies = new Map(
    [...twins].map(([path, html]) => {
      const plain = Buffer.from(html);
      return [path, { plain, gzip: edgeCompress(plain, 'gzip'), br: edgeCompress(plain, 'br') }];
    }),
  );
  const server = createServer((request, response) => {
    const twin = bodies.get(new URL(request.url ?? '/', 'http://twin').pathname);
    if (twin) {
      const chosen = encoding(request.headers['accept-encoding']);
      response
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          ...(chosen ? { 'Content-Encoding': chosen } : {}),
          'Cache-Control': 'no-store',
        })
        .end(chosen ? twin[chosen] : twin.plain);
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
