import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccessProof, decryptFlagValues, encryptOverrides } from 'flags';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import { PREVIEW_TIMING } from '@/lib/experiments/assignment-timing';
import { axeFindings } from './axe';
import {
  E2E_FLAGS_SECRET,
  E2E_ORIGINS,
  extraPort,
  PRODUCTION_RUNTIME,
  TOOLBAR_HOST,
} from './e2e-env.mjs';
import { SiteServer } from './fakes/site-server';
import { TOOLBAR_SCRIPT } from './fakes/toolbar-stand-in';
import { expect, PAGE_SHARES, test } from './fixtures';
import { FLAG, TEACHER_DEFAULT_CTA, TEACHER_TREATMENT_CTA, ctaOf, deviceIn } from './variants';

// Reviewers on a preview: the Vercel Toolbar on every page, the Flags Explorer's
// discovery endpoint and its override cookie, all made with the Flags SDK itself.
// The e2e build is a preview; a production server of the same build has none of it.

const DISCOVERY = '/.well-known/vercel/flags';
const OVERRIDES_COOKIE = 'vercel-flag-overrides';
const FOREIGN_SECRET = randomBytes(32).toString('base64url');
const TREATMENT = { [FLAG]: 'treatment' };

const bearer = async (secret = E2E_FLAGS_SECRET) => ({
  authorization: `Bearer ${await createAccessProof(secret)}`,
});
const overridesCookie = async (overrides: Record<string, string>, secret = E2E_FLAGS_SECRET) =>
  `${OVERRIDES_COOKIE}=${await encryptOverrides(overrides, secret)}`;

/** The values the page tells the toolbar, decrypted as the toolbar does. */
async function shownValues(page: Page) {
  const encrypted = JSON.parse(
    (await page.locator('script[data-flag-values]').textContent()) ?? 'null',
  ) as string;
  return decryptFlagValues(encrypted, E2E_FLAGS_SECRET);
}

test('discovery: 401 without a valid proof, the experiment with one the SDK made', async ({
  request,
}) => {
  expect((await request.get(DISCOVERY)).status()).toBe(401);
  expect((await request.get(DISCOVERY, { headers: await bearer(FOREIGN_SECRET) })).status()).toBe(
    401,
  );
  const response = await request.get(DISCOVERY, { headers: await bearer() });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const data = (await response.json()) as {
    definitions: Record<
      string,
      { description: string; origin: string; options: { value: string }[] }
    >;
    overrideEncryptionMode: string;
  };
  expect(Object.keys(data.definitions)).toEqual([FLAG]);
  const pages: Record<string, string> = { [FLAG]: '/lehrkraefte' };
  for (const [key, definition] of Object.entries(data.definitions)) {
    // A reviewer reads which page the flag changes.
    expect(definition.description).toContain(`(${pages[key]})`);
    expect(definition.origin).toBe(`https://app.eu.amplitude.com/experiment/flags?search=${key}`);
    expect(definition.options.map((option) => option.value)).toEqual([
      'off',
      'control',
      'treatment',
    ]);
  }
  expect(data.overrideEncryptionMode).toBe('encrypted');
});

test('an override made by the SDK shows the treatment, beats bucketing and ?flag=, and is no exposure', async ({
  request,
}) => {
  const cookie = await overridesCookie(TREATMENT);
  const device = `${DEVICE_ID_COOKIE.name}=${deviceIn('control')}`;
  for (const path of ['/lehrkraefte', `/lehrkraefte?flag=${FLAG}:control`]) {
    const response = await request.get(path, { headers: { cookie: `${cookie}; ${device}` } });
    expect(response.status(), path).toBe(200);
    expect(ctaOf(await response.text()), path).toBe(TEACHER_TREATMENT_CTA);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    // No `experiment` entry: the page reports no exposure (lib/experiments/assignment-timing.ts).
    expect(response.headers()['server-timing'], path).toBe(PREVIEW_TIMING);
  }
  // The default, overridden, beats the bucketed treatment.
  const off = await request.get('/lehrkraefte', {
    headers: {
      cookie: `${await overridesCookie({ [FLAG]: 'off' })}; ${DEVICE_ID_COOKIE.name}=${deviceIn('treatment')}`,
    },
  });
  expect(ctaOf(await off.text())).toBe(TEACHER_DEFAULT_CTA);
  expect(off.headers()['server-timing']).toBe(PREVIEW_TIMING);
});

test('in the browser the override shows the treatment, and the page tells the toolbar so', async ({
  page,
  context,
}) => {
  const [name, value] = (await overridesCookie(TREATMENT)).split('=') as [string, string];
  await context.addCookies([{ name, value, url: E2E_ORIGINS.DE }]);
  await page.goto(`${E2E_ORIGINS.DE}/lehrkraefte`);
  await expect(
    page.getByRole('main').getByRole('link', { name: TEACHER_TREATMENT_CTA }),
  ).toBeVisible();
  expect(await shownValues(page)).toEqual({ [FLAG]: 'treatment' });
  // The pupils' landing runs no experiment: nothing to override, nothing to tell.
  await page.goto(`${E2E_ORIGINS.DE}/`);
  await expect(page.locator('script[data-flag-values]')).toHaveCount(0);
});

test('a forged, expired or malformed override cookie is ignored: the default, a 200', async ({
  request,
}) => {
  const expired = await encryptOverrides(
    TREATMENT,
    E2E_FLAGS_SECRET,
    new Date(Date.now() - 60_000),
  );
  for (const cookie of [
    await overridesCookie(TREATMENT, FOREIGN_SECRET),
    `${OVERRIDES_COOKIE}=${expired}`,
    `${OVERRIDES_COOKIE}=eyJhbGciOiJkaXIifQ.not-a-jwe`,
  ]) {
    const response = await request.get('/lehrkraefte', { headers: { cookie } });
    expect(response.status()).toBe(200);
    expect(ctaOf(await response.text())).toBe(TEACHER_DEFAULT_CTA);
  }
});

// Each share a test: every page with the toolbar and an axe run took 40 s
// alone and up to 104.5 s of 120 in a full run (CI of 2026-11-28). This is the
// axe check of the German pages at 1280 px (e2e/landings.spec.ts checks the
// other widths and the Swiss origin, on one load resized; here each page is loaded at 1280 px).
for (const [share, paths] of Object.entries(PAGE_SHARES)) {
  test(`the toolbar loads on the ${share} after the first paint, with no CSP violation and axe at 0`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of paths) {
      await page.goto(`${E2E_ORIGINS.DE}${path}`);
      await expect(page.locator('html')).toHaveAttribute('data-vercel-toolbar', 'mounted');
      const toolbar = page.locator('vercel-live-feedback');
      await expect(toolbar, path).toHaveAttribute('data-ready', '');
      const [paint, script] = await page.evaluate((src) => {
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        return [painted, performance.getEntriesByName(src)[0]?.startTime];
      }, TOOLBAR_SCRIPT);
      expect(script, path).toBeGreaterThan(paint ?? Infinity);
      expect(await axeFindings(page), path).toEqual([]);
    }
  });
}

test('without an override, a page that runs an experiment tells the toolbar the value on screen', async ({
  page,
}) => {
  await page.goto('/lehrkraefte');
  expect(await shownValues(page)).toEqual({ [FLAG]: 'off' });
});

test('a production server of the same build: no discovery, no overrides, no toolbar', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const production = new SiteServer(extraPort(10), PRODUCTION_RUNTIME);
  await production.start();
  try {
    const discovery = await fetch(`${production.url}${DISCOVERY}`, { headers: await bearer() });
    expect(discovery.status).toBe(404);
    const cookie = await overridesCookie(TREATMENT);
    const landing = await fetch(`${production.url}/lehrkraefte`, { headers: { cookie } });
    expect(ctaOf(await landing.text())).toBe(TEACHER_DEFAULT_CTA);
    expect(landing.headers.get('server-timing')).toBeNull();
    const policy = landing.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain(TOOLBAR_HOST);
    expect(policy).not.toMatch(/vercel|pusher/);

    const toolbarRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(TOOLBAR_HOST)) toolbarRequests.push(request.url());
    });
    await page.goto(`${production.url}/`);
    // The toolbar's component has decided (from the response) not to mount it.
    await expect(page.locator('html')).toHaveAttribute('data-vercel-toolbar', 'off');
    expect(toolbarRequests).toEqual([]);
    expect(await page.locator('vercel-live-feedback').count()).toBe(0);
  } finally {
    await production.stop();
  }
});
