import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { verifyGrantSignature } from '@/lib/checkout/grant';
import { termOf } from '@/lib/checkout/purchase';
import { formatDate, siteDate } from '@/lib/site-time';
import { localizeSpelling } from '@/lib/routing/country';
import { ANALYTICS_EVENTS } from '@/lib/site';
import { AGB_VERSION } from '@/content/legal';
import { IMMEDIATE_START, MODEL } from '@/content/withdrawal-notice';
import { IMMEDIATE_START_VERSION } from '@/lib/checkout/terms';
import {
  E2E_DIST_DIR,
  E2E_GRANT_SECRET,
  E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL,
  E2E_ORIGINS,
  E2E_PAYPAL,
  E2E_PORT,
  GRANT_PORT,
  PAYPAL_PORT,
  SMTP_PORT,
  e2eEnv,
} from './e2e-env.mjs';
import { HttpFake, amplitudeEvents } from './fakes/http-fake';
import { GERMAN_PAYER, PayPalApi } from './fakes/paypal-api';
import { installPayPalSdk, type PayPalSdk } from './fakes/paypal-sdk';
import { SmtpFake } from './fakes/smtp-fake';
import { expect, openBeforeHydration, serveForThisFile, test } from './fixtures';

// The purchase in a real browser as a buyer makes it: arriving by a link,
// PayPal's buttons in frames from PayPal's host and its window as a popup,
// our review, the order button, reloads and retries. PayPal's REST API, the
// SMTP server and the product's server are stand-ins on the ports the build
// was configured with (e2e/e2e-env.mjs); they behave as their providers document.

const api = new PayPalApi(E2E_PAYPAL.clientId, E2E_PAYPAL.clientSecret);
const paypal = new HttpFake(api.handler);
const grants = new HttpFake((_, response) => response.writeHead(200).end('{}'));
const smtp = new SmtpFake();
serveForThisFile(paypal, PAYPAL_PORT);
test.beforeAll(async () => {
  await grants.start(GRANT_PORT);
  await smtp.start(SMTP_PORT);
});
test.afterAll(async () => {
  await grants.stop();
  await smtp.stop();
});

// Per run too: a site server kept between runs (E2E_REUSE) remembers its limits.
const run = Math.floor(Math.random() * 250);
let client = 0;
test.beforeEach(async ({ page }) => {
  api.reset();
  grants.reset();
  smtp.reset();
  // Each test is its own client for the checkout's per-client limits (nginx and Vercel set this header).
  await page.setExtraHTTPHeaders({ 'X-Real-IP': `198.18.${run}.${++client}` });
});

const ORDER_BUTTON = 'Jetzt zahlungspflichtig bestellen';
const review = (page: Page) => page.locator('[data-order-review]');
const notice = (page: Page) => page.locator('[data-checkout-notice]');
const confirmation = (page: Page) => page.locator('[data-checkout-state="done"]');
const creates = () => paypal.received().filter((r) => r.url === '/v2/checkout/orders');
const captures = () => paypal.received().filter((r) => r.url.endsWith('/capture'));

type Choice = { plan?: RegExp; email?: string; code?: string };

async function choose(page: Page, { plan, email = 'mia@example.de', code }: Choice) {
  if (plan) await page.getByRole('radio', { name: plan }).check();
  await page.getByLabel('E-Mail des Rechenweg-Kontos').fill(email);
  if (code !== undefined) {
    await page.getByLabel('Rabattcode').fill(code);
    await page.getByRole('button', { name: 'Einlösen' }).click();
    // The server's answer, whichever it is.
    await expect(page.locator('[id$="-code-status"]')).not.toBeEmpty();
  }
}

const buttonFrame = (page: Page, funding: 'paypal' | 'card') =>
  page.frameLocator(`iframe[src*="fundingSource=${funding}"]`);

/** A click on PayPal's button in its frame; the buyer decides in PayPal's popup. */
async function inPayPal(
  page: Page,
  decision: 'Zustimmen und weiter' | 'Abbrechen' = 'Zustimmen und weiter',
  funding: 'paypal' | 'card' = 'paypal',
) {
  const opened = page.waitForEvent('popup');
  await buttonFrame(page, funding).getByRole('button').click();
  const popup = await opened;
  await expect(popup.locator('#order')).toHaveText(/^Bestellung E2E\d+$/);
  const orderId = (await popup.locator('#order').textContent())!.replace('Bestellung ', '');
  await Promise.all([
    popup.waitForEvent('close'),
    popup.getByRole('button', { name: decision }).click(),
  ]);
  return orderId;
}

async function payUntilReview(page: Page, funding: 'paypal' | 'card' = 'paypal') {
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const orderId = await inPayPal(page, 'Zustimmen und weiter', funding);
  await expect(review(page)).toBeVisible();
  return orderId;
}

async function order(page: Page, consent = true) {
  if (consent) await review(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: ORDER_BUTTON, exact: true }).click();
}

const term = (plan: 'jahr' | 'monat') => {
  const { termStart, termEnd } = termOf(plan, siteDate(new Date()));
  return `${formatDate(termStart)} bis ${formatDate(termEnd)}`;
};

/** The page arrived as a document with the checkout's own policy, not by the client router. */
async function arrive(page: Page, click: () => Promise<void>) {
  const loaded = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/premium' &&
      response.request().resourceType() === 'document',
  );
  await click();
  const response = await loaded;
  expect(response.headers()['content-security-policy']).toMatch(
    /frame-src[^;]*https:\/\/\*\.paypal\.com/,
  );
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechenweg Premium' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-consent-applied'));
}

test('from the header’s link: review, and only our order button captures; e-mailed and handed off', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  // From the parents' page: the pupils' page has no way to buy.
  await page.goto('/eltern');
  await arrive(page, () => page.getByRole('banner').getByRole('link', { name: 'Premium' }).click());
  await expect(page.locator('[data-price="jahr"]')).toHaveText(/^79,90\s€$/);
  await choose(page, {});
  expect(sdk.requests).toEqual([]);

  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(buttonFrame(page, 'paypal').getByRole('button')).toHaveText('PayPal');
  const orderId = await inPayPal(page);
  await expect(review(page)).toBeVisible();
  // The SDK came from PayPal's sandbox with our client id, after the click.
  const script = new URL(sdk.requests[0]!.url());
  expect(script.pathname).toBe('/sdk/js');
  expect(script.searchParams.get('client-id')).toBe(E2E_PAYPAL.clientId);
  expect(script.searchParams.get('currency')).toBe('EUR');
  // PayPal's continue flow: its window ends in `Zustimmen und weiter` (inPayPal clicked it;
  // with the default commit=true it would say `Jetzt bezahlen`), and its button says no "pay".
  expect(script.searchParams.get('commit')).toBe('false');

  // The review: everything before the order, and nothing captured yet.
  const summary = review(page);
  await expect(summary.getByRole('heading', { name: 'Ihre Bestellung prüfen' })).toBeFocused();
  await expect(summary.locator('[data-review-summary]')).toContainText(
    'Rechenweg Premium, 12 Monate Premium',
  );
  await expect(summary).toContainText(term('jahr'));
  await expect(summary.locator('[data-review-total]')).toHaveText(/^79,90\s€ inkl\. MwSt\.$/);
  await expect(summary).toContainText('mia@example.de');
  await expect(summary).toContainText(`PayPal (${GERMAN_PAYER.email})`);
  await expect(summary.getByRole('listitem').filter({ hasText: 'abschicken' })).toContainText(
    `„${ORDER_BUTTON}“`,
  );
  await expect(summary.getByRole('button', { name: 'Angaben ändern' })).toBeVisible();
  for (const [name, href] of [
    ['AGB', '/agb'],
    ['Widerrufsbelehrung', '/widerrufsbelehrung'],
    ['Datenschutzerklärung', '/datenschutz'],
  ] as const) {
    await expect(summary.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(summary).toContainText('Es gelten unsere AGB.');
  await expect(summary.getByRole('checkbox')).toHaveAccessibleName(
    `${IMMEDIATE_START.label} ${IMMEDIATE_START.acknowledgement}`,
  );
  expect(api.orders.get(orderId)!.status).toBe('APPROVED');
  expect(captures()).toEqual([]);

  // The box is required: without it nothing is captured.
  await order(page, false);
  await expect(summary).toContainText('Bitte bestätigen Sie, dass Premium sofort beginnen soll.');
  expect(captures()).toEqual([]);

  await order(page);
  await expect(
    page.getByRole('heading', { name: 'Zahlung erhalten, Premium wird freigeschaltet' }),
  ).toBeFocused();
  await expect(confirmation(page)).toContainText(orderId);
  await expect(confirmation(page)).toContainText(term('jahr'));
  await expect(confirmation(page)).toContainText('Bezahlt mit');
  expect(api.charges).toBe(1);
  // § 356a BGB: the withdrawal function right where the buyer looks after buying.
  await expect(
    confirmation(page).getByRole('link', { name: 'Vertrag widerrufen' }),
  ).toHaveAttribute('href', '/vertrag-widerrufen');

  // The contract on a durable medium, to PayPal's payer and, in the same message, to the archive.
  const [mail] = await smtp.waitFor(1);
  expect(mail!.envelope.to).toEqual([GERMAN_PAYER.email, ARCHIVE_EMAIL]);
  expect(mail!.mail.subject).toBe(
    `Ihre Bestellung bei Rechenweg: 12 Monate Premium (Bestellnummer ${orderId})`,
  );
  const text = mail!.mail.text!;
  expect(text).toMatch(/Preis: 79,90\s€ inkl\. MwSt\./);
  expect(text).toContain(`Laufzeit: ${term('jahr')}`);
  expect(text).toContain(MODEL.period);
  expect(text).toContain('Hiermit widerrufe(n) ich/wir');
  expect(text).toMatch(
    new RegExp(
      `am \\d\\d\\.\\d\\d\\.\\d{4} um \\d\\d:\\d\\d Uhr erklärt: „${IMMEDIATE_START.label}“`,
    ),
  );
  expect(text).toContain(`online unter ${E2E_ORIGINS.DE}/vertrag-widerrufen ausüben`);
  expect(text).toContain('Bezahlt mit: PayPal-Konto');
  expect(text).not.toContain('Rechnungsnummer');

  // `Bestellbestätigung speichern` keeps the same contract as a file of its own.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirmation(page).getByRole('button', { name: 'Bestellbestätigung speichern' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Bestellbestaetigung-${orderId}.html`);
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toBe(mail!.mail.html);

  // The hand-off, as the product's server received it: signed, for the account named.
  await expect.poll(() => grants.received().length).toBe(1);
  const [handOff] = grants.received();
  const body = handOff!.body.toString();
  expect(
    verifyGrantSignature(
      String(handOff!.headers['rechenweg-signature']),
      body,
      E2E_GRANT_SECRET,
      Math.floor(Date.now() / 1000),
    ),
  ).toBe(true);
  expect(handOff!.headers['idempotency-key']).toBe(orderId);
  expect(JSON.parse(body)).toMatchObject({
    orderId,
    accountEmail: 'mia@example.de',
    plan: { id: 'jahr', months: 12 },
    amount: { currency: 'EUR', value: '79.90' },
    withdrawal: 'consumer',
    immediateStart: { consented: true, textVersion: IMMEDIATE_START_VERSION },
    agbVersion: AGB_VERSION,
  });
  // The consent was recorded in PayPal's order before the capture, with its time.
  const consent = JSON.parse(body).immediateStart.at as string;
  expect(api.orders.get(orderId)!.purchase_units[0]!.custom_id).toMatch(
    new RegExp(
      `^RW-[0-9A-F]{20}\\.c${Math.floor(Date.parse(consent) / 1000)}\\.${IMMEDIATE_START_VERSION}\\.`,
    ),
  );
});

test('a confirmation the mail server refused is sent again by the server, with no reload', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { plan: /12 Monate/ });
  await payUntilReview(page);
  smtp.refuse = 451;
  await order(page);
  await expect(confirmation(page)).toBeVisible();
  await expect.poll(() => smtp.refused).toBe(1);
  smtp.refuse = null;
  // The first retry comes 5 s after the failure (lib/mail.ts), without the buyer doing anything.
  const [mail] = await smtp.waitFor(1, 20_000);
  expect(mail!.envelope.to).toEqual([GERMAN_PAYER.email, ARCHIVE_EMAIL]);
  expect(mail!.mail.subject).toMatch(/^Ihre Bestellung bei Rechenweg: 12 Monate Premium/);
});

test('an order captured at PayPal without our button claims no consent: the e-mail, the hand-off and the record say so', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { plan: /12 Monate/ });
  const orderId = await payUntilReview(page);
  // Someone with access to the PayPal account captures it there, not on our order button.
  api.captureElsewhere(orderId, `http://127.0.0.1:${PAYPAL_PORT}`);
  await page.reload();
  await expect(confirmation(page)).toBeVisible();
  const [mail] = await smtp.waitFor(1);
  expect(mail!.mail.text).not.toContain(IMMEDIATE_START.label);
  expect(mail!.mail.text).toContain(
    'Eine Zustimmung zum sofortigen Beginn vor Ablauf der Widerrufsfrist haben wir nicht erhalten.',
  );
  await expect.poll(() => grants.received().length).toBe(1);
  expect(JSON.parse(grants.received()[0]!.body.toString())).toMatchObject({
    orderId,
    withdrawal: 'consumer',
    immediateStart: { consented: false, at: null, textVersion: null },
  });
});

test('from /eltern and from the teachers’ questions, PayPal’s frames and popup work', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  const arrivals: [string, () => Promise<void>][] = [
    ['/eltern', () => page.getByRole('main').locator('a[href="/premium"]').first().click()],
    [
      '/lehrkraefte',
      async () => {
        const question = page
          .locator('details')
          .filter({ hasText: 'Was kostet Rechenweg für meine Klasse?' });
        await question.locator('summary').click();
        await question.getByRole('link', { name: 'Mehr zu Premium' }).click();
      },
    ],
  ];
  for (const [from, click] of arrivals) {
    await page.goto(from);
    await arrive(page, click);
    await choose(page, { email: 'ben@example.de' });
    const orderId = await payUntilReview(page);
    await expect(review(page)).toContainText('ben@example.de');
    expect(api.orders.get(orderId)!.status).toBe('APPROVED');
    // A buyer who comes back finds this review again; the next arrival starts afresh.
    await page.evaluate(() => sessionStorage.clear());
  }
  // Leaving the checkout loads a document too, so the next page has its own policy again.
  const leaving = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/eltern' &&
      response.request().resourceType() === 'document',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Eltern' }).click();
  expect((await leaving).headers()['cross-origin-opener-policy']).toBe('same-origin');
});

test.describe('with analytics consent', () => {
  test.use({ consent: 'granted' });

  test('a Swiss payer redeems BESSER25 and pays in francs, with the right of withdrawal and its checkbox; events carry no e-mail or amount', async ({
    page,
    amplitude,
  }) => {
    const sdk = await installPayPalSdk(page.context(), api);
    sdk.payer({
      payer: { givenName: 'Lea', surname: 'Meier', email: 'lea.eltern@example.ch', country: 'CH' },
    });
    await page.goto(`${E2E_ORIGINS.CH}/premium`);
    await expect(page.locator('[data-price="jahr"]')).toHaveText(/^CHF\s84\.90$/);
    await expect(page.locator('label').filter({ hasText: '12 Monate' })).toContainText(
      'inkl. MWST',
    );
    await choose(page, { email: 'lea@example.ch', code: ' besser25 ' });
    await expect(page.getByRole('status').filter({ hasText: 'BESSER25' })).toHaveText(
      'Rabattcode BESSER25 wird angewendet.',
    );
    await expect(page.locator('[data-price="jahr"]')).toContainText(/CHF\s63\.67$/);

    const orderId = await payUntilReview(page, 'card');
    await expect(review(page).locator('[data-review-total]')).toContainText(
      /CHF\s63\.67 inkl\. MWST/,
    );
    await expect(review(page)).toContainText('mit Rabattcode BESSER25');
    // Whatever PayPal's country: every consumer has the right, and the box to start at once.
    await expect(review(page).getByRole('checkbox')).toHaveCount(1);
    await expect(review(page)).toContainText('Karte über PayPal (VISA •••• 1111)');
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'CHF',
      value: '63.67',
    });
    await order(page);
    await expect(confirmation(page)).toContainText(/CHF\s63\.67/);
    await expect(page.locator('main')).not.toContainText('ß');
    const [mail] = await smtp.waitFor(1);
    expect(mail!.mail.text).not.toContain('gibt es nach Schweizer Recht kein');
    expect(mail!.mail.text).toContain(localizeSpelling(MODEL.period, 'CH'));
    expect(mail!.mail.text).toContain(localizeSpelling(IMMEDIATE_START.label, 'CH'));

    await expect
      .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
      .toEqual(
        expect.arrayContaining([
          ANALYTICS_EVENTS.premiumCheckoutStarted,
          ANALYTICS_EVENTS.premiumPurchased,
        ]),
      );
    const purchased = amplitudeEvents(amplitude).find(
      (event) => event.event_type === ANALYTICS_EVENTS.premiumPurchased,
    )!;
    const own = Object.entries(purchased.event_properties ?? {}).filter(
      ([key]) => !key.startsWith('[Amplitude]'),
    );
    expect(Object.fromEntries(own)).toEqual({
      plan: 'jahr',
      currency: 'CHF',
      promo_code_used: true,
    });
    expect(JSON.stringify(amplitudeEvents(amplitude))).not.toMatch(/lea@example|63[.,]67/);
  });
});

test('a code typed but not redeemed is never sent: the buyer redeems it first, and pays the price shown', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  await page.getByLabel('Rabattcode').fill('BESSER25');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(
    page.getByText('Bitte lösen Sie den Rabattcode zuerst ein oder leeren Sie das Feld.'),
  ).toBeVisible();
  await expect(page.getByLabel('Rabattcode')).toBeFocused();
  expect(sdk.requests).toEqual([]);

  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('[data-price="jahr"]')).toContainText(/59,92\s€$/);
  const orderId = await payUntilReview(page);
  await expect(review(page).locator('[data-review-total]')).toContainText(/59,92\s€ inkl\. MwSt\./);
  expect(api.orders.get(orderId)!.purchase_units[0]!.amount.value).toBe('59.92');
});

test('unknown and expired codes get a clear German message and leave the prices as they were', async ({
  page,
}) => {
  await page.goto('/premium');
  await choose(page, { code: 'GRATIS' });
  await expect(page.getByText('Diesen Rabattcode kennen wir nicht.')).toBeVisible();
  await choose(page, { code: 'hdl2024' });
  await expect(page.getByText('Dieser Rabattcode ist leider abgelaufen.')).toBeVisible();
  await expect(page.locator('[data-price="jahr"]')).toHaveText(/^79,90\s€$/);
});

test('an e-mail corrected after a cancelled PayPal window is a new order: Premium goes to the corrected account', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { plan: /1 Monat/, email: 'ben@example.de' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const first = await inPayPal(page, 'Abbrechen');
  await expect(notice(page)).toContainText('Sie haben die Zahlung abgebrochen.');
  await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();

  await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('lea@example.de');
  const second = await payUntilReview(page);
  expect(second).not.toBe(first);
  await expect(review(page)).toContainText('lea@example.de');
  await order(page);
  await expect(confirmation(page)).toContainText('lea@example.de');
  await expect.poll(() => grants.received().length).toBe(1);
  expect(JSON.parse(grants.received()[0]!.body.toString()).accountEmail).toBe('lea@example.de');
  expect(new Set(creates().map((r) => r.headers['paypal-request-id'])).size).toBe(2);
  expect(api.charges).toBe(1);
});

test('a declined card is replaced: the second way to pay is captured under a new request id, once', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  sdk.payer({ fundingSource: 'card', declines: true });
  const orderId = await payUntilReview(page, 'card');
  await order(page);
  await expect(notice(page)).toContainText(
    'abgelehnt. Es wurde nichts abgebucht. Bitte wählen Sie eine andere Zahlungsart.',
  );
  expect(api.charges).toBe(0);

  // The same order, approved again with PayPal this time.
  expect(await inPayPal(page)).toBe(orderId);
  await expect(review(page)).toBeVisible();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
  const ids = captures().map((r) => r.headers['paypal-request-id']);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  expect(creates()).toHaveLength(2);
  expect(api.orders.size).toBe(1);
});

test('a reload while PayPal has not confirmed the capture asks PayPal, and never buys a second time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await payUntilReview(page);
  api.behaviour.hangCaptures = true;
  await order(page);
  await expect(notice(page)).toContainText('Bitte zahlen Sie nicht noch einmal', {
    timeout: 20_000,
  });
  await expect(notice(page)).not.toContainText('nichts abgebucht');
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toHaveCount(0);

  await page.reload();
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
  expect(creates()).toHaveLength(1);
  await smtp.waitFor(1);
  await page.reload();
  // Done is done: the form is back for a new purchase, and nothing was sent twice.
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
  expect(smtp.messages).toHaveLength(1);
});

test('a gateway’s error page on capture is “Zahlung prüfen”, not “nichts abgebucht”; the check finds the order approved', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, {});
  const orderId = await payUntilReview(page);
  api.behaviour.gateway = true;
  await order(page);
  await expect(notice(page)).toContainText(
    'Ob PayPal Ihre Zahlung ausgeführt hat, wissen wir gerade nicht.',
  );
  expect(api.charges).toBe(0);

  api.behaviour.gateway = false;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await expect(review(page)).toBeVisible();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
});

test('PayPal down at each step: the buyer is told in German, nothing is lost, and a later try works', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { email: 'ida@example.de' });
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  // Creating the order: nothing exists, so nothing can have been charged.
  api.behaviour.down = 'create';
  const opened = page.waitForEvent('popup');
  await buttonFrame(page, 'paypal').getByRole('button').click();
  const popup = await opened;
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await expect(notice(page)).toContainText(
    'PayPal ist gerade nicht erreichbar. Es wurde nichts abgebucht.',
  );
  await expect(page.locator('main')).not.toContainText(/INTERNAL_SERVER_ERROR|status=/);
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('ida@example.de');

  // Reading the approved order.
  api.behaviour.down = 'get';
  const orderId = await inPayPal(page);
  await expect(page.getByRole('button', { name: 'Zahlung prüfen' })).toBeVisible();
  api.behaviour.down = null;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await expect(review(page)).toBeVisible();

  // Capturing.
  api.behaviour.down = 'capture';
  await order(page);
  await expect(notice(page)).toContainText('Bitte zahlen Sie nicht noch einmal');
  api.behaviour.down = null;
  await page.getByRole('button', { name: 'Zahlung prüfen' }).click();
  await order(page);
  await expect(confirmation(page)).toContainText(orderId);
  expect(api.charges).toBe(1);
});

test('an ad blocker that stops PayPal’s script is named, with the contact address', async ({
  page,
}) => {
  await installPayPalSdk(page.context(), api, { block: true });
  await page.goto('/premium');
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(notice(page)).toContainText('Werbe- oder Tracking-Blocker');
  await expect(notice(page)).toContainText('oder schreiben Sie uns an kontakt@example.de.');
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('mia@example.de');
});

test('what a buyer chose and typed survives a reload', async ({ page }) => {
  await page.goto('/premium');
  await choose(page, { plan: /1 Monat/, email: 'tom@example.de' });
  await page.getByLabel('Rabattcode').fill('BESSER25');
  await page.reload();
  await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();
  await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('tom@example.de');
  await expect(page.getByLabel('Rabattcode')).toHaveValue('BESSER25');
});

for (const width of [375, 1280]) {
  test(`/premium has no axe violations at ${width} px: the form, PayPal’s buttons and the review`, async ({
    page,
  }) => {
    await installPayPalSdk(page.context(), api);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/premium');
    const violations = async () => (await new AxeBuilder({ page }).analyze()).violations;
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    // The purchase first: at 1280 px, a click in PayPal's frame after axe ran in it opened no popup.
    await choose(page, { code: 'BESSER25' });
    await payUntilReview(page);
    expect(await violations()).toEqual([]);
    expect(await overflow()).toBe(false);
    await review(page).getByRole('button', { name: 'Angaben ändern' }).click();
    await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await expect(buttonFrame(page, 'card').getByRole('button')).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(await overflow()).toBe(false);
  });
}

test.describe('the checkout endpoints', () => {
  // Node resolves no *.localhost name: the German default of a neutral host.
  const origin = `http://localhost:${E2E_PORT}`;
  const headers = (address: string) => ({
    Origin: origin,
    'Content-Type': 'application/json',
    'X-Real-IP': address,
  });
  const order = {
    plan: 'jahr',
    email: 'mia@example.de',
    checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
  };
  /** Reading and capturing the order from another browser: a 404 each, and no account e-mail. */
  const expectRefused = async (stranger: APIRequestContext, orderId: string, address: string) => {
    for (const response of [
      await stranger.get(`${origin}/api/premium/orders/${orderId}`, { headers: headers(address) }),
      await stranger.post(`${origin}/api/premium/orders/${orderId}/capture`, {
        headers: headers(address),
        data: { immediateStart: true },
      }),
    ]) {
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain('mia@example.de');
    }
  };
  const create = async (request: APIRequestContext, address: string) => {
    const response = await request.post(`${origin}/api/premium/orders`, {
      headers: headers(address),
      data: order,
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { orderId: string }).orderId;
  };

  test('price the order themselves: amount and currency from the browser are ignored', async ({
    request,
  }) => {
    const response = await request.post(`${origin}/api/premium/orders`, {
      headers: headers('198.51.100.1'),
      data: { ...order, amount: '0.01', value: '0.01', currency: 'USD', currency_code: 'USD' },
    });
    expect(response.status()).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    expect(api.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'EUR',
      value: '79.90',
    });
  });

  test('refuse what the page never sends, before any call to PayPal', async ({ request }) => {
    const ok = headers('198.51.100.2');
    const refused: [unknown, Record<string, string>, number, RegExp][] = [
      [{ ...order, plan: 'lebenslang' }, ok, 400, /Zeiträume/],
      [{ ...order, plan: '__proto__' }, ok, 400, /Zeiträume/],
      [{ ...order, code: 'GRATIS' }, ok, 422, /kennen wir nicht/],
      [{ ...order, code: 'X'.repeat(33) }, ok, 400, /zu lang/],
      [{ ...order, email: 'keine-adresse' }, ok, 400, /E-Mail-Adresse/],
      [{ ...order, email: `${'a'.repeat(90)}@example.de` }, ok, 400, /E-Mail-Adresse/],
      [{ ...order, checkoutId: '1' }, ok, 400, /unvollständig/],
      [{ ...order, pad: 'x'.repeat(5000) }, ok, 413, /umfangreich/],
      [order, { ...ok, Origin: 'https://evil.example' }, 403, /nicht von unserer Seite/],
      [order, { 'Content-Type': 'application/json' }, 403, /nicht von unserer Seite/],
      [order, { ...ok, 'Content-Type': 'text/plain' }, 415, /unvollständig/],
    ];
    for (const [data, requestHeaders, status, message] of refused) {
      const response = await request.post(`${origin}/api/premium/orders`, {
        headers: requestHeaders,
        data: JSON.stringify(data),
      });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    expect(paypal.received()).toEqual([]);
  });

  test('answer an order only to the browser that created it: a stranger gets a 404 and no e-mail', async ({
    request,
    playwright,
  }) => {
    const orderId = await create(request, '198.51.100.3');
    api.approve(orderId);
    const own = await request.get(`${origin}/api/premium/orders/${orderId}`, {
      headers: headers('198.51.100.3'),
    });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain('mia@example.de');

    const stranger = await playwright.request.newContext();
    try {
      await expectRefused(stranger, orderId, '198.51.100.4');
    } finally {
      await stranger.dispose();
    }
    expect(api.charges).toBe(0);
  });

  test('a stranger with every value of the confirmation e-mail gets another order, a 404 and no mail, before and after capture', async ({
    request,
    playwright,
  }) => {
    const orderId = await create(request, '198.51.100.6');
    const stranger = await playwright.request.newContext();
    /** The stranger posts the terms the buyer's e-mail shows, the attempt's id included. */
    const replay = async () => {
      const response = await stranger.post(`${origin}/api/premium/orders`, {
        headers: headers('198.51.100.7'),
        data: order,
      });
      expect(response.status()).toBe(201);
      const { orderId: theirs } = (await response.json()) as { orderId: string };
      expect(theirs).not.toBe(orderId);
      await expectRefused(stranger, orderId, '198.51.100.7');
    };
    try {
      api.approve(orderId, { fundingSource: 'card', payer: GERMAN_PAYER });
      await replay();
      expect(api.charges).toBe(0);
      const captured = await request.post(`${origin}/api/premium/orders/${orderId}/capture`, {
        headers: headers('198.51.100.6'),
        data: { immediateStart: true },
      });
      expect(captured.status()).toBe(200);
      const { invoiceId } = (await captured.json()) as { invoiceId: string };
      expect(invoiceId).toMatch(/^RW-[0-9A-F]{20}$/);
      expect(invoiceId).not.toContain(order.checkoutId.slice(0, 8).toUpperCase());
      const mailed = smtp.messages.length;
      await replay();
      expect(smtp.messages.length).toBe(mailed);
      expect(api.charges).toBe(1);
    } finally {
      await stranger.dispose();
    }
  });

  test('binds an order to a browser only while nobody has approved it', async ({ playwright }) => {
    const buyer = await playwright.request.newContext();
    try {
      const orderId = await create(buyer, '198.51.100.8');
      api.approve(orderId);
      // The same browser without its order cookie (it expired) asks for the same attempt again.
      const { cookies } = await buyer.storageState();
      const browserCookie = cookies.find((cookie) => cookie.name === 'rw-browser')!;
      const again = await playwright.request.newContext({
        storageState: { cookies: [browserCookie], origins: [] },
      });
      try {
        const response = await again.post(`${origin}/api/premium/orders`, {
          headers: headers('198.51.100.8'),
          data: order,
        });
        expect(response.status()).toBe(409);
        expect(response.headers()['set-cookie'] ?? '').not.toContain('rw-bestellung');
      } finally {
        await again.dispose();
      }
    } finally {
      await buyer.dispose();
    }
  });

  test('capture only orders this server signed', async ({ request }) => {
    const orderId = await create(request, '198.51.100.5');
    api.approve(orderId);
    api.orders.get(orderId)!.purchase_units[0]!.amount.value = '0.01';
    const tampered = await request.post(`${origin}/api/premium/orders/${orderId}/capture`, {
      headers: headers('198.51.100.5'),
      data: { immediateStart: true },
    });
    expect(tampered.status()).toBe(409);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/nicht zuordnen/);
    expect(captures()).toEqual([]);
    expect(api.charges).toBe(0);
  });

  test('limit a client: the eleventh code in a minute gets 429 with Retry-After and a German message', async ({
    request,
  }) => {
    const ask = () =>
      request.post(`${origin}/api/premium/quote`, {
        headers: headers('198.51.100.6'),
        data: { code: 'RATEN' },
      });
    for (let i = 0; i < 10; i += 1) expect((await ask()).status()).toBe(422);
    const limited = await ask();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.',
    );
    // Another client is not affected.
    const other = await request.post(`${origin}/api/premium/quote`, {
      headers: headers('198.51.100.7'),
      data: { code: 'BESSER25' },
    });
    expect(other.status()).toBe(200);
  });
});

test('a flood from one client leaves another’s code, order, capture and cancellation untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // About ten requests a second for a minute, from one address the proxy in front names.
  const flooder = {
    'X-Real-IP': `198.18.${run}.250`,
    Origin: `http://localhost:${E2E_PORT}`,
  };
  const flood = async (count: number, path: string, data: unknown) => {
    const statuses = new Set<number>();
    for (let sent = 0; sent < count; sent += 25) {
      const batch = Array.from({ length: Math.min(25, count - sent) }, () =>
        request.post(path, { headers: flooder, data }),
      );
      for (const response of await Promise.all(batch)) statuses.add(response.status());
    }
    return statuses;
  };
  // More than every client together may send in a minute (600 codes, 600 captures, 120 cancellations).
  expect(await flood(610, '/api/premium/quote', { code: '' })).toEqual(new Set([200, 429]));
  expect(
    await flood(610, '/api/premium/orders/E2EUNKNOWN01/capture', { immediateStart: true }),
  ).toEqual(new Set([404]));
  expect(await flood(130, '/api/kuendigung', {})).toEqual(new Set([422]));

  // Another client, meanwhile: a code, an order, the review, the capture, a cancellation.
  await installPayPalSdk(page.context(), api);
  await page.goto('/premium');
  await choose(page, { code: 'BESSER25' });
  await expect(page.locator('[id$="-code-status"]')).toHaveText(
    'Rabattcode BESSER25 wird angewendet.',
  );
  await payUntilReview(page);
  await order(page);
  await expect(confirmation(page)).toBeVisible();
  await page.goto('/vertraege-kuendigen');
  await fillCancellation(page);
  await page.getByRole('button', { name: 'Jetzt kündigen', exact: true }).click();
  await expect(page.locator('[data-receipt]')).toBeVisible();
});

test('the client files carry no PayPal secret; the landings load no PayPal or React Query code', async ({
  page,
}) => {
  const chunks = join(E2E_DIST_DIR, 'static', 'chunks');
  const files = readdirSync(chunks, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = readFileSync(join(chunks, file), 'utf8');
    expect(code).not.toContain(E2E_PAYPAL.clientSecret);
    expect(code).not.toContain(e2eEnv.ORDER_SIGNING_KEY);
    expect(code).not.toContain(E2E_GRANT_SECRET);
  }

  // Every script a page loads, read from the build (bodies of a page left behind are gone).
  const loaded: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
      loaded.push(readFileSync(join(E2E_DIST_DIR, decodeURIComponent(pathname.slice(6))), 'utf8'));
    }
  });
  for (const path of ['/', '/lehrkraefte', '/eltern', '/kontakt']) {
    loaded.length = 0;
    await page.goto(path);
    // Next prefetches the routes a page links to once it is idle: what it fetches then counts too.
    await page.waitForLoadState('networkidle');
    expect(loaded.length).toBeGreaterThan(0);
    const code = loaded.join('\n');
    expect(code.includes('data-react-paypal-script-id'), `PayPal code on ${path}`).toBe(false);
    expect(code.includes('No QueryClient set'), `React Query on ${path}`).toBe(false);
  }
  // The markers are real: /premium ships React Query, and PayPal's code after the click.
  await installPayPalSdk(page.context(), api);
  loaded.length = 0;
  await page.goto('/premium');
  expect(loaded.join('\n').includes('No QueryClient set')).toBe(true);
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(false);
  await choose(page, {});
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(buttonFrame(page, 'paypal').getByRole('button')).toBeVisible();
  expect(loaded.join('\n').includes('data-react-paypal-script-id')).toBe(true);
});

// ---- § 312k: Verträge hier kündigen ---------------------------------------------
// Here because this file owns the SMTP stand-in of the e2e build.

const CONTACT_EMAIL = 'kontakt@example.de';
/** Each run mails a domain of its own, and each test an address of its own: at most three a day go to one. */
const MAIL_DOMAIN = `r${Date.now().toString(36)}.example.de`;
const cancelFields = {
  name: 'Eva Strauß',
  get email() {
    return `eva.${client}@${MAIL_DOMAIN}`;
  },
  contract: 'E2E00000000000001',
};

/** Who declares and which contract: the same three fields on both declarations. */
async function fillIdentity(page: Page, fields: { name: string; email: string; contract: string }) {
  await page.getByLabel('Ihr Name').fill(fields.name);
  await page.getByLabel('Ihre E-Mail-Adresse').fill(fields.email);
  await page
    .getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos')
    .fill(fields.contract);
}

async function fillCancellation(page: Page) {
  await page.getByRole('radio', { name: /Außerordentlich/ }).check();
  await page.getByLabel('Grund der außerordentlichen Kündigung').fill('Wir ziehen ins Ausland.');
  await fillIdentity(page, cancelFields);
}

test.describe('Verträge hier kündigen (§ 312k BGB)', () => {
  test('from the footer to a confirmation on the page and two e-mails', async ({ page }) => {
    await page.goto('/eltern');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Verträge hier kündigen' })
      .click();
    await expect(page).toHaveURL(/\/vertraege-kuendigen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verträge hier kündigen');
    await fillCancellation(page);
    // The end of an extraordinary cancellation defaults to as soon as possible.
    await expect(page.getByRole('radio', { name: 'So bald wie möglich' })).toBeChecked();
    const button = page.getByRole('button', { name: 'Jetzt kündigen', exact: true });
    await expect(button).toHaveText('Jetzt kündigen');
    await button.click();

    const receipt = page.locator('[data-receipt]');
    await expect(
      receipt.getByRole('heading', { name: 'Ihre Kündigung ist bei uns eingegangen' }),
    ).toBeFocused();
    const today = formatDate(siteDate(new Date()));
    await expect(receipt).toContainText('Außerordentliche Kündigung aus wichtigem Grund');
    await expect(receipt).toContainText('Wir ziehen ins Ausland.');
    await expect(receipt).toContainText('Mit Eingang dieser Kündigung');
    await expect(receipt).toContainText(
      new RegExp(`am ${today.replaceAll('.', '\\.')} um \\d\\d:\\d\\d Uhr`),
    );
    const reference = (await receipt.locator('dd').last().textContent())!;
    expect(reference).toMatch(/^K-\d{8}-[0-9A-F]{6}$/);
    await expect(receipt).toContainText(`an ${cancelFields.email} gesendet`);

    // Two e-mails, as the SMTP server parsed them: the business's first, then the buyer's.
    const [toBusiness, toBuyer] = await smtp.waitFor(2);
    expect(toBusiness!.envelope.to).toEqual([CONTACT_EMAIL]);
    expect(toBusiness!.mail.replyTo?.value[0]?.address).toBe(cancelFields.email);
    expect(toBusiness!.mail.subject).toBe(
      `Kündigung ${reference}: Außerordentliche Kündigung aus wichtigem Grund`,
    );
    expect(toBuyer!.envelope.to).toEqual([cancelFields.email, ARCHIVE_EMAIL]);
    expect(toBuyer!.mail.subject).toBe(
      `Ihre Kündigung bei Rechenweg ist eingegangen (${reference})`,
    );
    // The business gets everything that was typed; the typed address, which nobody
    // confirmed, only our own words.
    expect(toBusiness!.mail.text).toContain('Grund: Wir ziehen ins Ausland.');
    expect(toBusiness!.mail.text).toContain(`Name: ${cancelFields.name}`);
    expect(toBusiness!.mail.text).toContain(`Bestellnummer oder Konto: ${cancelFields.contract}`);
    expect(toBusiness!.mail.text).toContain(`${cancelFields.email} ist nicht bestätigt`);
    expect(toBuyer!.mail.text).not.toContain('Ausland');
    expect(toBuyer!.mail.text).not.toContain(cancelFields.name);
    expect(toBuyer!.mail.text).not.toContain(cancelFields.contract);
    for (const mail of [toBusiness!, toBuyer!]) {
      const text = mail.mail.text!;
      expect(text).toContain('Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund');
      expect(text).toMatch(
        new RegExp(
          `Mit „Jetzt kündigen“ abgegeben und eingegangen: am ${today.replaceAll('.', '\\.')} um`,
        ),
      );
      expect(text).toContain(`Eingangsnummer: ${reference}`);
    }

    // The confirmation can be saved as a file of its own, and survives a reload.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Bestätigung speichern' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Kuendigung-${reference}.html`);
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toContain('Ihre Kündigung ist bei uns eingegangen');
    expect(saved).toContain(reference);
    expect(saved).toContain('Wir ziehen ins Ausland.');
    expect(saved).toContain('<dt>Mit „Jetzt kündigen“ abgegeben und eingegangen</dt>');
    await page.reload();
    await expect(page.locator('[data-receipt]')).toContainText(reference);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test('is no mail relay: a typed address gets only our words, and no more than three a day', async ({
    request,
  }) => {
    const phishing =
      'Kunde. WICHTIG: Ihr Konto wird gesperrt - bestätigen Sie unter https://evil.example/login';
    const victim = `victim@${MAIL_DOMAIN}`;
    const post = (i: number) =>
      request.post('/api/kuendigung', {
        headers: {
          'X-Real-IP': `198.18.${run}.${200 + i}`,
          Origin: `http://localhost:${E2E_PORT}`,
        },
        data: {
          kind: 'extraordinary',
          reason: phishing,
          name: phishing.slice(0, 100),
          email: victim,
          contract: phishing.slice(0, 100),
          when: 'asap',
          date: '',
        },
      });
    const answers = [];
    // From four clients: the limit is the recipient's, whoever sends.
    for (let i = 0; i < 4; i++) answers.push(await (await post(i)).json());
    expect(answers.map((answer) => answer.mailed)).toEqual([true, true, true, false]);
    const mails = await smtp.waitFor(8);
    const toVictim = mails.filter((mail) => mail.envelope.to.includes(victim));
    expect(toVictim).toHaveLength(3);
    // The fourth receipt is the archive's alone: the record is kept, the inbox spared.
    const archived = mails.filter((mail) => mail.envelope.to.includes(ARCHIVE_EMAIL));
    expect(archived.map((mail) => mail.envelope.to)).toEqual([
      ...Array(3).fill([victim, ARCHIVE_EMAIL]),
      [ARCHIVE_EMAIL],
    ]);
    for (const mail of toVictim) {
      for (const part of [mail.mail.subject, mail.mail.text, mail.mail.html]) {
        expect(part).not.toContain('WICHTIG');
        expect(part).not.toContain('evil.example');
      }
      expect(mail.mail.text).toContain(
        'Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund',
      );
    }
    // Every notice reaches the business, the fourth too: the cancellation is never refused.
    const toBusiness = mails.filter((mail) => mail.envelope.to.includes(CONTACT_EMAIL));
    expect(toBusiness).toHaveLength(4);
    for (const mail of toBusiness)
      expect(mail.mail.text).toContain(`${victim} ist nicht bestätigt`);
  });

  test('a failed send keeps every field and says so; the retry goes through', async ({ page }) => {
    await page.goto('/vertraege-kuendigen');
    await fillCancellation(page);
    await page.getByRole('radio', { name: 'Zu einem bestimmten Datum' }).check();
    const tomorrow = siteDate(new Date(Date.now() + 86_400_000));
    await page.getByLabel('Gewünschtes Datum').fill(tomorrow);
    // What was typed survives a reload before sending, too.
    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue(cancelFields.name);
    await expect(page.getByLabel('Gewünschtes Datum')).toHaveValue(tomorrow);

    smtp.refuse = 550;
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    // Next's route announcer is an alert too.
    await expect(page.getByRole('alert').filter({ hasText: 'Ihre Kündigung' })).toHaveText(
      `Ihre Kündigung konnte gerade nicht gesendet werden. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder kündigen Sie per E-Mail an ${CONTACT_EMAIL}.`,
    );
    await expect(page.locator('[data-receipt]')).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /Außerordentlich/ })).toBeChecked();
    await expect(page.getByLabel('Grund der außerordentlichen Kündigung')).toHaveValue(
      'Wir ziehen ins Ausland.',
    );
    await expect(page.getByLabel('Ihr Name')).toHaveValue(cancelFields.name);
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(cancelFields.email);
    await expect(
      page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos'),
    ).toHaveValue(cancelFields.contract);
    await expect(page.getByLabel('Gewünschtes Datum')).toHaveValue(tomorrow);
    expect(smtp.messages).toHaveLength(0);

    smtp.refuse = null;
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.locator('[data-receipt]')).toContainText(`Zum ${formatDate(tomorrow)}`);
    await smtp.waitFor(2);
  });

  test('bad input gets German messages and sends nothing', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/vertraege-kuendigen');
    await page.getByLabel('Ihre E-Mail-Adresse').fill('eva@');
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Ordentlich/ })).toBeFocused();
    for (const message of [
      'Bitte wählen Sie, ob Sie ordentlich oder außerordentlich kündigen.',
      'Bitte geben Sie Ihren Namen an.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
      'Bitte geben Sie die Bestellnummer oder die E-Mail-Adresse des Rechenweg-Kontos an.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue('eva@');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(posts.filter((url) => url.includes('/api/kuendigung'))).toEqual([]);
  });

  test('Swiss pages cancel in Swiss spelling', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertraege-kuendigen`);
    await page.getByRole('radio', { name: /Ausserordentlich/ }).check();
    await expect(page.getByLabel(/Grund der ausserordentlichen Kündigung/)).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen an.')).toBeVisible();
  });

  test('an ordinary cancellation ends with the paid term; the reason of an extraordinary one may stay empty', async ({
    page,
  }) => {
    await page.goto('/vertraege-kuendigen');
    const ordinary = page.getByRole('radio', { name: /^Ordentlich/ });
    await expect(ordinary).toHaveAccessibleName('Ordentlich: zum Ende des bezahlten Zeitraums');
    await ordinary.check();
    await expect(page.getByRole('radio', { name: 'So bald wie möglich' })).toHaveCount(0);
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('VertragsendeZum Ende des bezahlten Zeitraums');
    await expect(receipt).toContainText(
      'bestätigen wir Ihnen per E-Mail das Datum, an dem er endet',
    );
    await smtp.waitFor(2);

    await page.getByRole('button', { name: 'Einen weiteren Vertrag kündigen' }).click();
    await page.getByRole('radio', { name: /Außerordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(receipt).toContainText('Außerordentliche Kündigung aus wichtigem Grund');
    await expect(receipt.locator('dt', { hasText: /^Grund$/ })).toHaveCount(0);
  });
});

// ---- § 356a: Vertrag widerrufen ---------------------------------------------------

const withdrawFields = {
  name: 'Jonas Weiß',
  contract: 'E2E00000000000002',
  get email() {
    return `jonas.${client}@${MAIL_DOMAIN}`;
  },
};

const fillWithdrawal = (page: Page) => fillIdentity(page, withdrawFields);

async function withdrawAndCheck(page: Page) {
  await expect(page).toHaveURL(/\/vertrag-widerrufen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag widerrufen');
  await fillWithdrawal(page);
  await page.getByRole('button', { name: 'Widerruf bestätigen', exact: true }).click();

  const receipt = page.locator('[data-receipt]');
  await expect(
    receipt.getByRole('heading', { name: 'Ihr Widerruf ist bei uns eingegangen' }),
  ).toBeFocused();
  const today = formatDate(siteDate(new Date()));
  const at = new RegExp(`am ${today.replaceAll('.', '\\.')} um \\d\\d:\\d\\d Uhr`);
  await expect(receipt).toContainText(
    'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
  );
  await expect(receipt).toContainText(withdrawFields.name);
  await expect(receipt).toContainText(withdrawFields.contract);
  await expect(receipt).toContainText(at);
  const reference = (await receipt.locator('dd').last().textContent())!;
  expect(reference).toMatch(/^W-\d{8}-[0-9A-F]{6}$/);
  await expect(receipt).toContainText(`an ${withdrawFields.email} gesendet`);

  // Two e-mails as the SMTP server parsed them; the buyer's also went to the archive.
  const [toBusiness, toBuyer] = await smtp.waitFor(2);
  expect(toBusiness!.envelope.to).toEqual([CONTACT_EMAIL]);
  expect(toBusiness!.mail.subject).toBe(
    `Widerruf ${reference}: Widerruf des Vertrags über Rechenweg Premium`,
  );
  expect(toBusiness!.mail.replyTo?.value[0]?.address).toBe(withdrawFields.email);
  expect(toBusiness!.mail.text).toContain(`Name: ${withdrawFields.name}`);
  expect(toBusiness!.mail.text).toContain(`Bestellnummer oder Konto: ${withdrawFields.contract}`);
  expect(toBusiness!.mail.text).toContain(`${withdrawFields.email} ist nicht bestätigt`);
  expect(toBuyer!.envelope.to).toEqual([withdrawFields.email, ARCHIVE_EMAIL]);
  expect(toBuyer!.mail.subject).toBe(`Ihr Widerruf bei Rechenweg ist eingegangen (${reference})`);
  // § 356a Abs. 4 BGB: the content, the date and the time, on a durable medium; the
  // typed words stay out of a mail to an address nobody confirmed.
  for (const mail of [toBusiness!, toBuyer!]) {
    const text = mail.mail.text!;
    expect(text).toContain(
      'Erklärung: Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
    );
    expect(text).toMatch(
      new RegExp(`Mit „Widerruf bestätigen“ abgegeben und eingegangen: ${at.source}`),
    );
    expect(text).toContain(`Eingangsnummer: ${reference}`);
  }
  expect(toBuyer!.mail.text).not.toContain(withdrawFields.name);
  expect(toBuyer!.mail.text).not.toContain(withdrawFields.contract);

  // The receipt can be saved as a file of its own and survives a reload.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bestätigung speichern' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Widerruf-${reference}.html`);
  expect(readFileSync(await download.path(), 'utf8')).toContain(
    '<dt>Mit „Widerruf bestätigen“ abgegeben und eingegangen</dt>',
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test.describe('on a first visit', () => {
    test.use({ consent: 'undecided' });
    test('the consent overlay links it, and the form works beside it', async ({ page }) => {
      await page.goto('/');
      const overlay = page.getByRole('dialog');
      await expect(overlay.getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
      await overlay.getByRole('link', { name: 'Vertrag widerrufen' }).click();
      await withdrawAndCheck(page);
    });
  });

  test('a failed send keeps every field and says so; the retry goes through', async ({ page }) => {
    await page.goto(`${E2E_ORIGINS.CH}/vertrag-widerrufen`);
    await fillWithdrawal(page);
    await page.reload();
    await expect(page.getByLabel('Ihr Name')).toHaveValue(withdrawFields.name);
    smtp.refuse = 550;
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Ihr Widerruf' })).toHaveText(
      `Ihr Widerruf konnte gerade nicht gesendet werden. Ihre Eingaben bleiben erhalten: Bitte versuchen Sie es in ein paar Minuten noch einmal oder widerrufen Sie per E-Mail an ${CONTACT_EMAIL}.`,
    );
    await expect(page.getByLabel('Ihr Name')).toHaveValue(withdrawFields.name);
    await expect(
      page.getByLabel('Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos'),
    ).toHaveValue(withdrawFields.contract);
    await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue(withdrawFields.email);
    expect(smtp.messages).toHaveLength(0);
    smtp.refuse = null;
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.locator('[data-receipt]')).toContainText(
      'Ihr Widerruf ist bei uns eingegangen',
    );
    await smtp.waitFor(2);
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    expect(posts.filter((url) => url.includes('/api/widerruf'))).toEqual([]);
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
});

// A phone paints the server HTML seconds before the scripts run: a buyer may
// type and click in that time. Nothing is submitted natively (which would load
// the page again with the account e-mail in its address), nothing typed is
// lost, and what was clicked happens once the page is interactive.
test.describe('before the page’s scripts have run', () => {
  test('`Weiter zur Zahlung` keeps the plan and the e-mail and goes on to PayPal', async ({
    page,
  }) => {
    await installPayPalSdk(page.context(), api);
    const early = await openBeforeHydration(page, '/premium');
    await page.getByRole('radio', { name: /1 Monat/ }).check();
    await page.getByLabel('E-Mail des Rechenweg-Kontos').fill('kind@example.org');
    await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await early.hydrate();

    await expect(buttonFrame(page, 'paypal').getByRole('button')).toBeVisible();
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/premium`]);
    await expect(page.getByRole('radio', { name: /1 Monat/ })).toBeChecked();
    await expect(page.getByLabel('E-Mail des Rechenweg-Kontos')).toHaveValue('kind@example.org');
    // The order PayPal creates is the one the buyer chose.
    await inPayPal(page);
    await expect(review(page)).toContainText('kind@example.org');
    await expect(review(page)).toContainText('1 Monat');
  });

  test('`Einlösen` redeems the code once the page is interactive', async ({ page }) => {
    const early = await openBeforeHydration(page, '/premium');
    await page.getByLabel('Rabattcode').fill('BESSER25');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await early.hydrate();

    await expect(page.locator('[id$="-code-status"]')).toHaveText(
      'Rabattcode BESSER25 wird angewendet.',
    );
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/premium`]);
  });

  test('`Jetzt kündigen` is given once the page is interactive, with every field', async ({
    page,
  }) => {
    const early = await openBeforeHydration(page, '/vertraege-kuendigen');
    await page.getByRole('radio', { name: /Ordentlich/ }).check();
    await fillIdentity(page, cancelFields);
    await page.getByRole('button', { name: 'Jetzt kündigen', exact: true }).click();
    await early.hydrate();

    const receipt = page.locator('[data-receipt]');
    await expect(receipt).toContainText('Ordentliche Kündigung');
    await expect(receipt).toContainText(cancelFields.name);
    const [, toBuyer] = await smtp.waitFor(2);
    expect(toBuyer!.envelope.to).toEqual([cancelFields.email, ARCHIVE_EMAIL]);
    expect(early.navigations).toEqual([`${new URL(page.url()).origin}/vertraege-kuendigen`]);
  });
});
