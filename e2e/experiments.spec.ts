import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { PREVIEW_TIMING } from '@/lib/experiments/assignment-timing';
import { EXPOSURE_EVENT, DEVICE_ID_COOKIE } from '@/lib/site';
import { E2E_ORIGINS, E2E_PORT, extraPort, PRODUCTION_RUNTIME } from './e2e-env.mjs';
import { HttpFake, amplitudeEvents, flagsServer, neverAnswer } from './fakes/http-fake';
import { SiteServer } from './fakes/site-server';
import { expect, test } from './fixtures';
import {
  DEFAULT_TITLE,
  FLAG,
  TEACHER_DEFAULT_CTA,
  TEACHER_TREATMENT_CTA,
  TREATMENT_TITLE,
  bootstrap,
  deviceIn,
  expectedVariant,
  titleOf,
} from './variants';

/** The live configuration: the bootstrap's split with another salt, so its buckets differ. */
const liveFlags = bootstrap.map((flag) => ({
  ...flag,
  segments: flag.segments.map((segment) =>
    segment.bucket
      ? { ...segment, bucket: { ...segment.bucket, salt: `${flag.key}-live` } }
      : segment,
  ),
}));

const exposuresIn = (amplitude: HttpFake) =>
  amplitudeEvents(amplitude).filter((event) => event.event_type === EXPOSURE_EVENT);

async function heroTitles(server: SiteServer, deviceIds: (string | null)[], concurrency = 16) {
  const titles: (string | undefined)[] = new Array(deviceIds.length);
  const statuses = new Set<number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deviceIds.length) {
        const index = next++;
        const deviceId = deviceIds[index];
        const response = await fetch(`${server.url}/`, {
          headers: deviceId ? { cookie: `${DEVICE_ID_COOKIE.name}=${deviceId}` } : {},
        });
        statuses.add(response.status);
        titles[index] = titleOf(await response.text());
      }
    }),
  );
  return { titles, statuses };
}

const titleFor = (variant: string | undefined) =>
  variant === 'treatment' ? TREATMENT_TITLE : DEFAULT_TITLE;

test.describe('variants decided in the proxy', () => {
  test.describe.configure({ mode: 'serial' });

  test('10,000 devices split 50/50 on the live flags, each keeps its variant, none without a cookie', async () => {
    // 11,200 pages from a server of its own: about a minute on a quiet machine.
    test.setTimeout(240_000);
    const flags = new HttpFake(flagsServer(liveFlags));
    const site = new SiteServer(extraPort(0), {
      AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: 'server-e2e-key',
      AMPLITUDE_EXPERIMENT_SERVER_URL: await flags.start(),
    });
    await site.start();
    try {
      await expect.poll(() => flags.received().length).toBeGreaterThan(0);
      const devices = Array.from({ length: 10_000 }, () => randomUUID());
      const { titles, statuses } = await heroTitles(site, devices);
      expect([...statuses]).toEqual([200]);
      const expected = devices.map((id) => titleFor(expectedVariant(liveFlags, id)));
      expect(titles).toEqual(expected);
      const treatment = titles.filter((title) => title === TREATMENT_TITLE).length;
      expect(Math.abs(treatment / devices.length - 0.5)).toBeLessThanOrEqual(0.02);
      // The live configuration decided, not the bootstrap: about half the devices differ.
      const bootstrapTitles = devices.map((id) => titleFor(expectedVariant(bootstrap, id)));
      expect(
        titles.filter((title, index) => title !== bootstrapTitles[index]).length,
      ).toBeGreaterThan(4000);

      const again = await heroTitles(site, devices.slice(0, 1000));
      expect(again.titles).toEqual(titles.slice(0, 1000));
      const anonymous = await heroTitles(site, new Array<null>(200).fill(null));
      expect(new Set(anonymous.titles)).toEqual(new Set([DEFAULT_TITLE]));
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
        const { titles, statuses } = await heroTitles(site, devices);
        expect([...statuses]).toEqual([200]);
        expect(titles).toEqual(devices.map((id) => titleFor(expectedVariant(bootstrap, id))));
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

  test('production ignores ?flag=, a preview honours it', async ({ request }) => {
    const production = new SiteServer(extraPort(2), PRODUCTION_RUNTIME);
    await production.start();
    try {
      const forced = `/?flag=${FLAG}:treatment`;
      const onProduction = await fetch(`${production.url}${forced}`);
      expect(titleOf(await onProduction.text())).toBe(DEFAULT_TITLE);
      expect(production.logs.join('\n')).toContain('Experiment API key is empty');
      const onPreview = await request.get(forced);
      expect(titleOf(await onPreview.text())).toBe(TREATMENT_TITLE);
      expect(onPreview.headers()['cache-control']).toBe('private, no-store');
      const teacher = await request.get('/lehrkraefte?flag=teacher-hero-cta:treatment');
      expect(await teacher.text()).toContain(TEACHER_TREATMENT_CTA);
    } finally {
      await production.stop();
    }
  });

  test('a path with an internal segment is the 404 page, on production and previews, never cached', async () => {
    const production = new SiteServer(extraPort(3), PRODUCTION_RUNTIME);
    await production.start();
    try {
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
    } finally {
      await production.stop();
    }
  });

  test('the proxy names the variant it bucketed, to the document and the client router alike', async ({
    request,
  }) => {
    const cookie = `${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}`;
    // A preview marks every page (components/experiments/preview-toolbar.tsx), before the assignment.
    const bucketed = `${PREVIEW_TIMING}, experiment;desc="${FLAG}:treatment"`;
    const page = await request.get('/', { headers: { cookie } });
    expect(titleOf(await page.text())).toBe(TREATMENT_TITLE);
    expect(page.headers()['server-timing']).toBe(bucketed);
    // Next's client router fetches the public path; the proxy serves it the same variant.
    // (Next redirects to the `_rsc` value that matches the headers; the cookie has to follow.)
    const rsc = async (headers: Record<string, string>) => {
      const first = await request.get('/?_rsc=e2e', { headers, maxRedirects: 0 });
      const location = first.headers()['location'];
      return location ? request.get(location, { headers, maxRedirects: 0 }) : first;
    };
    const navigation = await rsc({ cookie, RSC: '1' });
    expect(navigation.status()).toBe(200);
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    expect(await navigation.text()).toContain(TREATMENT_TITLE);
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
    const forced = await request.get(`/?flag=${FLAG}:treatment`, { headers: { cookie } });
    expect(titleOf(await forced.text())).toBe(TREATMENT_TITLE);
    expect(forced.headers()['server-timing']).toBe(PREVIEW_TIMING);
    expect((await request.get('/')).headers()['server-timing']).toBe(PREVIEW_TIMING);
  });

  test('only answers without a cookie may be kept by a shared cache', async ({ request }) => {
    // On a country origin: any other host's answers are never shared (hardening.spec.ts).
    const host = new URL(E2E_ORIGINS.DE).host;
    const anonymous = await request.get('/', { headers: { host } });
    expect(anonymous.headers()['cache-control']).toMatch(/s-maxage/);
    const bucketed = await request.get('/', {
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
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEFAULT_TITLE);
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

    await page.reload();
    const variant = expectedVariant(bootstrap, deviceId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleFor(variant));
    await expect.poll(() => exposuresIn(amplitude)).toHaveLength(1);
    const [exposure] = exposuresIn(amplitude);
    expect(exposure).toMatchObject({
      device_id: deviceId,
      event_properties: { flag_key: FLAG, variant, experiment_key: 'exp-student-hero-title' },
    });

    await page.goto('/lehrkraefte');
    await expect(
      page.getByRole('link', { name: /Ihre Klasse|Ihrer Klasse/ }).first(),
    ).toBeVisible();
    await expect
      .poll(() => exposuresIn(amplitude).map((e) => e.event_properties?.flag_key))
      .toEqual([FLAG, 'teacher-hero-cta']);
  });

  test('is not tracked after a decline, though a preview forces a variant', async ({
    page,
    amplitude,
  }) => {
    await page.goto(`/?flag=${FLAG}:treatment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TREATMENT_TITLE);
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
    event_properties: { flag_key: FLAG, variant, experiment_key: 'exp-student-hero-title' },
  });

  test('from /kontakt to / in the client router: one exposure, of the variant the proxy bucketed', async ({
    page,
    context,
    amplitude,
  }) => {
    const deviceId = await returningIn(context, 'treatment');
    await page.goto('/kontakt');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await headerLink(page, 'Schülerinnen und Schüler').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TREATMENT_TITLE);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => exposuresIn(amplitude)).toHaveLength(1);
    // The teachers' exposure comes after any second one of `/` would have.
    await headerLink(page, 'Lehrkräfte').click();
    await expect
      .poll(() => exposuresIn(amplitude).map((e) => e.event_properties?.flag_key))
      .toEqual([FLAG, 'teacher-hero-cta']);
    expect(exposuresIn(amplitude)).toMatchObject([
      exposureOf(deviceId, 'treatment'),
      {
        device_id: deviceId,
        event_properties: {
          flag_key: 'teacher-hero-cta',
          variant: expectedVariant(bootstrap, deviceId, 'teacher-hero-cta'),
        },
      },
    ]);
  });

  test('a variant forced with ?flag= is no exposure; the bucketed page after it is', async ({
    page,
    context,
    amplitude,
  }) => {
    const deviceId = await returningIn(context, 'control');
    await page.goto(`/?flag=${FLAG}:treatment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TREATMENT_TITLE);
    // The bucketed `/` reports after anything the forced page would have reported.
    await headerLink(page, 'Schülerinnen und Schüler').click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => exposuresIn(amplitude).map((e) => e.event_properties?.variant))
      .toContain('control');
    expect(exposuresIn(amplitude)).toMatchObject([exposureOf(deviceId, 'control')]);
  });
});

test('the teachers page shows the variant label of its own experiment', async ({ request }) => {
  const control = await request.get(`/lehrkraefte?flag=teacher-hero-cta:control`);
  expect(await control.text()).toContain(TEACHER_DEFAULT_CTA);
});
