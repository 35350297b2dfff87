import { useCallback } from 'react';
import { localizeSpelling } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

/** Our words in the country's spelling (ss on Swiss pages); what a visitor typed never goes through it. */
export type Localize = (text: string) => string;

export function useLocalize(country: Country): Localize {
  return useCallback((text: string) => localizeSpelling(text, country), [country]);
}
