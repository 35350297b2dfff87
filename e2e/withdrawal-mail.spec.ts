import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { OutboxStore } from '@/lib/outbox/outbox-store';
import { createRedisStore } from '@/lib/outbox/redis-store';
import { startRedis } from '../scripts/redis-server.mjs';
import {
  CONTACT_EMAIL,
  declarationMails,
  expectMailsOnceAccepted,
  expectNotReceivedPage,
  messageIdOf,
  messageIds,
  sendAndAnswer,
  serveWithStoreDown,
} from './declaration-helpers';
import {
  E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL,
  E2E_ORIGINS,
  SENTRY_PORT,
  extraPort,
} from './e2e-env.mjs';
import { SiteServer } from './fakes/site-server';
import { expect, serveForThisFile, test } from './fixtures';
import { serveCheckoutStandIns, smtp } from './premium-helpers';
import { envelopesMentioning, ingest } from './sentry-helpers';
import {
  fillWithdrawal,
  refusedNote,
  withdrawAndAnswer,
  withdrawFields,
} from './withdrawal-helpers';

// § 356a BGB: a withdrawal is received whatever the mail server does, and told
// so; only one its store could not keep is not. The form itself:
// e2e/withdrawal.spec.ts. The receipts are mailed through the checkout's SMTP
// stand-in, so this file serves the checkout's stand-ins.

serveCheckoutStandIns();

test.describe('Vertrag widerrufen (§ 356a BGB)', () => {
  test('a mail server that refuses delays the e-mails, not the withdrawal: the receipt at once, each mail once it accepts', async ({
    page,
  }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertrag-widerrufen`);
    await fillWithdrawal(page);
    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue(withdrawFields.name);
    smtp.refuse = 451;
    const answer = await withdrawAndAnswer(page);
    // Received once stored in the outbox: a refusal for now is no refusal of the withdrawal.
    expect(await answer.json()).toMatchObject({ mailed: false, mail: 'pending' });
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('Ihr Widerruf ist bei uns eingegangen');
    await expect(page.getByRole('alert').filter({ hasText: 'Ihr Widerruf' })).toHaveCount(0);
    const mails = await expectMailsOnceAccepted(receipt, withdrawFields.email);
    for (const mail of mails) {
      expect(mail.mail.text).toContain(`Name: ${withdrawFields.name}`);
    }
  });

  test('an address the mail server refuses for good (550 at RCPT TO): not mailed, and the page says so; the archive has the receipt', async ({
    page,
  }) => {
    await page.goto('/vertrag-widerrufen');
    await fillWithdrawal(page);
    smtp.refuseRecipients.set(withdrawFields.email, 550);
    const answer = await withdrawAndAnswer(page);
    const { reference } = (await answer.json()) as { reference: string };
    expect(await answer.json()).toMatchObject({ mailed: false, mail: 'refused' });
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText(refusedNote(withdrawFields.email));
    await expect(receipt).not.toContainText('gesendet');
    // The business's copy, and the receipt with the archive as its only recipient.
    const [toBusiness, toArchive] = await declarationMails();
    expect(toBusiness.envelope.to).toEqual([CONTACT_EMAIL]);
    expect(toArchive.envelope.to).toEqual([ARCHIVE_EMAIL]);
    expect(toArchive.mail.messageId).toBe(messageIdOf(`${reference}.receipt`));
    // The saved file claims no e-mail either.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bestätigung speichern' }).click(),
    ]);
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain(
      `Per E-Mail konnten wir die Bestätigung nicht an ${withdrawFields.email} senden: Der Mailserver hat diese Adresse abgelehnt.`,
    );
    expect(saved).not.toContain('gesendet');
    await page.reload();
    await expect(page.locator('[data-receipt]')).toContainText(refusedNote(withdrawFields.email));
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an address the mail server refuses for good: the page says the confirmation could not be e-mailed', async ({
    page,
  }) => {
    await page.goto(`${E2E_ORIGINS.DE}/vertrag-widerrufen`);
    await fillWithdrawal(page);
    smtp.refuseRecipients.set(withdrawFields.email, 550);
    await page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ihr Widerruf ist bei uns eingegangen',
    );
    const body = page.locator('body');
    await expect(body).toContainText(refusedNote(withdrawFields.email));
    await expect(body).not.toContainText('gesendet');
    const [, toArchive] = await declarationMails();
    expect(toArchive.envelope.to).toEqual([ARCHIVE_EMAIL]);
  });
});

// A mail server slower than the answer's wait: the page says the e-mail follows,
// and it goes out once, when the server answers. On a server of its own whose
// outbox is in a Redis the test reads.
test.describe('a mail server that does not answer in time', () => {
  const port = extraPort(13);
  const site = `http://127.0.0.1:${port}`;
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  let store: OutboxStore | null = null;
  let server: SiteServer | null = null;
  test.beforeAll(async () => {
    redis = await startRedis();
    store = createRedisStore(redis.url);
    server = new SiteServer(port, { REDIS_URL: redis.url });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.stop();
    await store?.close();
    await redis?.stop();
  });

  test('the receipt says the e-mail follows once our mail server takes it; it arrives then, exactly once', async ({
    page,
  }) => {
    let answerMail!: () => void;
    smtp.holdAnswers = new Promise<void>((resolve) => (answerMail = resolve));
    await page.goto(`${site}/vertrag-widerrufen`);
    await fillWithdrawal(page);
    const answer = await withdrawAndAnswer(page);
    const { reference } = (await answer.json()) as { reference: string };
    expect(await answer.json()).toMatchObject({ mailed: false, mail: 'pending' });
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText(
      `senden wir an ${withdrawFields.email}, sobald unser Mailserver sie annimmt; meist ist sie in wenigen Minuten da.`,
    );
    await expect(receipt).not.toContainText('gesendet');
    const ids = [`${reference}.business`, `${reference}.receipt`];
    // Both still wait in the outbox while the mail server has not answered.
    expect((await store!.list()).map((message) => message.id).sort()).toEqual(ids);

    answerMail();
    await expect.poll(async () => store!.list()).toEqual([]);
    const mails = await declarationMails();
    expect(messageIds(mails)).toEqual(ids.map((id) => messageIdOf(id)).sort());
    expect(mails[1].envelope.to).toEqual([withdrawFields.email, ARCHIVE_EMAIL]);
    expect(smtp.messages).toHaveLength(2);
  });
});

// Only a declaration the outbox could not store is not received: a server
// whose Redis is down says so, in German and with the contact address, and
// tells the operator through Sentry.
test.describe('with the outbox’s store down', () => {
  const site = serveWithStoreDown(extraPort(13));
  serveForThisFile(ingest, SENTRY_PORT);
  const notReceived = `Ihr Widerruf ist nicht bei uns eingegangen: Unser Server konnte ihn gerade nicht speichern. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder widerrufen Sie per E-Mail an ${CONTACT_EMAIL}.`;

  /** A withdrawal filled in on that server and sent: refused as not received. */
  async function withdrawThere(page: Page) {
    await page.goto(`${site}/vertrag-widerrufen`);
    await fillWithdrawal(page);
    const answer = await sendAndAnswer(page, `${site}/api/widerruf`, 'Widerruf bestätigen');
    expect(answer.status()).toBe(503);
  }

  test('a withdrawal is not received: the German message with the contact address, every field kept, nothing sent', async ({
    page,
  }) => {
    await withdrawThere(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Ihr Widerruf' })).toHaveText(
      notReceived,
    );
    await expect(page.locator('[data-receipt]')).toHaveCount(0);
    await expect(page.getByLabel('Ihr Name')).toHaveValue(withdrawFields.name);
    await expect(
      page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos'),
    ).toHaveValue(withdrawFields.contract);
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(withdrawFields.email);
    expect(smtp.messages).toHaveLength(0);
    expect(smtp.refused).toBe(0);
    // The route's own report, through the reporter instrumentation.ts's register() installs
    // in the built server (lib/monitoring/server-reporter.ts): no route bundle has the SDK.
    await expect
      .poll(() => envelopesMentioning('Declaration not received').length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a withdrawal not received comes as a German page with the contact address', async ({
      page,
    }) => {
      await withdrawThere(page);
      await expectNotReceivedPage(page, notReceived);
      await expect
        .poll(() => envelopesMentioning('Declaration not received').length, { timeout: 10_000 })
        .toBeGreaterThan(0);
    });
  });
});
