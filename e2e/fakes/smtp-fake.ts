import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 (smtp-server), which parses every message it
// accepts with mailparser, as a mail provider's inbox would show it.

export type ReceivedMail = { envelope: { from: string; to: string[] }; mail: ParsedMail };

export type SmtpFakeOptions = {
  /**
   * Offers STARTTLS with smtp-server's own self-signed certificate, which no
   * client that checks certificates trusts, and takes any login: a relay
   * whose client must switch to TLS before it sends a name or an address.
   */
  startTls?: boolean;
};

export class SmtpFake {
  readonly messages: ReceivedMail[] = [];
  /** Every login the server was given, and whether the connection was encrypted by then. */
  readonly logins: { username: string; password: string; secure: boolean }[] = [];
  /** Refuse every message with this SMTP code (a provider that is down); null accepts. */
  refuse: number | null = null;
  /**
   * Recipients refused at `RCPT TO` with their SMTP code, while the others of a
   * message are taken: an address the provider does not know (550), or one it
   * greylists (450). Keys in small letters.
   */
  readonly refuseRecipients = new Map<string, number>();
  /** The messages refused since the last reset, as they would have arrived. */
  readonly refusals: ReceivedMail[] = [];
  /**
   * While set, a message is taken in at once but answered only once this
   * settles: a mail server slow to confirm, so that its senders are mid-send.
   */
  holdAnswers: Promise<void> | null = null;
  private server: SMTPServer | null = null;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: SmtpFakeOptions = {}) {}

  /** How many messages were refused since the last reset. */
  get refused() {
    return this.refusals.length;
  }

  reset() {
    this.messages.length = 0;
    this.refusals.length = 0;
    this.logins.length = 0;
    this.refuse = null;
    this.holdAnswers = null;
    this.refuseRecipients.clear();
  }

  async start(port = 0): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: this.options.startTls ? [] : ['STARTTLS', 'AUTH'],
      // Without TLS, smtp-server would refuse a login before the fake could record it.
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, session, callback) => {
        this.logins.push({
          username: auth.username ?? '',
          password: auth.password ?? '',
          secure: session.secure,
        });
        callback(null, { user: auth.username });
      },
      onRcptTo: (address, _session, callback) => {
        const code = this.refuseRecipients.get(address.address.toLowerCase());
        if (code === undefined) return callback();
        callback(Object.assign(new Error('Recipient address rejected'), { responseCode: code }));
      },
      onData: (stream, session, callback) => {
        const refuse = this.refuse;
        simpleParser(stream).then(
          (mail) => {
            const received = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              mail,
            };
            if (refuse !== null) {
              this.refusals.push(received);
              callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refuse }));
              return;
            }
            this.messages.push(received);
            if (this.holdAnswers) void this.holdAnswers.then(() => callback());
            else callback();
            for (const wake of this.waiters.splice(0)) wake();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `count` messages arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mail(s), got ${this.messages.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages;
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }
}
