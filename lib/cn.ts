import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { ANALYTICS_LIMITS } from '@/lib/site';

const merge = extendTailwindMerge({ cacheSize: ANALYTICS_LIMITS.classMergeCacheSize });

/**
 * Joins class names and lets the last of two conflicting Tailwind utilities win.
 * For server components: tailwind-merge is 9 KB gzipped, so client components,
 * whose class lists never conflict, join theirs with plain `clsx`.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
