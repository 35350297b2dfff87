import type { ReactNode } from 'react';
import { ContactHost } from '@/components/contact/contact-host';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CountryProvider } from '@/components/ui/country-context';
import { contactPageCopy } from '@/content/pages';
import { showsDemoNotice } from '@/lib/config/operator';
import { siteOrigins } from '@/lib/config/site';
import { contactDetails, emailJsConfig } from '@/lib/contact/config';
import { countryOf, countryStaticParams } from '@/lib/routing/route-params';

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
      <SiteHeader country={country} origins={siteOrigins} />
      <main id="inhalt" className="flex-1">
        {children}
      </main>
      <SiteFooter demoNotice={showsDemoNotice} />
      <ContactHost
        emailJs={emailJsConfig}
        details={contactDetails}
        closeLabel={contactPageCopy(country).closeLabel}
      />
    </CountryProvider>
  );
}
