import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSharedCacheConfig } from '@/lib/http/shared-cache';
import { serving } from '@/scripts/next-server.mjs';
import { freePort } from '@/scripts/redis-server.mjs';

// The Datenschutz says server logs are deleted after 30 days: the shared cache's
// access log holds no whole address, and deploy/logrotate.conf deletes it. Real
// nginx (Debian's, without root, as e2e/cache.spec.ts runs it) writes the lines
// read here; a balancer in front names other clients in X-Forwarded-For.

const NGINX = '/usr/sbin/nginx';
const root = join(__dirname, '..', '..');
const template = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');

const haveNginx = existsSync(NGINX);
const describeWithNginx = haveNginx ? describe : describe.skip;

describeWithNginx('the shared cache’s access log', () => {
  let prefix: string;
  let port: number;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), 'access-log-'));
    // Run as root, nginx's workers are `nobody`: they must enter the prefix.
    chmodSync(prefix, 0o755);
    port = await freePort();
    const rendered = renderSharedCacheConfig(template, {
      port,
      // Nothing listens there: nginx answers 502 and logs the request all the same.
      upstream: `http://127.0.0.1:${await freePort()}`,
      origins: { DE: 'http://www.example.de', CH: 'http://www.example.ch' },
      experimentPaths: [],
      preview: false,
      balancers: ['192.0.2.1'],
    })
      // IPv6 too, and loopback as the balancer whose X-Forwarded-For names the client.
      .replace(`listen ${port};`, `listen ${port};\n        listen [::1]:${port};`)
      .replace('set_real_ip_from 192.0.2.1;', 'set_real_ip_from 127.0.0.1;');
    await writeFile(join(prefix, 'nginx.conf'), rendered);
    const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    stop = await serving(child, {
      name: `nginx on port ${port}`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      ready: (response: Response) => response.headers.has('x-cache-status'),
      output: () => stderr,
    });
  });

  afterAll(async () => {
    await stop?.();
    rmSync(prefix, { recursive: true, force: true });
  });

  /** The access log's lines for one path, once nginx has written `count` of them. */
  async function linesFor(path: string, count: number): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const lines = readFileSync(join(prefix, 'access.log'), 'utf8')
        .split('\n')
        .filter((line) => line.includes(`GET ${path} `));
      if (lines.length >= count) return lines;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nginx logged no ${count} requests for ${path}`);
  }

  it('shortens IPv4 to its /24 and IPv6 to its /48, a direct client and one behind a balancer', async () => {
    const clients: [string, string][] = [
      ['203.0.113.77', '203.0.113.0'],
      ['2001:db8:1234:5678:9abc::1', '2001:db8:1234::'],
      ['2001:db8::42', '2001:db8::'],
      ['fe80::1', 'fe80::'],
    ];
    for (const [address] of clients) {
      await fetch(`http://127.0.0.1:${port}/behind`, { headers: { 'X-Forwarded-For': address } });
    }
    await fetch(`http://127.0.0.1:${port}/direct`);
    await fetch(`http://[::1]:${port}/direct`);
    // nginx logs a request once its answer has left, so with two workers the lines of
    // sequential requests can land in either order: compare them as sorted lists.
    const networks = async (path: string, count: number) =>
      (await linesFor(path, count)).map((line) => line.split(' ')[0]).sort();
    expect(await networks('/behind', clients.length)).toEqual(
      clients.map(([, network]) => network).sort(),
    );
    expect(await networks('/direct', 2)).toEqual(['127.0.0.0', '::'].sort());
    // Every line, the readiness probe's too, starts with a network, never an address.
    const log = readFileSync(join(prefix, 'access.log'), 'utf8').trim().split('\n');
    expect(log.filter((line) => !/^(\d+\.\d+\.\d+\.0|[\da-f:]*::) /.test(line))).toEqual([]);
  });
});

describe('the access log’s rotation (deploy/logrotate.conf)', () => {
  const rotation = readFileSync(join(root, 'deploy', 'logrotate.conf'), 'utf8');
  const directives = rotation
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('rotates the log nginx writes under the documented prefix daily and keeps 30 days at most', () => {
    expect(template).toContain('access_log access.log cache;');
    expect(directives[0]).toBe('/var/cache/rechenweg/access.log {');
    expect(directives).toContain('daily');
    // Today's file and the rotated ones: at most 30 days of lines.
    const kept = Number(/^rotate (\d+)$/m.exec(directives.join('\n'))?.[1]);
    expect(kept + 1).toBeLessThanOrEqual(30);
    expect(directives).toContain('maxage 30');
    // nginx writes on into the rotated file until it reopens its log.
    expect(rotation).toContain('kill -USR1 "$(cat /var/cache/rechenweg/nginx.pid)"');
    expect(template).toMatch(/^pid nginx\.pid;$/m);
  });
});
