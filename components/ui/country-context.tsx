'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_COUNTRY, type Country } from '@/lib/countries/countries';
import { countryFromSegment } from '@/lib/countries/country-rules';

// The context starts at null; the proxy always decides the
// country before a page renders, so a null here means a component was used
// outside the site layout.
const CountryContext = createContext<Country | null>(null);

export function CountryProvider({ country, children }: { country: Country; children: ReactNode }) {
  return <CountryContext.Provider value={country}>{children}</CountryContext.Provider>;
}

export function useCountry(): Country {
  const country = useContext(CountryContext);
  if (!country) throw new Error('useCountry must be used inside CountryProvider');
  return country;
}

/**
 * The country of the page, for components of the root layout, which sits above
 * CountryProvider: the segment below it names the country, and each country's
 * pages stay prerendered. Pages outside a country (none today) read as the default country's.
 */
export function useSegmentCountry(): Country {
  const segment = useSelectedLayoutSegment();
  return (segment !== null && countryFromSegment(segment)) || DEFAULT_COUNTRY;
}
