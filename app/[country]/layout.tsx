import type { ReactNode } from 'react';
import { CountryProvider } from '@/components/country-context';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { countryOf, countryStaticParams } from '@/lib/route-params';

// Both countries are prerendered; proxy.ts rewrites every request to one of them.
export const dynamicParams = false;

export const generateStaticParams = countryStaticParams;

export default async function CountryLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ country: string }>;
}) {
  const country = await countryOf({ params });
  return (
    <CountryProvider country={country}>
      <SiteHeader withCountrySwitcher />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </CountryProvider>
  );
}
