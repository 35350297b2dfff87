import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { siteOrigins } from '@/lib/config/site';
import { SITE_PAGES } from '@/lib/routing/pages';

// The proxy of a production build with its hash set (scripts/build-output/pin-scripts.mjs):
// each prerendered page's policy names every hash pinned for that page, or the
// browser refuses that inline script and the page never hydrates.

type Proxy = typeof import('@/proxy').proxy;
const root = mkdtempSync(join(tmpdir(), 'rw-script-policy-'));
const requests = Object.values(siteOrigins).flatMap((origin) =>
  SITE_PAGES.map(({ path }) => new URL(path, origin).href),
);

/** The proxy as a fresh server process loads it. */
function freshProxy(): Proxy {
  let proxy!: Proxy;
  jest.isolateModules(() => {
    ({ proxy } = jest.requireActual<typeof import('@/proxy')>('@/proxy'));
  });
  return proxy;
}

const ask = (proxy: Proxy, url: string) =>
  proxy(new NextRequest(url, { headers: { host: new URL(url).host, accept: 'text/html' } }));

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('every prerendered page is served with every hash of its scripts', async () => {
  // Where each page is prerendered, as a development server (no hash set) routes it.
  const targets = new Map<string, string>();
  const routing = freshProxy();
  for (const url of requests) {
    const rewrite = (await ask(routing, url)).headers.get('x-middleware-rewrite');
    targets.set(url, new URL(rewrite!, url).pathname);
  }
  const pages = Object.fromEntries(
    [...new Set(targets.values())].map((path, i) => [
      path,
      [`'sha256-head-${i}'`, `'sha256-loader-${i}'`, `'sha256-other-${i}'`],
    ]),
  );
  const dist = join(root, '.next');
  mkdirSync(dist);
  writeFileSync(join(dist, 'BUILD_ID'), 'build-1\n');
  writeFileSync(
    join(dist, 'script-hashes.json'),
    JSON.stringify({ buildId: 'build-1', pages, etags: {} }),
  );
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const env = process.env as Record<string, string>;
  const nodeEnv = env.NODE_ENV;
  env.NODE_ENV = 'production';
  try {
    const served = freshProxy();
    for (const url of requests) {
      const policy = (await ask(served, url)).headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect([url, scriptSrc]).toEqual([url, expect.arrayContaining(pages[targets.get(url)!]!)]);
    }
  } finally {
    env.NODE_ENV = nodeEnv!;
  }
});
