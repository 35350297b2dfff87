import type { Metadata } from 'next';
import type { Organization, SoftwareApplication, WithContext } from 'schema-dts';
import { PRODUCT_TAGLINE } from '@/content/pages';
import { localizeSpelling } from '@/content/spelling';
import { isProductionSite, siteOrigins } from '@/lib/config/site';
import { company } from '@/lib/core/operator';
import { PRODUCT_NAME } from '@/lib/core/site';
import { COUNTRY_TABLE, type Country } from '@/lib/countries/countries';
import { countrySegment, hreflangAlternates } from '@/lib/countries/country-rules';
import { SITE_PAGES, type SitePath } from '@/lib/routing/pages';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';

export function originOf(country: Country): string {
  return siteOrigins[country];
}

export function absoluteUrl(country: Country, path: string): string {
  return `${originOf(country)}${path === '/' ? '/' : path}`;
}

/** hreflang alternates of a path: every country's page, and the default country's as x-default. */
export function alternatesOf(path: SitePath): Record<string, string> {
  return hreflangAlternates(siteOrigins, path);
}

export function pageMetadata(input: {
  country: Country;
  path: SitePath;
  title: string;
  description: string;
}): Metadata {
  const { country, path } = input;
  const page = SITE_PAGES.find((entry) => entry.path === path)!;
  const title = localizeSpelling(input.title, country);
  const description = localizeSpelling(input.description, country);
  const image = {
    url: `${originOf(country)}/og/${countrySegment(country)}/${page.og}`,
    width: 1200,
    height: 630,
    alt: localizeSpelling(`${PRODUCT_NAME} – ${PRODUCT_TAGLINE}`, country),
  };
  return {
    metadataBase: new URL(originOf(country)),
    title: path === '/' ? { absolute: `${title} | ${PRODUCT_NAME}` } : title,
    description,
    alternates: { canonical: absoluteUrl(country, path), languages: alternatesOf(path) },
    openGraph: {
      type: 'website',
      siteName: PRODUCT_NAME,
      locale: COUNTRY_TABLE[country].locale.replace('-', '_'),
      url: absoluteUrl(country, path),
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    robots: isProductionSite ? { index: true, follow: true } : { index: false, follow: false },
  };
}

export function structuredData(
  country: Country,
): [WithContext<Organization>, WithContext<SoftwareApplication>] {
  const origin = originOf(country);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.COMPANY_NAME,
      url: origin,
      logo: `${origin}/icon.svg`,
      email: company.CONTACT_EMAIL,
      telephone: company.CONTACT_PHONE,
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.COMPANY_STREET,
        addressLocality: company.COMPANY_CITY,
        addressCountry: company.COMPANY_COUNTRY,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: PRODUCT_NAME,
      description: localizeSpelling(PRODUCT_TAGLINE, country),
      applicationCategory: 'EducationalApplication',
      operatingSystem: 'Web, iOS, Android',
      inLanguage: COUNTRY_TABLE[country].locale,
      url: origin,
      offers: { '@type': 'Offer', price: 0, priceCurrency: COUNTRY_TABLE[country].currency },
    },
  ];
}

/** Metadata of a `[country]` page from its title and description, localised for the country. */
export async function countryPageMetadata(
  props: CountryParams,
  path: SitePath,
  copy: (country: Country) => { title: string; description: string },
): Promise<Metadata> {
  const country = await countryOf(props);
  return pageMetadata({ country, path, ...copy(country) });
}
