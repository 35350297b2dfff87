import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { unsentWithdrawalMessage } from '@/content/withdrawal';
import { formatDate, siteDate } from '@/lib/core/site-time';
import { axeViolations } from './axe';
import {
  CONTACT_EMAIL,
  CONTRACT_REFUSED,
  MAIL_DOMAIN,
  NAME_REFUSED,
  RELAY_CONTRACT,
  RELAY_NAMES,
  declarationMails,
  receivedToday,
} from './declaration-helpers';
import { E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL, E2E_ORIGINS, E2E_PORT } from './e2e-env.mjs';
import { expect, openBeforeHydration, test } from './fixtures';
import { run, serveCheckoutStandIns, smtp } from './premium-helpers';
import { fillWithdrawal, withdrawFields } from './withdrawal-helpers';

// § 356a BGB: Vertrag widerrufen, the form with and without scripts. Mail servers
// and a store that fail: e2e/withdrawal-mail.spec.ts. The receipts are mailed
// through the checkout's SMTP stand-in, so this file serves the checkout's stand-ins.

serveCheckoutStandIns();

async function withdrawAndCheck(page: Page) {
  await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag widerrufen');
  await fillWithdrawal(page);
  await page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click();

  const receipt = page.locator('[data-receipt]');
  await expect(
    receipt.getByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' }),
  ).toBeFocused();
  const at = receivedToday(formatDate(siteDate(new Date())));
  await expect(receipt).toContainText(
    'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
  );
  await expect(receipt).toContainText(withdrawFields.name);
  await expect(receipt).toContainText(withdrawFields.contract);
  await expect(receipt).toContainText(at);
  const reference = (await receipt.locator('dd').last().textContent())!;
  expect(reference).toMatch(/^W-\d{8}-[0-9A-F]{6}$/);
  // Answered once the mail server took the address: the page says it was sent.
  await expect(receipt).toContainText(
    `Eingangsnummer haben wir an ${withdrawFields.email} gesendet.`,
  );

  // Two e-mails as the SMTP server parsed them; the buyer's also went to the archive.
  const [toBusiness, toBuyer] = await declarationMails();
  expect(toBusiness.envelope.to).toEqual([CONTACT_EMAIL]);
  expect(toBusiness.mail.subject).toBe(
    `Widerruf ${reference}: Widerruf des Vertrags über Rechenweg Premium`,
  );
  expect(toBusiness.mail.replyTo?.value[0]?.address).toBe(withdrawFields.email);
  expect(toBusiness.mail.text).toContain(`Name: ${withdrawFields.name}`);
  expect(toBusiness.mail.text).toContain(`Bestellnummer oder Konto: ${withdrawFields.contract}`);
  expect(toBusiness.mail.text).toContain(`${withdrawFields.email} ist nicht bestätigt`);
  expect(toBuyer.envelope.to).toEqual([withdrawFields.email, ARCHIVE_EMAIL]);
  expect(toBuyer.mail.subject).toBe(`Ihr Widerruf bei Rechenweg ist eingegangen (${reference})`);
  // § 356a Abs. 4 BGB: the content (who withdrew which contract), the date and the
  // time with its zone, on a durable medium: the requester's e-mail too.
  for (const mail of [toBusiness, toBuyer]) {
    const text = mail.mail.text!;
    expect(text).toContain(
      'Erklärung: Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
    );
    expect(text).toContain(`Name: ${withdrawFields.name}`);
    expect(text).toContain(`Bestellnummer oder Konto: ${withdrawFields.contract}`);
    expect(text).toMatch(
      new RegExp(`Mit „Widerruf bestätigen“ abgegeben und eingegangen: ${at.source}`),
    );
    expect(text).toContain(`Eingangsnummer: ${reference}`);
  }
  expect(toBuyer.mail.text).toMatch(new RegExp(`wir haben Ihren Widerruf ${at.source} erhalten`));
  expect(toBuyer.mail.html).toContain(`Name: ${withdrawFields.name}`);

  // The receipt can be saved as a file of its own and survives a reload.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bestätigung speichern' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Widerruf-${reference}.html`);
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toContain('<dt>Mit „Widerruf bestätigen“ abgegeben und eingegangen</dt>');
  expect(saved).toContain(
    `Die Bestätigung haben wir auch per E-Mail an ${withdrawFields.email} gesendet.`,
  );
  await page.reload();
  await expect(page.locator('[data-receipt]')).toContainText(reference);
}

test.describe('Vertrag widerrufen (§ 356a BGB)', () => {
  test('from the footer of the pupils’ page to a receipt on the page and by e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' });
    await link.click();
    await withdrawAndCheck(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test.describe('on a first visit', () => {
    test.use({ consent: 'undecided' });
    test('the consent overlay links it, and the form works beside it', async ({ page }) => {
      await page.goto('/eltern');
      const overlay = page.getByRole('dialog');
      await expect(overlay.getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
      await overlay.getByRole('link', { name: 'Vertrag widerrufen' }).click();
      await withdrawAndCheck(page);
    });
  });

  test('asks only for name, contract and address, in German, and sends nothing wrong', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/vertrag-widerrufen');
    const form = page.locator('form');
    await expect(form.locator('input, textarea, select')).toHaveCount(3);
    await expect(form.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    await page.getByLabel('Ihre E-Mail-Adresse').fill('jonas@');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByLabel('Ihr Name')).toBeFocused();
    for (const message of [
      'Bitte geben Sie Ihren Namen an.',
      'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const violations = await axeViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(posts.filter((url) => url.includes('/api/widerruf'))).toEqual([]);
  });

  test('a send that reaches no server is not sent again behind the visitor’s back: told in our words, every field kept, received once when sent anew', async ({
    page,
    context,
  }) => {
    const unsent = unsentWithdrawalMessage(CONTACT_EMAIL);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/widerruf')) sent.push(request.method());
    });
    await page.goto('/vertrag-widerrufen');
    await fillWithdrawal(page);
    const button = page.getByRole('button', { name: 'Widerruf bestätigen' });
    const alert = page.getByRole('alert').filter({ hasText: 'Ihr Widerruf' });

    // A phone that knows it is offline: the send fails at once and says so, nothing waits for a network.
    await context.setOffline(true);
    await button.click();
    await expect(alert).toHaveText(unsent);
    await context.setOffline(false);

    // A connection lost on the way: one attempt, never a second declaration on its own.
    let dropped = 0;
    await page.route('**/api/widerruf', (route) => (dropped++ ? route.continue() : route.abort()));
    await button.click();
    await expect(alert).toHaveText(unsent);
    expect(dropped).toBe(1);
    await expect(page.getByLabel('Ihr Name')).toHaveValue(withdrawFields.name);
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(withdrawFields.email);

    await button.click();
    await expect(page.locator('[data-receipt]')).toContainText(withdrawFields.contract);
    expect(sent).toEqual(['POST', 'POST', 'POST']);
    await declarationMails();
  });

  test('`Widerruf bestätigen` before the scripts ran is given once they run', async ({ page }) => {
    const early = await openBeforeHydration(page, '/vertrag-widerrufen');
    await fillWithdrawal(page);
    await page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click();
    await early.hydrate();
    await expect(page.locator('[data-receipt]')).toContainText(withdrawFields.contract);
    await smtp.waitFor(2);
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/vertrag-widerrufen`]);
  });

  test('`Widerruf bestätigen` before scripts that never load: the browser posts it, and the receipt comes as a page', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/vertrag-widerrufen');
    await fillWithdrawal(page);
    await page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click();
    early.blockScripts();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Widerruf ist bei uns eingegangen',
    );
    await expect(page.locator('body')).toContainText(withdrawFields.contract);
    const origin = new URL(page.url()).origin;
    expect(early.navigations).toEqual([`${origin}/vertrag-widerrufen`, `${origin}/api/widerruf`]);
    await declarationMails();
  });

  test('refuses a link, a phone number or markup as the name, and free text as the contract, in German under the field', async ({
    page,
    request,
  }) => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST') posts.push(sent.url());
    });
    await page.goto('/vertrag-widerrufen');
    const name = page.getByLabel('Ihr Name');
    const contract = page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos');
    await fillWithdrawal(page);
    await contract.fill(RELAY_CONTRACT);
    for (const relay of RELAY_NAMES) {
      await name.fill(relay);
      await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
      await expect(name).toHaveAccessibleDescription(NAME_REFUSED);
      await expect(name).toBeFocused();
      await expect(contract).toHaveAccessibleDescription(
        new RegExp(`${CONTRACT_REFUSED.replace(/[.()]/g, '\\$&')}$`),
      );
    }
    expect(posts.filter((url) => url.includes('/api/widerruf'))).toEqual([]);

    // The endpoint holds the same rules, whoever posts.
    const answer = await request.post('/api/widerruf', {
      headers: { 'X-Real-IP': `198.18.${run}.250`, Origin: `http://localhost:${E2E_PORT}` },
      data: { name: RELAY_NAMES[0], email: `victim@${MAIL_DOMAIN}`, contract: RELAY_CONTRACT },
    });
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toEqual({
      errors: { name: NAME_REFUSED, contract: CONTRACT_REFUSED },
    });
    expect(smtp.messages).toHaveLength(0);
  });
});

// § 356a BGB wants the function always available: with JavaScript off the form
// posts itself, and the endpoint answers with the receipt as a page.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
    test(`the form posts and the receipt comes as a page (${country})`, async ({ page }) => {
      await page.goto(`${origin}/vertrag-widerrufen`);
      await fillWithdrawal(page);
      const [post] = await Promise.all([
        page.waitForRequest((request) => request.url() === `${origin}/api/widerruf`),
        page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click(),
      ]);
      expect(post.method()).toBe('POST');
      await expect(page).toHaveURL(`${origin}/api/widerruf`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Ihr Widerruf ist bei uns eingegangen',
      );
      await expect(page).toHaveTitle('Ihr Widerruf ist bei uns eingegangen – Vertrag widerrufen');
      const body = page.locator('body');
      await expect(body).toContainText(withdrawFields.name);
      await expect(body).toContainText(withdrawFields.contract);
      await expect(body).toContainText(receivedToday(formatDate(siteDate(new Date()))));
      await expect(body).toContainText(
        `Eingangsnummer haben wir an ${withdrawFields.email} gesendet.`,
      );
      const [, toBuyer] = await declarationMails();
      expect(toBuyer.mail.text).toContain(`Name: ${withdrawFields.name}`);
    });
  }

  test('what was wrong comes as a German page with the way back', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertrag-widerrufen`);
    await page.getByLabel('Ihr Name').fill(RELAY_NAMES[1]!);
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.CH}/api/widerruf`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Bitte prüfen Sie Ihre Angaben',
    );
    const wrong = page.getByRole('listitem');
    await expect(wrong).toHaveText([
      `Ihr Name: ${NAME_REFUSED}`,
      'Ihre E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      'Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos: Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
    ]);
    // Swiss pages quote with guillemets.
    await page.getByRole('link', { name: 'Zurück zum Formular «Vertrag widerrufen»' }).click();
    await expect(page).toHaveURL(`${E2E_ORIGINS.CH}/vertrag-widerrufen`);
    expect(smtp.messages).toHaveLength(0);
  });
});

test('a form on another site cannot post a withdrawal', async ({ page }) => {
  const evil = `http://evil.localhost:${E2E_PORT}/`;
  await page.route(evil, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><title>x</title><form method="post" action="${E2E_ORIGINS.DE}/api/widerruf"><input name="name" value="Jonas Weiß"><input name="email" value="victim@${MAIL_DOMAIN}"><input name="contract" value="E2E00000000000002"><button>Senden</button></form></html>`,
    }),
  );
  // Not our page: nothing of ours hydrates there, so the frame's own goto, not the fixture's.
  await page.mainFrame().goto(evil);
  const [answer] = await Promise.all([
    page.waitForResponse(`${E2E_ORIGINS.DE}/api/widerruf`),
    page.getByRole('button', { name: 'Senden' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(page.locator('body')).toContainText('Diese Anfrage kommt nicht von unserer Seite.');
  expect(smtp.messages).toHaveLength(0);
});
