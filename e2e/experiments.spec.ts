import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import { PREVIEW_TIMING, EXPOSURE_EVENT } from '@/lib/experiments/assignment-timing';
import { E2E_ORIGINS, E2E_PORT, extraPort, PRODUCTION_RUNTIME } from './e2e-env.mjs';
import {
  HttpFake,
  amplitudeEvents,
  amplitudeOk,
  flagsServer,
  neverAnswer,
} from './fakes/http-fake';
import { SiteServer } from './fakes/site-server';
import { expect, test } from './fixtures';
import {
  FLAG,
  TEACHER_DEFAULT_CTA,
  TEACHER_TREATMENT_CTA,
  bootstrap,
  ctaOf,
  deviceIn,
  deviceWhere,
  expectedVariant,
  heroCta,
  liveFlags,
  titleOf,
} from './variants';

const exposuresIn = (amplitude: HttpFake) =>
  amplitudeEvents(amplitude).filter((event) => event.event_type === EXPOSURE_EVENT);

/** Whether Amplitude has received the page view of a public path. */
const viewed = (amplitude: HttpFake, path: string) =>
  amplitudeEvents(amplitude).some(
    (event) =>
      event.event_type === '[Amplitude] Page Viewed' &&
      event.event_properties?.['[Amplitude] Page Path'] === path,
  );

async function heroLabels(server: SiteServer, deviceIds: (string | null)[], concurrency = 16) {
  const labels: (string | undefined)[] = new Array(deviceIds.length);
  const statuses = new Set<number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deviceIds.length) {
        const index = next++;
        const deviceId = deviceIds[index];
        const response = await fetch(`${server.url}/lehrkraefte`, {
          headers: deviceId ? { cookie: `${DEVICE_ID_COOKIE.name}=${deviceId}` } : {},
        });
        statuses.add(response.status);
        labels[index] = ctaOf(await response.text());
      }
    }),
  );
  return { labels, statuses };
}

const labelFor = (variant: string | undefined) =>
  variant === 'treatment' ? TEACHER_TREATMENT_CTA : TEACHER_DEFAULT_CTA;

test.describe('variants decided in the proxy', () => {
  test.describe.configure({ mode: 'serial' });

  test('devices see the variant the live flags give them and keep it, none without a cookie', async () => {
    // The split is shown on a million devices (lib/experiments/split.test.ts) and per
    // device through the proxy (lib/proxy/live-flags.test.ts); here a server loads the
    // live flags itself, with its proxy and instrumentation.ts in their own bundles.
    const flags = new HttpFake(flagsServer(liveFlags));
    const site = new SiteServer(extraPort(0), {
      AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: 'server-e2e-key',
      AMPLITUDE_EXPERIMENT_SERVER_URL: await flags.start(),
    });
    await site.start();
    try {
      await expect.poll(() => flags.received().length).toBeGreaterThan(0);
      // Devices the live flags and the bootstrap put apart, 100 each way: every label
      // shows that the live configuration decided.
      const apart = (live: string, built: string) =>
        deviceWhere(
          (id) =>
            expectedVariant(liveFlags, id) === live && expectedVariant(bootstrap, id) === built,
        );
      const devices = [
        ...Array.from({ length: 100 }, () => apart('treatment', 'control')),
        ...Array.from({ length: 100 }, () => apart('control', 'treatment')),
      ];
      const { labels, statuses } = await heroLabels(site, devices);
      expect([...statuses]).toEqual([200]);
      expect(labels).toEqual([
        ...new Array<string>(100).fill(TEACHER_TREATMENT_CTA),
        ...new Array<string>(100).fill(TEACHER_DEFAULT_CTA),
      ]);
      const again = await heroLabels(site, devices);
      expect(again.labels).toEqual(labels);
      const anonymous = await heroLabels(site, new Array<null>(50).fill(null));
      expect(new Set(anonymous.labels)).toEqual(new Set([TEACHER_DEFAULT_CTA]));
      expect(site.logs.join('\n')).not.toContain('[experiments]');
    } finally {
      await site.stop();
      await flags.stop();
    }
  });

  for (const fault of ['blackholed', 'refusing', 'answering 500'] as const) {
    test(`a flags server ${fault}: the site starts, every request answers from the bootstrap`, async () => {
      test.setTimeout(60_000);
      const flags = new HttpFake(
        fault === 'blackholed'
          ? neverAnswer
          : (_request, response) => void response.writeHead(500).end(),
      );
      const flagsUrl = fault === 'refusing' ? 'http://127.0.0.1:9' : await flags.start();
      const site = new SiteServer(extraPort(1), {
        AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: 'server-e2e-key',
        AMPLITUDE_EXPERIMENT_SERVER_URL: flagsUrl,
      });
      await site.start();
      try {
        const devices = Array.from({ length: 300 }, () => randomUUID());
        const { labels, statuses } = await heroLabels(site, devices);
        expect([...statuses]).toEqual([200]);
        expect(labels).toEqual(devices.map((id) => labelFor(expectedVariant(bootstrap, id))));
        const message = {
          blackholed: 'Request timeout after 10000 milliseconds',
          refusing: 'ECONNREFUSED',
          'answering 500': 'Flags error response: status=500',
        }[fault];
        if (fault === 'answering 500') {
          // It retries (spec backoff, 500 ms first), and the repeated failure is not logged again.
          await expect.poll(() => flags.received().length).toBeGreaterThanOrEqual(2);
        }
        if (fault !== 'blackholed') {
          await expect.poll(() => site.logs.join('\n')).toContain(message);
          expect(site.logs.filter((line) => line.includes(message))).toHaveLength(1);
        }
      } finally {
        await site.stop();
        await flags.stop();
      }
    });
  }

  test.describe('on a production server and the preview', () => {
    // One production server for both tests: they read what it answers, nothing changes it.
    const production = new SiteServer(extraPort(2), PRODUCTION_RUNTIME);
    test.beforeAll(async () => production.start());
    test.afterAll(async () => production.stop());

    test('production ignores ?flag=, a preview honours it', async ({ request }) => {
      const forced = `/lehrkraefte?flag=${FLAG}:treatment`;
      const onProduction = await fetch(`${production.url}${forced}`);
      expect(ctaOf(await onProduction.text())).toBe(TEACHER_DEFAULT_CTA);
      expect(production.logs.join('\n')).toContain('Experiment API key is empty');
      const onPreview = await request.get(forced);
      expect(ctaOf(await onPreview.text())).toBe(TEACHER_TREATMENT_CTA);
      expect(onPreview.headers()['cache-control']).toBe('private, no-store');
    });

    test('a path with an internal segment is the 404 page, on production and previews, never cached', async () => {
      for (const origin of [production.url, `http://localhost:${E2E_PORT}`]) {
        for (const path of [
          '/v-treatment',
          '/v-control',
          '/v-standard',
          '/v-control/lehrkraefte',
          '/v%2Dtreatment',
          '/de',
          '/ch/eltern',
          '/de/v-treatment',
        ]) {
          const response = await fetch(`${origin}${path}`, {
            headers: { cookie: `${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}` },
          });
          const label = `${origin}${path}`;
          expect(response.status, label).toBe(404);
          expect(response.headers.get('cache-control'), label).not.toMatch(/s-maxage/);
          expect(titleOf(await response.text()), label).toBe('Diese Seite gibt es leider nicht');
        }
      }
    });
  });

  test('the proxy names the variant it bucketed, to the document and the client router alike', async ({
    request,
  }) => {
    const cookie = `${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}`;
    // A preview marks every page (components/experiments/preview-toolbar.tsx), before the assignment.
    const bucketed = `${PREVIEW_TIMING}, experiment;desc="${FLAG}:treatment"`;
    const page = await request.get('/lehrkraefte', { headers: { cookie } });
    expect(ctaOf(await page.text())).toBe(TEACHER_TREATMENT_CTA);
    expect(page.headers()['server-timing']).toBe(bucketed);
    // Next's client router fetches the public path; the proxy serves it the same variant.
    // (Next redirects to the `_rsc` value that matches the headers; the cookie has to follow.)
    const rsc = async (headers: Record<string, string>) => {
      const first = await request.get('/lehrkraefte?_rsc=e2e', { headers, maxRedirects: 0 });
      const location = first.headers()['location'];
      return location ? request.get(location, { headers, maxRedirects: 0 }) : first;
    };
    const navigation = await rsc({ cookie, RSC: '1' });
    expect(navigation.status()).toBe(200);
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect(await navigation.text()).toContain(TEACHER_TREATMENT_CTA);
    expect(navigation.headers()['server-timing']).toBe(bucketed);
    const prefetch = await rsc({
      cookie,
      RSC: '1',
      'Next-Router-Prefetch': '1',
      'Next-Router-Segment-Prefetch': '/_tree',
    });
    expect(prefetch.status()).toBe(200);
    expect(prefetch.headers()['server-timing']).toBe(bucketed);
    // A forced variant and the default of a visitor without a device id are no assignment.
    const forced = await request.get(`/lehrkraefte?flag=${FLAG}:treatment`, {
      headers: { cookie },
    });
    expect(ctaOf(await forced.text())).toBe(TEACHER_TREATMENT_CTA);
    expect(forced.headers()['server-timing']).toBe(PREVIEW_TIMING);
    expect((await request.get('/lehrkraefte')).headers()['server-timing']).toBe(PREVIEW_TIMING);
  });

  test('only answers without a cookie may be kept by a shared cache', async ({ request }) => {
    // On a country origin: any other host's answers are never shared (hardening.spec.ts).
    const host = new URL(E2E_ORIGINS.DE).host;
    const anonymous = await request.get('/lehrkraefte', { headers: { host } });
    expect(anonymous.headers()['cache-control']).toMatch(/s-maxage/);
    const bucketed = await request.get('/lehrkraefte', {
      headers: { host, cookie: `${DEVICE_ID_COOKIE.name}=${randomUUID()}` },
    });
    expect(bucketed.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('exposure', () => {
  test.use({ consent: 'undecided' });

  test('is tracked once per page view with the device id after consent, never before', async ({
    page,
    amplitude,
    context,
  }) => {
    await page.goto('/lehrkraefte');
    await expect(heroCta(page)).toHaveText(TEACHER_DEFAULT_CTA);
    await page.getByRole('button', { name: 'Einverstanden', exact: true }).click();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'device_id'))
      .toBeTruthy();
    const deviceId = (await context.cookies()).find((c) => c.name === 'device_id')!.value;
    // The page shown before the choice was the default for everyone: no exposure. Events
    // waiting for the choice go out before the accept event, so it is the signal.
    await expect
      .poll(() => amplitudeEvents(amplitude).map((e) => e.event_type))
      .toContain('USER ACCEPTED COOKIES');
    expect(exposuresIn(amplitude)).toEqual([]);

    // The exposure's batch is answered only once the next page is viewed: a visitor who
    // leaves first has the SDK send it again from there, and it still counts once.
    let answerExposure: (() => void) | undefined;
    amplitude.handler = (request, response) => {
      const exposure = request.body.toString().includes(`"${EXPOSURE_EVENT}"`);
      if (exposure && !answerExposure) answerExposure = () => amplitudeOk(request, response);
      else amplitudeOk(request, response);
    };
    await page.reload();
    const variant = expectedVariant(bootstrap, deviceId);
    await expect(heroCta(page)).toHaveText(labelFor(variant));
    await expect.poll(() => exposuresIn(amplitude)).toHaveLength(1);
    const [exposure] = exposuresIn(amplitude);
    expect(exposure).toMatchObject({
      device_id: deviceId,
      event_properties: { flag_key: FLAG, variant, experiment_key: 'exp-teacher-hero-cta' },
    });

    // The next page's view arrives after any second exposure of this one would have.
    await page.goto('/eltern');
    await expect.poll(() => viewed(amplitude, '/eltern')).toBe(true);
    answerExposure?.();
    expect(exposuresIn(amplitude)).toEqual([exposure]);
  });

  test('is not tracked after a decline, though a preview forces a variant', async ({
    page,
    amplitude,
  }) => {
    await page.goto(`/lehrkraefte?flag=${FLAG}:treatment`);
    await expect(heroCta(page)).toHaveText(TEACHER_TREATMENT_CTA);
    await page.getByRole('button', { name: 'Nicht einverstanden' }).click();
    // Applied once every effect of the choice has run: what waited is dropped, nothing is sent.
    await expect(page.locator('html')).toHaveAttribute('data-consent-applied', 'rejected');
    expect(amplitudeEvents(amplitude)).toEqual([]);
    expect(exposuresIn(amplitude)).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });
});

test.describe('exposure of a visitor who has accepted', () => {
  test.use({ consent: 'granted' });

  /** A returning visitor: the device id of an earlier visit, which the proxy buckets into `variant`. */
  const returningIn = async (context: BrowserContext, variant: 'control' | 'treatment') => {
    const deviceId = deviceIn(variant);
    await context.addCookies([
      { name: DEVICE_ID_COOKIE.name, value: deviceId, url: `http://localhost:${E2E_PORT}` },
    ]);
    return deviceId;
  };
  const headerLink = (page: Page, name: string) =>
    page.getByRole('banner').getByRole('navigation').getByRole('link', { name });
  const exposureOf = (deviceId: string, variant: string) => ({
    device_id: deviceId,
    event_properties: { flag_key: FLAG, variant, experiment_key: 'exp-teacher-hero-cta' },
  });

  test('from /kontakt to /lehrkraefte in the client router: one exposure, of the variant the proxy bucketed', async ({
    page,
    context,
    amplitude,
  }) => {
    const deviceId = await returningIn(context, 'treatment');
    await page.goto('/kontakt');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await headerLink(page, 'Lehrkräfte').click();
    await expect(heroCta(page)).toHaveText(TEACHER_TREATMENT_CTA);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => exposuresIn(amplitude)).toHaveLength(1);
    // The next page's view arrives after any second exposure of /lehrkraefte would have.
    await headerLink(page, 'Eltern').click();
    await expect.poll(() => viewed(amplitude, '/eltern')).toBe(true);
    expect(exposuresIn(amplitude)).toMatchObject([exposureOf(deviceId, 'treatment')]);
  });

  test('a variant forced with ?flag= is no exposure; the bucketed page after it is', async ({
    page,
    context,
    amplitude,
  }) => {
    const deviceId = await returningIn(context, 'control');
    await page.goto(`/lehrkraefte?flag=${FLAG}:treatment`);
    await expect(heroCta(page)).toHaveText(TEACHER_TREATMENT_CTA);
    // The bucketed /lehrkraefte reports after anything the forced page would have reported.
    await headerLink(page, 'Lehrkräfte').click();
    await expect(page).toHaveURL(/\/lehrkraefte$/);
    await expect
      .poll(() => exposuresIn(amplitude).map((e) => e.event_properties?.variant))
      .toContain('control');
    expect(exposuresIn(amplitude)).toMatchObject([exposureOf(deviceId, 'control')]);
  });
});

test('the teachers page shows the variant label of its own experiment', async ({ request }) => {
  const control = await request.get(`/lehrkraefte?flag=${FLAG}:control`);
  expect(ctaOf(await control.text())).toBe(TEACHER_DEFAULT_CTA);
});
