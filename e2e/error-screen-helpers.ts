import type { Page } from '@playwright/test';
import { ERROR_COPY } from '@/content/error-screen';
import { expect } from './fixtures';

/**
 * The German error screen the server answers for a page that failed while rendering
 * (app/global-error.tsx, scripts/patch-next-error-shell.mjs), as a page without scripts
 * shows it: on `next start` (e2e/errors.spec.ts) and on Vercel's output (e2e/vercel.spec.ts).
 */
export async function expectServerErrorScreen(bare: Page, contactEmail: string) {
  await expect(bare.locator('html')).toHaveAttribute('lang', 'de');
  // Next's client renders a page afresh over an <html> with this id, instead of hydrating it.
  await expect(bare.locator('html')).toHaveAttribute('id', '__next_error__');
  const heading = bare.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(ERROR_COPY.heading);
  // The stylesheet came with it.
  await expect(heading).toHaveCSS('text-align', 'center');
  const main = bare.getByRole('main');
  await expect(main).toContainText(ERROR_COPY.text);
  // The root layout rendered before the page failed, and left the support address for the screen.
  await expect(main.getByRole('link', { name: contactEmail })).toBeVisible();
  // A plain link: no contact popup without a country's layout, nor without scripts.
  await expect(main.getByRole('link', { name: ERROR_COPY.contact, exact: true })).toHaveAttribute(
    'href',
    '/kontakt',
  );
}
