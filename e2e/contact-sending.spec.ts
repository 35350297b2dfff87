import type { ServerResponse } from 'node:http';
import {
  EMPTY,
  SAMPLE,
  consoleErrorsOf,
  emailjs,
  fail,
  fieldsOf,
  fill,
  ok,
  openPopup,
  sendsOf,
  sentFields,
  type Typed,
} from './contact-helpers';
import { e2eEnv, EMAILJS_PORT } from './e2e-env.mjs';
import { expect, serveForThisFile, test } from './fixtures';

// Sending the contact form: what reaches EmailJS, its timeout, bad and odd
// input, and a bot. A refused or failed send is held in jest
// (components/contact/use-contact-form.test.tsx).

serveForThisFile(emailjs, EMAILJS_PORT);

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

  // The form's check runs once its model has loaded (on the first touch): until then the field
  // carries the browser's own message, so each is awaited, not read once (1 run in 4 read
  // "Please select an item in the list.").
  await send.click();
  await expect.poll(() => message('Anliegen')).toBe('Bitte wählen Sie Ihr Anliegen aus.');
  await dialog.getByLabel('Anliegen').selectOption('Bug');
  await send.click();
  await expect.poll(() => message('Name')).toBe('Bitte füllen Sie dieses Feld aus.');
  await dialog.getByLabel('Name').fill('Anna');
  await dialog.getByLabel('E-Mail', { exact: true }).fill('anna@');
  await dialog.getByLabel('Nachricht').fill('Hallo');
  await send.click();
  await expect.poll(() => message('E-Mail')).toContain('gültige E-Mail-Adresse');
  // The browser's own check takes a host without a dot; ours does not.
  await dialog.getByLabel('E-Mail', { exact: true }).fill('anna@example');
  await send.click();
  await expect.poll(() => message('E-Mail')).toContain('gültige E-Mail-Adresse');
  expect(emailjs.received()).toHaveLength(0);

  await dialog.getByLabel('Nachricht').fill('x'.repeat(10_000));
  expect((await dialog.getByLabel('Nachricht').inputValue()).length).toBe(5000);
  await expect(dialog.getByText('5000 von höchstens 5000 Zeichen')).toBeVisible();

  const odd: Typed = {
    issue: 'General Feedback',
    name: '<img src=x onerror="window.__pwned=1"> عائشة',
    email: 'Anna@Example.DE',
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
    // The address goes out in its one canonical form.
    email: 'anna@example.de',
    // HTML form encoding sends a textarea's line break as CRLF; nothing else changes.
    message: odd.message.replace(/\n/g, '\r\n'),
  });
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
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
