import type { Page } from '@playwright/test';
import {
  SAMPLE,
  emailjs,
  fieldsOf,
  fill,
  openPopup,
  popup,
  sentFields,
  type Typed,
} from './contact-helpers';
import { EMAILJS_PORT } from './e2e-env.mjs';
import { expect, openBeforeHydration, serveForThisFile, test } from './fixtures';

// What a visitor typed is kept: across the popup, a reload and the contact page,
// and when typed or sent before the page's scripts have run.

serveForThisFile(emailjs, EMAILJS_PORT);

/** A draft typed into the popup on /lehrkraefte, the popup closed. */
async function leaveDraft(page: Page) {
  const dialog = await openPopup(page, '/lehrkraefte');
  await fill(dialog, SAMPLE);
  await dialog.getByRole('button', { name: 'Kontaktfenster schließen' }).click();
}

// Two tests, not one of five page loads: that one took 14 s of its 30 on a busy machine.
test('a draft survives closing the popup, another page and a reload', async ({ page }) => {
  await leaveDraft(page);
  // The form restores the draft in an effect after it mounts: wait for it.
  const dialog = await openPopup(page, '/eltern');
  await expect.poll(() => fieldsOf(dialog)).toEqual(SAMPLE);
  await page.reload();
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
  await expect.poll(() => fieldsOf(popup(page))).toEqual(SAMPLE);
});

test('the contact page shows the popup’s draft in its own form, and it is gone after sending', async ({
  page,
}) => {
  await leaveDraft(page);
  await page.goto('/kontakt');
  const pageForm = page.getByRole('main');
  await expect(pageForm.getByLabel('Name')).toHaveValue(SAMPLE.name);
  await pageForm.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  await page.reload();
  await expect(pageForm.getByLabel('Name')).toHaveValue('');
});

test('what a visitor types before the scripts have run survives hydration and becomes the draft', async ({
  page,
}) => {
  // An earlier visit left a draft in this tab.
  await page.goto('/kontakt');
  await page.evaluate((draft) => sessionStorage.setItem('kontakt-entwurf', JSON.stringify(draft)), {
    ...SAMPLE,
    name: 'Alter Name',
    message: 'Alter Entwurf',
  });

  // The page's scripts wait until the visitor has typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      held();
      await released;
      await route.continue();
    },
  );
  // The fixture's page.goto waits for hydration, which cannot come yet; the frame's own goto does not.
  await page.mainFrame().goto('/kontakt', { waitUntil: 'domcontentloaded' });
  await scriptsHeld;

  const form = page.getByRole('main').locator('form');
  const typed: Typed = {
    issue: 'Improvement Suggestion',
    name: 'Schnelle Tipperin',
    email: '',
    message: 'Getippt, bevor die Seite fertig geladen war.',
  };
  await fill(form, typed);
  release();

  // The draft fills only what the visitor left empty, and what is on screen is saved.
  const expected = { ...typed, email: SAMPLE.email };
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('kontakt-entwurf') ?? '{}')))
    .toEqual(expected);
  expect(await fieldsOf(form)).toEqual(expected);
  await expect(
    form.getByText(`${expected.message.length} von höchstens 5000 Zeichen`),
  ).toBeVisible();
});

test('`Senden` before the scripts have run sends once they have: nothing in the address, nothing lost', async ({
  page,
}) => {
  const early = await openBeforeHydration(page, '/kontakt');
  const form = page.getByRole('main').locator('form');
  await fill(form, SAMPLE);
  await form.getByRole('button', { name: 'Senden' }).click();
  await early.hydrate();

  await expect.poll(() => emailjs.received().length).toBe(1);
  expect(await sentFields(emailjs.received()[0]!)).toMatchObject(SAMPLE);
  await expect(page.getByText('Vielen Dank! Ihre Nachricht ist bei uns angekommen.')).toBeVisible();
  expect(early.navigations).toEqual([`${new URL(page.url()).origin}/kontakt`]);
});
