import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { escapeHtml } from '@/lib/core/html';

// Mail over SMTP with nodemailer: the contract, a cancellation and a withdrawal
// confirmed on a durable medium (§ 312f, § 312k, § 356a BGB). The site sends
// through its outbox (lib/outbox/), which calls this. A dead server fails
// within seconds, and a failure is an answer, never an exception.

export type MailConfig = {
  from: string;
  /** Receives a blind copy of every record; null where nothing is archived (development, tests of other things). */
  archive: string | null;
} & (
  | { smtpUrl: string }
  /** The demo without SMTP_URL: each message is written to this folder as an .eml file and sent nowhere. */
  | { folder: string }
);
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A confirmation or receipt the business must be able to show it sent: the archive gets it too. */
  record?: true;
  /** `<id@domain>`: the same on every attempt, so a mail sent twice is one message. */
  messageId?: string;
};
/** A recipient the server refused at `RCPT TO`; `permanent` for a 5xx, which it answers again however often asked. */
export type Refusal = { address: string; permanent: boolean };
export type MailResult =
  | { ok: true; /** Recipients the server refused while it took the others. */ rejected: Refusal[] }
  | {
      ok: false;
      error: string;
      /** Where the server refused every recipient: each one's answer. */
      rejected?: Refusal[];
    };

type Rejected = {
  rejected?: (string | { address: string })[];
  rejectedErrors?: { recipient?: string; responseCode?: number }[];
};

/** nodemailer's refused recipients, each with whether its refusal was a 5xx. */
function refusalsOf({ rejected = [], rejectedErrors = [] }: Rejected): Refusal[] {
  return rejected.map((recipient) => {
    const address = typeof recipient === 'string' ? recipient : recipient.address;
    const code = rejectedErrors.find((error) => error.recipient === address)?.responseCode ?? 0;
    return { address, permanent: code >= 500 && code < 600 };
  });
}

/** How long one send may take at most, step by step. */
export const MAIL_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 15_000 } as const;

/**
 * The transport to SMTP_URL. Of the URL it takes where to connect and as whom,
 * never how: nodemailer would read its query as settings (`?requireTLS=0`,
 * `?tls.rejectUnauthorized=false`) over ours. lib/config/mail.ts refuses a query, so
 * the two readings never differ.
 */
export function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  // A relay on this host needs no encryption on the way, nor a certificate
  // (a local postfix offers STARTTLS with its self-signed one).
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(host);
  return createTransport({
    host,
    ...(url.port ? { port: Number(url.port) } : {}),
    // smtps:// is encrypted from the start; smtp:// must switch to TLS
    // (STARTTLS) before it sends a name or an address.
    secure: url.protocol === 'smtps:',
    requireTLS: !loopback,
    ignoreTLS: loopback,
    ...(url.username || url.password
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: MAIL_TIMEOUTS_MS.connection,
    greetingTimeout: MAIL_TIMEOUTS_MS.greeting,
    socketTimeout: MAIL_TIMEOUTS_MS.socket,
  });
}

/** The file a message becomes in the demo's folder: when, then its id, so that a listing reads in order. */
function emlName(messageId: string | undefined): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const id = messageId?.replace(/^<|@.*$/g, '') || randomBytes(6).toString('hex');
  return `${stamp}-${id.replace(/[^\w.-]/g, '_')}.eml`;
}

/**
 * The demo's transport: nodemailer composes the message exactly as for SMTP
 * (stream transport, which keeps the Bcc out of the headers as a server
 * would), and the file takes the server's place.
 */
function folderTransport(folder: string) {
  const stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message: Parameters<typeof stream.sendMail>[0] & { messageId?: string }) {
      const info = await stream.sendMail(message);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, emlName(message.messageId)), info.message as Buffer);
      return info;
    },
    close: () => stream.close(),
  };
}

export function createMailer(config: MailConfig) {
  const transport =
    'folder' in config ? folderTransport(config.folder) : smtpTransport(config.smtpUrl);
  return {
    async send({ record, ...mail }: Mail): Promise<MailResult> {
      // One message to both: the archive holds exactly what the recipient got.
      const bcc = record && config.archive ? config.archive : undefined;
      try {
        const info = await transport.sendMail({ from: config.from, ...mail, bcc });
        return { ok: true, rejected: refusalsOf(info as Rejected) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const { rejected } = error as Rejected;
        return rejected?.length
          ? { ok: false, error: message, rejected: refusalsOf(error as Rejected) }
          : { ok: false, error: message };
      }
    },
    close() {
      transport.close();
    },
  };
}

const mailers = new Map<string, ReturnType<typeof createMailer>>();

/** One transport per configuration for the server's life, shared by the checkout and the declarations. */
export function sharedMailer(config: MailConfig) {
  const key = `${'folder' in config ? config.folder : config.smtpUrl}\n${config.from}\n${config.archive}`;
  let mailer = mailers.get(key);
  if (!mailer) mailers.set(key, (mailer = createMailer(config)));
  return mailer;
}

export type MailBlock = { heading: string; lines: string[] };

/**
 * A mail of greeting lines and headed blocks, as plain text and as the same
 * content in simple HTML (every value escaped; nothing loads from elsewhere),
 * in the language `lang` of its country's row (`COUNTRY_TABLE`).
 */
export function composeMail(
  content: { subject: string; intro: string[]; blocks: MailBlock[] },
  lang: string,
): {
  subject: string;
  text: string;
  html: string;
} {
  const text = [
    ...content.intro,
    ...content.blocks.flatMap((block) => ['', block.heading.toUpperCase(), ...block.lines]),
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head><body>`,
    ...content.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...content.blocks.map(
      (block) =>
        `<h2>${escapeHtml(block.heading)}</h2>${block.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
