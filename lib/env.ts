import 'server-only';
import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Backing, Learners } from '@/content/landing';
import {
  COUNTRIES,
  COUNTRY_TABLE,
  COUNTRY_URLS,
  urlVariable,
  type CountryUrl,
  type CountryUrlVariable,
} from '@/lib/countries/countries';
import { originsFrom } from '@/lib/countries/country-rules';
import { parseTrustedProxies, type ClientSource } from '@/lib/http/client-address';
import type { MailConfig } from '@/lib/mail';
import { type OutboundOrigins } from '@/lib/outbound-links';
import { EXPERIMENT_LIMITS } from '@/lib/site';
import { isProduction } from '@/lib/site-environment';
import { formatDate, siteDate } from '@/lib/site-time';

// Every environment variable the site reads, validated once. Server code imports
// `env`; client components receive what they need as props, so zod never ships
// to the browser. A malformed value throws with the variable's name, which
// fails `next build` while it prerenders; a missing optional key switches its
// integration off with one console line.

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an absolute http(s) URL')
  .refine((value) => URL.canParse(value), 'must be an absolute http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** A URL with a clearly fake default on a reserved domain. */
const url = (fallback: string) => z.preprocess(blankToUndefined, httpUrl.default(fallback));
/** A URL whose absence switches an integration off. */
const optionalUrl = () => z.preprocess(blankToUndefined, httpUrl.optional());

const id = (pattern: RegExp, hint: string) =>
  z.preprocess(blankToUndefined, z.string().trim().regex(pattern, hint).optional());

/** A shared secret or key: long enough that it cannot be guessed. */
const secret = () =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().min(32, 'must be at least 32 random characters').optional(),
  );

/** A URL of another scheme than http(s) (smtp://, redis://), or nothing. */
const serviceUrl = (schemes: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^(${schemes}):\\/\\/\\S+$`),
        `must be a ${schemes.replace('|', ' or ')} URL`,
      )
      .optional(),
  );

const text = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().trim().min(1).max(300).default(fallback));

/**
 * Every country's origins (lib/countries/countries.ts): its canonical site
 * (`SITE_URL_DE`), its app (`APP_URL_CH`) and its blog, each with a sample.
 */
const countryUrls = Object.fromEntries(
  COUNTRIES.flatMap((country) =>
    (Object.keys(COUNTRY_URLS) as CountryUrl[]).map((kind) => [
      urlVariable(kind, country),
      url(COUNTRY_TABLE[country].samples[kind]),
    ]),
  ),
) as Record<CountryUrlVariable, ReturnType<typeof url>>;

export const envSchema = z.object({
  ...countryUrls,
  SITE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['production', 'preview', 'development']).optional(),
  ),
  VERCEL_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['production', 'preview', 'development']).optional(),
  ),

  // Outbound targets beside each country's app and blog.
  VIDEO_URL: url('https://video.example.de'),
  TV_SHOW_URL: url('https://tv.example.de/sendung'),
  TRUST_REVIEWS_URL: url('https://bewertungen.example.de/rechenweg'),
  RESEARCH_URL: url('https://forschung.example.de/studie'),
  MINISTRY_URL: url('https://ministerium.example.de/foerderung'),
  DEMO_BOOKING_URL: url('https://termine.example.de/demo'),

  // Contact and company data (the copy's placeholders {email} and {phone}).
  CONTACT_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email({ message: 'must be an e-mail address' }).default('kontakt@example.de'),
  ),
  CONTACT_PHONE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\+[0-9 ]{6,20}$/, 'must be an international number such as +49 30 1234567')
      .default('+49 30 1234567'),
  ),
  COMPANY_NAME: text('Rechenweg GmbH (Beispiel)'),
  COMPANY_STREET: text('Musterstraße 1'),
  COMPANY_CITY: text('10115 Berlin'),
  COMPANY_REPRESENTATIVE: text('Erika Mustermann'),
  COMPANY_REGISTER: text('Amtsgericht Berlin-Charlottenburg, HRB 000000 (Beispiel)'),
  COMPANY_VAT_ID: text('DE000000000 (Beispiel)'),
  // Switzerland's VAT number (UID with MWST), for the .ch Impressum and Swiss confirmations; none, none
  // shown. Production with the checkout on requires it: the Swiss prices say „inkl. MWST“.
  COMPANY_VAT_ID_CH: id(
    /^CHE-\d{3}\.\d{3}\.\d{3}( MWST)?$/,
    'must be a Swiss VAT number such as CHE-123.456.789 MWST',
  ),
  // The representative in Switzerland (Art. 14 DSG), name and address, named in the Swiss Datenschutz;
  // none, none named. When one is needed is in docs/go-live.md.
  CH_REPRESENTATIVE: z.preprocess(blankToUndefined, z.string().trim().min(1).max(300).optional()),
  COMPANY_COUNTRY: text('Deutschland'),
  // The data protection officer (Art. 37 DSGVO, § 38 BDSG), named in the Datenschutz.
  COMPANY_DPO_NAME: text('Dr. Max Beispiel, Datenschutz Beispiel GmbH (Beispiel)'),
  COMPANY_DPO_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email().default('datenschutz@example.de'),
  ),
  // Named wherever the site speaks of its backing, so that a reader can check it.
  RESEARCH_PARTNER: text('Universität Musterstadt (Beispiel)'),
  FUNDING_PROGRAMME: text('Gründungsstipendium des Bundes (Beispiel)'),
  // How many pupils the landings and the consent overlay claim (§ 5 UWG): at least this many, counted
  // on this day, and what was counted, all three beside the claim. Unset, the count and its day are the
  // demo's samples, which production refuses like the other operator's details.
  PUPILS_COUNT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,9}$/, 'must be a whole number without separators, such as 80000')
      .transform(Number)
      .optional(),
  ),
  PUPILS_COUNTED_ON: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) =>
          /^\d{4}-\d{2}-\d{2}$/.test(value) &&
          // A day that does not exist (2026-02-30) comes back as another one, or as none.
          new Date(`${value}T00:00:00Z`).toJSON()?.startsWith(value) === true,
        'must be a date such as 2026-10-01',
      )
      .refine((value) => value <= siteDate(new Date()), 'must not lie in the future')
      .optional(),
  ),
  PUPILS_COUNTED: text(
    'registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz (Beispiel)',
  ),
  // Whether and how the reviews behind the reviews logo are checked to come from customers who used
  // Rechenweg (§ 5b Abs. 3 UWG), in one or two sentences shown beside the logo. The consent overlay
  // shows it on both hosts as written, so it has no ß and no quotation marks, as the overlay's words.
  TRUST_REVIEWS_CHECK: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(1)
      .max(300)
      .refine(
        (value) => !/[ßẞ„“”«»"]/.test(value),
        'must be written without ß and without quotation marks: Swiss pages show it as written',
      )
      .default(
        'Die Bewertungen prüfen wir nicht selbst; das Bewertungsportal lässt nur Bewertungen von Kundinnen und Kunden zu, die es nach einem Kauf dazu eingeladen hat (Beispiel).',
      ),
  ),
  // Where the accessibility statement's market surveillance authority (the MLBF) takes complaints. The
  // defaults are the interim contact Sachsen-Anhalt gave while the MLBF was set up: confirm at go-live.
  MARKET_SURVEILLANCE_ADDRESS: text(
    'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung des Landes Sachsen-Anhalt, Postfach 39 11 55, 39135 Magdeburg',
  ),
  MARKET_SURVEILLANCE_EMAIL: z.preprocess(
    blankToUndefined,
    z.string().trim().email().default('MLBF@ms.sachsen-anhalt.de'),
  ),
  // The host that serves the site, named as a recipient in the privacy notice.
  HOSTING_PROVIDER: text('Vercel Inc., San Francisco, USA (Beispiel)'),
  // The SMTP service that delivers the site's e-mail, named as a recipient in the privacy notice.
  MAIL_PROVIDER: text('Beispiel Mail GmbH, Berlin, Deutschland (Beispiel)'),
  // The Redis host of REDIS_URL, which holds every waiting mail whole: named as a processor with its location.
  REDIS_PROVIDER: text('Beispiel Cloud GmbH, Frankfurt am Main, Deutschland (Beispiel)'),

  // Integrations: each one is off while its key is missing.
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: id(/^[\w-]{1,64}$/, 'must be an EmailJS service id'),
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: id(/^[\w-]{1,64}$/, 'must be an EmailJS template id'),
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: id(/^[\w-]{1,64}$/, 'must be an EmailJS public key'),
  NEXT_PUBLIC_EMAILJS_ORIGIN: url('https://api.emailjs.com'),
  NEXT_PUBLIC_AMPLITUDE_API_KEY: id(/^[\w-]{8,64}$/, 'must be an Amplitude API key'),
  NEXT_PUBLIC_AMPLITUDE_SERVER_URL: optionalUrl(),
  // Share of page views that report their Web Vitals to Amplitude, with consent (docs/consent-and-analytics.md).
  WEB_VITALS_SAMPLE_RATE: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(0).max(1).default(0.1),
  ),
  AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: id(/^[\w-]{8,80}$/, 'must be an Amplitude deployment key'),
  AMPLITUDE_EXPERIMENT_SERVER_URL: url('https://flag.lab.eu.amplitude.com'),
  AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(EXPERIMENT_LIMITS.minPollIntervalMs, 'must be at least 60000 (one minute)')
      .default(EXPERIMENT_LIMITS.pollIntervalMs),
  ),
  NEXT_PUBLIC_SENTRY_DSN: optionalUrl(),
  SENTRY_DSN: optionalUrl(),
  // Share of server requests traced; the default is the measured choice (docs/error-reporting.md).
  SENTRY_SERVER_TRACES_SAMPLE_RATE: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(0).max(1).default(0),
  ),
  NEXT_PUBLIC_GTM_ID: id(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX'),
  NEXT_PUBLIC_META_PIXEL_ID: id(/^\d{6,20}$/, 'must be the numeric Meta pixel id'),
  NEXT_PUBLIC_TIKTOK_PIXEL_ID: id(/^[A-Z0-9]{10,30}$/, 'must be the TikTok pixel id'),
  // Premium checkout (PayPal). PAYPAL_API_URL defaults to PayPal's sandbox unless
  // the site is production; tests point it at a local stand-in.
  NEXT_PUBLIC_PAYPAL_CLIENT_ID: id(/^[\w-]{10,128}$/, 'must be a PayPal REST client id'),
  PAYPAL_CLIENT_SECRET: id(/^[\w-]{10,128}$/, 'must be a PayPal REST client secret'),
  PAYPAL_API_URL: optionalUrl(),
  NEXT_PUBLIC_PAYPAL_SDK_URL: optionalUrl(),
  // The checkout's own key: signs and encrypts the order terms, binds an order
  // to its browser (never the PayPal secret, which PayPal may rotate).
  ORDER_SIGNING_KEY: secret(),
  // E-mail over SMTP (nodemailer): a purchase's confirmation, the receipts of a
  // cancellation and a withdrawal, and their copies to the business.
  // Host, port and credentials only: the mailer sets TLS itself (lib/mail.ts),
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
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().trim().min(3).max(200).default('Rechenweg <kontakt@example.de>'),
  ),
  // Every confirmation and receipt the site sends goes to this mailbox too (Bcc):
  // the record the AGB and the Datenschutz promise to keep.
  MAIL_ARCHIVE: z.preprocess(blankToUndefined, z.string().trim().email().optional()),
  // The product's server, which grants Premium on this signed hand-off only.
  PREMIUM_GRANT_URL: optionalUrl(),
  PREMIUM_GRANT_SECRET: secret(),
  // Holds the outbox of every mail the site sends (lib/outbox/) and shares the
  // rate limits between instances; both in this process's memory without it.
  REDIS_URL: serviceUrl('redis|rediss'),
  // Keys the digests the recipient limits count under (lib/http/recipient-limits.ts),
  // so that a digest found in Redis cannot be matched to an address by trying addresses.
  RECIPIENT_LIMITS_KEY: secret(),
  // Vercel sends it with each run of the outbox's cron job (vercel.json); the
  // drain's route answers nobody else. Production holds it to the keys' rules.
  CRON_SECRET: secret(),
  // Tests only: every pause of the outbox divided by this, so that a day of
  // retries passes in seconds. Production refuses it.
  OUTBOX_TEST_SPEEDUP: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  // Previews only: the Flags Explorer's key (it proves the toolbar's access and
  // encrypts overrides and values), and the host the Vercel Toolbar loads from.
  FLAGS_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) =>
          /^[A-Za-z0-9_-]{43}$/.test(value) && Buffer.from(value, 'base64url').length === 32,
        'must be 32 random bytes, base64url-encoded (43 characters)',
      )
      .optional(),
  ),
  NEXT_PUBLIC_VERCEL_TOOLBAR_HOST: url('https://vercel.live'),
  // The proxies whose forwarding headers name the client (the shipped nginx, a
  // balancer in front of it): addresses and CIDRs, comma-separated. Without them
  // every client is its connection's address (lib/http/client-address.ts).
  TRUSTED_PROXIES: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => parseTrustedProxies(value).invalid.length === 0,
        'must be IP addresses or CIDRs, comma-separated, such as 127.0.0.1, 10.0.0.0/8',
      )
      .optional(),
  ),
  // Set by Vercel on its deployments: its edge names the client in X-Real-IP.
  VERCEL: z.preprocess(blankToUndefined, z.string().optional()),
  // Serves the /fehlertest pages that throw on purpose (e2e builds only).
  ENABLE_TEST_ROUTES: z.preprocess(blankToUndefined, z.enum(['1']).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Production never has it, so only a preview reports it missing. */
const FLAGS_EXPLORER = 'Flags Explorer and overrides (previews)';
/** Off only in production: elsewhere its mail goes to a folder instead (mailNotes). */
const SMTP = 'E-mail of purchases, cancellations and withdrawals (SMTP)';

const integrations = {
  'Contact form (EmailJS)': [
    'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
    'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
    'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  ],
  'Analytics (Amplitude)': ['NEXT_PUBLIC_AMPLITUDE_API_KEY'],
  'Error reporting in the browser (Sentry)': ['NEXT_PUBLIC_SENTRY_DSN'],
  'Error reporting on the server (Sentry)': ['SENTRY_DSN'],
  'Premium checkout (PayPal)': ['NEXT_PUBLIC_PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  [SMTP]: ['SMTP_URL'],
  'Archive copy of every confirmation and receipt': ['MAIL_ARCHIVE'],
  'Google Tag Manager': ['NEXT_PUBLIC_GTM_ID'],
  'Meta pixel': ['NEXT_PUBLIC_META_PIXEL_ID'],
  'TikTok pixel': ['NEXT_PUBLIC_TIKTOK_PIXEL_ID'],
  [FLAGS_EXPLORER]: ['FLAGS_SECRET'],
} as const satisfies Record<string, readonly (keyof Env)[]>;

/** What a checkout without its production keys does instead, one line each (never in production). */
export function checkoutNotes(parsed: Env): string[] {
  if (!parsed.NEXT_PUBLIC_PAYPAL_CLIENT_ID || !parsed.PAYPAL_CLIENT_SECRET) return [];
  return [
    ...(parsed.ORDER_SIGNING_KEY
      ? []
      : ['ORDER_SIGNING_KEY not set: orders are signed with a key of this process only']),
    ...(parsed.PREMIUM_GRANT_URL && parsed.PREMIUM_GRANT_SECRET
      ? []
      : ['Hand-off to the product server is off: PREMIUM_GRANT_URL, PREMIUM_GRANT_SECRET not set']),
    ...(parsed.REDIS_URL
      ? []
      : ["REDIS_URL not set: the checkout's rate limits are kept per instance, in memory"]),
  ];
}

/** Where the outbox keeps the mail that waits, when that is only this process (never in production). */
export function outboxNotes(parsed: Env): string[] {
  return parsed.SMTP_URL && !parsed.REDIS_URL
    ? [
        'REDIS_URL not set: e-mails wait for delivery in this process’s memory, and a restart loses them',
      ]
    : [];
}

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

/** Where the site's mail goes without SMTP_URL, when that is a folder (never in production). */
export function mailNotes(parsed: Env, folder: MailFolder): string[] {
  if (parsed.SMTP_URL || isProduction(parsed)) return [];
  return folder.unwritable
    ? [
        `SMTP_URL not set and the folder ${folder.path} cannot be written (${folder.unwritable}): no mail, the forms name the address instead`,
      ]
    : [`SMTP_URL not set: mail goes to the folder ${folder.path}, not sent`];
}

/**
 * What becomes of the site's mail: SMTP_URL's server; without it outside
 * production, the folder when it can be written, so that the demo shows every
 * receipt and mail; otherwise nothing (the forms name the address instead,
 * and a production checkout does not start).
 */
export function mailConfigOf(parsed: Env, folder: MailFolder): MailConfig | null {
  const sender = { from: parsed.MAIL_FROM, archive: parsed.MAIL_ARCHIVE ?? null };
  if (parsed.SMTP_URL) return { smtpUrl: parsed.SMTP_URL, ...sender };
  if (isProduction(parsed) || folder.unwritable) return null;
  return { folder: folder.path, ...sender };
}

/** What the recipient limits count under without their key (never in production). */
export function recipientLimitsNotes(parsed: Env): string[] {
  return parsed.SMTP_URL && !parsed.RECIPIENT_LIMITS_KEY
    ? [
        'RECIPIENT_LIMITS_KEY not set: the recipient limits key their digests with a key of this process only',
      ]
    : [];
}

/** Parses an environment; throws one error that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment variable(s):\n  ${problems.join('\n  ')}`);
}

/** The integrations a parsed environment leaves switched off, with the keys they lack. */
export function disabledIntegrations(parsed: Env): string[] {
  return Object.entries(integrations).flatMap(([name, keys]) => {
    if (name === FLAGS_EXPLORER && isProduction(parsed)) return [];
    if (name === SMTP && !isProduction(parsed)) return [];
    const missing = keys.filter((key) => !parsed[key]);
    return missing.length ? [`${name} is off: ${missing.join(', ')} not set`] : [];
  });
}

const LOOPBACK = /^https?:\/\/([^@/]*@)?(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|\?|$)/;

const PAYPAL_SANDBOX_HOSTS = ['api-m.sandbox.paypal.com', 'api.sandbox.paypal.com'];

/**
 * Whether PAYPAL_API_URL may move real money: every host but PayPal's sandbox
 * (in any case, with or without the trailing dot of a fully qualified name)
 * and a loopback stand-in; a host of our own in front of PayPal counts as live.
 */
function isLivePayPal(apiUrl: string): boolean {
  if (LOOPBACK.test(apiUrl)) return false;
  return !PAYPAL_SANDBOX_HOSTS.includes(new URL(apiUrl).hostname.replace(/\.+$/, ''));
}

/** The 32 bytes a key is written as: 64 hex characters, or base64 or base64url with or without its padding. */
function keyBytes(key: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(key)) return Buffer.from(key, 'hex');
  const digits = key.replace(/=$/, '');
  for (const encoding of ['base64', 'base64url'] as const) {
    const bytes = Buffer.from(digits, encoding);
    // Node skips what it cannot decode; only a key that encodes its bytes exactly passes.
    if (bytes.length === 32 && bytes.toString(encoding).replace(/=+$/, '') === digits) return bytes;
  }
  return null;
}

/** The bytes read `bits` at a time: as hex digits (4), base64 digits (6) or bytes (8). */
function digitsOf(bytes: Buffer, bits: number): number[] {
  const digits: number[] = [];
  let held = 0;
  let count = 0;
  for (const byte of bytes) {
    held = ((held << 8) | byte) & 0xffff;
    for (count += 8; count >= bits; count -= bits)
      digits.push((held >> (count - bits)) & ((1 << bits) - 1));
  }
  return digits;
}

/**
 * Whether 32 bytes show what no random source makes: fewer than 16 distinct
 * bytes, nothing but text (a passphrase in base64), or a run in the bytes read
 * as hex digits, base64 digits or bytes (`ABCD…`, `0123…`, `abab…`,
 * `deadbeef…`): one step between digits `lag` apart, for a lag up to 8, that
 * covers more than half of them. Random bytes are text about once in 2·10^13,
 * the rest far more rarely (lib/env.test.ts tries 10,000 keys).
 */
function isPattern(bytes: Buffer): boolean {
  if (new Set(bytes).size < 16) return true;
  if (bytes.every((byte) => (byte >= 0x20 && byte < 0x7f) || [0x09, 0x0a, 0x0d].includes(byte)))
    return true;
  return [4, 6, 8].some((bits) => {
    const digits = digitsOf(bytes, bits);
    return [1, 2, 3, 4, 5, 6, 7, 8].some((lag) => {
      const steps = new Uint8Array(1 << bits);
      for (let i = 0; i + lag < digits.length; i++) {
        const step = (digits[i + lag]! - digits[i]!) & ((1 << bits) - 1);
        if (++steps[step]! * 2 > digits.length - lag) return true;
      }
      return false;
    });
  });
}

/** Why a key cannot protect anything, or null for 32 random bytes. */
export function keyProblem(key: string): 'not 32 bytes' | 'a pattern' | null {
  const bytes = keyBytes(key);
  if (!bytes) return 'not 32 bytes';
  return isPattern(bytes) ? 'a pattern' : null;
}

/** The operator's own data, which the legal pages, receipts and mails name (lib/operator.ts). */
export const COMPANY_KEYS = [
  'CONTACT_EMAIL',
  'CONTACT_PHONE',
  'COMPANY_NAME',
  'COMPANY_STREET',
  'COMPANY_CITY',
  'COMPANY_COUNTRY',
  'COMPANY_REPRESENTATIVE',
  'COMPANY_REGISTER',
  'COMPANY_VAT_ID',
  'COMPANY_VAT_ID_CH',
  'CH_REPRESENTATIVE',
  'COMPANY_DPO_NAME',
  'COMPANY_DPO_EMAIL',
  'HOSTING_PROVIDER',
  'MAIL_PROVIDER',
  'REDIS_PROVIDER',
] as const satisfies readonly (keyof Env)[];

/**
 * The variables that tell visitors, authorities and the recipients of the
 * site's mail who runs it and who backs it: the Impressum, the Datenschutz,
 * the AGB, the claims on the landings, the confirmations' sender and the
 * archive that keeps them. Their defaults are samples, marked as such.
 */
const IDENTITY_KEYS = [
  ...COMPANY_KEYS,
  'RESEARCH_PARTNER',
  'FUNDING_PROGRAMME',
  'PUPILS_COUNTED',
  'TRUST_REVIEWS_CHECK',
  // Where a reader checks the landings' claims (§ 5 UWG): the study, the
  // funding, the reviews and the TV show.
  'RESEARCH_URL',
  'MINISTRY_URL',
  'TRUST_REVIEWS_URL',
  'TV_SHOW_URL',
  'MAIL_FROM',
  'MAIL_ARCHIVE',
] as const satisfies readonly (keyof Env)[];
type IdentityKey = (typeof IDENTITY_KEYS)[number];

const SAMPLE_PHONE_DIGITS = '49301234567';

/**
 * Whether a value is a sample: marked `(Beispiel)`, a `Muster…` name
 * (Musterstraße, Erika Mustermann), an address or a link at a reserved
 * example.* domain, the sample phone number, or a register or VAT number of
 * zeros.
 */
function isSampleValue(key: IdentityKey, value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (
    /\(Beispiel\)/i.test(value) ||
    /\bMuster/i.test(value) ||
    /@(?:[^\s@<>]+\.)?example\.[a-z]{2,}(?![\w.-])/i.test(value) ||
    /^https?:\/\/(?:[^/?#:]+\.)?example\.[a-z]{2,}\.?(?![\w.-])/i.test(value) ||
    (key === 'CONTACT_PHONE' && digits === SAMPLE_PHONE_DIGITS) ||
    (['COMPANY_REGISTER', 'COMPANY_VAT_ID', 'COMPANY_VAT_ID_CH'].includes(key) &&
      /^0+$/.test(digits))
  );
}

/**
 * The claim's figures that no mark can flag: while unset, the demo shows a
 * count and a day of its own (`learners`), and production refuses that.
 */
const UNSET_CLAIM_KEYS = [
  'PUPILS_COUNT',
  'PUPILS_COUNTED_ON',
] as const satisfies readonly (keyof Env)[];
type SampleKey = IdentityKey | (typeof UNSET_CLAIM_KEYS)[number];

const SAMPLE_LEARNERS = { count: 80_000, countedOn: '2026-10-01' };

/** The identity variables that still hold a sample, or leave the claim's figures to the demo; empty for a real operator. */
export function sampleIdentityKeys(parsed: Env): SampleKey[] {
  return [
    ...IDENTITY_KEYS.filter((key) => {
      const value = parsed[key];
      return value !== undefined && isSampleValue(key, value);
    }),
    ...UNSET_CLAIM_KEYS.filter((key) => parsed[key] === undefined),
  ];
}

/**
 * Production must name its real operator: one line per variable that still
 * holds a sample. The prerendered pages carry these values, and Vercel serves
 * them without starting a server, so `next build` stops on them too.
 */
export function sampleProblems(parsed: Env): string[] {
  if (!isProduction(parsed)) return [];
  return sampleIdentityKeys(parsed).map((key) =>
    parsed[key] === undefined
      ? `${key} is not set, so the demo's sample stands in: production needs the operator's real one`
      : `${key} is a sample value (${parsed[key]}): production needs the operator's real one`,
  );
}

/** Whether a source declares its environment (SITE_ENV or VERCEL_ENV). */
function declaresEnvironment(source: Record<string, string | undefined>): boolean {
  return [source.SITE_ENV, source.VERCEL_ENV].some((value) => value?.trim());
}

/**
 * Why a build or a server must not run with this configuration, one line per
 * variable; empty when it may. Preview powers (the toolbar, overrides) need a
 * declared environment, so a container that declares none is not a preview by
 * accident. A production checkout needs its own key, its e-mail and its
 * hand-off, and PayPal over https (a loopback stand-in aside).
 */
export function configurationProblems(
  parsed: Env,
  source: Record<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  if (!declaresEnvironment(source)) {
    for (const key of ['FLAGS_SECRET', 'NEXT_PUBLIC_VERCEL_TOOLBAR_HOST'] as const) {
      if (source[key]?.trim()) {
        problems.push(
          `${key} is set, but neither SITE_ENV nor VERCEL_ENV declares the environment`,
        );
      }
    }
  }
  const production = isProduction(parsed);
  // Real money only where production is declared: a container that declares
  // nothing, or a preview, skips every production check below.
  if (parsed.PAYPAL_API_URL && isLivePayPal(parsed.PAYPAL_API_URL) && !production) {
    problems.push(
      'PAYPAL_API_URL is PayPal’s live API or may lead there (every host but the sandbox and loopback), but SITE_ENV or VERCEL_ENV does not declare production',
    );
  }
  if (!production) return problems;
  problems.push(...sampleProblems(parsed));
  if (parsed.ENABLE_TEST_ROUTES) {
    problems.push(
      'ENABLE_TEST_ROUTES must not be set in production: it serves pages that fail on purpose',
    );
  }
  // CRON_SECRET opens the outbox's drain, on the internet on Vercel: a key like the others.
  const keys = (
    ['ORDER_SIGNING_KEY', 'PREMIUM_GRANT_SECRET', 'RECIPIENT_LIMITS_KEY', 'CRON_SECRET'] as const
  ).filter((key) => parsed[key]);
  for (const key of keys) {
    const problem = keyProblem(parsed[key]!);
    if (problem) {
      problems.push(
        `${key} must hold 32 random bytes in production, written as base64, base64url or 64 hex characters, but is ${problem} (make one with \`openssl rand -base64 32\`)`,
      );
    }
  }
  const secrets = [...keys, 'PAYPAL_CLIENT_SECRET', 'FLAGS_SECRET'] as const;
  for (const [i, key] of secrets.entries()) {
    for (const other of secrets.slice(i + 1)) {
      if (parsed[key] && parsed[key] === parsed[other]) {
        problems.push(`${key} must differ from ${other}: each key protects something else`);
      }
    }
  }
  if (parsed.PREMIUM_GRANT_URL?.startsWith('http://') && !LOOPBACK.test(parsed.PREMIUM_GRANT_URL)) {
    problems.push(
      'PREMIUM_GRANT_URL must be an https:// URL in production: the hand-off names the account',
    );
  }
  const checkout = parsed.NEXT_PUBLIC_PAYPAL_CLIENT_ID && parsed.PAYPAL_CLIENT_SECRET;
  // Every mail the site sends in production is a record: a cancellation or a
  // withdrawal whose receipt the recipient limit holds back has no other.
  if (parsed.SMTP_URL && !parsed.MAIL_ARCHIVE && !checkout) {
    problems.push('MAIL_ARCHIVE is required in production with SMTP_URL set');
  }
  // Every instance must count an address under the same digest, and only we can make it.
  if (parsed.SMTP_URL && !parsed.RECIPIENT_LIMITS_KEY) {
    problems.push(
      'RECIPIENT_LIMITS_KEY is required in production with SMTP_URL set: it keys the recipient limits',
    );
  }
  // The outbox must outlive the process: a mail that waits is a declaration's
  // receipt or a contract's confirmation.
  if (parsed.SMTP_URL && !parsed.REDIS_URL) {
    problems.push('REDIS_URL is required in production with SMTP_URL set: it holds the outbox');
  }
  if (parsed.SMTP_URL && parsed.VERCEL === '1') {
    if (parsed.REDIS_URL && !parsed.REDIS_URL.startsWith('rediss://')) {
      problems.push('REDIS_URL must be a rediss:// URL on Vercel: the outbox crosses the internet');
    }
    if (!parsed.CRON_SECRET) {
      problems.push(
        'CRON_SECRET is required on Vercel with SMTP_URL set: its cron job drains the outbox',
      );
    }
  }
  if (parsed.OUTBOX_TEST_SPEEDUP) {
    problems.push('OUTBOX_TEST_SPEEDUP must not be set in production: it shortens the retries');
  }
  if (checkout) {
    for (const key of [
      'ORDER_SIGNING_KEY',
      'SMTP_URL',
      'MAIL_ARCHIVE',
      'PREMIUM_GRANT_URL',
      'PREMIUM_GRANT_SECRET',
    ] as const) {
      if (!parsed[key])
        problems.push(`${key} is required in production with the PayPal checkout on`);
    }
    // The checkout sells on both hosts, and the Swiss prices say „inkl. MWST“:
    // the .ch Impressum and the Swiss confirmations name the number behind it.
    if (!parsed.COMPANY_VAT_ID_CH) {
      problems.push(
        'COMPANY_VAT_ID_CH is required in production with the PayPal checkout on: the Swiss prices include MWST',
      );
    }
    const api = parsed.PAYPAL_API_URL;
    if (api && !api.startsWith('https://') && !LOOPBACK.test(api)) {
      problems.push('PAYPAL_API_URL must be an https:// URL in production');
    }
  }
  return problems;
}

export const env = parseEnv(process.env);

/** Checked by `next build` here and by `next start` in instrumentation.ts, which exits. */
export const startProblems = configurationProblems(env, process.env);

/** Only where mail would go there: SMTP_URL's server and production never write the folder. */
const mailFolder: MailFolder =
  env.SMTP_URL || isProduction(env)
    ? { path: DEMO_MAIL_FOLDER, unwritable: null }
    : mailFolderAt(DEMO_MAIL_FOLDER);
if (process.env.NEXT_PHASE === 'phase-production-build' && startProblems.length > 0) {
  const stops = [
    ...startProblems.filter((problem) => problem.includes('declares')),
    ...sampleProblems(env),
  ];
  if (stops.length) throw new Error(`[env] The build does not run: ${stops.join('; ')}`);
}

const globalFlag = globalThis as { __envReported?: boolean };
if (!globalFlag.__envReported && process.env.NODE_ENV !== 'test') {
  globalFlag.__envReported = true;
  for (const line of [
    ...disabledIntegrations(env),
    ...mailNotes(env, mailFolder),
    ...checkoutNotes(env),
    ...outboxNotes(env),
    ...recipientLimitsNotes(env),
  ]) {
    console.info(`[env] ${line}`);
  }
}

export const isProductionSite = isProduction(env);

/** Every page says so, once and quietly, while the operator's details are samples (the demo, a preview). */
export const showsDemoNotice = sampleIdentityKeys(env).length > 0;

/**
 * A deployment for reviewers: declared, and not production. A build that
 * declares nothing (the demo, a container without SITE_ENV) gets no preview
 * powers: no toolbar, no Flags Explorer, no overrides.
 */
export const isPreviewSite = declaresEnvironment(process.env) && !isProductionSite;

/** The Flags Explorer's key on a deployment that is not production; null turns the explorer off. */
export const flagsSecret: string | null = isPreviewSite ? (env.FLAGS_SECRET ?? null) : null;

/** Where a deployment that is not production loads the Vercel Toolbar from; null on production. */
export const vercelToolbarHost: string | null = isPreviewSite
  ? env.NEXT_PUBLIC_VERCEL_TOOLBAR_HOST
  : null;

/** Each country's canonical origin: its host decides the country (lib/countries/country-rules.ts). */
export const siteOrigins = originsFrom(env, 'site');

export const outboundOrigins: OutboundOrigins = {
  app: originsFrom(env, 'app'),
  blog: originsFrom(env, 'blog'),
  video: env.VIDEO_URL,
  tvShow: env.TV_SHOW_URL,
  trustReviews: env.TRUST_REVIEWS_URL,
  research: env.RESEARCH_URL,
  ministry: env.MINISTRY_URL,
  demoBooking: env.DEMO_BOOKING_URL,
};

/** A deployment on Vercel: its edge names the client, and its cron job drains the outbox. */
export const onVercel = env.VERCEL === '1';

/** Who a request comes from, for the rate limits. */
export const clientSource: ClientSource = {
  trusted: parseTrustedProxies(env.TRUSTED_PROXIES ?? '').trusted,
  onVercel,
};

export const backing: Backing = {
  researchPartner: env.RESEARCH_PARTNER,
  fundingProgramme: env.FUNDING_PROGRAMME,
  reviewsCheck: env.TRUST_REVIEWS_CHECK,
};

/** The pupils' count the landings and the overlay claim, with its day as the pages write dates. */
export const learners: Learners = {
  count: env.PUPILS_COUNT ?? SAMPLE_LEARNERS.count,
  countedOn: formatDate(env.PUPILS_COUNTED_ON ?? SAMPLE_LEARNERS.countedOn),
  counted: env.PUPILS_COUNTED,
};

/** Null in production without SMTP_URL: no purchase confirmation, and the cancellation and withdrawal forms cannot send (they name the e-mail address). */
export const mailConfig: MailConfig | null = mailConfigOf(env, mailFolder);
