import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from '../playwright.config';
import { CANCELLATION_PATH, SITE_PAGES } from '@/lib/pages';

// The shop's legal pages (#25): the cancellation link on every page, the
// Widerrufsbelehrung reachable where the law wants it, and markup that the
// W3C's Nu Html Checker (vnu-jar, the validator behind validator.w3.org)
// accepts. axe runs on every page in landings.spec.ts, the cancellation's
// states in premium.spec.ts.

const VNU_JAR = join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
const LEGAL_PATHS = ['/agb', '/datenschutz', '/widerrufsbelehrung', CANCELLATION_PATH];

type VnuMessage = {
  type: string;
  message: string;
  url: string;
  lastLine?: number;
  extract?: string;
};

test('every page of both hosts links "Verträge hier kündigen" in its footer', async ({ page }) => {
  // Every page of both hosts, each until hydration: 16 to 20 s in a full run.
  test.setTimeout(90_000);
  for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
    for (const { path } of SITE_PAGES) {
      await page.goto(`${origin}${path}`);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }),
        `${origin}${path}`,
      ).toHaveAttribute('href', CANCELLATION_PATH);
    }
  }
});

test('the Widerrufsbelehrung is one click from the footer and from the AGB', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Widerrufsbelehrung' }).click();
  await expect(page).toHaveURL(/\/widerrufsbelehrung$/);
  await expect(page.getByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeVisible();
  await page.goto('/agb');
  await page.getByRole('link', { name: 'Zur Widerrufsbelehrung' }).click();
  await expect(page).toHaveURL(/\/widerrufsbelehrung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widerrufsbelehrung');
  await page.goto('/agb');
  await page.getByRole('link', { name: 'Zu „Verträge hier kündigen“' }).click();
  await expect(page).toHaveURL(new RegExp(`${CANCELLATION_PATH}$`));
});

/**
 * The pages' stylesheet is inline, so the checker validates Tailwind's CSS too.
 * Its CSS validator predates two standard features Tailwind uses: `@property`
 * (CSS Properties and Values API) and `margin-trim` (CSS Box Model 4). Every
 * other CSS message still counts.
 */
const CSS_THE_CHECKER_PREDATES = [
  /^CSS: Unrecognized at-rule “@property”$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
];

test('the legal pages are valid HTML by the W3C checker, on both hosts', async ({ request }) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
      for (const path of LEGAL_PATHS) {
        // Chromium resolves *.localhost, Node does not: the host travels in the header.
        const response = await request.get(path, { headers: { Host: new URL(origin).host } });
        expect(response.status(), `${origin}${path}`).toBe(200);
        const file = join(folder, `${country}${path.replaceAll('/', '_')}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    // vnu exits 1 when it finds an error and reports as JSON on stderr either way.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .filter((message) => !CSS_THE_CHECKER_PREDATES.some((known) => known.test(message.message)))
      .map((message) => `${message.url.split('/').pop()}:${message.lastLine}: ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
