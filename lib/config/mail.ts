import 'server-only';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  fragment,
  parseFragment,
  secret,
  serviceUrl,
  setting,
  switchedOff,
  weakKeys,
  type Parsed,
} from '@/lib/config/fields';
import { siteEnv, type SiteEnv } from '@/lib/config/site';
import type { MailConfig } from '@/lib/core/mail';
import { isProduction } from '@/lib/core/site-environment';

// The site's mail: the SMTP server, the sender, the archive that keeps every
// confirmation and receipt, and the key of the limits on unconfirmed addresses.

export const mailSettings = fragment({
  server: {
    // E-mail over SMTP (nodemailer): a purchase's confirmation, the receipts of a
    // cancellation and a withdrawal, and their copies to the business.
    // Host, port and credentials only: the mailer sets TLS itself (lib/core/mail.ts),
    // and nodemailer would read a query's parameters as settings over it.
    SMTP_URL: serviceUrl('smtp|smtps').superRefine((value, context) => {
      if (value === undefined) return;
      if (!URL.canParse(value)) {
        context.addIssue({ code: 'custom', message: 'must be a smtp or smtps URL' });
        return;
      }
      const smtp = new URL(value);
      if (smtp.search) {
        const names = [...new Set(smtp.searchParams.keys())].join(', ') || smtp.search;
        context.addIssue({
          code: 'custom',
          message: `must not carry a query (${names}): the site sets TLS itself, and nodemailer would read each parameter as a setting`,
        });
      }
      try {
        decodeURIComponent(smtp.username + smtp.password);
      } catch {
        context.addIssue({
          code: 'custom',
          message: 'must percent-encode its user name and password',
        });
      }
    }),
    MAIL_FROM: setting(z.string().trim().min(3).max(200).default('Rechenweg <kontakt@example.de>')),
    // Every confirmation and receipt the site sends goes to this mailbox too (Bcc):
    // the record the AGB and the Datenschutz promise to keep.
    MAIL_ARCHIVE: setting(z.string().trim().email().optional()),
    // Keys the digests the recipient limits count under (lib/http/recipient-limits.ts),
    // so that a digest found in Redis cannot be matched to an address by trying addresses.
    RECIPIENT_LIMITS_KEY: secret(),
  },
  client: {},
});

export type MailEnv = Parsed<typeof mailSettings>;

/** Off only in production: elsewhere its mail goes to a folder instead (mailNotes). */
const SMTP = 'E-mail of purchases, cancellations and withdrawals (SMTP)';

/**
 * Where the demo, and any server outside production without SMTP_URL, puts its
 * mail: a folder at the project's root that git ignores, one .eml file a message.
 */
export const DEMO_MAIL_FOLDER = join(process.cwd(), '.mail');

/** The demo's folder, and why this process cannot write there (null when it can). */
export type MailFolder = { path: string; unwritable: string | null };

function createAndWrite(path: string): void {
  mkdirSync(path, { recursive: true });
  accessSync(path, constants.W_OK);
}

/**
 * Checked once at the start: on a read-only file system (a Vercel preview's
 * /var/task, a read-only container) every message would fail to be written
 * while the visitor was told it arrived, so such a folder takes no mail.
 */
export function mailFolderAt(path: string, check = createAndWrite): MailFolder {
  try {
    check(path);
    return { path, unwritable: null };
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return { path, unwritable: code ?? message };
  }
}

/** The mail's settings, and whether the site is production. */
type MailSite = MailEnv & Pick<SiteEnv, 'SITE_ENV' | 'VERCEL_ENV'>;

/** Where the site's mail goes without SMTP_URL, when that is a folder (never in production). */
export function mailNotes(parsed: MailSite, folder: MailFolder): string[] {
  if (parsed.SMTP_URL || isProduction(parsed)) return [];
  return folder.unwritable
    ? [
        `SMTP_URL not set and the folder ${folder.path} cannot be written (${folder.unwritable}): no mail, the forms name the address instead`,
      ]
    : [`SMTP_URL not set: mail goes to the folder ${folder.path}, not sent`];
}

/** What the recipient limits count under without their key (never in production). */
export function recipientLimitsNotes(parsed: MailEnv): string[] {
  return parsed.SMTP_URL && !parsed.RECIPIENT_LIMITS_KEY
    ? [
        'RECIPIENT_LIMITS_KEY not set: the recipient limits key their digests with a key of this process only',
      ]
    : [];
}

/** Every line the mail's settings give at start: what is off, and what stands in. */
export const mailConfigurationNotes = (parsed: MailSite, folder: MailFolder): string[] => [
  ...(isProduction(parsed) ? switchedOff(SMTP, parsed, ['SMTP_URL']) : []),
  ...switchedOff('Archive copy of every confirmation and receipt', parsed, ['MAIL_ARCHIVE']),
  ...mailNotes(parsed, folder),
  ...recipientLimitsNotes(parsed),
];

/**
 * Every mail the site sends in production is a record, and every instance must
 * count an address under the same digest, which only we can make. The checkout
 * names the archive itself, as one of the settings it needs (lib/checkout/config.ts).
 */
export function mailProblems(parsed: MailSite, { checkoutOn }: { checkoutOn: boolean }): string[] {
  if (!isProduction(parsed)) return [];
  return [
    ...weakKeys(parsed, ['RECIPIENT_LIMITS_KEY']),
    ...(parsed.SMTP_URL && !parsed.MAIL_ARCHIVE && !checkoutOn
      ? ['MAIL_ARCHIVE is required in production with SMTP_URL set']
      : []),
    ...(parsed.SMTP_URL && !parsed.RECIPIENT_LIMITS_KEY
      ? [
          'RECIPIENT_LIMITS_KEY is required in production with SMTP_URL set: it keys the recipient limits',
        ]
      : []),
  ];
}

/**
 * What becomes of the site's mail: SMTP_URL's server; without it outside
 * production, the folder when it can be written, so that the demo shows every
 * receipt and mail; otherwise nothing (the forms name the address instead,
 * and a production checkout does not start).
 */
export function mailConfigOf(parsed: MailSite, folder: MailFolder): MailConfig | null {
  const sender = { from: parsed.MAIL_FROM, archive: parsed.MAIL_ARCHIVE ?? null };
  if (parsed.SMTP_URL) return { smtpUrl: parsed.SMTP_URL, ...sender };
  if (isProduction(parsed) || folder.unwritable) return null;
  return { folder: folder.path, ...sender };
}

export const mailEnv = parseFragment(mailSettings, process.env);

/** Only where mail would go there: SMTP_URL's server and production never write the folder. */
export const mailFolder: MailFolder =
  mailEnv.SMTP_URL || isProduction(siteEnv)
    ? { path: DEMO_MAIL_FOLDER, unwritable: null }
    : mailFolderAt(DEMO_MAIL_FOLDER);

/** Null in production without SMTP_URL: no purchase confirmation, and the cancellation and withdrawal forms cannot send (they name the e-mail address). */
export const mailConfig: MailConfig | null = mailConfigOf({ ...siteEnv, ...mailEnv }, mailFolder);

/** The mailbox that keeps a copy of every confirmation and receipt; null keeps none (one console line). */
export const mailArchive = mailEnv.MAIL_ARCHIVE ?? null;

/** The recipient limits' key, the same on every instance; null keys them per process (one console line). */
export const recipientLimitsKey = mailEnv.RECIPIENT_LIMITS_KEY ?? null;
