import 'server-only';
import { z } from 'zod';
import type { Backing } from '@/content/landing';
import type { Learners } from '@/content/learners-claim';
import {
  email,
  fragment,
  id,
  parseFragment,
  setting,
  text,
  type Parsed,
} from '@/lib/config/fields';
import { mailEnv, type MailEnv } from '@/lib/config/mail';
import { siteEnv, type SiteEnv } from '@/lib/config/site';
import { isProduction } from '@/lib/core/site-environment';
import { formatDate, siteDate } from '@/lib/core/site-time';

// Who runs the site and backs it: the company the legal pages, receipts and
// mails name, the claims on the landings and what they rest on. Their defaults
// are samples, marked as such, which production refuses.

export const operatorSettings = fragment({
  server: {
    // Contact and company data (the copy's placeholders {email} and {phone}).
    CONTACT_EMAIL: email('kontakt@example.de', 'must be an e-mail address'),
    CONTACT_PHONE: setting(
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
    CH_REPRESENTATIVE: setting(z.string().trim().min(1).max(300).optional()),
    COMPANY_COUNTRY: text('Deutschland'),
    // The data protection officer (Art. 37 DSGVO, § 38 BDSG), named in the Datenschutz.
    COMPANY_DPO_NAME: text('Dr. Max Beispiel, Datenschutz Beispiel GmbH (Beispiel)'),
    COMPANY_DPO_EMAIL: email('datenschutz@example.de'),
    // Named wherever the site speaks of its backing, so that a reader can check it.
    RESEARCH_PARTNER: text('Universität Musterstadt (Beispiel)'),
    FUNDING_PROGRAMME: text('Gründungsstipendium des Bundes (Beispiel)'),
    // How many pupils the landings and the consent overlay claim (§ 5 UWG): at least this many, counted
    // on this day, and what was counted, all three beside the claim. Unset, the count and its day are the
    // demo's samples, which production refuses like the other operator's details.
    PUPILS_COUNT: setting(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,9}$/, 'must be a whole number without separators, such as 80000')
        .transform(Number)
        .optional(),
    ),
    PUPILS_COUNTED_ON: setting(
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
    TRUST_REVIEWS_CHECK: setting(
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
    MARKET_SURVEILLANCE_EMAIL: email('MLBF@ms.sachsen-anhalt.de'),
    // The host that serves the site, named as a recipient in the privacy notice.
    HOSTING_PROVIDER: text('Vercel Inc., San Francisco, USA (Beispiel)'),
    // The SMTP service that delivers the site's e-mail, named as a recipient in the privacy notice.
    MAIL_PROVIDER: text('Beispiel Mail GmbH, Berlin, Deutschland (Beispiel)'),
    // The Redis host of REDIS_URL, which holds every waiting mail whole: named as a processor with its location.
    REDIS_PROVIDER: text('Beispiel Cloud GmbH, Frankfurt am Main, Deutschland (Beispiel)'),
  },
  client: {},
});

export type OperatorEnv = Parsed<typeof operatorSettings>;

/** The operator's own data, which the legal pages, receipts and mails name (lib/core/operator.ts). */
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
] as const satisfies readonly (keyof OperatorEnv)[];

/** What the sample check reads: the operator, the links to its evidence, and its mail's sender and archive. */
type Identity = OperatorEnv & SiteEnv & MailEnv;

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
] as const satisfies readonly (keyof Identity)[];
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
] as const satisfies readonly (keyof OperatorEnv)[];
type SampleKey = IdentityKey | (typeof UNSET_CLAIM_KEYS)[number];

const SAMPLE_LEARNERS = { count: 80_000, countedOn: '2026-10-01' };

/** The identity variables that still hold a sample, or leave the claim's figures to the demo; empty for a real operator. */
export function sampleIdentityKeys(parsed: Identity): SampleKey[] {
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
export function sampleProblems(parsed: Identity): string[] {
  if (!isProduction(parsed)) return [];
  return sampleIdentityKeys(parsed).map((key) =>
    parsed[key] === undefined
      ? `${key} is not set, so the demo's sample stands in: production needs the operator's real one`
      : `${key} is a sample value (${parsed[key]}): production needs the operator's real one`,
  );
}

export const operatorEnv = parseFragment(operatorSettings, process.env);

/** Every page says so, once and quietly, while the operator's details are samples (the demo, a preview). */
export const showsDemoNotice =
  sampleIdentityKeys({ ...siteEnv, ...mailEnv, ...operatorEnv }).length > 0;

export const backing: Backing = {
  researchPartner: operatorEnv.RESEARCH_PARTNER,
  fundingProgramme: operatorEnv.FUNDING_PROGRAMME,
  reviewsCheck: operatorEnv.TRUST_REVIEWS_CHECK,
};

/** The pupils' count the landings and the overlay claim, with its day as the pages write dates. */
export const learners: Learners = {
  count: operatorEnv.PUPILS_COUNT ?? SAMPLE_LEARNERS.count,
  countedOn: formatDate(operatorEnv.PUPILS_COUNTED_ON ?? SAMPLE_LEARNERS.countedOn),
  counted: operatorEnv.PUPILS_COUNTED,
};
