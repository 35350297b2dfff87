import { fork, type ChildProcess } from 'node:child_process';
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
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';

// Vercel's platform in front of a Build Output (`.vercel/output`), as far as a
// deployment of this site uses it: config.json's routes in their phases (the
// proxy as middleware, the filesystem, rewrites, hits, misses and errors), the
// static files with their overrides, prerendered pages served from their
// fallback files, functions run in processes of their own from exactly the
// files their `.vc-config.json` names, and its cron jobs when a test runs
// them. What only a real deployment shows (the edge's header precedence beyond
// the routes' order, `/_next/image`, the ISR cache's regeneration, the cron
// schedule) is not here.

type Condition = { type: 'header' | 'cookie' | 'query' | 'host'; key?: string; value?: string };
export type Route = {
  src?: string;
  dest?: string;
  headers?: Record<string, string>;
  status?: number;
  continue?: boolean;
  check?: boolean;
  important?: boolean;
  caseSensitive?: boolean;
  has?: Condition[];
  missing?: Condition[];
  middlewarePath?: string;
  handle?: string;
};
/** A job of Vercel Cron, as `vercel build` writes it from vercel.json. */
type Cron = { path: string; schedule: string };
type Found =
  | { kind: 'static'; file: string; contentType?: string }
  | { kind: 'prerender'; file: string; headers: Record<string, string>; status?: number }
  | { kind: 'function'; folder: string };

/** What the routing has decided so far about one request. */
type Routing = {
  path: string;
  /** The request's body, read once: the proxy and then a function may both get it. */
  body: Buffer;
  query: URLSearchParams;
  requestHeaders: Record<string, string | string[] | undefined>;
  headers: Map<string, string>;
  important: Map<string, string>;
  status?: number;
};

const CONTENT_TYPES: Record<string, string> = {
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

function conditionsHold(
  route: Route,
  request: IncomingMessage,
  url: URL,
  groups: Record<string, string>,
) {
  const valueOf = (condition: Condition): string | undefined => {
    if (condition.type === 'host') return request.headers.host;
    if (condition.type === 'query') return url.searchParams.get(condition.key!) ?? undefined;
    if (condition.type === 'cookie') {
      const pair = (request.headers.cookie ?? '')
        .split(/;\s*/)
        .find((cookie) => cookie.startsWith(`${condition.key}=`));
      return pair?.slice(condition.key!.length + 1);
    }
    const header = request.headers[condition.key!.toLowerCase()];
    return Array.isArray(header) ? header.join(', ') : header;
  };
  const holds = (condition: Condition) => {
    const value = valueOf(condition);
    if (value === undefined) return false;
    if (condition.value === undefined) return true;
    const match = new RegExp(`^(?:${condition.value})$`).exec(value);
    if (match?.groups) Object.assign(groups, match.groups);
    return match !== null;
  };
  return (route.has ?? []).every(holds) && !(route.missing ?? []).some(holds);
}

const substitute = (text: string, groups: Record<string, string | undefined>) =>
  text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, name: string) => groups[name] ?? '');

export class VercelOutput {
  private server?: Server;
  private readonly phases = new Map<string | null, Route[]>();
  private readonly staticPaths = new Map<string, { file: string; contentType?: string }>();
  private readonly functions = new Map<string, Promise<number>>();
  private readonly processes: ChildProcess[] = [];
  private readonly laidOut: string[] = [];
  private readonly crons: Cron[];
  readonly logs: string[] = [];
  port = 0;

  /**
   * @param output the `.vercel/output` folder
   * @param project the folder `vercel build` ran in: `filePathMap` names its files
   * @param env what Vercel gives the functions at run time (the project's variables and its own)
   */
  constructor(
    private readonly output: string,
    private readonly project: string,
    private readonly env: Record<string, string>,
  ) {
    const config = JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as {
      routes: Route[];
      overrides?: Record<string, { path?: string; contentType?: string }>;
      crons?: Cron[];
    };
    this.crons = config.crons ?? [];
    let phase: string | null = null;
    this.phases.set(null, []);
    for (const route of config.routes) {
      if (route.handle) {
        phase = route.handle;
        this.phases.set(phase, []);
      } else this.phases.get(phase)!.push(route);
    }
    for (const [file, override] of Object.entries(config.overrides ?? {})) {
      this.staticPaths.set(`/${override.path ?? file}`, {
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
    const runs: { path: string; status: number }[] = [];
    for (const { path } of this.crons) {
      const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
        headers: {
          'User-Agent': 'vercel-cron/1.0',
          ...(this.env.CRON_SECRET ? { Authorization: `Bearer ${this.env.CRON_SECRET}` } : {}),
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

  async start(port: number) {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        this.logs.push(`[vercel-output] ${error.stack}`);
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    for (const child of this.processes) child.kill('SIGKILL');
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    for (const folder of this.laidOut) rmSync(folder, { recursive: true, force: true });
  }

  /** The file, prerender or function the output has for a path, as Vercel's filesystem check finds it. */
  find(path: string): Found | undefined {
    const staticPath = this.staticPaths.get(path);
    if (staticPath && existsSync(staticPath.file)) return { kind: 'static', ...staticPath };
    const file = join(this.output, 'static', decodeURIComponent(path));
    if (path !== '/' && existsSync(file) && statSync(file).isFile())
      return { kind: 'static', file };
    const base = join(this.output, 'functions', path === '/' ? 'index' : path);
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

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const routing: Routing = {
      path: url.pathname,
      body: Buffer.concat(chunks),
      query: url.searchParams,
      requestHeaders: { ...request.headers },
      headers: new Map(),
      important: new Map(),
    };
    let found: Found | undefined;
    const run = async (phase: string | null) => {
      for (const route of this.phases.get(phase) ?? []) {
        const outcome = await this.apply(route, routing, request, response, url);
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
      if (await this.serve(found, routing, request.method!, response)) return;
      routing.status = 500;
    }
    await this.error(routing, request, response, url);
  }

  /** The error phase: the route for the status the request ended with (a 404 when nothing was found). */
  private async error(
    routing: Routing,
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ) {
    const status = routing.status && routing.status >= 400 ? routing.status : 404;
    const route = (this.phases.get('error') ?? []).find((candidate) => candidate.status === status);
    if (route) await this.apply(route, routing, request, response, url);
    routing.status = status;
    const page = this.find(routing.path);
    if (!page || !(await this.serve(page, routing, request.method!, response))) {
      response.writeHead(status).end();
    }
  }

  /** Applies one route; says whether it matched, or already answered the request. */
  private async apply(
    route: Route,
    routing: Routing,
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<'matched' | 'unmatched' | 'sent'> {
    const match = new RegExp(route.src ?? '^.*$', route.caseSensitive ? '' : 'i').exec(
      routing.path,
    );
    const groups: Record<string, string> = {};
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
      return this.middleware(route.middlewarePath, routing, request, response);
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

  /** Runs the proxy: it answers itself, or rewrites, or lets the request go on, with its headers. */
  private async middleware(
    path: string,
    routing: Routing,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<'matched' | 'sent'> {
    const answer = await this.invoke(join(this.output, 'functions', `${path}.func`), {
      method: request.method!,
      path: request.url!,
      headers: routing.requestHeaders,
      body: routing.body,
    });
    const next = answer.headers['x-middleware-next'] === '1';
    const rewrite = answer.headers['x-middleware-rewrite'] as string | undefined;
    const overridden = answer.headers['x-middleware-override-headers'] as string | undefined;
    if (overridden) {
      const names = overridden.split(',').map((name) => name.trim());
      const kept: Routing['requestHeaders'] = {};
      for (const name of names)
        kept[name] = answer.headers[`x-middleware-request-${name}`] as string;
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
      response.writeHead(answer.status, {
        ...Object.fromEntries(routing.headers),
        ...answer.headers,
      });
      response.end(answer.body);
      return 'sent';
    }
    if (rewrite) {
      const target = new URL(rewrite, `http://${request.headers.host}`);
      routing.path = target.pathname;
      routing.query = target.searchParams;
    }
    return 'matched';
  }

  /** Answers with what the filesystem check found; false when a function failed. */
  private async serve(
    found: Found,
    routing: Routing,
    method: string,
    response: ServerResponse,
  ): Promise<boolean> {
    const finish = (
      status: number,
      own: Record<string, string | string[] | undefined>,
      body: Buffer,
    ) => {
      const headers = {
        ...own,
        ...Object.fromEntries(routing.headers),
        ...Object.fromEntries(routing.important),
      };
      delete headers['transfer-encoding'];
      headers['content-length'] = String(body.length);
      response.writeHead(routing.status ?? status, headers).end(body);
      return true;
    };
    if (found.kind === 'static' || found.kind === 'prerender') {
      const contentType =
        ('contentType' in found && found.contentType) ||
        CONTENT_TYPES[extname(found.file)] ||
        'application/octet-stream';
      const own = found.kind === 'prerender' ? found.headers : {};
      const status = found.kind === 'prerender' ? (found.status ?? 200) : 200;
      return finish(status, { ...own, 'content-type': contentType }, readFileSync(found.file));
    }
    const query = routing.query.toString();
    const answer = await this.invoke(found.folder, {
      method,
      path: `${routing.path}${query ? `?${query}` : ''}`,
      headers: { ...routing.requestHeaders, 'x-matched-path': routing.path },
      body: routing.body,
    });
    if (answer.status >= 500 && answer.headers['x-vercel-error']) return false;
    return finish(answer.status, answer.headers, answer.body);
  }

  private async invoke(
    folder: string,
    {
      method,
      path,
      headers,
      body,
    }: { method: string; path: string; headers: Routing['requestHeaders']; body: Buffer },
  ) {
    const port = await this.functionPort(folder);
    return new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: headers as Record<string, string> },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode!,
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
   */
  private functionPort(folder: string): Promise<number> {
    const real = realpathSync(folder);
    let started = this.functions.get(real);
    if (!started) {
      const laidOut = mkdtempSync(join(tmpdir(), 'rechenweg-function-'));
      this.laidOut.push(laidOut);
      cpSync(real, laidOut, { recursive: true, dereference: true });
      const { filePathMap = {} } = JSON.parse(readFileSync(join(real, '.vc-config.json'), 'utf8'));
      for (const [target, source] of Object.entries<string>(filePathMap)) {
        mkdirSync(dirname(join(laidOut, target)), { recursive: true });
        try {
          linkSync(join(this.project, source), join(laidOut, target));
        } catch {
          cpSync(join(this.project, source), join(laidOut, target));
        }
      }
      started = new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const port = (probe.address() as AddressInfo).port;
          probe.close(() => {
            const child = fork(join(__dirname, 'vercel-function.cjs'), [laidOut, String(port)], {
              env: { ...this.env, NODE_ENV: 'production' },
              stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
            });
            this.processes.push(child);
            for (const stream of [child.stdout!, child.stderr!]) {
              stream.on('data', (chunk: Buffer) => this.logs.push(chunk.toString()));
            }
            child.once('message', () => resolve(port));
            child.once('exit', (code) =>
              reject(new Error(`${folder} exited with ${code}: ${this.logs.join('')}`)),
            );
          });
        });
      });
      this.functions.set(real, started);
    }
    return started;
  }
}
