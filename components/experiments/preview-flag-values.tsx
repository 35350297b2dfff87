import { encryptFlagValues } from 'flags';
import { FlagValues } from 'flags/react';
import { flagsSecret } from '@/lib/env';
import { DEFAULT_VARIANT } from '@/lib/experiments/experiments';

type PreviewFlagValuesProps = { flagKey: string; variant: string | null };

/**
 * Tells the Vercel Toolbar's Flags Explorer which variant this page shows, so a
 * reviewer sees the one in front of them. Encrypted: the page is public, and the
 * toolbar reads the values with the deployment's FLAGS_SECRET. Nothing without
 * the secret, and never on production (`flagsSecret` is null there).
 */
export async function PreviewFlagValues({ flagKey, variant }: PreviewFlagValuesProps) {
  if (!flagsSecret) return null;
  const values = await encryptFlagValues({ [flagKey]: variant ?? DEFAULT_VARIANT }, flagsSecret);
  return <FlagValues values={values} />;
}
