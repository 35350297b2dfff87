import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge's LRU cache of merged class lists (the product's constants list it with analytics). */
const CLASS_MERGE_CACHE_SIZE = 500;

const merge = extendTailwindMerge({ cacheSize: CLASS_MERGE_CACHE_SIZE });

/**
 * Joins class names and lets the last of two conflicting Tailwind utilities win.
 * For server components: tailwind-merge is heavy in a bundle, so client components,
 * whose class lists never conflict, join theirs with plain `clsx`.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
