// The functions of a Build Output as Vercel runs them, for the platform's
// stand-in (scripts/vercel-platform.mjs): each laid out with exactly the files
// its `.vc-config.json` names and started in a process of its own on its first
// request, then reused.
import { fork } from 'node:child_process';
import {
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FUNCTION_RUNNER } from './vercel-function.cjs';

/** @typedef {import('./vercel-edge.mjs').Headers} Headers */
/** @typedef {{ status: number; headers: Headers; body: Buffer }} Answer */

export class VercelFunctions {
  /** @type {Map<string, Promise<number>>} */
  #functions = new Map();
  /** @type {import('node:child_process').ChildProcess[]} */
  #processes = [];
  /** @type {string[]} */
  #laidOut = [];
  #project;
  #env;
  #logs;

  /**
   * @param {string} project the folder `vercel build` ran in: `filePathMap` names its files
   * @param {Record<string, string>} env what Vercel gives the functions at run time
   * @param {string[]} logs where the functions' output goes
   */
  constructor(project, env, logs) {
    this.#project = project;
    this.#env = env;
    this.#logs = logs;
  }

  /** Stops every function's process and removes what was laid out for them. */
  stop() {
    for (const child of this.#processes) child.kill('SIGKILL');
    for (const folder of this.#laidOut) rmSync(folder, { recursive: true, force: true });
  }

  /**
   * @param {string} folder
   * @param {{ method: string; path: string; headers: Headers; body: Buffer }} request
   * @returns {Promise<Answer>}
   */
  async invoke(folder, { method, path, headers, body }) {
    const port = await this.#port(folder);
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
  #port(folder) {
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
              stream?.on('data', (chunk) => this.#logs.push(chunk.toString()));
            }
            child.once('message', () => resolve(port));
            child.once('exit', (code) =>
              reject(new Error(`${folder} exited with ${code}: ${this.#logs.join('')}`)),
            );
          });
        });
      });
      this.#functions.set(real, started);
    }
    return started;
  }
}
