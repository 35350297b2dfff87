import type { Locator, Page, Request } from '@playwright/test';
import { CONTACT_FORM_COPY } from '@/content/contact';
import { CONTACT_FIELDS, EMPTY_DRAFT, type ContactDraft } from '@/lib/contact/contact';
import { ok } from './fakes/emailjs-api';
import { HttpFake } from './fakes/http-fake';
import { expect } from './fixtures';

// One EmailJS stand-in on the port the e2e build was configured with; each
// contact*.spec.ts serves it for its tests (serveForThisFile), so they run one
// after another, and no two of those files at the same time.

export { fail, ok, sentFields } from './fakes/emailjs-api';

export const emailjs = new HttpFake(ok);

export const popup = (page: Page) =>
  page.getByRole('dialog', { name: 'Wir helfen gern persönlich bei allen Anliegen' });

/** Opens the popup with the header's `Kontakt`, on an adults' page: a pupils' page has none (e2e/pupils.spec.ts). */
export async function openPopup(page: Page, path = '/eltern') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
  await expect(popup(page)).toBeVisible();
  return popup(page);
}

/** What a visitor typed, field by field: the form's own fields (CONTACT_FIELDS). */
export type Typed = ContactDraft;
export const SAMPLE: Typed = {
  issue: 'Bug',
  name: 'Anna Beispiel',
  email: 'anna@example.de',
  message: 'Beim Bruchrechnen hängt die Seite.',
};

/** A field of the form by its label, as a visitor finds it. */
const field = (scope: Locator, name: keyof Typed) =>
  scope.getByLabel(CONTACT_FORM_COPY[name], { exact: true });

export async function fill(scope: Locator, typed: Typed) {
  for (const name of CONTACT_FIELDS) {
    if (name === 'issue') await field(scope, name).selectOption(typed[name]);
    else await field(scope, name).fill(typed[name]);
  }
}

export const EMPTY = EMPTY_DRAFT;

/** The sends the page starts; `settled()` waits until each has its answer or has failed. */
export function sendsOf(page: Page) {
  const started: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1.0/email/send-form')) started.push(request);
  });
  return { started, settled: () => Promise.all(started.map((request) => request.response())) };
}

export function consoleErrorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export async function fieldsOf(scope: Locator): Promise<Typed> {
  const values = await Promise.all(CONTACT_FIELDS.map((name) => field(scope, name).inputValue()));
  return Object.fromEntries(CONTACT_FIELDS.map((name, i) => [name, values[i]])) as Typed;
}
