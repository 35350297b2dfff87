import 'server-only';
import { after } from 'next/server';
import { confirmationMail } from '@/lib/checkout/confirmation-mail';
import { handOff } from '@/lib/checkout/grant';
import { createMailer } from '@/lib/checkout/mail';
import type { Purchase } from '@/lib/checkout/purchase';
import type { CheckoutConfig } from '@/lib/checkout/config';
import { env } from '@/lib/env';

// What follows a verified capture: the confirmation e-mail to the buyer (the
// contract on a durable medium) and the signed hand-off to the product's
// server, which grants Premium. PayPal is the record: nothing is stored here,
// and `npm run premium:reconcile` re-sends a hand-off that never arrived.

/** Reports to Sentry on the server (started on demand, as for request errors). */
export async function reportToSentry(message: string, extra: Record<string, unknown>) {
  console.error(`[checkout] ${message} ${JSON.stringify(extra)}`);
  try {
    await import('@/sentry.server.config');
    const Sentry = await import('@sentry/nextjs');
    Sentry.captureMessage(message, { level: 'error', extra });
    await Sentry.flush(2000);
  } catch {
    // Reporting must never fail the purchase; the console line stays.
  }
}

let mailer: ReturnType<typeof createMailer> | null = null;
const mailerFor = (config: NonNullable<CheckoutConfig['mail']>) =>
  (mailer ??= createMailer(config));

/** Orders whose e-mail this instance is sending or has sent: a double click sends one. */
const mailing = new Map<string, Promise<boolean>>();

const originOf = (purchase: Purchase) =>
  purchase.country === 'CH' ? env.SITE_URL_CH : env.SITE_URL_DE;

async function sendConfirmation(config: CheckoutConfig, purchase: Purchase): Promise<boolean> {
  if (!config.mail) return false;
  const mail = confirmationMail({ purchase, company: env, siteUrl: originOf(purchase) });
  const to = purchase.buyer.email ?? purchase.accountEmail;
  const sent = await mailerFor(config.mail).send({ to, replyTo: env.CONTACT_EMAIL, ...mail });
  if (sent.ok) return true;
  await reportToSentry('Confirmation e-mail not sent', {
    orderId: purchase.orderId,
    error: sent.error,
  });
  return false;
}

/**
 * Sends the confirmation unless this browser already got it (its order cookie
 * says so), and hands the purchase off after the answer. Resolves to whether
 * the e-mail is out, which the caller records in the cookie.
 */
export async function fulfil(
  config: CheckoutConfig,
  purchase: Purchase,
  alreadyMailed: boolean,
): Promise<boolean> {
  if (config.grant) {
    const grant = config.grant;
    after(async () => {
      const result = await handOff(grant, purchase);
      if (!result.ok) {
        await reportToSentry('Premium hand-off failed', {
          orderId: purchase.orderId,
          attempts: result.attempts,
          error: result.error,
        });
      }
    });
  }
  if (alreadyMailed) return true;
  let sending = mailing.get(purchase.orderId);
  if (!sending) {
    sending = sendConfirmation(config, purchase);
    mailing.set(purchase.orderId, sending);
    // A failed send may be tried again by the next reload or `Zahlung prüfen`.
    void sending.then((ok) => {
      if (!ok) mailing.delete(purchase.orderId);
    });
  }
  return sending;
}
