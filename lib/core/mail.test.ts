import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SmtpFake } from '@/e2e/fakes/smtp-fake';
import { createMailer, MAIL_TIMEOUTS_MS, smtpTransport } from '@/lib/core/mail';
import { DRAIN_BUDGET_MS } from '@/lib/outbox/drain';

const smtp = new SmtpFake();
let smtpUrl: string;
beforeAll(async () => {
  smtpUrl = await smtp.start();
});
afterAll(() => smtp.stop());
beforeEach(() => smtp.reset());

const mail = {
  to: 'eva@example.de',
  subject: 'Ihre Bestellung: 12 Monate Premium für 79,90 €',
  text: 'Grüße aus Zürich: CHF 84.90, Maß und Übung.',
  html: '<p>Grüße aus Zürich: CHF 84.90, Maß und Übung.</p>',
};

describe('the mailer', () => {
  it('delivers over SMTP with every umlaut intact', async () => {
    const mailer = createMailer({
      smtpUrl,
      from: 'Rechenweg <bestellung@example.de>',
      archive: null,
    });
    try {
      expect(await mailer.send(mail)).toMatchObject({ ok: true });
      const [received] = await smtp.waitFor(1);
      expect(received!.envelope).toEqual({ from: 'bestellung@example.de', to: ['eva@example.de'] });
      expect(received!.mail.subject).toBe(mail.subject);
      expect(received!.mail.text?.trim()).toBe(mail.text);
      expect(received!.mail.html).toContain('Maß und Übung');
      expect(received!.mail.from?.value).toEqual([
        { name: 'Rechenweg', address: 'bestellung@example.de' },
      ]);
    } finally {
      mailer.close();
    }
  });

  it('reports a refused message as a failure instead of throwing', async () => {
    smtp.refuse = 451;
    const mailer = createMailer({ smtpUrl, from: 'bestellung@example.de', archive: null });
    try {
      const result = await mailer.send(mail);
      expect(result.ok).toBe(false);
      expect(smtp.messages).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it('names each recipient the server refused at RCPT TO, and whether for good (5xx)', async () => {
    const mailer = createMailer({
      smtpUrl,
      from: 'bestellung@example.de',
      archive: 'archiv@example.de',
    });
    try {
      smtp.refuseRecipients.set('eva@example.de', 550);
      expect(await mailer.send({ ...mail, record: true })).toEqual({
        ok: true,
        rejected: [{ address: 'eva@example.de', permanent: true }],
      });
      expect(smtp.messages.map((received) => received.envelope.to)).toEqual([
        ['archiv@example.de'],
      ]);
      smtp.refuseRecipients.set('eva@example.de', 450);
      expect(await mailer.send({ ...mail, record: true })).toMatchObject({
        ok: true,
        rejected: [{ address: 'eva@example.de', permanent: false }],
      });
      // Every recipient refused: nothing was sent, and each one's answer is told.
      smtp.refuseRecipients.set('archiv@example.de', 550);
      expect(await mailer.send({ ...mail, record: true })).toMatchObject({
        ok: false,
        error: expect.stringContaining('all recipients were rejected'),
        rejected: [
          { address: 'eva@example.de', permanent: false },
          { address: 'archiv@example.de', permanent: true },
        ],
      });
      expect(smtp.messages).toHaveLength(2);
    } finally {
      mailer.close();
    }
  });

  it('reports a server that is not there', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'bestellung@example.de',
      archive: null,
    });
    expect(await mailer.send(mail)).toMatchObject({ ok: false });
    mailer.close();
  });

  it('sends nothing to a relay elsewhere that offers no TLS', async () => {
    // The stand-in offers no STARTTLS; 0.0.0.0 reaches it without being a loopback name.
    const mailer = createMailer({
      smtpUrl: smtpUrl.replace('127.0.0.1', '0.0.0.0'),
      from: 'bestellung@example.de',
      archive: null,
    });
    try {
      expect(await mailer.send(mail)).toMatchObject({ ok: false });
      expect(smtp.messages).toEqual([]);
    } finally {
      mailer.close();
    }
  });

  it('reads only protocol, host, port and credentials from the URL, and sets TLS itself', () => {
    // nodemailer would read every parameter of this query as a setting over the mailer's.
    const query = '?requireTLS=0&ignoreTLS=true&secure=true&tls.rejectUnauthorized=false';
    const timeouts = {
      connectionTimeout: MAIL_TIMEOUTS_MS.connection,
      greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
      socketTimeout: MAIL_TIMEOUTS_MS.socket,
    };
    const held = (url: string) => {
      const transport = smtpTransport(url);
      try {
        // What the SMTP transport connects with, after nodemailer merged its options.
        return (transport.transporter as unknown as { options: object }).options;
      } finally {
        transport.close();
      }
    };
    expect(
      held(`smtp://bestellung%40example.de:p%C3%A4ss%3Awort@mail.example.de:587${query}`),
    ).toEqual({
      host: 'mail.example.de',
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: 'bestellung@example.de', pass: 'päss:wort' },
      ...timeouts,
    });
    expect(held('smtps://mail.example.de')).toEqual({
      host: 'mail.example.de',
      secure: true,
      requireTLS: true,
      ignoreTLS: false,
      ...timeouts,
    });
    expect(held(`smtp://[::1]:2525${query}`)).toEqual({
      host: '::1',
      port: 2525,
      secure: false,
      requireTLS: false,
      ignoreTLS: true,
      ...timeouts,
    });
  });

  describe('to a relay that offers STARTTLS with a certificate nobody vouches for', () => {
    const relay = new SmtpFake({ startTls: true });
    let relayUrl: URL;
    beforeAll(async () => {
      relayUrl = new URL(await relay.start());
      relayUrl.username = 'bestellung%40example.de';
      relayUrl.password = 'geheim%3A1';
      relayUrl.search = '?requireTLS=0&ignoreTLS=true&tls.rejectUnauthorized=false';
    });
    afterAll(() => relay.stop());
    beforeEach(() => relay.reset());

    it('elsewhere: switches to TLS first, checks the certificate, and sends neither login nor mail', async () => {
      // 0.0.0.0 reaches the stand-in without being a loopback name.
      relayUrl.hostname = '0.0.0.0';
      const mailer = createMailer({
        smtpUrl: relayUrl.href,
        from: 'bestellung@example.de',
        archive: null,
      });
      try {
        const result = await mailer.send(mail);
        // smtp-server's certificate is self-signed and has expired: either refuses it.
        expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/certificate/) });
        expect(relay.logins).toEqual([]);
        expect(relay.messages).toEqual([]);
      } finally {
        mailer.close();
      }
    });

    it('on this host: sends without TLS, logging in with the decoded credentials', async () => {
      relayUrl.hostname = '127.0.0.1';
      const mailer = createMailer({
        smtpUrl: relayUrl.href,
        from: 'bestellung@example.de',
        archive: null,
      });
      try {
        expect(await mailer.send(mail)).toMatchObject({ ok: true });
        expect(relay.logins).toEqual([
          { username: 'bestellung@example.de', password: 'geheim:1', secure: false },
        ]);
        expect(await relay.waitFor(1)).toHaveLength(1);
      } finally {
        mailer.close();
      }
    });
  });

  it('sends a record to the archive in the same message, and nothing else there', async () => {
    const mailer = createMailer({
      smtpUrl,
      from: 'bestellung@example.de',
      archive: 'archiv@example.de',
    });
    try {
      expect(await mailer.send({ ...mail, record: true })).toMatchObject({ ok: true });
      expect(await mailer.send({ ...mail, to: 'kontakt@example.de' })).toMatchObject({ ok: true });
      const [record, other] = await smtp.waitFor(2);
      expect(record!.envelope.to).toEqual(['eva@example.de', 'archiv@example.de']);
      // A blind copy: the recipient does not see the archive.
      expect(record!.mail.headers.get('bcc')).toBeUndefined();
      expect(other!.envelope.to).toEqual(['kontakt@example.de']);
    } finally {
      mailer.close();
    }
  });
});

describe('the routes that send mail after their answer', () => {
  it('run long enough on Vercel for one send at its timeouts, the drain for its budget besides', () => {
    const oneSend = Object.values(MAIL_TIMEOUTS_MS).reduce((sum, ms) => sum + ms, 0);
    for (const [route, worst] of [
      ['app/api/kuendigung/route.ts', oneSend],
      ['app/api/widerruf/route.ts', oneSend],
      ['app/api/premium/orders/[id]/route.ts', oneSend],
      ['app/api/premium/orders/[id]/capture/route.ts', oneSend],
      ['app/api/outbox/drain/route.ts', DRAIN_BUDGET_MS + oneSend],
    ] as const) {
      const source = readFileSync(join(process.cwd(), route), 'utf8');
      const declared = Number(/export const maxDuration = (\d+);/.exec(source)?.[1]);
      expect([route, declared * 1000 >= worst]).toEqual([route, true]);
    }
  });
});
