// The mail server of the outbox's bench (bench/outbox.mjs): smtp-server on
// loopback, as e2e/fakes/smtp-fake.ts uses it.
import { SMTPServer } from 'smtp-server';
import { TEST_OPERATOR } from '../scripts/test-operator.mjs';
import { PORTS } from './setup.mjs';

/**
 * A mail server on PORTS.smtp that refuses every message (451, as a provider
 * that is down) until `accepting`, then keeps the Message-ID of each it takes.
 */
export async function startMailServer() {
  const mail = {
    accepting: false,
    /** Message-IDs in the order they arrived; a second arrival of one is a duplicate. */
    received: /** @type {string[]} */ ([]),
    /** When each arrived (performance.now()). */
    arrivals: /** @type {number[]} */ ([]),
    /** Receipts whose only recipient was the archive (the recipient limit held them back). */
    toArchiveOnly: 0,
    /** @type {(() => void)[]} */
    waiters: [],
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (mail.accepting) return callback();
      callback(Object.assign(new Error('Service not available, try later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const headers = text.slice(0, text.indexOf('\r\n\r\n'));
        mail.received.push(/^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? '');
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (to.length === 1 && to[0] === TEST_OPERATOR.MAIL_ARCHIVE) mail.toArchiveOnly += 1;
        mail.arrivals.push(performance.now());
        callback();
        for (const wake of mail.waiters.splice(0)) wake();
      });
    },
  });
  await new Promise((resolve) => server.listen(PORTS.smtp, '127.0.0.1', () => resolve(undefined)));
  /** Resolves with the next arrival, or after `ms`. */
  const nextArrival = (ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      mail.waiters.push(() => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  const stop = () => new Promise((resolve) => server.close(() => resolve(undefined)));
  return { mail, nextArrival, stop };
}
