import { encryptFlagValues } from 'flags';
import { FlagValues } from 'flags/react';
import { DEFAULT_VARIANT } from '@/lib/experiments/experiments';

type PreviewFlagValuesProps = {
  flagKey: string;
  variant: string | null;
  /** The Flags Explorer's key: null on production and without FLAGS_SECRET. */
  secret: string | null;
};

/**
 * Tells the Vercel Toolbar's Flags Explorer which variant this page shows, so a
 * reviewer sees the one in front of them. Encrypted: the page is public, and the
 * toolbar reads the values with the deployment's FLAGS_SECRET. Nothing without
 * the secret, and never on production (lib/experiments/config.ts `flagsSecret`).
 */
export async function PreviewFlagValues({ flagKey, variant, secret }: PreviewFlagValuesProps) {
  if (!secret) return null;
  const values = await encryptFlagValues({ [flagKey]: variant ?? DEFAULT_VARIANT }, secret);
  return <FlagValues values={values} />;
}
