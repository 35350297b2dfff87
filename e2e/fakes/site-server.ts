import { spawn, type ChildProcess } from 'node:child_process';
import { e2eEnv } from '../e2e-env.mjs';

/**
 * A second `next start` of the e2e build on its own port, with its own
 * runtime environment (another flags server, production mode): what the proxy
 * reads at run time differs, the prerendered pages are the same.
 */
export class SiteServer {
  readonly logs: string[] = [];
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(this.port)],
      { env: { ...process.env, ...e2eEnv, ...this.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.on('data', (chunk: Buffer) => this.logs.push(...chunk.toString().split('\n')));
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${this.url}/impressum`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`site server on ${this.port} did not start:\n${this.logs.join('\n')}`);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}
