import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eEnv } from '@/e2e/e2e-env.mjs';
import { checkoutNotes } from '@/lib/checkout/config';
import { keyProblem } from '@/lib/config/fields';
import {
  mailConfigOf,
  mailFolderAt,
  mailNotes,
  recipientLimitsNotes,
  type MailFolder,
} from '@/lib/config/mail';
import { sampleIdentityKeys } from '@/lib/config/operator';
import { isProduction, refuseBuildAdapter } from '@/lib/core/site-environment';
import {
  configurationNotes,
  configurationProblems,
  parseEnv,
  settingNames,
  type Env,
} from '@/lib/env';
import { outboxNotes } from '@/lib/outbox/config';
import { TEST_OPERATOR } from '@/scripts/test-operator.mjs';

/** The lines of the integrations a parsed environment leaves switched off, with the keys they lack. */
const disabledIntegrations = (
  parsed: Env,
  folder: MailFolder = { path: '.mail', unwritable: null },
) => configurationNotes(parsed, folder).filter((line) => / is off: .* not set$/.test(line));

describe('.env.example', () => {
  it('lists every variable the schema reads, and no other', () => {
    const example = readFileSync(join(__dirname, '..', '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...settingNames].sort());
  });
});

describe('parseEnv', () => {
  it('accepts an empty environment and falls back to the demo configuration', () => {
    const parsed = parseEnv({});
    expect(parsed.SITE_URL_DE).toBe('https://www.example.de');
    expect(parsed.SITE_URL_CH).toBe('https://www.example.ch');
    expect(parsed.NEXT_PUBLIC_EMAILJS_ORIGIN).toBe('https://api.emailjs.com');
    expect(parsed.NEXT_PUBLIC_AMPLITUDE_API_KEY).toBeUndefined();
  });

  it.each([
    ['SITE_URL_DE', 'www.example.de'],
    ['SITE_URL_CH', 'ftp://example.ch'],
    ['NEXT_PUBLIC_EMAILJS_ORIGIN', 'http://'],
    ['SENTRY_DSN', 'not a dsn'],
  ])('rejects a malformed URL in %s and names the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`${name}: must be an absolute http\\(s\\) URL`),
    );
  });

  it('parseEnv names every bad variable of every part at once', () => {
    expect(() => parseEnv({ SITE_ENV: 'staging', NEXT_PUBLIC_GTM_ID: 'UA-1' })).toThrow(
      /SITE_ENV[\s\S]*NEXT_PUBLIC_GTM_ID/,
    );
  });

  it('treats blank values as missing', () => {
    expect(
      parseEnv({ SITE_URL_DE: '  ', NEXT_PUBLIC_SENTRY_DSN: '' }).NEXT_PUBLIC_SENTRY_DSN,
    ).toBeUndefined();
  });

  it('takes a Swiss VAT number only in its official form, and none at all', () => {
    expect(parseEnv({}).COMPANY_VAT_ID_CH).toBeUndefined();
    for (const value of ['CHE-123.456.789 MWST', 'CHE-123.456.789']) {
      expect(parseEnv({ COMPANY_VAT_ID_CH: value }).COMPANY_VAT_ID_CH).toBe(value);
    }
    for (const value of ['CHE123456789', 'DE123456789', 'CHE-123.456.789 TVA']) {
      expect(() => parseEnv({ COMPANY_VAT_ID_CH: value })).toThrow(/COMPANY_VAT_ID_CH: must be/);
    }
  });

  it('takes the pupils’ count as a whole number, and its day as a past date, naming the variable', () => {
    const parsed = parseEnv({ PUPILS_COUNT: '80000', PUPILS_COUNTED_ON: '2026-10-01' });
    expect([parsed.PUPILS_COUNT, parsed.PUPILS_COUNTED_ON]).toEqual([80_000, '2026-10-01']);
    for (const value of ['80.000', '80’000', '80000+', '0', '-5', '1e5']) {
      expect(() => parseEnv({ PUPILS_COUNT: value })).toThrow(
        /PUPILS_COUNT: must be a whole number/,
      );
    }
    for (const value of ['01.10.2026', '2026-02-30', '2026-13-45', '2026-1-1']) {
      expect(() => parseEnv({ PUPILS_COUNTED_ON: value })).toThrow(
        /PUPILS_COUNTED_ON: must be a date such as 2026-10-01/,
      );
    }
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    expect(() => parseEnv({ PUPILS_COUNTED_ON: tomorrow })).toThrow(
      /PUPILS_COUNTED_ON: must not lie in the future/,
    );
  });

  it('takes the reviews’ check as the overlay can show it on both hosts: no ß, no quotation marks', () => {
    const check = 'Das Portal veröffentlicht nur Bewertungen aus Bestellungen.';
    expect(parseEnv({ TRUST_REVIEWS_CHECK: check }).TRUST_REVIEWS_CHECK).toBe(check);
    for (const value of ['Wir prüfen gemäß den Regeln.', 'Nur „echte“ Bewertungen.']) {
      expect(() => parseEnv({ TRUST_REVIEWS_CHECK: value })).toThrow(
        /TRUST_REVIEWS_CHECK: must be written without ß and without quotation marks/,
      );
    }
  });

  it('keeps the interim market surveillance contact by default, and takes the one confirmed at go-live', () => {
    expect(parseEnv({})).toMatchObject({
      MARKET_SURVEILLANCE_ADDRESS:
        'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung des Landes Sachsen-Anhalt, Postfach 39 11 55, 39135 Magdeburg',
      MARKET_SURVEILLANCE_EMAIL: 'MLBF@ms.sachsen-anhalt.de',
    });
    const confirmed = { MARKET_SURVEILLANCE_ADDRESS: 'Postfach 1, 39001 Magdeburg' };
    expect(parseEnv(confirmed).MARKET_SURVEILLANCE_ADDRESS).toBe('Postfach 1, 39001 Magdeburg');
    expect(() => parseEnv({ MARKET_SURVEILLANCE_EMAIL: 'MLBF' })).toThrow(
      /MARKET_SURVEILLANCE_EMAIL/,
    );
  });

  it('drops a trailing slash so links can be joined safely', () => {
    expect(parseEnv({ APP_URL_DE: 'https://app.test/' }).APP_URL_DE).toBe('https://app.test');
  });
});

describe('disabledIntegrations', () => {
  it('reports one line per integration that lacks a key', () => {
    const lines = disabledIntegrations(parseEnv({}));
    // Mail is not among them: outside production it goes to a folder (mailNotes).
    expect(lines).toHaveLength(10);
    expect(lines).toContain(
      'Premium checkout (PayPal) is off: NEXT_PUBLIC_PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET not set',
    );
    expect(lines[0]).toMatch(/EmailJS.*NEXT_PUBLIC_EMAILJS_SERVICE_ID/);
    // Experiments are never off: the bootstrap file applies, and lib/experiments/experiments.ts says so.
    expect(lines.some((line) => line.includes('EXPERIMENT'))).toBe(false);
  });

  it('refuses a flag polling interval under one minute, naming the variable', () => {
    expect(() => parseEnv({ AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS: '30000' })).toThrow(
      /AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS: must be at least 60000/,
    );
    expect(parseEnv({}).AMPLITUDE_EXPERIMENT_POLL_INTERVAL_MS).toBe(300_000);
  });

  it('reports the Flags Explorer off without FLAGS_SECRET, but not on production, which never has it', () => {
    const explorer = (source: Record<string, string>) =>
      disabledIntegrations(parseEnv(source)).filter((line) => line.includes('FLAGS_SECRET'));
    expect(explorer({ SITE_ENV: 'preview' })).toEqual([
      'Flags Explorer and overrides (previews) is off: FLAGS_SECRET not set',
    ]);
    expect(explorer({ SITE_ENV: 'production' })).toEqual([]);
    expect(explorer({ FLAGS_SECRET: randomBytes(32).toString('base64url') })).toEqual([]);
  });

  it.each([
    ['too short', randomBytes(16).toString('base64url')],
    ['not base64url', `${randomBytes(31).toString('base64')}+/=`],
    ['a phrase', 'my secret flags key that nobody knows at all'],
  ])('refuses a FLAGS_SECRET that is %s, naming the variable', (_, value) => {
    expect(() => parseEnv({ FLAGS_SECRET: value })).toThrow(
      /FLAGS_SECRET: must be 32 random bytes/,
    );
  });

  it("takes the toolbar host from NEXT_PUBLIC_VERCEL_TOOLBAR_HOST, Vercel's by default", () => {
    expect(parseEnv({}).NEXT_PUBLIC_VERCEL_TOOLBAR_HOST).toBe('https://vercel.live');
    expect(
      parseEnv({ NEXT_PUBLIC_VERCEL_TOOLBAR_HOST: 'http://127.0.0.1:4006/' })
        .NEXT_PUBLIC_VERCEL_TOOLBAR_HOST,
    ).toBe('http://127.0.0.1:4006');
  });

  it('is silent for a configured integration', () => {
    const lines = disabledIntegrations(parseEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' }));
    expect(lines.some((line) => line.includes('Google Tag Manager'))).toBe(false);
  });
});

describe('mail without SMTP_URL', () => {
  const folder = { path: '/srv/rechenweg/.mail', unwritable: null };
  const paypal = {
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'live-client-id-123',
    PAYPAL_CLIENT_SECRET: 'live-client-secret-123',
  };

  it('goes to the folder outside production, which the server names in one line', () => {
    for (const source of [{}, { SITE_ENV: 'preview' }, { SITE_ENV: 'development' }]) {
      const parsed = parseEnv(source);
      expect(mailConfigOf(parsed, folder)).toEqual({
        folder: folder.path,
        from: 'Rechenweg <kontakt@example.de>',
        archive: null,
      });
      expect(mailNotes(parsed, folder)).toEqual([
        'SMTP_URL not set: mail goes to the folder /srv/rechenweg/.mail, not sent',
      ]);
      expect(disabledIntegrations(parsed).some((line) => line.includes('SMTP'))).toBe(false);
    }
    const smtp = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(mailConfigOf(smtp, folder)).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525' });
    expect(mailNotes(smtp, folder)).toEqual([]);
  });

  it('is none in production, and a production checkout without SMTP_URL still does not start', () => {
    const source = { ...TEST_OPERATOR, SITE_ENV: 'production', ...paypal };
    const parsed = parseEnv(source);
    expect(mailConfigOf(parsed, folder)).toBeNull();
    expect(mailNotes(parsed, folder)).toEqual([]);
    expect(disabledIntegrations(parsed)).toContain(
      'E-mail of purchases, cancellations and withdrawals (SMTP) is off: SMTP_URL not set',
    );
    expect(configurationProblems(parsed, source)).toContain(
      'SMTP_URL is required in production with the PayPal checkout on',
    );
  });

  it('is none where the folder cannot be written, and the start says why in one line', () => {
    // Root ignores file modes, so a folder under a regular file stands in for a
    // read-only file system: mkdir fails there for every user.
    const scratch = mkdtempSync(join(tmpdir(), 'mail-folder-'));
    try {
      writeFileSync(join(scratch, 'file'), '');
      const unwritable = mailFolderAt(join(scratch, 'file', '.mail'));
      expect(unwritable.unwritable).toBe('ENOTDIR');
      const writable = mailFolderAt(join(scratch, '.mail'));
      expect(writable).toEqual({ path: join(scratch, '.mail'), unwritable: null });
      const parsed = parseEnv({ SITE_ENV: 'preview' });
      expect(mailConfigOf(parsed, unwritable)).toBeNull();
      expect(mailNotes(parsed, unwritable)).toEqual([
        `SMTP_URL not set and the folder ${unwritable.path} cannot be written (ENOTDIR): no mail, the forms name the address instead`,
      ]);
      expect(mailConfigOf(parsed, writable)).toMatchObject({ folder: writable.path });
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('takes a folder the check refuses as unwritable, as on a read-only file system', () => {
    const readOnly = Object.assign(new Error('read-only file system'), { code: 'EROFS' });
    const preview = mailFolderAt('/var/task/.mail', () => {
      throw readOnly;
    });
    expect(preview).toEqual({ path: '/var/task/.mail', unwritable: 'EROFS' });
    expect(mailConfigOf(parseEnv({}), preview)).toBeNull();
  });
});

describe('isProduction', () => {
  it.each([
    [{}, false],
    [{ SITE_ENV: 'production' }, true],
    [{ VERCEL_ENV: 'production' }, true],
    [{ VERCEL_ENV: 'preview', SITE_ENV: 'production' }, false],
    [{ VERCEL_ENV: 'production', SITE_ENV: 'preview' }, false],
    [{ SITE_ENV: 'development' }, false],
  ] as const)('%j is production: %s', (input, expected) => {
    expect(isProduction(input)).toBe(expected);
  });

  // next.config.ts decides on the raw environment, everything else on lib/env.ts's parse.
  it.each([
    { SITE_ENV: 'production', VERCEL_ENV: ' ' },
    { SITE_ENV: '', VERCEL_ENV: 'production' },
    { SITE_ENV: 'preview', VERCEL_ENV: '\t' },
  ])('decides %j the same raw and parsed', (raw) => {
    expect(isProduction(raw)).toBe(isProduction(parseEnv(raw)));
  });
});

describe('configurationProblems', () => {
  const paypal = {
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'live-client-id-123',
    PAYPAL_CLIENT_SECRET: 'live-client-secret-123',
  };
  const production = { ...TEST_OPERATOR, SITE_ENV: 'production' };
  const complete = {
    ...production,
    ...paypal,
    ORDER_SIGNING_KEY: randomBytes(32).toString('base64url'),
    SMTP_URL: 'smtp://mail.example.de:587',
    PREMIUM_GRANT_URL: 'https://app.example.de/premium/grants',
    PREMIUM_GRANT_SECRET: randomBytes(32).toString('hex'),
    REDIS_URL: 'redis://outbox.internal:6379',
    RECIPIENT_LIMITS_KEY: randomBytes(32).toString('base64'),
  };
  const problems = (source: Record<string, string>) =>
    configurationProblems(parseEnv(source), source);

  it('lets the demo and a complete production checkout start', () => {
    expect(problems({})).toEqual([]);
    expect(problems(complete)).toEqual([]);
    // Outside production the checkout runs without them, saying so in one line each.
    expect(problems({ ...paypal, SITE_ENV: 'preview' })).toEqual([]);
    expect(checkoutNotes(parseEnv({ ...paypal, SITE_ENV: 'preview' }))).toHaveLength(3);
  });

  it.each([
    'ORDER_SIGNING_KEY',
    'SMTP_URL',
    'MAIL_ARCHIVE',
    'PREMIUM_GRANT_URL',
    'PREMIUM_GRANT_SECRET',
  ])('refuses a production checkout without %s, naming it', (key) => {
    const { [key as keyof typeof complete]: _, ...rest } = complete;
    expect(problems(rest)).toEqual([
      `${key} is required in production with the PayPal checkout on`,
    ]);
  });

  it('wants the Swiss VAT number in production while the checkout sells on the .ch host too, naming it', () => {
    const { COMPANY_VAT_ID_CH: _, ...withoutSwissVat } = complete;
    expect(problems(withoutSwissVat)).toEqual([
      'COMPANY_VAT_ID_CH is required in production with the PayPal checkout on: the Swiss prices include MWST',
    ]);
    // Without the checkout nothing is sold, and the .ch Impressum names no number.
    const { COMPANY_VAT_ID_CH: __, ...operatorWithoutSwissVat } = production;
    expect(problems(operatorWithoutSwissVat)).toEqual([]);
    expect(problems({ ...withoutSwissVat, SITE_ENV: 'preview' })).toEqual([]);
  });

  it('wants the archive wherever production sends mail, checkout or not', () => {
    const { MAIL_ARCHIVE: archive, ...withoutArchive } = production;
    const mail = {
      SMTP_URL: 'smtps://mail.example.de:465',
      REDIS_URL: 'redis://127.0.0.1:6379',
      RECIPIENT_LIMITS_KEY: complete.RECIPIENT_LIMITS_KEY,
    };
    expect(problems({ ...withoutArchive, ...mail })).toEqual([
      'MAIL_ARCHIVE is required in production with SMTP_URL set',
    ]);
    expect(problems({ ...withoutArchive, ...mail, MAIL_ARCHIVE: archive })).toEqual([]);
  });

  it('wants the recipient limits’ own key wherever production sends mail: random, and no other key', () => {
    const { RECIPIENT_LIMITS_KEY: key, ...withoutKey } = complete;
    expect(problems(withoutKey)).toEqual([
      'RECIPIENT_LIMITS_KEY is required in production with SMTP_URL set: it keys the recipient limits',
    ]);
    expect(problems({ ...withoutKey, SITE_ENV: 'preview' })).toEqual([]);
    expect(recipientLimitsNotes(parseEnv({ SMTP_URL: complete.SMTP_URL }))).toEqual([
      'RECIPIENT_LIMITS_KEY not set: the recipient limits key their digests with a key of this process only',
    ]);
    expect(
      recipientLimitsNotes(parseEnv({ SMTP_URL: complete.SMTP_URL, RECIPIENT_LIMITS_KEY: key })),
    ).toEqual([]);
    expect(problems({ ...complete, RECIPIENT_LIMITS_KEY: 'a'.repeat(44) })).toEqual([
      expect.stringMatching(
        /^RECIPIENT_LIMITS_KEY must hold 32 random bytes in production, .* but is not 32 bytes/,
      ),
    ]);
    expect(problems({ ...complete, RECIPIENT_LIMITS_KEY: complete.ORDER_SIGNING_KEY })).toEqual([
      'ORDER_SIGNING_KEY must differ from RECIPIENT_LIMITS_KEY: each key protects something else',
    ]);
  });

  it('wants the outbox in Redis wherever production sends mail, over TLS and drained by cron on Vercel', () => {
    const { REDIS_URL: _, ...withoutRedis } = complete;
    expect(problems(withoutRedis)).toEqual([
      'REDIS_URL is required in production with SMTP_URL set: it holds the outbox',
    ]);
    const vercel = { ...complete, VERCEL: '1', VERCEL_ENV: 'production' };
    expect(problems(vercel)).toEqual([
      'REDIS_URL must be a rediss:// URL on Vercel: the outbox crosses the internet',
      'CRON_SECRET is required on Vercel with SMTP_URL set: its cron job drains the outbox',
    ]);
    expect(
      problems({
        ...vercel,
        REDIS_URL: 'rediss://default:token@eu1-outbox.upstash.io:6379',
        CRON_SECRET: randomBytes(32).toString('base64url'),
      }),
    ).toEqual([]);
    // The Datenschutz names the Redis host as the processor that holds every waiting mail.
    const { REDIS_PROVIDER: _provider, ...unnamed } = complete;
    expect(problems(unnamed)).toEqual([
      "REDIS_PROVIDER is a sample value (Beispiel Cloud GmbH, Frankfurt am Main, Deutschland (Beispiel)): production needs the operator's real one",
    ]);
    expect(problems({ ...complete, REDIS_PROVIDER: 'Upstash (Beispiel)' })).toHaveLength(1);
    expect(problems({ ...complete, OUTBOX_TEST_SPEEDUP: '600' })).toEqual([
      'OUTBOX_TEST_SPEEDUP must not be set in production: it shortens the retries',
    ]);
    // Outside production the outbox may live in memory, saying so in one line.
    expect(outboxNotes(parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }))).toEqual([
      'REDIS_URL not set: e-mails wait for delivery in this process’s memory, and a restart loses them',
    ]);
    expect(outboxNotes(parseEnv({}))).toEqual([]);
  });

  it('wants PayPal over https in production, a loopback stand-in aside', () => {
    expect(problems({ ...complete, PAYPAL_API_URL: 'http://api-m.paypal.com' })).toEqual([
      'PAYPAL_API_URL must be an https:// URL in production',
    ]);
    expect(problems({ ...complete, PAYPAL_API_URL: 'http://127.0.0.1:3104' })).toEqual([]);
    expect(problems({ ...complete, PAYPAL_API_URL: 'http://localhost:3104' })).toEqual([]);
  });

  const weakKey = (key: string, problem: string) =>
    `${key} must hold 32 random bytes in production, written as base64, base64url or 64 hex characters, but is ${problem} (make one with \`openssl rand -base64 32\`)`;

  it.each([
    ['a phrase', 'Rechenweg-Bestellungen-Signaturschluessel-2026!', 'not 32 bytes'],
    // Node decodes it to 32 bytes, but its last digit holds bits beyond them: no encoder writes that.
    ['the alphabet', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq', 'not 32 bytes'],
    [
      'the alphabet, encoding 32 bytes exactly',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopo',
      'a pattern',
    ],
    ['a passphrase in base64', 'cmVjaGVud2VnLWJlc3RlbGx1bmdlbi0yMDI2LWtleSE=', 'a pattern'],
    ['a repeated word in hex', 'deadbeef'.repeat(8), 'a pattern'],
    ['the bytes 0 to 31 in hex', Buffer.from([...Array(32).keys()]).toString('hex'), 'a pattern'],
    ['one byte 32 times, base64url', Buffer.alloc(32, 0xa5).toString('base64url'), 'a pattern'],
    ['16 random bytes', randomBytes(16).toString('hex'), 'not 32 bytes'],
    ['33 random bytes', randomBytes(33).toString('base64'), 'not 32 bytes'],
    [
      '32 random bytes with two encodings mixed',
      'qTzRbXWkPvYmAsLeHgNcJdUoFiKtBrZxQw+yMnGpV_c',
      'not 32 bytes',
    ],
  ])(
    'refuses %s as ORDER_SIGNING_KEY or PREMIUM_GRANT_SECRET in production, naming each',
    (_, key, problem) => {
      expect(problems({ ...complete, ORDER_SIGNING_KEY: key })).toEqual([
        weakKey('ORDER_SIGNING_KEY', problem),
      ]);
      expect(problems({ ...complete, PREMIUM_GRANT_SECRET: key })).toEqual([
        weakKey('PREMIUM_GRANT_SECRET', problem),
      ]);
      // Outside production a key of 32 characters signs: the demo and previews hold no real money.
      expect(problems({ ...complete, ORDER_SIGNING_KEY: key, SITE_ENV: 'preview' })).toEqual([]);
    },
  );

  it('takes every key `openssl rand -base64 32` or `-hex 32` makes: none of 10,000 refused', () => {
    const encodings = [
      (bytes: Buffer) => bytes.toString('base64'),
      (bytes: Buffer) => bytes.toString('base64').replace(/=$/, ''),
      (bytes: Buffer) => bytes.toString('base64url'),
      (bytes: Buffer) => bytes.toString('hex'),
      (bytes: Buffer) => bytes.toString('hex').toUpperCase(),
    ];
    // Each rule refuses random bytes about once in 10^13 or less (lib/env.ts, isPattern).
    const refused = Array.from({ length: 10_000 }, (_, i) => encodings[i % 5]!(randomBytes(32)))
      .map((key) => [key, keyProblem(key)])
      .filter(([, problem]) => problem);
    expect(refused).toEqual([]);
    // A key without a digit or a sign is as random as any.
    expect(keyProblem('qTzRbXWkPvYmAsLeHgNcJdUoFiKtBrZxQwEyMnGpVhc=')).toBeNull();
    // The keys the tests and the bench run production with.
    expect(keyProblem(e2eEnv.ORDER_SIGNING_KEY)).toBeNull();
    expect(keyProblem(e2eEnv.PREMIUM_GRANT_SECRET)).toBeNull();
  });

  it('holds CRON_SECRET to the same rules in production: 32 random bytes, and a key of its own', () => {
    const vercel = {
      ...complete,
      VERCEL: '1',
      VERCEL_ENV: 'production',
      REDIS_URL: 'rediss://default:token@eu1-outbox.upstash.io:6379',
    };
    expect(problems({ ...vercel, CRON_SECRET: 'a'.repeat(32) })).toEqual([
      weakKey('CRON_SECRET', 'not 32 bytes'),
    ]);
    const encoded = Buffer.from('a'.repeat(32)).toString('base64url');
    expect(problems({ ...vercel, CRON_SECRET: encoded })).toEqual([
      weakKey('CRON_SECRET', 'a pattern'),
    ]);
    // On Vercel the route is on the internet: a key that opens another door must not open this one.
    expect(problems({ ...vercel, CRON_SECRET: vercel.PREMIUM_GRANT_SECRET })).toEqual([
      'PREMIUM_GRANT_SECRET must differ from CRON_SECRET: each key protects something else',
    ]);
    expect(problems({ ...vercel, CRON_SECRET: vercel.ORDER_SIGNING_KEY })).toEqual([
      'ORDER_SIGNING_KEY must differ from CRON_SECRET: each key protects something else',
    ]);
    // A container that sets it too: its route answers whoever holds it.
    expect(problems({ ...complete, CRON_SECRET: 'a'.repeat(32) })).toEqual([
      weakKey('CRON_SECRET', 'not 32 bytes'),
    ]);
    expect(problems({ ...vercel, CRON_SECRET: randomBytes(32).toString('base64') })).toEqual([]);
    // A preview's drain has no cron job and holds no real orders.
    expect(problems({ ...vercel, VERCEL_ENV: 'preview', CRON_SECRET: 'a'.repeat(32) })).toEqual([]);
  });

  it('refuses one key used for two purposes in production', () => {
    expect(problems({ ...complete, PREMIUM_GRANT_SECRET: complete.ORDER_SIGNING_KEY })).toEqual([
      'ORDER_SIGNING_KEY must differ from PREMIUM_GRANT_SECRET: each key protects something else',
    ]);
  });

  it('refuses the account e-mail over a connection without TLS in production, loopback aside', () => {
    expect(problems({ ...complete, PREMIUM_GRANT_URL: 'http://app.example.de/grants' })).toEqual([
      'PREMIUM_GRANT_URL must be an https:// URL in production: the hand-off names the account',
    ]);
    expect(problems({ ...complete, PREMIUM_GRANT_URL: 'http://127.0.0.1:3108/grants' })).toEqual(
      [],
    );
  });

  it.each([
    ['smtp://u:p@mail.example:587?requireTLS=0', 'requireTLS'],
    ['smtp://u:p@mail.example:587?tls.rejectUnauthorized=false', 'tls.rejectUnauthorized'],
    ['smtp://u:p@mail.example:587?ignoreTLS=true', 'ignoreTLS'],
    [
      'smtps://u:p@mail.example:465?secure=false&tls.minVersion=TLSv1&secure=0',
      'secure, tls.minVersion',
    ],
    ['smtp://127.0.0.1:2525?ignoreTLS=true', 'ignoreTLS'],
  ])('refuses SMTP_URL %s anywhere, naming its parameters', (smtpUrl, names) => {
    const refusal = `SMTP_URL: must not carry a query (${names}): the site sets TLS itself, and nodemailer would read each parameter as a setting`;
    expect(() => problems({ ...complete, SMTP_URL: smtpUrl })).toThrow(refusal);
    expect(() => parseEnv({ SMTP_URL: smtpUrl })).toThrow(refusal);
  });

  it('takes host, port and percent-encoded credentials in SMTP_URL, smtp:// or smtps://', () => {
    for (const smtpUrl of [
      'smtps://u:p@mail.example.de:465',
      'smtp://bestellung%40example.de:p%C3%A4ss%3Awort@mail.example.de:587',
      'smtp://127.0.0.1:25',
      // An empty query is none, to nodemailer too.
      'smtp://mail.example.de:587?',
    ]) {
      expect(problems({ ...complete, SMTP_URL: smtpUrl })).toEqual([]);
    }
    expect(() => parseEnv({ SMTP_URL: 'smtp://u:100%@mail.example.de:587' })).toThrow(
      'SMTP_URL: must percent-encode its user name and password',
    );
  });

  it('refuses the test routes in production', () => {
    expect(problems({ ...complete, ENABLE_TEST_ROUTES: '1' })).toEqual([
      'ENABLE_TEST_ROUTES must not be set in production: it serves pages that fail on purpose',
    ]);
  });

  it.each([
    'https://api-m.paypal.com',
    'https://api.paypal.com',
    'https://api-m.paypal.com.',
    'https://API-M.PayPal.com',
    // A proxy of ours in front of PayPal may forward to the live API.
    'https://paypal-proxy.internal.example',
    'https://api-m.sandbox.paypal.com.evil.example',
  ])('counts PAYPAL_API_URL %s as live: it runs only where production is declared', (apiUrl) => {
    const live = { ...complete, PAYPAL_API_URL: apiUrl };
    expect(problems(live)).toEqual([]);
    const refusal =
      'PAYPAL_API_URL is PayPal’s live API or may lead there (every host but the sandbox and loopback), but SITE_ENV or VERCEL_ENV does not declare production';
    expect(problems({ ...live, SITE_ENV: '' })).toEqual([refusal]);
    expect(problems({ ...live, SITE_ENV: 'preview' })).toEqual([refusal]);
  });

  it.each([
    'https://api-m.sandbox.paypal.com',
    'https://api.sandbox.paypal.com',
    'https://API-M.Sandbox.PayPal.com.',
    'http://127.0.0.1:3104',
    'http://localhost:3104',
  ])('runs PAYPAL_API_URL %s anywhere', (apiUrl) => {
    expect(problems({ ...complete, PAYPAL_API_URL: apiUrl, SITE_ENV: 'preview' })).toEqual([]);
    expect(problems({ ...complete, PAYPAL_API_URL: apiUrl, SITE_ENV: '' })).toEqual([]);
  });

  it('refuses preview powers without a declared environment', () => {
    const flagsSecret = randomBytes(32).toString('base64url');
    expect(problems({ FLAGS_SECRET: flagsSecret })).toEqual([
      'FLAGS_SECRET is set, but neither SITE_ENV nor VERCEL_ENV declares the environment',
    ]);
    expect(problems({ NEXT_PUBLIC_VERCEL_TOOLBAR_HOST: 'https://vercel.live' })).toHaveLength(1);
    expect(problems({ FLAGS_SECRET: flagsSecret, SITE_ENV: 'preview' })).toEqual([]);
    expect(problems({ FLAGS_SECRET: flagsSecret, VERCEL_ENV: 'preview' })).toEqual([]);
  });
});

describe('sample identity in production', () => {
  const production = { ...TEST_OPERATOR, SITE_ENV: 'production' };
  const problems = (source: Record<string, string>) =>
    configurationProblems(parseEnv(source), source);
  const refusal = (key: string, value: string) =>
    `${key} is a sample value (${value}): production needs the operator's real one`;
  const unset = (key: string) =>
    `${key} is not set, so the demo's sample stands in: production needs the operator's real one`;

  it('refuses the demo’s every identity, contact, provider and claim default, one line per variable', () => {
    const lines = problems({ SITE_ENV: 'production' });
    expect(lines).toEqual([
      refusal('CONTACT_EMAIL', 'kontakt@example.de'),
      refusal('CONTACT_PHONE', '+49 30 1234567'),
      refusal('COMPANY_NAME', 'Rechenweg GmbH (Beispiel)'),
      refusal('COMPANY_STREET', 'Musterstraße 1'),
      refusal('COMPANY_REPRESENTATIVE', 'Erika Mustermann'),
      refusal('COMPANY_REGISTER', 'Amtsgericht Berlin-Charlottenburg, HRB 000000 (Beispiel)'),
      refusal('COMPANY_VAT_ID', 'DE000000000 (Beispiel)'),
      refusal('COMPANY_DPO_NAME', 'Dr. Max Beispiel, Datenschutz Beispiel GmbH (Beispiel)'),
      refusal('COMPANY_DPO_EMAIL', 'datenschutz@example.de'),
      refusal('HOSTING_PROVIDER', 'Vercel Inc., San Francisco, USA (Beispiel)'),
      refusal('MAIL_PROVIDER', 'Beispiel Mail GmbH, Berlin, Deutschland (Beispiel)'),
      refusal('REDIS_PROVIDER', 'Beispiel Cloud GmbH, Frankfurt am Main, Deutschland (Beispiel)'),
      refusal('RESEARCH_PARTNER', 'Universität Musterstadt (Beispiel)'),
      refusal('FUNDING_PROGRAMME', 'Gründungsstipendium des Bundes (Beispiel)'),
      refusal(
        'PUPILS_COUNTED',
        'registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz (Beispiel)',
      ),
      refusal(
        'TRUST_REVIEWS_CHECK',
        'Die Bewertungen prüfen wir nicht selbst; das Bewertungsportal lässt nur Bewertungen von Kundinnen und Kunden zu, die es nach einem Kauf dazu eingeladen hat (Beispiel).',
      ),
      refusal('RESEARCH_URL', 'https://forschung.example.de/studie'),
      refusal('MINISTRY_URL', 'https://ministerium.example.de/foerderung'),
      refusal('TRUST_REVIEWS_URL', 'https://bewertungen.example.de/rechenweg'),
      refusal('TV_SHOW_URL', 'https://tv.example.de/sendung'),
      refusal('MAIL_FROM', 'Rechenweg <kontakt@example.de>'),
      unset('PUPILS_COUNT'),
      unset('PUPILS_COUNTED_ON'),
    ]);
    expect(problems({ VERCEL_ENV: 'production' })).toEqual(lines);
    // The demo and previews run on them, and say so on every page.
    expect(problems({})).toEqual([]);
    expect(problems({ SITE_ENV: 'preview' })).toEqual([]);
  });

  it.each([
    ['a (Beispiel) mark', 'HOSTING_PROVIDER', 'Hetzner Online GmbH (Beispiel)'],
    ['a Muster… street', 'COMPANY_STREET', 'Musterweg 5'],
    ['a Muster… name', 'COMPANY_REPRESENTATIVE', 'Max Mustermann'],
    ['a Muster… place', 'RESEARCH_PARTNER', 'Hochschule Musterhausen'],
    ['a register number of zeros', 'COMPANY_REGISTER', 'Amtsgericht München, HRB 00000'],
    ['a VAT number of zeros', 'COMPANY_VAT_ID', 'DE000000000'],
    ['a Swiss VAT number of zeros', 'COMPANY_VAT_ID', 'CHE-000.000.000 MWST'],
    ['a Swiss MWST number of zeros', 'COMPANY_VAT_ID_CH', 'CHE-000.000.000 MWST'],
    ['an address at example.de', 'CONTACT_EMAIL', 'hallo@example.de'],
    ['an address at a subdomain of example.com', 'COMPANY_DPO_EMAIL', 'dsb@mail.example.com'],
    ['a sender at example.org', 'MAIL_FROM', 'Rechenweg <post@example.org>'],
    ['an archive at example.ch', 'MAIL_ARCHIVE', 'archiv@example.ch'],
    ['the sample phone number', 'CONTACT_PHONE', '+49 301 234 567'],
    [
      'a Swiss representative at Musterweg',
      'CH_REPRESENTATIVE',
      'Vertretung AG, Musterweg 1, Bern',
    ],
    ['a study at example.de', 'RESEARCH_URL', 'https://forschung.example.de/studie'],
    ['a funder at example.com', 'MINISTRY_URL', 'https://example.com/foerderung'],
    ['reviews at a subdomain of example.org', 'TRUST_REVIEWS_URL', 'https://a.b.example.org'],
    ['a TV show at example.ch, with a port', 'TV_SHOW_URL', 'http://tv.example.ch:8080/sendung'],
  ])('refuses %s in production, naming the variable', (_, key, value) => {
    expect(problems({ ...production, [key]: value })).toEqual([refusal(key, value)]);
    expect(sampleIdentityKeys(parseEnv({ ...TEST_OPERATOR, [key]: value }))).toEqual([key]);
  });

  it.each(['PUPILS_COUNT', 'PUPILS_COUNTED_ON'])(
    'refuses the pupils’ count without %s in production, naming it: the demo’s figure would stand in',
    (key) => {
      const { [key as keyof typeof production]: _, ...rest } = production;
      expect(problems(rest)).toEqual([unset(key)]);
      expect(sampleIdentityKeys(parseEnv(rest))).toEqual([key]);
    },
  );

  it('gives the pages the configured count, its day as they write dates, and what was counted', async () => {
    const learnersOf = async (source: Record<string, string>) => {
      const saved = process.env;
      process.env = { NODE_ENV: 'test', ...source };
      try {
        let value: unknown;
        await jest.isolateModulesAsync(async () => {
          value = (await import('@/lib/config/operator')).learners;
        });
        return value;
      } finally {
        process.env = saved;
      }
    };
    expect(
      await learnersOf({
        PUPILS_COUNT: '91234',
        PUPILS_COUNTED_ON: '2026-11-02',
        PUPILS_COUNTED: 'Konten',
      }),
    ).toEqual({ count: 91_234, countedOn: '02.11.2026', counted: 'Konten' });
    // The demo's sample, with its mark.
    expect(await learnersOf({})).toEqual({
      count: 80_000,
      countedOn: '01.10.2026',
      counted:
        'registrierte Konten von Schülerinnen und Schülern in Deutschland und der Schweiz (Beispiel)',
    });
  });

  it('stops a production build on them too: its pages would carry them', async () => {
    /** Imports lib/env.ts as `next build` does, with this environment. */
    const build = async (source: Record<string, string>) => {
      const saved = process.env;
      process.env = { NODE_ENV: 'test', NEXT_PHASE: 'phase-production-build', ...source };
      try {
        await jest.isolateModulesAsync(async () => {
          await import('@/lib/env');
        });
      } finally {
        process.env = saved;
      }
    };
    await expect(
      build({ ...production, COMPANY_NAME: 'Rechenweg GmbH (Beispiel)' }),
    ).rejects.toThrow(
      `[env] The build does not run: ${refusal('COMPANY_NAME', 'Rechenweg GmbH (Beispiel)')}`,
    );
    await expect(build(production)).resolves.toBeUndefined();
    // As Vercel declares production (e2e/vercel.spec.ts builds only a preview).
    await expect(build({ ...TEST_OPERATOR, VERCEL_ENV: 'production' })).resolves.toBeUndefined();
    await expect(
      build({ VERCEL_ENV: 'production', COMPANY_NAME: 'Rechenweg GmbH (Beispiel)' }),
    ).rejects.toThrow('[env] The build does not run: ');
    await expect(build({ SITE_ENV: 'preview' })).resolves.toBeUndefined();
  });

  it('lets a real operator start, and gives its pages no demo notice', () => {
    expect(problems(production)).toEqual([]);
    expect(sampleIdentityKeys(parseEnv(TEST_OPERATOR))).toEqual([]);
    // Real values that only resemble a sample.
    const lookalikes = {
      ...TEST_OPERATOR,
      COMPANY_REPRESENTATIVE: 'Mustafa Demir',
      COMPANY_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 100000 B',
      CONTACT_EMAIL: 'hallo@example-schule.de',
      CONTACT_PHONE: '+49 30 12345678',
      RESEARCH_URL: 'https://www.example-schule.de/studie',
      TV_SHOW_URL: 'https://tv.example.de.sender.test/sendung',
    };
    expect(sampleIdentityKeys(parseEnv(lookalikes))).toEqual([]);
    expect(sampleIdentityKeys(parseEnv({}))).toContain('COMPANY_NAME');
  });
});

describe('refuseBuildAdapter', () => {
  it('stops a build that a build adapter would deploy before its pages are pinned, and says what to do', () => {
    expect(() => refuseBuildAdapter({})).not.toThrow();
    expect(() => refuseBuildAdapter({ NEXT_ADAPTER_PATH: '' })).not.toThrow();
    expect(() =>
      refuseBuildAdapter({ NEXT_ADAPTER_PATH: '/vercel/next/dist/adapter/index.js' }),
    ).toThrow(
      /NEXT_ENABLE_ADAPTER=1\).*before scripts\/build-output\/pin-scripts\.mjs pins.*Remove NEXT_ENABLE_ADAPTER/,
    );
  });
});
