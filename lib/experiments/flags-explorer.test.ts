import { randomBytes } from 'node:crypto';
import { encryptOverrides } from 'flags';
import { reviewerOverrides } from '@/lib/experiments/flags-explorer';

const secret = randomBytes(32).toString('base64url');
const foreignSecret = randomBytes(32).toString('base64url');
const overrides = { 'teacher-hero-cta': 'treatment' };

let warnings: string[] = [];
beforeEach(() => {
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
});
afterEach(() => jest.restoreAllMocks());

describe('reviewerOverrides', () => {
  it('reads the overrides the Flags Explorer encrypted with this secret', async () => {
    expect(await reviewerOverrides(await encryptOverrides(overrides, secret), secret)).toEqual(
      overrides,
    );
    expect(warnings).toEqual([]);
  });

  it.each([
    ['a foreign', () => encryptOverrides(overrides, foreignSecret)],
    ['an expired', () => encryptOverrides(overrides, secret, new Date(Date.now() - 60_000))],
    ['a malformed', async () => 'eyJhbGciOiJkaXIifQ.not-a-jwe'],
  ])('ignores %s cookie with one log line', async (_, cookie) => {
    expect(await reviewerOverrides(await cookie(), secret)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[flags\] vercel-flag-overrides ignored/);
  });

  it('reads nothing without a secret or a cookie, and says nothing', async () => {
    expect(
      await reviewerOverrides(await encryptOverrides(overrides, secret), null),
    ).toBeUndefined();
    expect(await reviewerOverrides(undefined, secret)).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});
