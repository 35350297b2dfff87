import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import {
  cancellationMails,
  receiptView,
  type CancellationReceipt,
} from '@/lib/cancellation/receipt';
import { CANCELLATION_LIMITS } from '@/lib/cancellation/limits';
import { checkCancellation, unsentMessage } from '@/lib/cancellation/request';
import { countryOfRequest } from '@/lib/checkout/request';
import { clientSource, env, mailConfig } from '@/lib/env';
import { sharedMailer } from '@/lib/mail';
import { createRecipientLimiter } from '@/lib/recipient-limits';
import { clientOf } from '@/lib/client-address';
import { createRateLimiter, limitedAnswer } from '@/lib/rate-limits';
import { reportToSentry } from '@/lib/report-server-error';
import { jsonAnswer, readJsonPost } from '@/lib/request-guards';
import { siteDate } from '@/lib/site-time';

// `Jetzt kündigen`: the request goes to the business as an e-mail, and only
// once it is there does the visitor get the confirmation (page and e-mail).
// Nothing is stored here: the business's mailbox is the record.

const limiter = createRateLimiter({
  limits: CANCELLATION_LIMITS,
  keyPrefix: 'rw-cancellation',
  redisUrl: env.REDIS_URL ?? null,
});

const mayMail = createRecipientLimiter(env.REDIS_URL ?? null);

/** A reason of 2,000 characters, umlauts and all, fits with room to spare. */
const BODY_MAX_BYTES = 16 * 1024;

function referenceOf(receivedAt: Date): string {
  const day = siteDate(receivedAt).replaceAll('-', '');
  return `K-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export async function cancellationEndpoint(request: NextRequest): Promise<Response> {
  const read = await readJsonPost(request, BODY_MAX_BYTES);
  if (!read.ok) return read.response;
  const received = new Date();
  // Only a valid notice counts against the limits: empty posts cannot use up
  // the budget that keeps the cancellation available to everyone (§ 312k BGB).
  const checked = checkCancellation(read.value, siteDate(received));
  if (!checked.ok) return jsonAnswer(422, { errors: checked.errors });
  const verdict = await limiter.consume('cancel', clientOf(request.headers, clientSource));
  if (!verdict.ok) return limitedAnswer(verdict.retryAfterS);
  const unsent = () => jsonAnswer(503, { message: unsentMessage(env.CONTACT_EMAIL) });
  if (!mailConfig) {
    console.error('[cancellation] Not sent: SMTP_URL not set');
    return unsent();
  }
  const country = countryOfRequest(request);
  const receipt: CancellationReceipt = {
    reference: referenceOf(received),
    receivedAt: received.toISOString(),
    cancellation: checked.value,
  };
  const siteUrl = country === 'CH' ? env.SITE_URL_CH : env.SITE_URL_DE;
  const mails = cancellationMails({ receipt, company: env, country, siteUrl });
  const mailer = sharedMailer(mailConfig);
  const toBusiness = await mailer.send({
    to: env.CONTACT_EMAIL,
    replyTo: checked.value.email,
    ...mails.toBusiness,
  });
  if (!toBusiness.ok) {
    await reportToSentry('cancellation', 'Cancellation not delivered to the business', {
      reference: receipt.reference,
      error: toBusiness.error,
    });
    return unsent();
  }
  // The typed address is unconfirmed: it gets our words only, and only so often.
  const toBuyer = (await mayMail(checked.value.email))
    ? await mailer.send({ to: checked.value.email, replyTo: env.CONTACT_EMAIL, ...mails.toBuyer })
    : null;
  if (toBuyer && !toBuyer.ok) {
    await reportToSentry('cancellation', 'Cancellation confirmation not sent', {
      reference: receipt.reference,
      error: toBuyer.error,
    });
  }
  return jsonAnswer(200, {
    reference: receipt.reference,
    receipt: receiptView(receipt, country),
    mailed: toBuyer?.ok === true,
  });
}
