import 'server-only';
import { createEnv } from '@t3-oss/env-nextjs';
import { analyticsEnv, analyticsNotes, analyticsSettings } from '@/lib/analytics/config';
import {
  checkoutEnv,
  checkoutNotes,
  checkoutOn,
  checkoutProblems,
  checkoutSettings,
} from '@/lib/checkout/config';
import { parseFragment, sharedKeys, type Parsed, type Source } from '@/lib/config/fields';
import {
  mailEnv,
  mailFolder,
  mailConfigurationNotes,
  mailProblems,
  mailSettings,
  type MailFolder,
} from '@/lib/config/mail';
import { operatorEnv, operatorSettings, sampleProblems } from '@/lib/config/operator';
import { buildingPages } from '@/lib/config/runtime';
import { siteEnv, siteProblems, siteSettings } from '@/lib/config/site';
import { consentEnv, consentNotes, consentSettings } from '@/lib/consent/config';
import { contactEnv, contactNotes, contactSettings } from '@/lib/contact/config';
import { isProduction } from '@/lib/core/site-environment';
import {
  experimentsEnv,
  experimentsNotes,
  experimentsProblems,
  experimentsSettings,
} from '@/lib/experiments/config';
import { monitoringEnv, monitoringNotes, monitoringSettings } from '@/lib/monitoring/config';
import { outboxEnv, outboxNotes, outboxProblems, outboxSettings } from '@/lib/outbox/config';

// The composer of the configuration. Each part owns its settings, its
// production rules and its notes in its config.ts, where t3-env validates them
// (a malformed value throws with the variable's name, which fails `next build`
// while it prerenders and stops a server at start); this module puts them
// together: the rules a production start and build check, and the one console
// line per integration a missing optional key switches off. t3-env has no place
// for rules across variables or for notes: they are the parts' functions.

const fragments = [
  siteSettings,
  operatorSettings,
  mailSettings,
  outboxSettings,
  monitoringSettings,
  contactSettings,
  analyticsSettings,
  consentSettings,
  experimentsSettings,
  checkoutSettings,
];

/** Every part's settings in one fragment: the variables the site reads (.env.example lists them). */
const settings = {
  server: Object.assign({}, ...fragments.map((part) => part.server)) as Merged<'server'>,
  client: Object.assign({}, ...fragments.map((part) => part.client)) as Merged<'client'>,
};
type Merged<Side extends 'server' | 'client'> = UnionToIntersection<
  (typeof fragments)[number][Side]
>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

export const settingNames = Object.keys({ ...settings.server, ...settings.client });

export type Env = Parsed<typeof settings>;

/** Parses an environment at once; throws one error that names every bad variable. */
export const parseEnv = (source: Source): Env => parseFragment(settings, source);

/**
 * Why a build or a server must not run with this configuration, one line per
 * variable; empty when it may. A key protects one thing: production refuses
 * one value for two of them, whichever parts own them.
 */
export function configurationProblems(parsed: Env, source: Source): string[] {
  return [
    ...experimentsProblems(source),
    ...checkoutProblems(parsed),
    ...siteProblems(parsed),
    ...sampleProblems(parsed),
    ...mailProblems(parsed, { checkoutOn: checkoutOn(parsed) }),
    ...outboxProblems(parsed),
    ...(isProduction(parsed) ? sharedKeys(parsed, KEYS) : []),
  ];
}

const KEYS = [
  'ORDER_SIGNING_KEY',
  'PREMIUM_GRANT_SECRET',
  'RECIPIENT_LIMITS_KEY',
  'CRON_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'FLAGS_SECRET',
] as const satisfies readonly (keyof Env)[];

/** The one console line of each integration a missing key switches off, and what stands in. */
export const configurationNotes = (parsed: Env, folder: MailFolder): string[] => [
  ...contactNotes(parsed),
  ...analyticsNotes(parsed),
  ...monitoringNotes(parsed),
  ...checkoutNotes(parsed),
  ...mailConfigurationNotes(parsed, folder),
  ...consentNotes(parsed),
  ...experimentsNotes(parsed),
  ...outboxNotes(parsed),
];

/** The settings of this process, as each part validated them. */
export const env = createEnv({
  extends: [
    siteEnv,
    operatorEnv,
    mailEnv,
    outboxEnv,
    monitoringEnv,
    contactEnv,
    analyticsEnv,
    consentEnv,
    experimentsEnv,
    checkoutEnv,
  ],
  server: {},
  client: {},
  experimental__runtimeEnv: {},
});

/** Checked by `next build` here and by `next start` in instrumentation.ts, which exits. */
export const startProblems = configurationProblems(env, process.env);

// The prerendered pages carry the operator's details, and Vercel serves them
// without starting a server: a production build stops on samples too.
if (buildingPages && startProblems.length > 0) {
  const stops = [
    ...startProblems.filter((problem) => problem.includes('declares')),
    ...sampleProblems(env),
  ];
  if (stops.length) throw new Error(`[env] The build does not run: ${stops.join('; ')}`);
}
const globalFlag = globalThis as { __envReported?: boolean };
if (!globalFlag.__envReported && process.env.NODE_ENV !== 'test') {
  globalFlag.__envReported = true;
  for (const line of configurationNotes(env, mailFolder)) console.info(`[env] ${line}`);
}
