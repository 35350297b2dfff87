import type { Locator, Page } from '@playwright/test';
import { freePort } from '../scripts/redis-server.mjs';
import { E2E_MAIL_ARCHIVE, e2eEnv } from './e2e-env.mjs';
import { SiteServer } from './fakes/site-server';
import type { ReceivedMail } from './fakes/smtp-fake';
import { expect, test } from './fixtures';
import { currentClient, smtp } from './premium-helpers';

// What the two declarations share: § 312k BGB's cancellation (cancellation.spec.ts)
// and § 356a BGB's withdrawal (withdrawal.spec.ts, withdrawal-mail.spec.ts). Both mail through the
// checkout's SMTP stand-in (premium-helpers.ts).

export const CONTACT_EMAIL = 'kontakt@example.de';
/** Each run mails a domain of its own, and each test an address of its own: at most three a day go to one. */
export const MAIL_DOMAIN = `r${Date.now().toString(36)}.example.de`;
export const cancelFields = {
  name: 'Eva Strauß',
  get email() {
    return `eva.${currentClient()}@${MAIL_DOMAIN}`;
  },
  contract: 'E2E00000000000001',
};

/** Who declares and which contract: the same three fields on both declarations. */
export async function fillIdentity(
  page: Page,
  fields: { name: string; email: string; contract: string },
) {
  await page.getByLabel('Ihr Name').fill(fields.name);
  await page.getByLabel('Ihre E-Mail-Adresse').fill(fields.email);
  await page
    .getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos')
    .fill(fields.contract);
}

/** `Premium` or `Rechenweg-Konto`: which contract a cancellation ends. */
export async function chooseContract(page: Page, contract: 'Premium' | 'Rechenweg-Konto') {
  await page.getByRole('radio', { name: new RegExp(`^${contract}:`) }).check();
}

/** `am 26.11.2026 um 14:05 Uhr (MEZ)`, today, as a receipt writes its time. */
export function receivedToday(today: string): RegExp {
  return new RegExp(`am ${today.replaceAll('.', '\\.')} um \\d\\d:\\d\\d Uhr \\((MEZ|MESZ)\\)`);
}

/** The German message under a field, as its accessible description carries it. */
export const NAME_REFUSED =
  'Bitte geben Sie hier nur Ihren Namen an: Buchstaben (nicht aus verschiedenen Schriften gemischt), Leerzeichen, Bindestrich, Apostroph, Komma, Und-Zeichen (&) und Punkt – ohne Ziffern, Links oder Sonderzeichen.';
export const CONTRACT_REFUSED =
  'Bitte geben Sie nur die Bestellnummer aus Ihrer Bestellbestätigung (z. B. 5O190127TN364715T) oder die E-Mail-Adresse des Kontos ein, ohne weiteren Text.';

/** Relay attempts: a link, a phone number and markup in the name, free text as the contract. */
export const RELAY_NAMES = [
  'Kunde https://evil.example/login',
  'Rufen Sie 0800 1234567 an',
  '<a href="https://evil.example">Eva</a>',
];
export const RELAY_CONTRACT = 'WICHTIG: Ihr Konto wird gesperrt, bitte melden';

export async function fillCancellation(page: Page) {
  await chooseContract(page, 'Premium');
  await page.getByRole('radio', { name: /Außerordentlich/ }).check();
  await page.getByLabel('Grund der außerordentlichen Kündigung').fill('Wir ziehen ins Ausland.');
  await fillIdentity(page, cancelFields);
}

/**
 * The business copy and the receipt of one declaration, in that order: the
 * outbox sends the two at once, so they may arrive either way round.
 */
export async function declarationMails(): Promise<[ReceivedMail, ReceivedMail]> {
  const mails = await smtp.waitFor(2);
  const toBusiness = mails.filter((mail) => mail.envelope.to.includes(CONTACT_EMAIL));
  const toRequester = mails.filter((mail) => !mail.envelope.to.includes(CONTACT_EMAIL));
  expect([toBusiness.length, toRequester.length]).toEqual([1, 1]);
  return [toBusiness[0]!, toRequester[0]!];
}

/** The Message-ID the outbox gives the message `id` (lib/outbox/site-outbox.ts), sent from `from`. */
export const messageIdOf = (id: string, from = e2eEnv.MAIL_FROM) =>
  `<${id}@${/@([^>\s]+)>/.exec(from)![1]}>`;

/** The Message-IDs of mails, sorted: each once if each arrived once. */
export const messageIds = (mails: ReceivedMail[]) =>
  mails.map((received) => received.mail.messageId ?? '').sort();

/**
 * A declaration received while the mail server refuses for now (`smtp.refuse = 451`):
 * its receipt says the e-mail to `email` follows, both mails were tried and refused,
 * none went out. Then the server takes mail again, and the outbox sends the same two,
 * each once, the receipt to `email` and the archive. Returns them as the server parsed them.
 */
export async function expectMailsOnceAccepted(receipt: Locator, email: string) {
  await expect(receipt).toContainText(
    `senden wir an ${email}, sobald unser Mailserver sie annimmt; meist ist sie in wenigen Minuten da.`,
  );
  await expect(receipt).not.toContainText('gesendet');
  await expect
    .poll(() => new Set(smtp.refusals.map((refused) => refused.mail.messageId)).size)
    .toBe(2);
  expect(smtp.messages).toHaveLength(0);

  // The outbox tries again a minute later (a second in the e2e build), with nobody doing anything.
  smtp.refuse = null;
  const mails = await declarationMails();
  expect(messageIds(mails)).toEqual([...new Set(messageIds(smtp.refusals))]);
  expect(mails[1].envelope.to).toEqual([email, E2E_MAIL_ARCHIVE]);
  return mails;
}

/**
 * A server of the e2e build whose outbox's Redis does not answer (a port with
 * none): no declaration can be stored there. Its mail would go to the file's
 * SMTP stand-in. It serves the tests of the calling block; returns its origin.
 */
export function serveWithStoreDown(port: number): string {
  let server: SiteServer | null = null;
  test.beforeAll(async () => {
    server = new SiteServer(port, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    await server.start();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return `http://127.0.0.1:${port}`;
}

/** What the island posts for a declaration, posted to `origin` as one client. */
export async function declare(
  origin: string,
  path: '/api/kuendigung' | '/api/widerruf',
  fields: Record<string, string>,
  client: string,
): Promise<{ status: number; body: { reference?: string; mailed?: boolean; mail?: string } }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Real-IP': client },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: await response.json() };
}

/** An extraordinary cancellation of Premium by `email`, as the island posts it. */
export const cancellationOf = (email: string) => ({
  product: 'premium',
  kind: 'extraordinary',
  reason: 'Wir ziehen ins Ausland.',
  name: 'Eva Strauß',
  email,
  contract: 'E2E00000000000001',
  when: 'asap',
  date: '',
});

/** A withdrawal by `email`, as the island posts it. */
export const withdrawalOf = (email: string) => ({
  name: 'Jonas Weiß',
  email,
  contract: 'E2E00000000000002',
});

/** Clicks the form's button and resolves with the endpoint's answer to it. */
export async function sendAndAnswer(page: Page, endpoint: string, button: string) {
  const [answer] = await Promise.all([
    page.waitForResponse(endpoint),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return answer;
}

/**
 * The page a browser without scripts gets for a declaration the outbox could
 * not store: the message with the way to write instead, and no receipt.
 */
export async function expectNotReceivedPage(page: Page, message: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gerade nicht gesendet');
  const body = page.locator('body');
  await expect(body).toContainText(message);
  await expect(page.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_EMAIL}`,
  );
  // No receipt is claimed: no number, no time of receipt.
  await expect(body).not.toContainText('Eingangsnummer');
  await expect(body).not.toContainText('ist bei uns eingegangen');
  expect(smtp.messages).toHaveLength(0);
  expect(smtp.refused).toBe(0);
}
