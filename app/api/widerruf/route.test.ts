import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { NextRequest } from 'next/server';
import { settleAfterTasks, siteWorkingDirectory } from '@/e2e/fakes/route-harness';

// The demo of the README's first command, without SMTP_URL: a withdrawal is
// received, and both its mails land in the mail folder as .eml files instead
// of a mail server. Next's after() runs its tasks once a request is answered;
// here they are collected and awaited.

jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());

const root = siteWorkingDirectory('widerruf');
const folder = join(root, '.mail');
let POST: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  for (const key of ['SMTP_URL', 'SITE_ENV', 'VERCEL_ENV', 'REDIS_URL', 'MAIL_ARCHIVE']) {
    delete process.env[key];
  }
  // The folder is the server's working directory's `.mail/`: this test's own.
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  ({ POST } = await import('@/app/api/widerruf/route'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const withdraw = (fields: Record<string, string>) =>
  POST(
    new NextRequest('https://www.example.de/api/widerruf', {
      method: 'POST',
      headers: {
        host: 'www.example.de',
        origin: 'https://www.example.de',
        'content-type': 'application/json',
      },
      body: JSON.stringify(fields),
    }),
  );

test('without SMTP_URL outside production, a withdrawal is received and both mails land in the folder', async () => {
  const answer = await withdraw({
    name: 'Ana Beispiel',
    email: 'ana.beispiel@example.org',
    contract: 'ana.kind@example.org',
  });
  const body = (await answer.json()) as { reference: string; mailed: boolean; mail: string };
  expect(answer.status).toBe(200);
  expect(body).toMatchObject({ mailed: true, mail: 'sent' });
  expect(body.reference).toMatch(/^W-\d{8}-[0-9A-F]{6}$/);
  await settleAfterTasks();

  const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  const mails = await Promise.all(
    files.map((name) => simpleParser(readFileSync(join(folder, name)))),
  );
  const byId = Object.fromEntries(mails.map((mail) => [mail.messageId, mail]));
  const receipt = byId[`<${body.reference}.receipt@example.de>`];
  const business = byId[`<${body.reference}.business@example.de>`];
  expect(files).toHaveLength(2);
  expect(receipt?.to).toMatchObject({ text: 'ana.beispiel@example.org' });
  expect(receipt?.subject).toBe(`Ihr Widerruf bei Rechenweg ist eingegangen (${body.reference})`);
  expect(receipt?.text).toContain('Ana Beispiel');
  expect(business?.to).toMatchObject({ text: 'kontakt@example.de' });
  expect(business?.replyTo).toMatchObject({ text: 'ana.beispiel@example.org' });
  expect(business?.subject).toContain(body.reference);
});

/** When `at` was, in German civil time with its zone, as a receipt must name it (§ 356a Abs. 4 BGB). */
function germanTime(at: Date) {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options }).format(at);
  const zone = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  })
    .formatToParts(at)
    .find((piece) => piece.type === 'timeZoneName')!.value;
  const day = part({ day: '2-digit', month: '2-digit', year: 'numeric' });
  return `am ${day} um ${part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} Uhr (${zone})`;
}

test('the receipt on the page and in the mail names when the withdrawal arrived, with its time zone', async () => {
  const before = new Date();
  const answer = await withdraw({
    name: 'Jonas Beispiel',
    email: 'jonas.beispiel@example.org',
    contract: 'jonas.kind@example.org',
  });
  const after = new Date();
  const body = (await answer.json()) as {
    reference: string;
    receipt: { lines: { label: string; value: string }[] };
  };
  const when = [germanTime(before), germanTime(after)];
  expect(when[0]).toMatch(/^am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr \((MEZ|MESZ)\)$/);
  const lines = body.receipt.lines.map((line) => line.value);
  expect(lines.some((value) => when.includes(value))).toBe(true);
  await settleAfterTasks();
  const receipt = (
    await Promise.all(
      readdirSync(folder).map((name) => simpleParser(readFileSync(join(folder, name)))),
    )
  ).find((mail) => mail.messageId === `<${body.reference}.receipt@example.de>`);
  expect(
    when.some((time) => receipt?.text?.includes(`wir haben Ihren Widerruf ${time} erhalten`)),
  ).toBe(true);
});
