import type { Page } from '@playwright/test';
import { ORDER_BUTTON } from '@/content/order-review';
import { termOf } from '@/lib/checkout/purchase';
import { formatDate, siteDate } from '@/lib/core/site-time';
import { E2E_PAYPAL, GRANT_PORT, PAYPAL_PORT, SMTP_PORT } from './e2e-env.mjs';
import { HttpFake } from './fakes/http-fake';
import { PayPalApi } from './fakes/paypal-api';
import { SmtpFake } from './fakes/smtp-fake';
import { expect, portLock, serveForThisFile, test } from './fixtures';

// The purchase in a real browser as a buyer makes it: arriving by a link,
// PayPal's buttons in frames from PayPal's host and its window as a popup,
// our review, the order button, reloads and retries. PayPal's REST API, the
// SMTP server and the product's server are stand-ins on the ports the build
// was configured with (e2e/e2e-env.mjs); they behave as their providers document.
// The premium-*.spec.ts files share them with cancellation.spec.ts and
// withdrawal.spec.ts and withdrawal-mail.spec.ts, whose declarations are mailed through the same
// SMTP stand-in.

/** TanStack Query's own error text: in a script, the query client of an island that calls our server (components/form/query-island.tsx). */
export const QUERY_CLIENT_MARKER = 'No QueryClient set';

export const api = new PayPalApi(E2E_PAYPAL.clientId, E2E_PAYPAL.clientSecret);
export const paypal = new HttpFake(api.handler);
export const grants = new HttpFake((_, response) => response.writeHead(200).end('{}'));
export const smtp = new SmtpFake();

// Per run too: a site server kept between runs (E2E_REUSE) remembers its limits.
// Each worker process draws its own; the files it runs one after another keep counting.
export const run = Math.floor(Math.random() * 250);
let client = 0;
/** The running test's client: the last number of its X-Real-IP. */
export const currentClient = () => client;

/**
 * Serves the stand-ins for the tests of the calling file, which then run one
 * after another. The files that call this hold locks on the stand-ins' ports,
 * so Playwright never runs two of them at the same time.
 */
export function serveCheckoutStandIns() {
  serveForThisFile(paypal, PAYPAL_PORT);
  test.describe.configure({ lock: [portLock(GRANT_PORT), portLock(SMTP_PORT)] });
  test.beforeAll(async () => {
    await grants.start(GRANT_PORT);
    await smtp.start(SMTP_PORT);
  });
  test.afterAll(async () => {
    await grants.stop();
    await smtp.stop();
  });
  test.beforeEach(async ({ page }) => {
    api.reset();
    grants.reset();
    smtp.reset();
    // Each test is its own client for the checkout's per-client limits (nginx and Vercel set this header).
    await page.setExtraHTTPHeaders({ 'X-Real-IP': `198.18.${run}.${++client}` });
  });
}

export const review = (page: Page) => page.locator('[data-order-review]');
export const notice = (page: Page) => page.locator('[data-checkout-notice]');
export const confirmation = (page: Page) => page.locator('[data-checkout-state="done"]');
export const creates = () => paypal.received().filter((r) => r.url === '/v2/checkout/orders');
export const captures = () => paypal.received().filter((r) => r.url.endsWith('/capture'));

export type Choice = { plan?: RegExp; email?: string; code?: string };

/**
 * An account of its own for each checkout: the site refuses a purchase that
 * would bind its buyer past 24 months (AGB § 9), and the server keeps its
 * record of sales for the whole run, so three years bought for one account
 * across the specs would be refused.
 */
export const freshAccount = () => `mia.${crypto.randomUUID().slice(0, 8)}@example.de`;

/** Plan, account and code as a buyer chooses them; the account it typed. */
export async function choose(page: Page, { plan, email = freshAccount(), code }: Choice) {
  if (plan) await page.getByRole('radio', { name: plan }).check();
  await page.getByLabel('E-Mail des Rechenweg-Kontos').fill(email);
  if (code !== undefined) {
    await page.getByLabel('Rabattcode').fill(code);
    await page.getByRole('button', { name: 'Einlösen' }).click();
    // The server's answer, whichever it is.
    await expect(page.locator('[id$="-code-status"]')).not.toBeEmpty();
  }
  return email;
}

export const buttonFrame = (page: Page, funding: 'paypal' | 'card') =>
  page.frameLocator(`iframe[src*="fundingSource=${funding}"]`);

/** A click on PayPal's button in its frame; the buyer decides in PayPal's popup. */
export async function inPayPal(
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

export async function payUntilReview(page: Page, funding: 'paypal' | 'card' = 'paypal') {
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  const orderId = await inPayPal(page, 'Zustimmen und weiter', funding);
  await expect(review(page)).toBeVisible();
  return orderId;
}

export async function order(page: Page, consent = true) {
  if (consent) await review(page).getByRole('checkbox').check();
  await page.getByRole('button', { name: ORDER_BUTTON, exact: true }).click();
}

export const term = (plan: 'jahr' | 'monat') => {
  const { termStart, termEnd } = termOf(plan, siteDate(new Date()));
  return `${formatDate(termStart)} bis ${formatDate(termEnd)}`;
};

/** The page arrived as a document with the checkout's own policy, not by the client router. */
export async function arrive(page: Page, click: () => Promise<void>) {
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
