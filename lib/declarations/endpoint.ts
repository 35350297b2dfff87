import 'server-only';
import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import type * as z from 'zod/mini';
import type { ReceiptMail } from '@/content/declarations';
import { REQUEST_REFUSALS } from '@/content/forms';
import { mailArchive, recipientLimitsKey } from '@/lib/config/mail';
import { clientSource } from '@/lib/config/site';
import { checkFields } from '@/lib/core/form-schema';
import { company, type Company } from '@/lib/core/operator';
import { siteDate } from '@/lib/core/site-time';
import type { Country } from '@/lib/countries/countries';
import {
  invalidPage,
  notSentPage,
  receiptPage,
  type AnswerPageWords,
} from '@/lib/declarations/answer-page';
import { DECLARATION_LIMITS } from '@/lib/declarations/limits';
import type { DeclarationMails, ReceiptView } from '@/lib/declarations/receipt';
import { clientOf } from '@/lib/http/client-address';
import { LATE, redisBudget } from '@/lib/http/deadline';
import { createRateLimiter, retryAfter } from '@/lib/http/rate-limits';
import { recipientLimiter } from '@/lib/http/recipient-limits';
import { isFormPost, jsonAnswer, readFieldsPost } from '@/lib/http/request-guards';
import { reportToSentry } from '@/lib/monitoring/report-server-error';
import { redisUrl } from '@/lib/outbox/config';
import { outboxMessage, siteOutbox } from '@/lib/outbox/site-outbox';
import { countryOfRequest } from '@/lib/routing/request-country';
import { originOf } from '@/lib/routing/seo';

// A declaration made on a page of its own (a cancellation, § 312k BGB; a
// withdrawal, § 356a BGB): it is received once its two mails, the copy to the
// business and the receipt to the visitor, are stored in the outbox
// (lib/outbox/), which sends them now or once the mail server is back. Only
// then does the visitor get the receipt on the page, with what became of the
// e-mail: the outbox's first attempt is waited for, briefly.
// The form's island posts JSON and gets JSON; the form itself, sent by a
// browser without scripts, posts its fields and gets a page.

/** What one kind of declaration brings to the common flow. */
export type DeclarationKind<Value> = {
  /** `cancellation`: the prefix of its log lines and reports. */
  name: string;
  /** `K`: the first letter of its receipt numbers. */
  referencePrefix: string;
  /** Its form's schema (lib/declarations/schema.ts), as the island checks with it; `today` is the site's date. */
  schema: (today: string) => z.ZodMiniType<Value>;
  /** The typed address the receipt goes to. */
  emailOf: (value: Value) => string;
  /** Not stored: nothing typed is lost, and the e-mail route stays open. */
  unsentMessage: (contactEmail: string) => string;
  /** What the pages answering a form sent without scripts say. */
  page: AnswerPageWords;
  receipt: (input: {
    value: Value;
    reference: string;
    receivedAt: string;
    company: Company;
    country: Country;
    siteUrl: string;
  }) => { view: ReceiptView; mails: DeclarationMails };
};

/** Room for the longest form's text, umlauts and all. */
const BODY_MAX_BYTES = 16 * 1024;

/**
 * How long the answer waits for the mail server to take the receipt. A relay
 * answers within a second when it is well; the visitor, who has just pressed
 * the button, should not wait longer than a slow page load for the news. Past
 * it the outbox goes on, and the page says the e-mail follows.
 */
export const RECEIPT_WAIT_MS = 5_000;

type Outcome = { reference: string; receipt: ReceiptView; mail: ReceiptMail; email: string };

/** The answers of one request, in the kind its sender reads. */
type Answers = {
  invalid: (errors: Record<string, string | undefined>) => Response;
  notSent: (status: number, message: string, headers?: HeadersInit) => Response;
  receipt: (outcome: Outcome) => Response;
};

const jsonAnswers: Answers = {
  invalid: (errors) => jsonAnswer(422, { errors }),
  notSent: (status, message, headers) => {
    const response = jsonAnswer(status, { message });
    for (const [name, value] of new Headers(headers)) response.headers.set(name, value);
    return response;
  },
  receipt: ({ reference, receipt, mail }) =>
    jsonAnswer(200, { reference, receipt, mailed: mail === 'sent', mail }),
};

function pageAnswers(words: AnswerPageWords, country: Country): Answers {
  const page = (status: number, html: string, headers?: HeadersInit) =>
    new Response(html, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        ...Object.fromEntries(new Headers(headers)),
      },
    });
  return {
    invalid: (errors) => page(422, invalidPage(words, errors, country)),
    notSent: (status, message, headers) =>
      page(status, notSentPage(words, message, company.CONTACT_EMAIL, country), headers),
    receipt: (outcome) => page(200, receiptPage(words, outcome, country)),
  };
}

function referenceOf(prefix: string, receivedAt: Date): string {
  const day = siteDate(receivedAt).replaceAll('-', '');
  return `${prefix}-${day}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

export function declarationEndpoint<Value>(kind: DeclarationKind<Value>) {
  const limiter = createRateLimiter({
    limits: DECLARATION_LIMITS,
    keyPrefix: `rw-${kind.name}`,
    redisUrl,
  });
  const mayMail = recipientLimiter({
    redisUrl,
    digestKey: recipientLimitsKey,
  });

  return async function endpoint(request: NextRequest): Promise<Response> {
    const country = countryOfRequest(request);
    const answer = isFormPost(request) ? pageAnswers(kind.page, country) : jsonAnswers;
    const read = await readFieldsPost(request, BODY_MAX_BYTES);
    if (!read.ok) return answer.notSent(read.status, read.message);
    const received = new Date();
    // Only a valid declaration counts against the limits: empty posts cannot
    // use up the budget that keeps the form available to everyone.
    const checked = checkFields(kind.schema(siteDate(received)), read.value);
    if (!checked.ok) return answer.invalid(checked.errors);
    const client = clientOf(request.headers, clientSource);
    const unsent = () => answer.notSent(503, kind.unsentMessage(company.CONTACT_EMAIL));
    // A silent Redis gets this request's budget in all, then the answer of a Redis down.
    const budget = redisBudget(kind.name);
    const verdict = await budget.within(limiter.consume('declare', client));
    if (verdict === LATE) return unsent();
    if (!verdict.ok)
      return answer.notSent(429, REQUEST_REFUSALS.limited, retryAfter(verdict.retryAfterS));
    const outbox = siteOutbox();
    if (!outbox) {
      console.error(`[${kind.name}] Not received: SMTP_URL not set`);
      return unsent();
    }
    const reference = referenceOf(kind.referencePrefix, received);
    const email = kind.emailOf(checked.value);
    const { view, mails } = kind.receipt({
      value: checked.value,
      reference,
      receivedAt: received.toISOString(),
      company,
      country,
      siteUrl: originOf(country),
    });
    // The typed address is unconfirmed: it gets only what lib/declarations/receipt.ts lets
    // through, and only so often. The archive gets the receipt either way: it is the record.
    const toArchive = mailArchive;
    const counted = await budget.within(mayMail(email, client));
    if (counted === LATE) return unsent();
    const to = counted ? email : toArchive;
    // To the archive alone, the message is the record already: no copy of it to itself.
    const record = to === email ? ({ record: true } as const) : {};
    const messages = [
      // A receipt held back is sent by hand: the business's copy says so, and what to send.
      outboxMessage(kind.name, 'business copy', `${reference}.business`, {
        to: company.CONTACT_EMAIL,
        replyTo: email,
        ...(counted ? mails.toBusiness : mails.toBusinessHeldBack),
      }),
      ...(to
        ? [
            outboxMessage(kind.name, 'receipt', `${reference}.receipt`, {
              to,
              replyTo: company.CONTACT_EMAIL,
              ...record,
              ...mails.toRequester,
            }),
          ]
        : []),
    ];
    // Received once stored: the outbox sends both mails, now or when the mail server is back.
    if (!(await outbox.put(messages, budget.left()))) {
      await counted?.undo();
      await reportToSentry(kind.name, 'Declaration not received: the outbox did not store it', {
        reference,
      });
      return unsent();
    }
    const ids = messages.map((message) => message.id);
    let mail: ReceiptMail = 'limited';
    if (to === email) mail = await outbox.sendNow(ids, `${reference}.receipt`, RECEIPT_WAIT_MS);
    else outbox.sendAfterAnswer(ids);
    return answer.receipt({ reference, receipt: view, mail, email });
  };
}
