// Vercel's platform in front of a Build Output (`.vercel/output`), as far as a
// deployment of this site uses it: config.json's routes in their phases (the
// proxy as middleware, the filesystem, rewrites, hits, misses and errors), the
// static files with their overrides, prerendered pages served from their
// fallback files, functions run in processes of their own from exactly the
// files their `.vc-config.json` names, and its cron jobs when a test runs
// them; its edge compresses what it sends, brotli before gzip, and
// `/_next/image` goes to an optimizer the caller names. What only a real
// deployment shows (the edge's header precedence beyond the routes' order and
// its own headers, Vercel's own image optimizer, the ISR cache's regeneration,
// the cron schedule) is not here. Shared by e2e/vercel.spec.ts and the bench
// (bench/vercel-output.mjs).
import { fork } from 'node:child_process';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FUNCTION_RUNNER } from './vercel-function.cjs';

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
/** @typedef {{ path: string; schedule: string }} Cron A job of Vercel Cron, as `vercel build` writes it from vercel.json. */
/**
 * @typedef {{ kind: 'static'; file: string; contentType?: string }
 *   | { kind: 'prerender'; file: string; headers: Record<string, string>; status?: number }
 *   | { kind: 'function'; folder: string }} Found
 */
/**
 * What the routing has decided so far about one request. `body` is the
 * request's body, read once: the proxy and then a function may both get it;
 * `acceptEncoding` is what the client accepts, whatever the proxy passes on.
 * @typedef {{
 *   path: string;
 *   body: Buffer;
 *   acceptEncoding: string | undefined;
 *   query: URLSearchParams;
 *   requestHeaders: Headers;
 *   headers: Map<string, string>;
 *   important: Map<string, string>;
 *   status?: number;
 * }} Routing
 */
/** @typedef {{ status: number; headers: Headers; body: Buffer }} Answer */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.rsc': 'text/x-component',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.txt': 'text/plain; charset=utf-8',
};

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
 * @param {string} text
 * @param {Record<string, string | undefined>} groups
 */
const substitute = (text, groups) =>
  text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, name) => groups[name] ?? '');

export class VercelOutput {
  /** @type {import('node:http').Server | undefined} */
  #server;
  /** @type {Map<string | null, Route[]>} */
  #phases = new Map();
  /** @type {Map<string, { file: string; contentType?: string }>} */
  #staticPaths = new Map();
  /** @type {Map<string, Promise<number>>} */
  #functions = new Map();
  /** @type {Map<string, Buffer>} the compressed bodies of the output's files, by file and encoding: the edge caches them */
  #compressed = new Map();
  /** @type {import('node:child_process').ChildProcess[]} */
  #processes = [];
  /** @type {string[]} */
  #laidOut = [];
  /** @type {Cron[]} */
  #crons;
  #output;
  #project;
  #env;
  /** @type {string | undefined} */
  #images;
  /** @type {string[]} */
  logs = [];
  port = 0;

  /**
   * @param {string} output the `.vercel/output` folder
   * @param {string} project the folder `vercel build` ran in: `filePathMap` names its files
   * @param {Record<string, string>} env what Vercel gives the functions at run time (the project's variables and its own)
   * @param {{ images?: string }} [options] `images`: the origin of an image optimizer that plays
   *   Vercel's and answers `/_next/image` (without one, that path is a 404)
   */
  constructor(output, project, env, { images } = {}) {
    this.#output = output;
    this.#project = project;
    this.#env = env;
    this.#images = images;
    /** @type {{ routes: Route[]; overrides?: Record<string, { path?: string; contentType?: string }>; crons?: Cron[] }} */
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'));
    this.#crons = config.crons ?? [];
    /** @type {Route[]} */
    let phase = [];
    this.#phases.set(null, phase);
    for (const route of config.routes) {
      if (route.handle) {
        phase = [];
        this.#phases.set(route.handle, phase);
      } else phase.push(route);
    }
    for (const [file, override] of Object.entries(config.overrides ?? {})) {
      this.#staticPaths.set(`/${override.path ?? file}`, {
        file: join(output, 'static', file),
        contentType: override.contentType,
      });
    }
  }

  /**
   * Runs each of config.json's cron jobs once, as Vercel Cron does: a GET of
   * its path that carries the project's CRON_SECRET as a bearer token.
   */
  async runCrons() {
    /** @type {{ path: string; status: number }[]} */
    const runs = [];
    for (const { path } of this.#crons) {
      const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
        headers: {
          'User-Agent': 'vercel-cron/1.0',
          ...(this.#env.CRON_SECRET ? { Authorization: `Bearer ${this.#env.CRON_SECRET}` } : {}),
        },
      });
      await response.body?.cancel();
      runs.push({ path, status: response.status });
    }
    return runs;
  }

  get url() {
    return `http://localhost:${this.port}`;
  }

  /** @param {number} port */
  async start(port) {
    const server = createServer((request, response) => {
      this.#handle(request, response).catch((error) => {
        this.logs.push(`[vercel-output] ${error.stack}`);
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
    });
    this.#server = server;
    await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
    this.port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  }

  async stop() {
    for (const child of this.#processes) child.kill('SIGKILL');
    const server = this.#server;
    await new Promise((resolve) =>
      server ? server.close(() => resolve(undefined)) : resolve(undefined),
    );
    for (const folder of this.#laidOut) rmSync(folder, { recursive: true, force: true });
  }

  /**
   * The file, prerender or function the output has for a path, as Vercel's filesystem check finds it.
   * @param {string} path
   * @returns {Found | undefined}
   */
  find(path) {
    const staticPath = this.#staticPaths.get(path);
    if (staticPath && existsSync(staticPath.file)) return { kind: 'static', ...staticPath };
    const file = join(this.#output, 'static', decodeURIComponent(path));
    if (path !== '/' && existsSync(file) && statSync(file).isFile())
      return { kind: 'static', file };
    const base = join(this.#output, 'functions', path === '/' ? 'index' : path);
    if (existsSync(`${base}.prerender-config.json`)) {
      const config = JSON.parse(readFileSync(`${base}.prerender-config.json`, 'utf8'));
      return {
        kind: 'prerender',
        file: join(dirname(base), config.fallback.fsPath),
        headers: config.initialHeaders ?? {},
        status: config.initialStatus,
      };
    }
    if (existsSync(`${base}.func`)) return { kind: 'function', folder: `${base}.func` };
    return undefined;
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  async #handle(request, response) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (this.#images && url.pathname === '/_next/image')
      return this.#optimizeImage(request, response);
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    /** @type {Routing} */
    const routing = {
      path: url.pathname,
      body: Buffer.concat(chunks),
      acceptEncoding: request.headers['accept-encoding'],
      query: url.searchParams,
      requestHeaders: { ...request.headers },
      headers: new Map(),
      important: new Map(),
    };
    /** @type {Found | undefined} */
    let found;
    /** @param {string | null} phase */
    const run = async (phase) => {
      for (const route of this.#phases.get(phase) ?? []) {
        const outcome = await this.#apply(route, routing, request, response, url);
        if (outcome === 'sent') return 'sent';
        if (outcome === 'unmatched') continue;
        if (route.check) {
          found = this.find(routing.path);
          if (found) return 'found';
        }
        if (!route.continue) return 'stopped';
      }
      return 'done';
    };
    const method = request.method ?? 'GET';
    if ((await run(null)) === 'sent') return;
    found = this.find(routing.path);
    for (const phase of ['filesystem', 'rewrite']) {
      if (found) break;
      if ((await run(phase)) === 'sent') return;
      found ??= this.find(routing.path);
    }
    if (!found && routing.status === undefined && (await run('resource')) === 'sent') return;
    if (!found && (await run('miss')) === 'sent') return;
    if (found) {
      const status = routing.status;
      await run('hit');
      routing.status = status;
      if (await this.#serve(found, routing, method, response)) return;
      routing.status = 500;
    }
    await this.#error(routing, request, response, url);
  }

  /**
   * Passes `/_next/image` to the image optimizer, which Vercel runs beside
   * the routes, and its answer back as it is.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  #optimizeImage(request, response) {
    const target = new URL(request.url ?? '/', this.#images);
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

  /**
   * The error phase: the route for the status the request ended with (a 404 when nothing was found).
   * @param {Routing} routing
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {URL} url
   */
  async #error(routing, request, response, url) {
    const status = routing.status && routing.status >= 400 ? routing.status : 404;
    const route = (this.#phases.get('error') ?? []).find(
      (candidate) => candidate.status === status,
    );
    if (route) await this.#apply(route, routing, request, response, url);
    routing.status = status;
    const page = this.find(routing.path);
    if (!page || !(await this.#serve(page, routing, request.method ?? 'GET', response))) {
      response.writeHead(status).end();
    }
  }

  /**
   * Applies one route; says whether it matched, or already answered the request.
   * @param {Route} route
   * @param {Routing} routing
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {URL} url
   * @returns {Promise<'matched' | 'unmatched' | 'sent'>}
   */
  async #apply(route, routing, request, response, url) {
    // A route's `src` matches the whole path, as Vercel matches it: the
    // builder writes `^/?` for the root's RSC route, and `/index(?:/)?` beside
    // `/(.*?)` for each page's `x-matched-path`.
    const match = new RegExp(`^(?:${route.src ?? '.*'})$`, route.caseSensitive ? '' : 'i').exec(
      routing.path,
    );
    /** @type {Record<string, string>} */
    const groups = {};
    if (!match || !conditionsHold(route, request, url, groups)) return 'unmatched';
    Object.assign(
      groups,
      match.groups,
      Object.fromEntries(match.map((value, index) => [index, value])),
    );
    for (const [name, value] of Object.entries(route.headers ?? {})) {
      (route.important ? routing.important : routing.headers).set(
        name.toLowerCase(),
        substitute(value, groups),
      );
    }
    if (route.status) routing.status = route.status;
    if (route.middlewarePath)
      return this.#middleware(route.middlewarePath, routing, request, response);
    if (route.dest) {
      const dest = new URL(substitute(route.dest, groups), 'http://dest');
      routing.path = dest.pathname;
      dest.searchParams.forEach((value, name) => routing.query.set(name, value));
    }
    if (route.status && route.headers?.Location) {
      response.writeHead(route.status, Object.fromEntries(routing.headers)).end();
      return 'sent';
    }
    return 'matched';
  }

  /**
   * Runs the proxy: it answers itself, or rewrites, or lets the request go on, with its headers.
   * @param {string} path
   * @param {Routing} routing
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @returns {Promise<'matched' | 'sent'>}
   */
  async #middleware(path, routing, request, response) {
    const answer = await this.#invoke(join(this.#output, 'functions', `${path}.func`), {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: routing.requestHeaders,
      body: routing.body,
    });
    const next = answer.headers['x-middleware-next'] === '1';
    const rewrite = /** @type {string | undefined} */ (answer.headers['x-middleware-rewrite']);
    const overridden = /** @type {string | undefined} */ (
      answer.headers['x-middleware-override-headers']
    );
    if (overridden) {
      const names = overridden.split(',').map((name) => name.trim());
      /** @type {Headers} */
      const kept = {};
      for (const name of names) kept[name] = answer.headers[`x-middleware-request-${name}`];
      routing.requestHeaders = kept;
    }
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name.startsWith('x-middleware-') || value === undefined) continue;
      if (
        ['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive'].includes(name)
      )
        continue;
      routing.headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (!next && !rewrite) {
      this.#send(
        response,
        answer.status,
        { ...Object.fromEntries(routing.headers), ...answer.headers },
        answer.body,
        routing.acceptEncoding,
      );
      return 'sent';
    }
    if (rewrite) {
      const target = new URL(rewrite, `http://${request.headers.host}`);
      routing.path = target.pathname;
      routing.query = target.searchParams;
    }
    return 'matched';
  }

  /**
   * Answers with what the filesystem check found; false when a function failed.
   * @param {Found} found
   * @param {Routing} routing
   * @param {string} method
   * @param {ServerResponse} response
   * @returns {Promise<boolean>}
   */
  async #serve(found, routing, method, response) {
    /**
     * @param {number} status
     * @param {Headers} own
     * @param {Buffer} body
     * @param {string} [file] the output's file the body is, whose compressed bodies are kept
     */
    const finish = (status, own, body, file) => {
      const headers = {
        ...own,
        ...Object.fromEntries(routing.headers),
        ...Object.fromEntries(routing.important),
      };
      this.#send(response, routing.status ?? status, headers, body, routing.acceptEncoding, file);
      return true;
    };
    if (found.kind === 'static' || found.kind === 'prerender') {
      const contentType =
        (found.kind === 'static' && found.contentType) ||
        CONTENT_TYPES[extname(found.file)] ||
        'application/octet-stream';
      const own = found.kind === 'prerender' ? found.headers : {};
      const status = found.kind === 'prerender' ? (found.status ?? 200) : 200;
      const headers = { ...own, 'content-type': contentType };
      return finish(status, headers, readFileSync(found.file), found.file);
    }
    const query = routing.query.toString();
    const answer = await this.#invoke(found.folder, {
      method,
      path: `${routing.path}${query ? `?${query}` : ''}`,
      headers: { ...routing.requestHeaders, 'x-matched-path': routing.path },
      body: routing.body,
    });
    if (answer.status >= 500 && answer.headers['x-vercel-error']) return false;
    return finish(answer.status, answer.headers, answer.body);
  }

  /**
   * Sends an answer as the edge does: compressed when the client accepts it
   * and the type gains from it (unless the function compressed it already),
   * with its length.
   * @param {ServerResponse} response
   * @param {number} status
   * @param {Headers} headers
   * @param {Buffer} body
   * @param {string | undefined} acceptEncoding
   * @param {string} [file] the output's file the body is, whose compressed bodies are kept
   */
  #send(response, status, headers, body, acceptEncoding, file) {
    const encoding =
      body.length > 0 &&
      !headers['content-encoding'] &&
      COMPRESSIBLE.test(String(headers['content-type'] ?? ''))
        ? edgeEncoding(acceptEncoding)
        : undefined;
    let sent = body;
    if (encoding) {
      const key = file && `${file}\0${encoding}`;
      sent = (key && this.#compressed.get(key)) || edgeCompress(body, encoding);
      if (key) this.#compressed.set(key, sent);
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
   * @param {string} folder
   * @param {{ method: string; path: string; headers: Headers; body: Buffer }} request
   * @returns {Promise<Answer>}
   */
  async #invoke(folder, { method, path, headers, body }) {
    const port = await this.#functionPort(folder);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: /** @type {Record<string, string>} */ (headers),
        },
        (incoming) => {
          /** @type {Buffer[]} */
          const chunks = [];
          incoming.on('data', (chunk) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 502,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /**
   * Lays a function out as Vercel deploys it (its folder plus every file its
   * `filePathMap` names, from the project), starts it and says its port. A file
   * the trace missed is missing here too.
   * @param {string} folder
   * @returns {Promise<number>}
   */
  #functionPort(folder) {
    const real = realpathSync(folder);
    let started = this.#functions.get(real);
    if (!started) {
      const laidOut = mkdtempSync(join(tmpdir(), 'rechenweg-function-'));
      this.#laidOut.push(laidOut);
      cpSync(real, laidOut, { recursive: true, dereference: true });
      /** @type {{ filePathMap?: Record<string, string> }} */
      const { filePathMap = {} } = JSON.parse(readFileSync(join(real, '.vc-config.json'), 'utf8'));
      for (const [target, source] of Object.entries(filePathMap)) {
        mkdirSync(dirname(join(laidOut, target)), { recursive: true });
        try {
          linkSync(join(this.#project, source), join(laidOut, target));
        } catch {
          cpSync(join(this.#project, source), join(laidOut, target));
        }
      }
      started = new Promise((resolve, reject) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
          probe.close(() => {
            const child = fork(FUNCTION_RUNNER, [laidOut, String(port)], {
              env: { ...this.#env, NODE_ENV: 'production' },
              stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
            });
            this.#processes.push(child);
            for (const stream of [child.stdout, child.stderr]) {
              stream?.on('data', (chunk) => this.logs.push(chunk.toString()));
            }
            child.once('message', () => resolve(port));
            child.once('exit', (code) =>
              reject(new Error(`${folder} exited with ${code}: ${this.logs.join('')}`)),
            );
          });
        });
      });
      this.#functions.set(real, started);
    }
    return started;
  }
}
