import { existsSync } from 'node:fs';
import type { NextRequest as Request } from 'next/server';
import { disconnectRedisClients, settleAfterTasks } from '@/e2e/fakes/route-harness';
import { SmtpFake, type ReceivedMail } from '@/e2e/fakes/smtp-fake';
import { REDIS_SERVER, startRedis } from '@/scripts/redis-server.mjs';

// The declarations' routes as the server runs them, against a real mail server
// (the SMTP stand-in) and a real Redis, for what the recipient limits must never
// do: withhold a receipt the law owes (§ 356a Abs. 4, § 312k Abs. 4 BGB). What
// counts is what the mail server received.

// Next's `after` needs a request scope of the server's; here its tasks run at once, and are awaited.
jest.mock('next/server', () => jest.requireActual('@/e2e/fakes/route-harness').nextServer());
// Every Redis client the routes open, so that each is let go before the server stops.
jest.mock('ioredis', () => jest.requireActual('@/e2e/fakes/route-harness').trackedIoredis());
// Sentry's stand-in: the report is asked for, nothing leaves the test.
jest.mock('@/lib/monitoring/report-server-error', () => ({
  reportToSentry: jest.fn(async () => undefined),
}));

const CONTACT = 'kontakt@example.de';
const ARCHIVE = 'archiv@example.de';
const haveRedis = existsSync(REDIS_SERVER);
const smtp = new SmtpFake();
let redis: Awaited<ReturnType<typeof startRedis>>;
let routes: {
  widerruf: (request: Request) => Promise<Response>;
  kuendigung: (request: Request) => Promise<Response>;
};
let modules: {
  NextRequest: typeof import('next/server').NextRequest;
  recipientLimiter: typeof import('@/lib/http/recipient-limits').recipientLimiter;
  reportToSentry: jest.Mock;
};

beforeAll(async () => {
  if (!haveRedis) return;
  redis = await startRedis();
  const saved = { ...process.env };
  Object.assign(process.env, {
    SMTP_URL: await smtp.start(),
    REDIS_URL: redis.url,
    MAIL_ARCHIVE: ARCHIVE,
    CONTACT_EMAIL: CONTACT,
  });
  try {
    routes = {
      widerruf: (await import('@/app/api/widerruf/route')).POST,
      kuendigung: (await import('@/app/api/kuendigung/route')).POST,
    };
    modules = {
      NextRequest: (await import('next/server')).NextRequest,
      recipientLimiter: (await import('@/lib/http/recipient-limits')).recipientLimiter,
      reportToSentry: jest.mocked(
        (await import('@/lib/monitoring/report-server-error')).reportToSentry,
      ),
    };
  } finally {
    process.env = saved;
  }
});
afterAll(async () => {
  disconnectRedisClients();
  await smtp.stop();
  await redis?.stop();
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await settleAfterTasks();
  jest.restoreAllMocks();
  smtp.reset();
});

/** A declaration posted as the form's island posts it, from a client address of its own. */
async function declare(
  route: 'widerruf' | 'kuendigung',
  fields: Record<string, string>,
  client: string,
): Promise<{ status: number; body: { reference: string; mail: string } }> {
  const body =
    route === 'widerruf'
      ? { name: 'Eva Weber', contract: 'E2E00000000000002', ...fields }
      : {
          product: 'premium',
          kind: 'extraordinary',
          reason: '',
          name: 'Eva Weber',
          contract: 'E2E00000000000001',
          when: 'asap',
          date: '',
          ...fields,
        };
  const request = new modules.NextRequest(`http://de.localhost/api/${route}`, {
    method: 'POST',
    headers: {
      host: 'de.localhost',
      origin: 'http://de.localhost',
      'content-type': 'application/json',
      // The connection's address, as instrumentation.ts stamps it (lib/http/client-address.ts).
      'x-rechenweg-peer': client,
    },
    body: JSON.stringify(body),
  });
  const response = await routes[route](request);
  return { status: response.status, body: await response.json() };
}

/** Every message the mail server took with this reference, once all have settled. */
async function mailsOf(
  reference: string,
): Promise<{ business: ReceivedMail; receipt: ReceivedMail }> {
  await settleAfterTasks();
  const mine = smtp.messages.filter((mail) => mail.mail.text?.includes(reference));
  const business = mine.filter((mail) => mail.envelope.to.includes(CONTACT));
  const receipt = mine.filter((mail) => !mail.envelope.to.includes(CONTACT));
  expect([business.length, receipt.length]).toEqual([1, 1]);
  return { business: business[0]!, receipt: receipt[0]! };
}

const describeWithRedis = haveRedis ? describe : describe.skip;

describeWithRedis('the declarations’ receipts under the recipient limits', () => {
  it('three strangers’ declarations naming an address leave its owner’s own receipt untouched', async () => {
    const owner = 'anna.weber@gmx.example';
    for (const [n, stranger] of ['203.0.113.1', '203.0.113.2', '203.0.113.3'].entries()) {
      for (let i = 0; i < 3; i++) {
        const route = (n + i) % 2 ? 'kuendigung' : 'widerruf';
        expect((await declare(route, { email: owner }, stranger)).status).toBe(200);
      }
    }
    const own = await declare('widerruf', { email: owner, name: 'Weber, Anna' }, '198.51.100.7');
    expect(own.body.mail).toBe('sent');
    const { business, receipt } = await mailsOf(own.body.reference);
    expect(receipt.envelope.to).toEqual([owner, ARCHIVE]);
    expect(receipt.mail.text).toContain('Name: Weber, Anna');
    expect(business.mail.subject).toMatch(/^Widerruf W-/);
  });

  it('a receipt a per-client limit holds back produces the flagged business copy, with what to send and to whom', async () => {
    const email = 'jonas@web.example';
    const client = '198.51.100.20';
    for (let i = 0; i < 3; i++)
      expect((await declare('widerruf', { email }, client)).body.mail).toBe('sent');
    const held = await declare('kuendigung', { email: 'Jonas+2@web.example' }, client);
    expect([held.status, held.body.mail]).toEqual([200, 'limited']);
    const { business, receipt } = await mailsOf(held.body.reference);
    // The record is kept; the typed address gets nothing from the site today.
    expect(receipt.envelope.to).toEqual([ARCHIVE]);
    expect(business.envelope.to).toEqual([CONTACT]);
    expect(business.mail.subject).toMatch(
      new RegExp(`^EINGANGSBESTÄTIGUNG NICHT VERSANDT: Kündigung ${held.body.reference}: `),
    );
    expect(business.mail.text).toContain(
      'Bitte senden Sie sie selbst, spätestens am nächsten Arbeitstag, wie die Seite es angekündigt hat: den Text unter „Zu senden an“ mit seinem Betreff an jonas+2@web.example.',
    );
    expect(business.mail.text).toContain(
      `ZU SENDEN AN JONAS+2@WEB.EXAMPLE\nBetreff: ${receipt.mail.subject}\n\nGuten Tag,`,
    );
  });

  it('the cancellation’s mail to the typed address carries the reason, defanged, and no other address', async () => {
    const reason = 'Umzug ins Ausland, Details unter https://evil.example/x';
    const { body } = await declare(
      'kuendigung',
      { email: 'lea@mail.example', reason, contract: 'rosa@gmx.example' },
      '198.51.100.30',
    );
    const { business, receipt } = await mailsOf(body.reference);
    expect(receipt.mail.text).toContain(
      'Grund: Umzug ins Ausland, Details unter https[://]evil[.]example/x',
    );
    expect(receipt.mail.text).toContain('Bestellnummer oder Konto: r…@g…');
    expect(receipt.mail.text).not.toMatch(/evil\.example|rosa@/);
    expect(business.mail.text).toContain(`Grund: ${reason}`);
  });

  it('the site-wide ceiling reached, a genuine withdrawal from another network still gets its receipt', async () => {
    const mayMail = modules.recipientLimiter({ redisUrl: redis.url, digestKey: null });
    // A day's ceiling, spent by 500 valid declarations from as many networks.
    for (let n = 0; n < 500; n++)
      expect(await mayMail(`p${n}@d${n}.example`, [`10.0.${n >> 8}.${n & 255}`])).not.toBeNull();
    const genuine = await declare('widerruf', { email: 'mia@posteo.example' }, '192.0.2.55');
    expect(genuine.body.mail).toBe('sent');
    const { business, receipt } = await mailsOf(genuine.body.reference);
    expect(receipt.envelope.to).toEqual(['mia@posteo.example', ARCHIVE]);
    expect(business.mail.subject).not.toContain('NICHT VERSANDT');
    // A person is told: the log line and Sentry.
    expect(modules.reportToSentry).toHaveBeenCalledWith(
      'mail',
      'The daily ceiling of mail to unconfirmed addresses is reached; receipts still go out',
      { ceiling: 500 },
    );
  });
});
