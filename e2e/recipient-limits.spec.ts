import { domainToASCII } from 'node:url';
import { IDENTITY_MESSAGES } from '@/content/declarations';
import { REQUEST_MESSAGES } from '@/content/premium-answers';
import {
  CONTACT_EMAIL,
  MAIL_DOMAIN,
  cancellationOf,
  declare,
  withdrawalOf,
} from './declaration-helpers';
import { E2E_MAIL_ARCHIVE as ARCHIVE_EMAIL, E2E_PORT } from './e2e-env.mjs';
import type { ReceivedMail } from './fakes/smtp-fake';
import { expect, test } from './fixtures';
import { run, serveCheckoutStandIns, smtp } from './premium-helpers';

// The second security reading's requests against the forms that mail a typed
// address, replayed: one address is one address, however it is written, and
// the limits that protect a mailbox cannot be turned against other people's.

serveCheckoutStandIns();

const origin = `http://localhost:${E2E_PORT}`;
/** A client of this run: its own address, so that the limits of other files and runs stay apart. */
const client = (n: number) => `198.19.${run}.${n}`;

/** The mail of each reference, once every one of them is in. */
async function mailsOf(references: string[], count: number) {
  const mails = await smtp.waitFor(count);
  const of = (reference: string, to: (mail: ReceivedMail) => boolean) =>
    mails.filter((mail) => mail.mail.text?.includes(reference) && to(mail));
  return references.map((reference) => ({
    business: of(reference, (mail) => mail.envelope.to.includes(CONTACT_EMAIL)),
    receipt: of(reference, (mail) => !mail.envelope.to.includes(CONTACT_EMAIL)),
  }));
}

test('a comment, a name or quotes around the address are refused, and nothing is sent', async () => {
  const victim = `victim@${MAIL_DOMAIN}`;
  const typed = [
    ...Array.from({ length: 60 }, (_, n) => `${victim}(${n})`),
    `n<${victim}>`,
    `(${victim})`,
    `"Ihr⠀Rechenweg-Konto⠀wird⠀gesperrt:⠀evil.example/login"<${victim}>`,
  ];
  for (const [n, email] of typed.entries()) {
    const path = n % 2 ? '/api/kuendigung' : '/api/widerruf';
    const fields = n % 2 ? cancellationOf(email) : withdrawalOf(email);
    const answer = await declare(origin, path, fields, client(1 + (n % 50)));
    expect([email, answer.status, answer.body]).toEqual([
      email,
      422,
      { errors: { email: IDENTITY_MESSAGES.email } },
    ]);
  }
  // The checkout hands no such address to the product server either.
  const order = await fetch(`${origin}/api/premium/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Real-IP': client(60) },
    body: JSON.stringify({
      plan: 'jahr',
      email: `"x"<${victim}>`,
      checkoutId: '5b3c2b0e-1f4a-4c8e-9d2a-0123456789ab',
    }),
  });
  expect([order.status, await order.json()]).toEqual([400, { message: REQUEST_MESSAGES.email }]);
  expect(smtp.messages).toEqual([]);
});

test('one client’s three receipts a day reach one mailbox, whatever its spelling, both forms together, with only the bare address in To:; the rest are flagged to the business', async () => {
  const idn = `exämple-${run}-${MAIL_DOMAIN}`;
  const ascii = domainToASCII(idn);
  const spellings = [
    `Eva@${idn}`,
    `eva@${ascii}`,
    `EVA@${idn.toUpperCase()}`,
    ` eva+rechnung@${ascii} `,
    `eva@${ascii}`,
    `Eva+2@${idn}`,
    `eva@${idn}`,
    `eva@${ascii}`,
  ];
  const references: string[] = [];
  // Eight declarations, four of each kind, from one client: the window is the client's for the mailbox.
  for (const [n, email] of spellings.entries()) {
    const path = n % 2 ? '/api/kuendigung' : '/api/widerruf';
    const fields = n % 2 ? cancellationOf(email) : withdrawalOf(email);
    const answer = await declare(origin, path, fields, client(100));
    expect(answer.status).toBe(200);
    references.push(answer.body.reference!);
  }
  // Each declaration: its business copy, and its receipt to the typed address or the archive alone.
  const sent = await mailsOf(references, 16);
  expect(sent.map(({ business, receipt }) => [business.length, receipt.length])).toEqual(
    Array(8).fill([1, 1]),
  );
  const receipts = sent.map(({ receipt }) => receipt[0]!);
  const reached = receipts.filter((mail) => mail.envelope.to.some((to) => to !== ARCHIVE_EMAIL));
  expect(reached).toHaveLength(3);
  // The mail goes to the address as the limits counted it, and says nothing else in To:.
  for (const mail of reached) {
    const [to] = mail.envelope.to.filter((address) => address !== ARCHIVE_EMAIL);
    // smtp-server and mailparser show a domain in Unicode: the raw header says what was sent.
    const [local, domain] = to!.split('@');
    expect(local).toMatch(/^eva(\+rechnung|\+2)?$/);
    expect(domainToASCII(domain!)).toBe(ascii);
    const header = mail.mail.headerLines.filter((line) => line.key === 'to');
    expect(header.map((line) => line.line)).toEqual([`To: ${local}@${ascii}`]);
  }
  // The archive keeps every receipt: the record does not depend on the limit.
  expect(receipts.every((mail) => mail.envelope.to.includes(ARCHIVE_EMAIL))).toBe(true);
  // Each receipt held back is the business's to send by hand, and its copy says so.
  const flagged = sent.map(({ business }) =>
    business[0]!.mail.subject!.startsWith('EINGANGSBESTÄTIGUNG NICHT VERSANDT: '),
  );
  expect(flagged.filter(Boolean)).toHaveLength(5);
  expect(
    receipts.map((mail, n) => mail.envelope.to.length === 1 && flagged[n]).filter(Boolean),
  ).toHaveLength(5);
});

test('thirty attempts at one gmx address from six clients spend those clients’ windows, and leave the other gmx customers their receipts', async () => {
  const domain = `gmx-${run}-${MAIL_DOMAIN}`;
  const references: string[] = [];
  for (let n = 0; n < 30; n++) {
    const answer = await declare(
      origin,
      '/api/widerruf',
      withdrawalOf(`victim@${domain}`),
      client(200 + (n % 6)),
    );
    expect(answer.status).toBe(200);
    references.push(answer.body.reference!);
  }
  for (const [n, someone] of ['alice', 'bob'].entries()) {
    const answer = await declare(
      origin,
      '/api/widerruf',
      withdrawalOf(`${someone}@${domain}`),
      client(206 + n),
    );
    expect(answer.status).toBe(200);
    references.push(answer.body.reference!);
  }
  const sent = await mailsOf(references, 64);
  const reached = sent.map(({ receipt }) =>
    receipt[0]!.envelope.to.filter((address) => address !== ARCHIVE_EMAIL),
  );
  // Three from each of the six clients, then Alice's and Bob's.
  expect(reached.filter((to) => to.length).length).toBe(6 * 3 + 2);
  expect(reached.slice(-2)).toEqual([[`alice@${domain}`], [`bob@${domain}`]]);
});
