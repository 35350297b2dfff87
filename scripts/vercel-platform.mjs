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
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { edgeSend, matchRoute, passToOptimizer, routePhases, substitute } from './vercel-edge.mjs';
import { contentTypeOf, outputFiles } from './vercel-files.mjs';
import { VercelFunctions } from './vercel-functions.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./vercel-edge.mjs').Headers} Headers */
/** @typedef {import('./vercel-edge.mjs').Route} Route */
/** @typedef {{ path: string; schedule: string }} Cron A job of Vercel Cron, as `vercel build` writes it from vercel.json. */
/** @typedef {import('./vercel-files.mjs').Found} Found */
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

export class VercelOutput {
  /** @type {import('node:http').Server | undefined} */
  #server;
  /** @type {Map<string | null, Route[]>} */
  #phases;
  /** @type {Map<string, Buffer>} the compressed bodies of the output's files, by file and encoding: the edge caches them */
  #compressed = new Map();
  #functions;
  /** @type {Cron[]} */
  #crons;
  #output;
  #env;
  /** @type {string | undefined} */
  #images;
  /** @type {string[]} */
  logs = [];
  port = 0;
  /** The file, prerender or function the output has for a path, as Vercel's filesystem check finds it. */
  find;

  /**
   * @param {string} output the `.vercel/output` folder
   * @param {string} project the folder `vercel build` ran in: `filePathMap` names its files
   * @param {Record<string, string>} env what Vercel gives the functions at run time (the project's variables and its own)
   * @param {{ images?: string }} [options] `images`: the origin of an image optimizer that plays
   *   Vercel's and answers `/_next/image` (without one, that path is a 404)
   */
  constructor(output, project, env, { images } = {}) {
    this.#output = output;
    this.#env = env;
    this.#functions = new VercelFunctions(project, env, this.logs);
    this.#images = images;
    /** @type {{ routes: Route[]; overrides?: Record<string, { path?: string; contentType?: string }>; crons?: Cron[] }} */
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'));
    this.#crons = config.crons ?? [];
    this.#phases = routePhases(config.routes);
    this.find = outputFiles(output, config.overrides ?? {});
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
    this.#functions.stop();
    const server = this.#server;
    await new Promise((resolve) =>
      server ? server.close(() => resolve(undefined)) : resolve(undefined),
    );
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  async #handle(request, response) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (this.#images && url.pathname === '/_next/image')
      return passToOptimizer(request, response, this.#images);
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
    const groups = matchRoute(route, routing.path, request, url);
    if (!groups) return 'unmatched';
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
    const answer = await this.#functions.invoke(join(this.#output, 'functions', `${path}.func`), {
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
      edgeSend(response, {
        status: answer.status,
        headers: { ...Object.fromEntries(routing.headers), ...answer.headers },
        body: answer.body,
        acceptEncoding: routing.acceptEncoding,
        compressed: this.#compressed,
      });
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
      edgeSend(response, {
        status: routing.status ?? status,
        headers,
        body,
        acceptEncoding: routing.acceptEncoding,
        file,
        compressed: this.#compressed,
      });
      return true;
    };
    if (found.kind === 'static' || found.kind === 'prerender') {
      const contentType = contentTypeOf(found);
      const own = found.kind === 'prerender' ? found.headers : {};
      const status = found.kind === 'prerender' ? (found.status ?? 200) : 200;
      const headers = { ...own, 'content-type': contentType };
      return finish(status, headers, readFileSync(found.file), found.file);
    }
    const query = routing.query.toString();
    const answer = await this.#functions.invoke(found.folder, {
      method,
      path: `${routing.path}${query ? `?${query}` : ''}`,
      headers: { ...routing.requestHeaders, 'x-matched-path': routing.path },
      body: routing.body,
    });
    if (answer.status >= 500 && answer.headers['x-vercel-error']) return false;
    return finish(answer.status, answer.headers, answer.body);
  }
}
