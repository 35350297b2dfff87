import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { HttpFake, flagsServer } from '@/e2e/fakes/http-fake';
import { bootstrap, expectedVariant, liveFlags } from '@/e2e/variants';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';

// The proxy buckets every device on the flags its server loaded from Amplitude,
// not on the bootstrap it was built with: each device gets exactly the variant
// Amplitude's own evaluator gives it under the live configuration, and keeps it.
// That the split is 50/50 is shown on a million devices (lib/experiments/split.test.ts).

const flags = new HttpFake(flagsServer(liveFlags));
let proxy: typeof import('@/proxy').proxy;
let origin: string;
const warnings: string[] = [];

beforeAll(async () => {
  // The settings are read once, when the proxy first imports them (lib/experiments/config.ts).
  process.env.AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY = 'server-test-key';
  process.env.AMPLITUDE_EXPERIMENT_SERVER_URL = await flags.start();
  jest.spyOn(console, 'warn').mockImplementation((message) => void warnings.push(String(message)));
  ({ proxy } = await import('@/proxy'));
  origin = (await import('@/lib/config/site')).siteOrigins.DE;
  const { experimentsLoaded, fetchExperiments } = await import('@/lib/experiments/experiments');
  await fetchExperiments();
  expect(experimentsLoaded()).toBe(true);
});
afterAll(async () => {
  const holder = globalThis as Record<symbol, { client?: { stop(): void } } | undefined>;
  holder[Symbol.for('rechenweg.experiments')]?.client?.stop();
  await flags.stop();
});

/** Where the proxy sends a visitor of the teachers' page, and what a cache may do with it. */
async function served(deviceId: string | null) {
  const answer = await proxy(
    new NextRequest(`${origin}/lehrkraefte`, {
      headers: {
        host: new URL(origin).host,
        ...(deviceId ? { cookie: `${DEVICE_ID_COOKIE.name}=${deviceId}` } : {}),
      },
    }),
  );
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return {
    page: rewrite && new URL(rewrite, origin).pathname,
    cacheControl: answer.headers.get('cache-control'),
  };
}

describe('the proxy on the live flags', () => {
  it('gives 400 devices each the live variant and keeps it; a visitor without a device id sees the standard page, not marked private', async () => {
    const [request] = flags.received();
    expect(request?.headers.authorization).toBe('Api-Key server-test-key');
    const devices = Array.from({ length: 400 }, () => randomUUID());
    const expected = devices.map((id) => ({
      page: `/de/v-${expectedVariant(liveFlags, id)}/lehrkraefte`,
      cacheControl: 'private, no-store',
    }));
    const first = await Promise.all(devices.map(served));
    expect(first).toEqual(expected);
    // The live configuration decided, not the bootstrap: about half the devices differ
    // (200 expected, 150 is five standard deviations below).
    const moved = devices.filter(
      (id) => expectedVariant(bootstrap, id) !== expectedVariant(liveFlags, id),
    );
    expect(moved.length).toBeGreaterThan(150);
    expect(await Promise.all(devices.map(served))).toEqual(first);

    const anonymous = await Promise.all(Array.from({ length: 200 }, () => served(null)));
    expect(new Set(anonymous.map(({ page }) => page))).toEqual(
      new Set(['/de/v-standard/lehrkraefte']),
    );
    // The proxy leaves their caching to the prerendered page's own `s-maxage`
    // (e2e/experiments.spec.ts, 'only answers without a cookie may be kept by a shared cache').
    for (const { cacheControl } of anonymous) expect(cacheControl).toBeNull();
    expect(warnings.join('\n')).not.toContain('[experiments]');
    // 1,000 answers of the proxy: 1.4 s on a quiet machine, 3.6 s beside a build.
  }, 20_000);
});
