import { randomUUID } from 'node:crypto';
import { EvaluationEngine, type EvaluationFlag } from '@amplitude/experiment-core';
import bootstrapJson from '@/lib/experiment-flags.json';
import { EXPOSURE_EVENT, DEVICE_ID_COOKIE } from '@/lib/site';
import { expect, test } from './fixtures';
import { HttpFake, amplitudeEvents, flagsServer, neverAnswer } from './fakes/http-fake';
import { SiteServer } from './fakes/site-server';
import { E2E_ORIGINS, extraPort } from './e2e-env.mjs';

const FLAG = 'student-hero-title';
const DEFAULT_TITLE = 'Dein persönlicher KI-Mathetutor';
const TREATMENT_TITLE = 'Mathe verstehen statt auswendig lernen';
const TEACHER_DEFAULT_CTA = 'Kostenlos für Ihre Klasse testen';
const TEACHER_TREATMENT_CTA = 'Jetzt mit Ihrer Klasse starten';

const bootstrap = bootstrapJson as unknown as EvaluationFlag[];

/** The live configuration: the bootstrap's split with another salt, so its buckets differ. */
const liveFlags = bootstrap.map((flag) => ({
  ...flag,
  segments: flag.segments.map((segment) =>
    segment.bucket
      ? { ...segment, bucket: { ...segment.bucket, salt: `${flag.key}-live` } }
      : segment,
  ),
}));

/** The variant Amplitude's own evaluator gives a device under a configuration. */
function expectedVariant(flags: EvaluationFlag[], deviceId: string) {
  return new EvaluationEngine().evaluate({ user: { device_id: deviceId } }, flags)[FLAG]?.key;
}

const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

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
    test.setTimeout(180_000);
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
    const production = new SiteServer(extraPort(2), { SITE_ENV: 'production' });
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
    // The page shown before the choice was the default for everyone: no exposure.
    await page.waitForTimeout(500);
    expect(amplitudeEvents(amplitude).filter((e) => e.event_type === EXPOSURE_EVENT)).toEqual([]);

    await page.reload();
    const variant = expectedVariant(bootstrap, deviceId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleFor(variant));
    await expect
      .poll(() => amplitudeEvents(amplitude).filter((e) => e.event_type === EXPOSURE_EVENT))
      .toHaveLength(1);
    const [exposure] = amplitudeEvents(amplitude).filter((e) => e.event_type === EXPOSURE_EVENT);
    expect(exposure).toMatchObject({
      device_id: deviceId,
      event_properties: { flag_key: FLAG, variant, experiment_key: 'exp-student-hero-title' },
    });

    await page.goto('/lehrkraefte');
    await expect(
      page.getByRole('link', { name: /Ihre Klasse|Ihrer Klasse/ }).first(),
    ).toBeVisible();
    await expect
      .poll(() =>
        amplitudeEvents(amplitude)
          .filter((e) => e.event_type === EXPOSURE_EVENT)
          .map((e) => e.event_properties?.flag_key),
      )
      .toEqual([FLAG, 'teacher-hero-cta']);
  });

  test('is not tracked after a decline, though a preview forces a variant', async ({
    page,
    amplitude,
  }) => {
    await page.goto(`/?flag=${FLAG}:treatment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TREATMENT_TITLE);
    await page.getByRole('button', { name: 'Nicht einverstanden' }).click();
    await expect
      .poll(() => amplitudeEvents(amplitude).map((e) => e.event_type))
      .toContain('USER DECLINED COOKIES');
    await page.waitForTimeout(500);
    expect(amplitudeEvents(amplitude).map((e) => e.event_type)).not.toContain(EXPOSURE_EVENT);
    expect(await page.context().cookies()).toEqual([]);
  });
});

test('the teachers page shows the variant label of its own experiment', async ({ request }) => {
  const control = await request.get(`/lehrkraefte?flag=teacher-hero-cta:control`);
  expect(await control.text()).toContain(TEACHER_DEFAULT_CTA);
});
