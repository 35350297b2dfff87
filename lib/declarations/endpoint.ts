import 'server-only';
import { randomBytes } from 'node:crypto';
import { after, type NextRequest } from 'next/server';
import { DECLARATION_LIMITS } from '@/lib/declarations/limits';
import type { DeclarationMails, ReceiptView } from '@/lib/declarations/receipt';
import { clientSource, env, mailConfig, type Env } from '@/lib/env';
import { clientOf } from '@/lib/http/client-address';
import { createRateLimiter, limitedAnswer } from '@/lib/http/rate-limits';
import { createRecipientLimiter } from '@/lib/http/recipient-limits';
import { jsonAnswer, readJsonPost } from '@/lib/http/request-guards';
import { retrySend, sharedMailer } from '@/lib/mail';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { countryOfRequest } from '@/lib/routing/request-country';
import { originOf } from '@/lib/routing/seo';
import type { Country } from '@/lib/site';
import { siteDate } from '@/lib/site-time';

// A declaration made on a page of its own (a cancellation, § 312k BGB; a
// withdrawal, § 356a BGB): it goes to the business as an e-mail, and only once
// it is there does the visitor get the receipt (on the page and by e-mail).
// Nothing is stored here: the business's mailbox and the archive are the record.

/** What one kind of declaration brings to the common flow. */
export type DeclarationKind<Value> = {
  /** `cancellation`: the prefix of its log lines and reports. */
  name: string;
  /** `K`: the first letter of its receipt numbers. */
  referencePrefix: string;
  /** The rules of its form; `today` is the site's date. */
  check: (
    body: unknown,
    today: string,
  ) => { ok: true; value: Value } | { ok: false; errors: Record<string, string | undefined> };
  /** The typed address the receipt goes to. */
  emailOf: (value: Value) => string;
  /** Sending failed: nothing typed is lost, and the e-mail route stays open. */
  unsentMessage: (contactEmail: string) => string;
  receipt: (input: {
    value: Value;
    reference: string;
    receivedAt: string;
    company: Env;
    country: Country;
    siteUrl: string;
  }) => { view: ReceiptView; mails: DeclarationMails };
};

/** Room for the longest form's text, umlauts and all. */
const BODY_MAX_BYTES = 16 * 1024;

function referenceOf(prefix: string, receivedAt: Date): string {
  const day = siteDate(receivedAt).replaceAll('-', '');
  return `${prefix}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export function declarationEndpoint<Value>(kind: DeclarationKind<Value>) {
  const limiter = createRateLimiter({
    limits: DECLARATION_LIMITS,
    keyPrefix: `rw-${kind.name}`,
    redisUrl: env.REDIS_URL ?? null,
  });
  const mayMail = createRecipientLimiter(env.REDIS_URL ?? null);

  return async function endpoint(request: NextRequest): Promise<Response> {
    const read = await readJsonPost(request, BODY_MAX_BYTES);
    if (!read.ok) return read.response;
    const received = new Date();
    // Only a valid declaration counts against the limits: empty posts cannot
    // use up the budget that keeps the form available to everyone.
    const checked = kind.check(read.value, siteDate(received));
    if (!checked.ok) return jsonAnswer(422, { errors: checked.errors });
    const verdict = await limiter.consume('declare', clientOf(request.headers, clientSource));
    if (!verdict.ok) return limitedAnswer(verdict.retryAfterS);
    const unsent = () => jsonAnswer(503, { message: kind.unsentMessage(env.CONTACT_EMAIL) });
    if (!mailConfig) {
      console.error(`[${kind.name}] Not sent: SMTP_URL not set`);
      return unsent();
    }
    const country = countryOfRequest(request);
    const reference = referenceOf(kind.referencePrefix, received);
    const email = kind.emailOf(checked.value);
    const { view, mails } = kind.receipt({
      value: checked.value,
      reference,
      receivedAt: received.toISOString(),
      company: env,
      country,
      siteUrl: originOf(country),
    });
    const mailer = sharedMailer(mailConfig);
    const toBusiness = await mailer.send({
      to: env.CONTACT_EMAIL,
      replyTo: email,
      ...mails.toBusiness,
    });
    if (!toBusiness.ok) {
      await reportToSentry(kind.name, 'Declaration not delivered to the business', {
        reference,
        error: toBusiness.error,
      });
      return unsent();
    }
    // The typed address is unconfirmed: it gets our words only, and only so
    // often. The archive gets the receipt either way: it is the record.
    const toArchive = env.MAIL_ARCHIVE ?? null;
    const to = (await mayMail(email)) ? email : toArchive;
    if (!to) return jsonAnswer(200, { reference, receipt: view, mailed: false });
    // To the archive alone, the message is the record already: no copy of it to itself.
    const record = to === email ? ({ record: true } as const) : {};
    const send = () =>
      mailer.send({ to, replyTo: env.CONTACT_EMAIL, ...record, ...mails.toRequester });
    const sent = await send();
    if (!sent.ok) {
      const report = (error: string, attempt: number, last: boolean) =>
        reportToSentry(
          kind.name,
          last ? 'Receipt not sent; retries given up' : 'Receipt not sent',
          { reference, attempt, error },
        );
      await report(sent.error, 1, false);
      after(() => retrySend(send, report));
    }
    return jsonAnswer(200, { reference, receipt: view, mailed: sent.ok && to === email });
  };
}
