'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Country } from '@/lib/site';

// Spec section 3 starts the context at null; the proxy always decides the
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
