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
  'Bitte geben Sie hier nur Ihren Namen an: Buchstaben, Leerzeichen, Bindestrich, Apostroph und Punkt, ohne Ziffern, Links oder Sonderzeichen.';
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
