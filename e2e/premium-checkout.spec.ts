import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TERM_LABELS, ORDER_BUTTON } from '@/content/order-review';
import { IMMEDIATE_START, MODEL } from '@/content/withdrawal-notice';
import { AGB_VERSION } from '@/lib/checkout/agb';
import { formatMinor, priceWithVat, toDecimal } from '@/lib/checkout/money';
import { planById } from '@/lib/checkout/plans';
import { IMMEDIATE_START_VERSION } from '@/lib/checkout/terms';
import { verifySignature } from '@/lib/http/signed-post';
import { axeViolations } from './axe';
import {
  E2E_GRANT_SECRET,
  E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL,
  E2E_ORIGINS,
  E2E_PAYPAL,
  PAYPAL_PORT,
} from './e2e-env.mjs';
import { GERMAN_PAYER } from './fakes/paypal-api';
import { installPayPalSdk } from './fakes/paypal-sdk';
import { expect, test } from './fixtures';
import {
  api,
  arrive,
  buttonFrame,
  captures,
  choose,
  confirmation,
  grants,
  inPayPal,
  order,
  payUntilReview,
  review,
  serveCheckoutStandIns,
  smtp,
  term,
} from './premium-helpers';

// The purchase from the first click to the e-mailed contract and the hand-off
// to the product's server; the ways in, a reload, and axe on every step.

serveCheckoutStandIns();

/** How many mails the SMTP stand-in had accepted at each hand-off the grant stand-in gets. */
function mailsWhenHandedOff() {
  const counts: number[] = [];
  grants.handler = (_, response) => {
    counts.push(smtp.messages.length);
    response.writeHead(200).end('{}');
  };
  return counts;
}

test('from the header’s link: review, and only our order button captures; e-mailed and handed off', async ({
  page,
}) => {
  const sdk = await installPayPalSdk(page.context(), api);
  // From the parents' page: the pupils' page has no way to buy.
  await page.goto('/eltern');
  await arrive(page, () => page.getByRole('banner').getByRole('link', { name: 'Premium' }).click());
  await expect(page.locator('[data-price="jahr"]')).toHaveText(
    formatMinor(planById('jahr')!.prices.EUR, 'DE'),
  );
  // What the app needs, before anything is bought.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Technische Voraussetzungen' }),
  ).toBeVisible();
  await expect(
    page.getByText('Chrome, Edge, Firefox oder Safari in der aktuellen Version'),
  ).toBeVisible();
  const account = await choose(page, {});
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
  // The dates hold for an account without Premium; a running one is extended (AGB § 9).
  await expect(summary.locator('[data-review-term]')).toHaveText(
    `Hat das Konto bei der Bestellung noch kein Premium: vom ${term('jahr')}. ${TERM_LABELS.extension(12)}`,
  );
  await expect(summary.locator('[data-review-summary]')).toContainText(TERM_LABELS.length(12));
  await expect(summary.locator('[data-review-total]')).toHaveText(
    priceWithVat(planById('jahr')!.prices.EUR, 'DE'),
  );
  await expect(summary).toContainText(account);
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

  const mailsAtHandOff = mailsWhenHandedOff();
  await order(page);
  await expect(
    page.getByRole('heading', { name: 'Zahlung erhalten, Premium wird freigeschaltet' }),
  ).toBeFocused();
  await expect(confirmation(page)).toContainText(orderId);
  await expect(confirmation(page)).toContainText(
    `noch kein Premium: vom ${term('jahr')}. ${TERM_LABELS.extension(12)}`,
  );
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
  expect(text).toContain(`Preis: ${priceWithVat(planById('jahr')!.prices.EUR, 'DE')}`);
  expect(text).toContain(
    `Laufzeit: ${TERM_LABELS.length(12)}. Hat das Konto bei der Bestellung noch kein Premium: vom ${term('jahr')}. ${TERM_LABELS.extension(12)}`,
  );
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
  expect(mailsAtHandOff).toEqual([1]);
  const [handOff] = grants.received();
  const body = handOff!.body.toString();
  expect(
    verifySignature(
      String(handOff!.headers['rechenweg-signature']),
      body,
      E2E_GRANT_SECRET,
      Math.floor(Date.now() / 1000),
    ),
  ).toBe(true);
  expect(handOff!.headers['idempotency-key']).toBe(orderId);
  expect(JSON.parse(body)).toMatchObject({
    orderId,
    accountEmail: account,
    plan: { id: 'jahr', months: 12 },
    amount: { currency: 'EUR', value: toDecimal(planById('jahr')!.prices.EUR) },
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
  const mailsAtHandOff = mailsWhenHandedOff();
  smtp.refuse = 451;
  await order(page);
  await expect(confirmation(page)).toBeVisible();
  // The first attempt, right after the answer; the next comes a minute later (1 s in the e2e build).
  await expect.poll(() => smtp.refused, { intervals: [50] }).toBe(1);
  smtp.refuse = null;
  // The outbox's retry (lib/outbox/drain.ts), without the buyer doing anything.
  const [mail] = await smtp.waitFor(1, 10_000);
  expect(mail!.envelope.to).toEqual([GERMAN_PAYER.email, ARCHIVE_EMAIL]);
  expect(mail!.mail.subject).toMatch(/^Ihre Bestellung bei Rechenweg: 12 Monate Premium/);
  // Premium was handed off once, after the retry sent its contract, not while the mail server refused it.
  await expect.poll(() => grants.received().length).toBe(1);
  expect(mailsAtHandOff).toEqual([1]);
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

/**
 * Two ways in from the landings: a link in /eltern's page, and one in the answer to a teachers'
 * question. A test each: as one, its two checkouts took 26 of its 30 s in a CI run on a busy machine.
 */
const ARRIVALS: [string, (page: Page) => Promise<void>][] = [
  ['/eltern', (page) => page.getByRole('main').locator('a[href="/premium"]').first().click()],
  [
    '/lehrkraefte',
    async (page) => {
      const question = page
        .locator('details')
        .filter({ hasText: 'Was kostet Rechenweg für meine Klasse?' });
      await question.locator('summary').click();
      await question.getByRole('link', { name: 'Mehr zu Premium' }).click();
    },
  ],
];

for (const [from, click] of ARRIVALS) {
  test(`from ${from}, PayPal’s frames and popup work, and leaving the checkout loads the next page with its own policy`, async ({
    page,
  }) => {
    await installPayPalSdk(page.context(), api);
    await page.goto(from);
    await arrive(page, () => click(page));
    await choose(page, { email: 'ben@example.de' });
    const orderId = await payUntilReview(page);
    await expect(review(page)).toContainText('ben@example.de');
    expect(api.orders.get(orderId)!.status).toBe('APPROVED');
    // Leaving the checkout loads a document too, so the next page has its own policy again.
    const leaving = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/eltern' &&
        response.request().resourceType() === 'document',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Eltern' }).click();
    expect((await leaving).headers()['cross-origin-opener-policy']).toBe('same-origin');
  });
}

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
    // Three axe runs: 15 s on a quiet machine, over 30 s on a busy one (2026-11-27).
    test.setTimeout(60_000);
    await installPayPalSdk(page.context(), api);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/premium');
    const violations = () => axeViolations(page);
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

// As the contact form's (contact.spec.ts): paying happens in PayPal's window, which only
// the page's scripts open, so the browser's own submit posts to a page that says nothing
// was ordered, and never a GET that puts the account's address in the URL.
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const [country, origin] of Object.entries(E2E_ORIGINS)) {
    test(`Weiter zur Zahlung posts to a German page that says nothing was ordered, and no input reaches a URL (${country})`, async ({
      page,
    }) => {
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto(`${origin}/premium`);
      await choose(page, { plan: /1 Monat/, email: 'kind@example.org' });
      await page.getByLabel('Rabattcode').fill('BESSER25');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: 'Es wurde nichts bestellt' }),
      ).toBeVisible();
      const url = new URL(page.url());
      expect([url.origin, url.pathname, url.search]).toEqual([origin, '/api/premium/checkout', '']);
      const response = await answer;
      expect(response.status()).toBe(501);
      // The policy of a response that is no page (next.config.ts), with the site's other headers.
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      await expect(page.locator('html')).toHaveAttribute('lang', country === 'CH' ? 'de-CH' : 'de');
      await expect(page.getByText('nichts bestellt und nichts abgebucht')).toBeVisible();
      await expect(page.getByRole('link', { name: 'kontakt@example.de' })).toHaveAttribute(
        'href',
        'mailto:kontakt@example.de',
      );
      await expect(page.getByRole('link', { name: 'Zurück zu Premium' })).toHaveAttribute(
        'href',
        '/premium',
      );
      for (const typed of ['example.org', 'BESSER25', 'plan='])
        expect(urls.filter((address) => address.includes(typed))).toEqual([]);
    });
  }
});
