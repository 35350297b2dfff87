import { createTransport } from 'nodemailer';

// Mail over SMTP with nodemailer: the checkout's confirmation on a durable
// medium (§ 312f BGB). A dead server fails within seconds instead of holding
// the buyer's page, and a failure is an answer, never an exception.

export type MailConfig = { smtpUrl: string; from: string };
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };
export type MailResult = { ok: true; messageId: string } | { ok: false; error: string };

export function createMailer(config: MailConfig) {
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    async send(mail: Mail): Promise<MailResult> {
      try {
        const info = await transport.sendMail({ from: config.from, ...mail });
        return { ok: true, messageId: info.messageId };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
