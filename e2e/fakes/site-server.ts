import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { stopProcess } from '../../scripts/next-server.mjs';
import { e2eEnv } from '../e2e-env.mjs';

/** A server left over on the port (a run cut off by its timeout) would answer in place of ours. */
function assertPortFree(port: number) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} is taken by a server this test did not start`)),
      )
      .listen(port, () => probe.close(() => resolve()));
  });
}

/**
 * A second server of the e2e build on its own port, with its own runtime
 * environment (another flags server, production mode): what the proxy reads at
 * run time differs, the prerendered pages are the same. It is `next start`, or
 * the `server.js` of a deployed copy of the standalone output in `deployment`,
 * which runs without the build's environment. `bind` is the address it
 * listens on (`-H`, `HOSTNAME` for `server.js`); without it, `next start`
 * listens on every address and `server.js` on 0.0.0.0.
 */
export class SiteServer {
  readonly logs: string[] = [];
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly deployment?: string,
    readonly bind?: string,
  ) {}

  get url() {
    const host = this.bind ?? '127.0.0.1';
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.port}`;
  }

  private spawn() {
    const { NEXT_DIST_DIR: _, NEXT_OUTPUT: __, ...runtimeEnv } = e2eEnv;
    const bind = this.bind ? { HOSTNAME: this.bind } : {};
    this.child = this.deployment
      ? spawn(process.execPath, ['server.js'], {
          cwd: this.deployment,
          env: { ...process.env, ...runtimeEnv, ...this.env, ...bind, PORT: String(this.port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(
          process.execPath,
          [
            'node_modules/next/dist/bin/next',
            'start',
            '-p',
            String(this.port),
            ...(this.bind ? ['-H', this.bind] : []),
          ],
          { env: { ...process.env, ...e2eEnv, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] },
        );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.on('data', (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n')));
    }
    return this.child;
  }

  /** Starts the server and resolves once it answers `readyPath`. */
  async start(readyPath = '/impressum') {
    await assertPortFree(this.port);
    const child = this.spawn();
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      // A server left over on this port would answer in its place: only ours counts.
      if (child.exitCode !== null) {
        throw new Error(`site server on ${this.port} exited:\n${this.logs.join('\n')}`);
      }
      // Bounded: a server that never answers a page (a rewrite loop) fails here, not at the test's timeout.
      const ready = await fetch(`${this.url}${readyPath}`, {
        signal: AbortSignal.timeout(5000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`site server on ${this.port} did not start:\n${this.logs.join('\n')}`);
  }

  /**
   * Starts a server that is expected to refuse to start: its exit code, or
   * 'answered' (and it is stopped) if it served a page instead. It is asked for
   * one meanwhile, in case Next defers its start-up to the first request.
   */
  async refusal(): Promise<number | 'answered'> {
    const child = this.spawn();
    const exited = new Promise<number>((resolve) =>
      child.once('exit', (code) => resolve(code ?? -1)),
    );
    for (;;) {
      const outcome = await Promise.race([
        exited,
        fetch(`${this.url}/impressum`).then(
          (response) => (response.ok ? ('answered' as const) : undefined),
          () => undefined,
        ),
      ]);
      if (outcome === 'answered') await this.stop();
      if (outcome !== undefined) return outcome;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (child) await stopProcess(child);
  }

  /** Gone at once by SIGKILL, as in a crash: nothing it had begun is finished. */
  async kill() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
