// What Vercel's edge does to a request and an answer, for the platform's
// stand-in (scripts/vercel-platform.mjs): it matches a route and fills in its
// groups, sorts routes by phase, compresses what gains from it (brotli before
// gzip) and hands `/_next/image` to the image optimizer.
// bench/static-twin.mjs compresses its twins the same way.
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {Record<string, string | string[] | undefined>} Headers */
/** @typedef {{ type: 'header' | 'cookie' | 'query' | 'host'; key?: string; value?: string }} Condition */
/**
 * @typedef {{
 *   src?: string;
 *   dest?: string;
 *   headers?: Record<string, string>;
 *   status?: number;
 *   continue?: boolean;
 *   check?: boolean;
 *   important?: boolean;
 *   caseSensitive?: boolean;
 *   has?: Condition[];
 *   missing?: Condition[];
 *   middlewarePath?: string;
 *   handle?: string;
 * }} Route
 */

/** What the edge compresses: text, scripts, data and SVG; images are compressed already. */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

/**
 * The encoding Vercel's edge answers a client with: brotli when it accepts
 * it, else gzip, else none (`Accept-Encoding`, a `q=0` refuses).
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | undefined}
 */
export function edgeEncoding(acceptEncoding) {
  const accepted = new Set();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    if (!parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter))) accepted.add(name);
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * A body as the edge sends it in `encoding`, at zlib's default levels (gzip
 * 6, brotli 11): what Vercel uses is not published.
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
export const edgeCompress = (body, encoding) =>
  encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);

/**
 * Whether a route's `has` and `missing` conditions hold for a request; the
 * named groups of their patterns go into `groups`.
 * @param {Route} route
 * @param {IncomingMessage} request
 * @param {URL} url
 * @param {Record<string, string>} groups
 */
function conditionsHold(route, request, url, groups) {
  /** @param {Condition} condition @returns {string | undefined} */
  const valueOf = (condition) => {
    const key = condition.key ?? '';
    if (condition.type === 'host') return request.headers.host;
    if (condition.type === 'query') return url.searchParams.get(key) ?? undefined;
    if (condition.type === 'cookie') {
      const pair = (request.headers.cookie ?? '')
        .split(/;\s*/)
        .find((cookie) => cookie.startsWith(`${key}=`));
      return pair?.slice(key.length + 1);
    }
    const header = request.headers[key.toLowerCase()];
    return Array.isArray(header) ? header.join(', ') : header;
  };
  /** @param {Condition} condition */
  const holds = (condition) => {
    const value = valueOf(condition);
    if (value === undefined) return false;
    if (condition.value === undefined) return true;
    const match = new RegExp(`^(?:${condition.value})$`).exec(value);
    if (match?.groups) Object.assign(groups, match.groups);
    return match !== null;
  };
  return (route.has ?? []).every(holds) && !(route.missing ?? []).some(holds);
}

/**
 * A route's `dest` or header value with `$1` and `$name` filled in.
 * @param {string} text
 * @param {Record<string, string | undefined>} groups
 */
export const substitute = (text, groups) =>
  text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, name) => groups[name] ?? '');

/**
 * Sends an answer as the edge does: compressed when the client accepts it
 * and the type gains from it (unless the function compressed it already),
 * with its length.
 * @param {ServerResponse} response
 * @param {{
 *   status: number;
 *   headers: Headers;
 *   body: Buffer;
 *   acceptEncoding: string | undefined;
 *   file?: string;
 *   compressed: Map<string, Buffer>;
 * }} answer `file`: the output's file the body is, whose compressed bodies are
 *   kept in `compressed` by file and encoding, as the edge caches them
 */
export function edgeSend(response, { status, headers, body, acceptEncoding, file, compressed }) {
  const encoding =
    body.length > 0 &&
    !headers['content-encoding'] &&
    COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
      ? edgeEncoding(acceptEncoding)
      : undefined;
  let sent = body;
  if (encoding) {
    const key = file && `${file}\0${encoding}`;
    sent = (key && compressed.get(key)) || edgeCompress(body, encoding);
    if (key) compressed.set(key, sent);
    headers['content-encoding'] = encoding;
    const vary = [headers.vary ?? []].flat().join(', ');
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  delete headers['transfer-encoding'];
  headers['content-length'] = String(sent.length);
  response.writeHead(status, headers).end(sent);
}

/**
 * config.json's routes by phase: those before the first `handle` under null,
 * then each `handle`'s own.
 * @param {Route[]} routes
 */
export function routePhases(routes) {
  /** @type {Map<string | null, Route[]>} */
  const phases = new Map();
  /** @type {Route[]} */
  let phase = [];
  phases.set(null, phase);
  for (const route of routes) {
    if (route.handle) {
      phase = [];
      phases.set(route.handle, phase);
    } else phase.push(route);
  }
  return phases;
}

/**
 * The groups of a route that matches a request, or null. A route's `src`
 * matches the whole path, as Vercel matches it: the builder writes `^/?` for
 * the root's RSC route, and `/index(?:/)?` beside `/(.*?)` for each page's
 * `x-matched-path`.
 * @param {Route} route
 * @param {string} path the path as the routing has it so far
 * @param {IncomingMessage} request
 * @param {URL} url
 * @returns {Record<string, string> | null}
 */
export function matchRoute(route, path, request, url) {
  const match = new RegExp(`^(?:${route.src ?? '.*'})$`, route.caseSensitive ? '' : 'i').exec(path);
  /** @type {Record<string, string>} */
  const groups = {};
  if (!match || !conditionsHold(route, request, url, groups)) return null;
  return Object.assign(
    groups,
    match.groups,
    Object.fromEntries(match.map((value, index) => [index, value])),
  );
}

/**
 * Passes `/_next/image` to the image optimizer, which Vercel runs beside
 * the routes, and its answer back as it is.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} optimizer its origin
 */
export function passToOptimizer(request, response, optimizer) {
  const target = new URL(request.url ?? '/', optimizer);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (incoming) => {
        response.writeHead(incoming.statusCode ?? 502, incoming.headers);
        incoming.pipe(response).on('finish', resolve);
      },
    );
    outgoing.on('error', reject);
    request.pipe(outgoing);
  });
}
