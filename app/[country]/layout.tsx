import type { ReactNode } from 'react';
import { ContactHost } from '@/components/contact-host';
import { CountryProvider } from '@/components/country-context';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { contactPageCopy } from '@/lib/content';
import { contactDetails, emailJsConfig } from '@/lib/env';
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
      <SiteHeader country={country} />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <ContactHost
        emailJs={emailJsConfig}
        details={contactDetails}
        closeLabel={contactPageCopy(country).closeLabel}
      />
    </CountryProvider>
  );
}
