import { useCallback } from 'react';
import { localizeSpelling } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

/** Our words in the country's spelling (ss on Swiss pages); what a visitor typed never goes through it. */
export function useLocalize(country: Country): (text: string) => string {
  return useCallback((text: string) => localizeSpelling(text, country), [country]);
}
