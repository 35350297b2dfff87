import 'server-only';
import { after } from 'next/server';
import type { CheckoutConfig } from '@/lib/checkout/config';
import { confirmationMail } from '@/lib/checkout/confirmation-mail';
import { handOff } from '@/lib/checkout/grant';
import type { Purchase } from '@/lib/checkout/purchase';
import { env } from '@/lib/env';
import { retrySend, sharedMailer } from '@/lib/mail';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { originOf } from '@/lib/routing/seo';

// What follows a verified capture: the confirmation e-mail to the buyer (the
// contract on a durable medium) and the signed hand-off to the product's
// server, which grants Premium. The hand-off follows the e-mail: Premium is
// granted only once the contract is on its way to the buyer. PayPal is the
// record: nothing is stored here, and `npm run premium:reconcile` re-sends a
// hand-off that never arrived.

/**
 * Orders whose e-mail this instance is sending or has sent: a double click
 * sends one. The order cookie records a sent e-mail, so an entry is needed only
 * while its answer is on the way and shortly after; the oldest go first.
 */
const mailing = new Map<string, Promise<boolean>>();
const MAILING_KEPT = 1000;

/** The confirmation as sent: the contract on a durable medium, which the buyer's page also offers to save. */
export function confirmationOf(purchase: Purchase) {
  return confirmationMail({ purchase, company: env, siteUrl: originOf(purchase.country) });
}

async function handOffReported(config: CheckoutConfig, purchase: Purchase) {
  if (!config.grant) return;
  const result = await handOff(config.grant, purchase);
  if (!result.ok) {
    await reportToSentry('checkout', 'Premium hand-off failed', {
      orderId: purchase.orderId,
      attempts: result.attempts,
      error: result.error,
    });
  }
}

async function sendConfirmation(config: CheckoutConfig, purchase: Purchase): Promise<boolean> {
  if (!config.mail) return false;
  const to = purchase.buyer.email ?? purchase.accountEmail;
  const mailer = sharedMailer(config.mail);
  const send = () =>
    mailer.send({ to, replyTo: env.CONTACT_EMAIL, record: true, ...confirmationOf(purchase) });
  const sent = await send();
  if (sent.ok) return true;
  const report = (error: string, attempt: number, last: boolean) =>
    reportToSentry(
      'checkout',
      last ? 'Confirmation e-mail not sent; retries given up' : 'Confirmation e-mail not sent',
      { orderId: purchase.orderId, attempt, error },
    );
  await report(sent.error, 1, false);
  // The buyer's page says the e-mail is not out; the server keeps trying meanwhile,
  // and a reload until then asks here instead of sending again. Premium is
  // handed off once a retry sends it; after the last failure a reload tries again.
  after(async () => {
    const retried = await retrySend(send, report);
    if (retried.ok) {
      mailing.set(purchase.orderId, Promise.resolve(true));
      await handOffReported(config, purchase);
    } else mailing.delete(purchase.orderId);
  });
  return false;
}

/**
 * Sends the confirmation unless this browser already got it (its order cookie
 * says so) and, once it is out, hands the purchase off after the answer.
 * Resolves to whether the e-mail is out, which the caller records in the cookie.
 */
export async function fulfil(
  config: CheckoutConfig,
  purchase: Purchase,
  alreadyMailed: boolean,
): Promise<boolean> {
  let sending = alreadyMailed ? Promise.resolve(true) : mailing.get(purchase.orderId);
  if (!sending) {
    sending = sendConfirmation(config, purchase);
    mailing.set(purchase.orderId, sending);
    if (mailing.size > MAILING_KEPT) mailing.delete(mailing.keys().next().value!);
  }
  const mailed = await sending;
  // Idempotent on the product's side: a reload or a double click may hand off again.
  if (mailed) after(() => handOffReported(config, purchase));
  return mailed;
}
