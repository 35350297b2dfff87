import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CountryProvider } from '@/components/country-context';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { countryFromSegment, countrySegment } from '@/lib/country';
import { COUNTRIES } from '@/lib/site';

// Both countries are prerendered; proxy.ts rewrites every request to one of them.
export const dynamicParams = false;

export function generateStaticParams() {
  return COUNTRIES.map((country) => ({ country: countrySegment(country) }));
}

export default async function CountryLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ country: string }>;
}) {
  const country = countryFromSegment((await params).country);
  if (!country) notFound();
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
