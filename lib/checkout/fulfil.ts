import 'server-only';
import { after } from 'next/server';
import type { CheckoutConfig } from '@/lib/checkout/config';
import { confirmationMail } from '@/lib/checkout/confirmation-mail';
import { grantPost, sendGrant } from '@/lib/checkout/grant';
import type { Purchase } from '@/lib/checkout/purchase';
import { mailConfig } from '@/lib/config/mail';
import { sharedMailer } from '@/lib/core/mail';
import { company } from '@/lib/core/operator';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { withoutAddresses, type OutboxMessage } from '@/lib/outbox/outbox-store';
import { outboxMessage, siteOutbox } from '@/lib/outbox/site-outbox';
import { originOf } from '@/lib/routing/seo';

// What follows a verified capture: the confirmation e-mail to the buyer (the
// contract on a durable medium, § 312f BGB) and the signed hand-off to the
// product's server, which grants Premium. Both wait in the outbox
// (lib/outbox/), which delivers them however long either server is down, and
// the hand-off only once the mail server took the confirmation: Premium starts
// only once the contract is with the buyer. PayPal is the record of the
// payment: `npm run premium:reconcile` re-sends a hand-off that never arrived.

/** The confirmation as sent: the contract on a durable medium, which the buyer's page also offers to save. */
export function confirmationOf(purchase: Purchase) {
  return confirmationMail({ purchase, company, siteUrl: originOf(purchase.country) });
}

/** An order's messages in the outbox: one of each per order, however often it is stored. */
export const outboxIdsOf = (orderId: string) => ({
  confirmation: `order-${orderId}.confirmation`,
  handOff: `order-${orderId}.hand-off`,
});

async function handOffReported(config: CheckoutConfig, purchase: Purchase) {
  if (!config.grant) return;
  const result = await sendGrant(config.grant, purchase);
  if (!result.ok) {
    await reportToSentry('checkout', 'Premium hand-off failed', {
      orderId: purchase.orderId,
      attempts: result.attempts,
      error: result.error,
    });
  }
}

/**
 * Puts the confirmation in the outbox, with the hand-off held until it is
 * sent, once per order: a reload or a double click stores nothing twice (the
 * ids are the order's). Where the outbox cannot take them, the money is taken
 * all the same: the confirmation is sent at once instead and, once out, the
 * hand-off; a person hears of a confirmation that failed too, and the buyer's
 * next reload tries again.
 */
async function queueConfirmation(config: CheckoutConfig, purchase: Purchase): Promise<boolean> {
  const outbox = siteOutbox();
  if (!outbox || !mailConfig) return false;
  const ids = outboxIdsOf(purchase.orderId);
  const confirmation = outboxMessage('checkout', 'confirmation', ids.confirmation, {
    to: purchase.buyer.email ?? purchase.accountEmail,
    replyTo: company.CONTACT_EMAIL,
    record: true,
    ...confirmationOf(purchase),
  });
  const messages: OutboxMessage[] = config.grant
    ? [
        { ...confirmation, then: ids.handOff },
        {
          id: ids.handOff,
          area: 'checkout',
          kind: 'hand-off',
          held: true,
          post: grantPost(config.grant.url, purchase),
        },
      ]
    : [confirmation];
  if (await outbox.put(messages)) {
    outbox.sendAfterAnswer([confirmation.id]);
    return true;
  }
  const sent = await sharedMailer(mailConfig).send(confirmation.mail);
  if (!sent.ok) {
    await reportToSentry('checkout', 'Confirmation e-mail neither stored nor sent', {
      orderId: purchase.orderId,
      // A mail server's refusal quotes the buyer's address: the report keeps its domain alone.
      error: withoutAddresses(sent.error),
    });
    return false;
  }
  after(() => handOffReported(config, purchase));
  return true;
}

/**
 * Queues the confirmation and the hand-off unless this browser's order cookie
 * says they are queued already. Resolves to whether the e-mail is on its way,
 * which the caller records in the cookie.
 */
export async function fulfil(
  config: CheckoutConfig,
  purchase: Purchase,
  alreadyQueued: boolean,
): Promise<boolean> {
  return alreadyQueued || queueConfirmation(config, purchase);
}
