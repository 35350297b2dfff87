import type { Page } from '@playwright/test';
import { currentClient } from './premium-helpers';

// What the two declarations share: § 312k BGB's cancellation (cancellation.spec.ts)
// and § 356a BGB's withdrawal (withdrawal.spec.ts). Both mail through the
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

export async function fillCancellation(page: Page) {
  await page.getByRole('radio', { name: /Außerordentlich/ }).check();
  await page.getByLabel('Grund der außerordentlichen Kündigung').fill('Wir ziehen ins Ausland.');
  await fillIdentity(page, cancelFields);
}
