import type { Page } from '@playwright/test';
import { MAIL_DOMAIN, fillIdentity, sendAndAnswer } from './declaration-helpers';
import { currentClient } from './premium-helpers';

// What the withdrawal's two specs share: e2e/withdrawal.spec.ts (the form, with and without
// scripts) and e2e/withdrawal-mail.spec.ts (mail servers and a store that fail).

/** The withdrawal each test fills in, from an address of the test's own client. */
export const withdrawFields = {
  name: 'Jonas Weiß',
  contract: 'E2E00000000000002',
  get email() {
    return `jonas.${currentClient()}@${MAIL_DOMAIN}`;
  },
};

export const fillWithdrawal = (page: Page) => fillIdentity(page, withdrawFields);

/** What the receipt says where the mail server refused the typed address for good. */
export const refusedNote = (address: string) =>
  `Per E-Mail konnten wir die Eingangsbestätigung nicht an ${address} senden: Der Mailserver hat diese Adresse abgelehnt. Ihr Widerruf ist trotzdem bei uns eingegangen: Bitte speichern oder drucken Sie diese Bestätigung.`;

/** The withdrawal's answer to the button on the page's own origin. */
export const withdrawAndAnswer = (page: Page) =>
  sendAndAnswer(page, `${new URL(page.url()).origin}/api/widerruf`, 'Widerruf bestätigen');
