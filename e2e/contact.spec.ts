import type { ServerResponse } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { ANALYTICS_EVENTS } from '@/lib/site';
import { E2E_ORIGINS, EMAILJS_PORT, e2eEnv } from './e2e-env.mjs';
import { HttpFake, amplitudeEvents, type RecordedRequest } from './fakes/http-fake';
import { expect, openBeforeHydration, serveForThisFile, test } from './fixtures';

// One EmailJS stand-in on the port the e2e build was configured with; the
// tests of this file share it, so they run one after another.
const ok = (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
const fail = (status: number) => (_: RecordedRequest, response: ServerResponse) =>
  response.writeHead(status, { 'Content-Type': 'text/plain' }).end(`Fehler ${status}`);

const emailjs = new HttpFake(ok);
serveForThisFile(emailjs, EMAILJS_PORT);

async function sentFields(request: RecordedRequest) {
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
  return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]));
}

const popup = (page: Page) =>
  page.getByRole('dialog', { name: 'Wir helfen gern persönlich bei allen Anliegen' });

async function openPopup(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
  await expect(popup(page)).toBeVisible();
  return popup(page);
}

type Typed = { issue: string; name: string; email: string; message: string };
const SAMPLE: Typed = {
  issue: 'Bug',
  name: 'Anna Beispiel',
  email: 'anna@example.de',
  message: 'Beim Bruchrechnen hängt die Seite.',
};

async function fill(scope: Locator, typed: Typed) {
  await scope.getByLabel('Anliegen').selectOption(typed.issue);
  await scope.getByLabel('Name').fill(typed.name);
  await scope.getByLabel('E-Mail', { exact: true }).fill(typed.email);
  await scope.getByLabel('Nachricht').fill(typed.message);
}

const EMPTY: Typed = { issue: '', name: '', email: '', message: '' };

/** The sends the page starts; `settled()` waits until each has its answer or has failed. */
function sendsOf(page: Page) {
  const started: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1.0/email/send-form')) started.push(request);
  });
  return { started, settled: () => Promise.all(started.map((request) => request.response())) };
}

function consoleErrorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function fieldsOf(scope: Locator): Promise<Typed> {
  return {
    issue: await scope.getByLabel('Anliegen').inputValue(),
    name: await scope.getByLabel('Name').inputValue(),
    email: await scope.getByLabel('E-Mail', { exact: true }).inputValue(),
    message: await scope.getByLabel('Nachricht').inputValue(),
  };
}

test('every Kontakt button opens the popup; close button, Escape and a click outside close it', async ({
  page,
}) => {
  const kontakt = page.getByRole('banner').getByRole('link', { name: 'Kontakt' });
  const dialog = await openPopup(page);
  await expect(dialog.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(dialog.getByRole('link', { name: 'kontakt@example.de' })).toHaveAttribute(
    'href',
    'mailto:kontakt@example.de',
  );
  await expect(dialog.getByRole('link', { name: 'Persönliche Demo buchen' })).toHaveAttribute(
    'href',
    'https://termine.example.de/demo',
  );
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Kontaktfenster schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(kontakt).toBeFocused();

  await kontakt.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(kontakt).toBeFocused();

  await kontakt.click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});

test('the popup fills a 375 px screen, keeps focus inside and has no axe violations', async ({
  page,
}) => {
  // Two page loads, two axe runs and a keyboard walk: 14 s on a quiet machine.
  test.setTimeout(60_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openPopup(page);
    const box = (await dialog.boundingBox())!;
    if (width === 375) expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 800]);
    else expect(box.width).toBeLessThan(900);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      `width ${width}`,
    ).toEqual([]);
  }
  // Keyboard only: focus starts on the title, Tab cycles inside, the form can be sent.
  const dialog = popup(page);
  await expect(dialog.getByRole('heading')).toBeFocused();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await dialog.getByLabel('Anliegen').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kai Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.de');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nur mit der Tastatur geschrieben.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  expect(emailjs.received()).toHaveLength(1);
});

test('the copy button copies the address, or selects it where the clipboard is refused', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(page.getByText('E-Mail-Adresse kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kontakt@example.de');

  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(
    page.getByText('Die Adresse ist markiert: Kopieren Sie sie mit Strg+C'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('kontakt@example.de');

  // Swiss keyboards label the key Ctrl.
  dialog = await openPopup(page, `${E2E_ORIGINS.CH}/`);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(
    page.getByText('Die Adresse ist markiert: Kopieren Sie sie mit Ctrl+C'),
  ).toBeVisible();
});

test.describe('pilot school', () => {
  // Statistics only: with marketing the ad networks run on the teachers' page, and
  // the button then leads to the contact page instead (consent.spec.ts, hardening.spec.ts).
  test.use({ consent: 'statistics' });

  test('the teachers’ button preselects Pilot School and is tracked', async ({
    page,
    amplitude,
  }) => {
    await page.goto('/lehrkraefte');
    await page.getByRole('link', { name: 'Pilotschule werden' }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel('Anliegen')).toHaveValue('Pilot School');
    await expect
      .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
      .toContain(ANALYTICS_EVENTS.pilotSchoolContact);
  });
});

test('success: one request with the spec fields after a double click, a thank-you toast, a reset form', async ({
  page,
}) => {
  const sends = sendsOf(page);
  const dialog = await openPopup(page);
  await fill(dialog, SAMPLE);
  await dialog.getByRole('button', { name: 'Senden' }).dblclick();
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  // Both clicks were handled before the first answer came; any second send has started by now.
  await sends.settled();
  expect(sends.started).toHaveLength(1);
  const requests = emailjs.received();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.method).toBe('POST');
  expect(requests[0]!.url).toBe('/api/v1.0/email/send-form');
  expect(requests[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(await sentFields(requests[0]!)).toEqual({
    ...SAMPLE,
    lib_version: '4.4.1',
    service_id: e2eEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    template_id: e2eEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    user_id: e2eEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  });
  expect(await fieldsOf(dialog)).toEqual(EMPTY);
  expect(await page.evaluate(() => sessionStorage.getItem('kontakt-entwurf'))).toBeNull();
});

for (const failure of ['400', '500', 'refused connection'] as const) {
  test(`failure (${failure}): error toast, every field intact, the retry gets through`, async ({
    page,
  }) => {
    const consoleErrors = consoleErrorsOf(page);
    if (failure === 'refused connection') await emailjs.stop();
    else emailjs.handler = fail(Number(failure));

    const dialog = await openPopup(page);
    try {
      await fill(dialog, SAMPLE);
      await dialog.getByRole('button', { name: 'Senden' }).click();
      await expect(page.getByText('Ihre Nachricht wurde leider nicht gesendet')).toBeVisible();
    } finally {
      // The stand-in serves every later test of this file, whatever happened here.
      if (failure === 'refused connection') await emailjs.start(EMAILJS_PORT);
    }
    await expect(page.getByRole('alert').filter({ hasText: 'kontakt@example.de' })).toBeVisible();
    expect(await fieldsOf(dialog)).toEqual(SAMPLE);
    const expected = {
      '400': 'EmailJS answered 400: Fehler 400',
      '500': 'EmailJS answered 500: Fehler 500',
      'refused connection': 'Failed to fetch',
    }[failure];
    expect(consoleErrors).toContainEqual(expect.stringContaining(expected));

    emailjs.handler = ok;
    emailjs.requests.length = 0;
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('Vielen Dank!')).toBeVisible();
    expect(emailjs.received()).toHaveLength(1);
    expect(await sentFields(emailjs.received()[0]!)).toMatchObject(SAMPLE);
  });
}

for (const late of ['success', 'failure'] as const) {
  test(`timeout (late ${late}): the message may have arrived, no second copy goes out, the late answer counts`, async ({
    page,
  }) => {
    const consoleErrors = consoleErrorsOf(page);
    await page.clock.install();
    const waiting: ServerResponse[] = [];
    emailjs.handler = (_, response) => waiting.push(response);
    const sends = sendsOf(page);

    const dialog = await openPopup(page);
    await fill(dialog, SAMPLE);
    const send = dialog.getByRole('button', { name: 'Senden' });
    await send.click();
    // While it waits: the loading overlay, and a button that cannot send twice.
    await expect(dialog.getByRole('status')).toHaveText('Ihre Nachricht wird gesendet …');
    await expect(send).toBeDisabled();
    // The timeout starts with the request; jumping ahead any earlier would miss it.
    await expect.poll(() => waiting.length).toBe(1);
    await page.clock.fastForward(10_000);

    const mayHaveArrived = page
      .getByRole('alert')
      .filter({ hasText: 'Ihre Nachricht ist vielleicht schon bei uns angekommen' });
    await expect(mayHaveArrived).toBeVisible();
    await expect(mayHaveArrived).toContainText('Bitte senden Sie sie nicht noch einmal');
    await expect(page.getByText('Ihre Nachricht wurde leider nicht gesendet')).toHaveCount(0);
    expect(consoleErrors).toContainEqual(
      expect.stringContaining('Request timeout after 10000 milliseconds'),
    );
    expect(await fieldsOf(dialog)).toEqual(SAMPLE);
    expect(await page.evaluate(() => sessionStorage.getItem('kontakt-rate-limit'))).not.toBeNull();

    // Sending again while the first may still arrive: told to wait, nothing goes out.
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Ihre Nachricht ist schon unterwegs')).toBeVisible();
    expect(sends.started).toHaveLength(1);
    expect(emailjs.received()).toHaveLength(1);

    if (late === 'success') {
      waiting[0]!.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
      await expect(page.getByText('Vielen Dank!')).toBeVisible();
      await expect(mayHaveArrived).toHaveCount(0);
      expect(await fieldsOf(dialog)).toEqual(EMPTY);
      expect(await page.evaluate(() => sessionStorage.getItem('kontakt-entwurf'))).toBeNull();
      expect(emailjs.received()).toHaveLength(1);
    } else {
      // It did not arrive after all: now a retry is welcome, and it gets through.
      fail(500)(emailjs.received()[0]!, waiting[0]!);
      await expect(page.getByText('Ihre Nachricht wurde leider nicht gesendet')).toBeVisible();
      await expect(mayHaveArrived).toHaveCount(0);
      expect(await fieldsOf(dialog)).toEqual(SAMPLE);
      emailjs.handler = ok;
      await send.click();
      await expect(page.getByText('Vielen Dank!')).toBeVisible();
      expect(emailjs.received()).toHaveLength(2);
    }
  });
}

test('bad input is stopped with a German message; odd text arrives byte for byte and never runs', async ({
  page,
}) => {
  const dialog = await openPopup(page, '/kontakt');
  const send = dialog.getByRole('button', { name: 'Senden' });
  const message = (label: string) =>
    dialog
      .getByLabel(label, { exact: true })
      .evaluate((element) => (element as HTMLInputElement).validationMessage);

  await send.click();
  expect(await message('Anliegen')).toBe('Bitte wählen Sie Ihr Anliegen aus.');
  await dialog.getByLabel('Anliegen').selectOption('Bug');
  await send.click();
  expect(await message('Name')).toBe('Bitte füllen Sie dieses Feld aus.');
  await dialog.getByLabel('Name').fill('Anna');
  await dialog.getByLabel('E-Mail', { exact: true }).fill('anna@');
  await dialog.getByLabel('Nachricht').fill('Hallo');
  await send.click();
  expect(await message('E-Mail')).toContain('gültige E-Mail-Adresse');
  expect(emailjs.received()).toHaveLength(0);

  await dialog.getByLabel('Nachricht').fill('x'.repeat(10_000));
  expect((await dialog.getByLabel('Nachricht').inputValue()).length).toBe(5000);
  await expect(dialog.getByText('5000 von höchstens 5000 Zeichen')).toBeVisible();

  const odd: Typed = {
    issue: 'General Feedback',
    name: '<img src=x onerror="window.__pwned=1"> عائشة',
    email: 'anna@example.de',
    message:
      '<script>window.__pwned=1</script> Ü ß 🚀👩‍🏫 שלום עולם\n"quotes" & \'apostrophes\' {{template}}',
  };
  await fill(dialog, odd);
  await send.click();
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  const fields = await sentFields(emailjs.received()[0]!);
  expect({
    issue: fields.issue,
    name: fields.name,
    email: fields.email,
    message: fields.message,
  }).toEqual({
    ...odd,
    // HTML form encoding sends a textarea's line break as CRLF; nothing else changes.
    message: odd.message.replace(/\n/g, '\r\n'),
  });
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('a draft survives closing the popup and a reload, and is gone after sending', async ({
  page,
}) => {
  let dialog = await openPopup(page);
  await fill(dialog, SAMPLE);
  await dialog.getByRole('button', { name: 'Kontaktfenster schließen' }).click();
  // The form restores the draft in an effect after it mounts: wait for it.
  dialog = await openPopup(page, '/eltern');
  await expect.poll(() => fieldsOf(dialog)).toEqual(SAMPLE);
  await page.reload();
  await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
  await expect.poll(() => fieldsOf(popup(page))).toEqual(SAMPLE);

  // The contact page shows the same draft in its own form.
  await page.goto('/kontakt');
  const pageForm = page.getByRole('main');
  await expect(pageForm.getByLabel('Name')).toHaveValue(SAMPLE.name);
  await pageForm.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  await page.reload();
  await expect(pageForm.getByLabel('Name')).toHaveValue('');
});

test('a bot that fills the hidden field gets the thanks, and nothing is sent', async ({ page }) => {
  const dialog = await openPopup(page);
  await fill(dialog, SAMPLE);
  await dialog.locator('input[autocomplete="off"]').evaluate((input) => {
    (input as HTMLInputElement).value = 'https://spam.example';
  });
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  // A person sends next: had the bot's message gone out, it would have reached the stand-in first.
  await dialog.locator('input[autocomplete="off"]').fill('');
  const person = { ...SAMPLE, name: 'Echte Person' };
  await fill(dialog, person);
  await dialog.getByRole('button', { name: 'Senden' }).click();
  await expect
    .poll(() =>
      Promise.all(emailjs.received().map(async (request) => (await sentFields(request)).name)),
    )
    .toEqual([person.name]);
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
