import { createEnv } from '@t3-oss/env-nextjs';
import { z } from 'zod';

// What every part of the configuration shares: how a setting is read (blank is
// missing, URLs lose their trailing slash, keys are long enough), how a
// fragment of settings is validated with t3-env, and what makes a key weak.
// Each part owns its settings in its config.ts; lib/env.ts composes them.

/** An environment as the process or a test gives it. */
export type Source = Record<string, string | undefined>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A setting whose blank value counts as missing. */
export const setting = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'must be an absolute http(s) URL')
  .refine((value) => URL.canParse(value), 'must be an absolute http(s) URL')
  .transform((value) => value.replace(/\/+$/, ''));

/** A URL with a clearly fake default on a reserved domain. */
export const url = (fallback: string) => setting(httpUrl.default(fallback));
/** A URL whose absence switches an integration off. */
export const optionalUrl = () => setting(httpUrl.optional());

export const id = (pattern: RegExp, hint: string) =>
  setting(z.string().trim().regex(pattern, hint).optional());

/** A shared secret or key: long enough that it cannot be guessed. */
export const secret = () =>
  setting(z.string().trim().min(32, 'must be at least 32 random characters').optional());

/** A URL of another scheme than http(s) (smtp://, redis://), or nothing. */
export const serviceUrl = (schemes: string) =>
  setting(
    z
      .string()
      .trim()
      .regex(
        new RegExp(`^(${schemes}):\\/\\/\\S+$`),
        `must be a ${schemes.replace('|', ' or ')} URL`,
      )
      .optional(),
  );

export const text = (fallback: string) =>
  setting(z.string().trim().min(1).max(300).default(fallback));

export const email = (fallback: string, message?: string) =>
  setting(
    z
      .string()
      .trim()
      .email(message ? { message } : undefined)
      .default(fallback),
  );

type Schemas = Record<string, z.ZodType>;

/** A settings fragment: the server's, and those the build inlines for the browser (`NEXT_PUBLIC_`). */
export type Fragment<S extends Schemas = Schemas, C extends Schemas = Schemas> = {
  server: S;
  client: C;
};

/**
 * A part's settings, split as t3-env splits them: a browser setting must be
 * named `NEXT_PUBLIC_` (the build inlines it), a server setting must not.
 */
export const fragment = <S extends Schemas, C extends Schemas>(settings: {
  server: S & { [K in keyof S]: K extends `NEXT_PUBLIC_${string}` ? never : S[K] };
  client: C & { [K in keyof C]: K extends `NEXT_PUBLIC_${string}` ? C[K] : never };
}): Fragment<S, C> => settings;

type Output<F extends Fragment> = {
  [K in keyof (F['server'] & F['client'])]: z.output<(F['server'] & F['client'])[K]>;
};
type Unset<T> = { [K in keyof T]: undefined extends T[K] ? K : never }[keyof T];

/** The values a fragment's settings are validated to; a setting without a default may be missing. */
export type Parsed<F extends Fragment> = Readonly<
  Omit<Output<F>, Unset<Output<F>>> & Partial<Pick<Output<F>, Unset<Output<F>>>>
>;

/** Validates a fragment (or fragments merged) with t3-env; throws one error naming every bad variable. */
export function parseFragment<F extends Fragment>(settings: F, source: Source): Parsed<F> {
  return createEnv({
    server: settings.server,
    client: settings.client as Record<`NEXT_PUBLIC_${string}`, z.ZodType>,
    runtimeEnv: source as never,
    // Only server code reads the settings (each config.ts is server-only): the
    // browser gets what it needs as props, and zod never ships to it.
    isServer: true,
    onValidationError: (issues) => {
      const problems = issues.map(
        (issue) =>
          `${(issue.path ?? []).map((part) => (typeof part === 'object' ? part.key : part)).join('.')}: ${issue.message}`,
      );
      throw new Error(`Invalid environment variable(s):\n  ${problems.join('\n  ')}`);
    },
  }) as Parsed<F>;
}

/** One line for an integration that lacks any of its keys, or none. */
export function switchedOff(
  name: string,
  parsed: Record<string, unknown>,
  keys: readonly string[],
) {
  const missing = keys.filter((key) => !parsed[key]);
  return missing.length ? [`${name} is off: ${missing.join(', ')} not set`] : [];
}

export const LOOPBACK =
  /^https?:\/\/([^@/]*@)?(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|\?|$)/;

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

/** Production's refusal of each of these keys that is set but not 32 random bytes. */
export function weakKeys(parsed: Record<string, unknown>, keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const value = parsed[key];
    const problem = typeof value === 'string' && value ? keyProblem(value) : null;
    return problem
      ? [
          `${key} must hold 32 random bytes in production, written as base64, base64url or 64 hex characters, but is ${problem} (make one with \`openssl rand -base64 32\`)`,
        ]
      : [];
  });
}

/** Production's refusal of one value for two keys: each key protects something else. */
export function sharedKeys(parsed: Record<string, unknown>, keys: readonly string[]): string[] {
  return keys.flatMap((key, i) =>
    keys
      .slice(i + 1)
      .filter((other) => parsed[key] && parsed[key] === parsed[other])
      .map((other) => `${key} must differ from ${other}: each key protects something else`),
  );
}
