import type { Metadata } from 'next';
import { landingSite } from '@/app/[country]/[variant]/landing-site';
import { LandingPage } from '@/components/landing/landing-page';
import { JsonLd } from '@/components/ui/json-ld';
import { landingContent } from '@/content/landing';
import { outboundOrigins } from '@/lib/config/site';
import { outboundLinks } from '@/lib/core/outbound-links';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata, structuredData } from '@/lib/routing/seo';

// A pupils' page: served from the standard segment only, since no experiment may
// run here (lib/experiments/experiments.ts, `ExperimentPath`).
export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('/');
}

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/', (country) => {
    const content = landingContent('student', outboundLinks(country, outboundOrigins), country);
    return { title: content.metaTitle, description: content.description };
  });
}

export default async function StudentLandingPage(props: CountryParams) {
  const country = await countryOf(props);
  return (
    <>
      {/* The organisation and the product are the site's, not a page's: described once,
          on its home page, as search engines read them (docs/pages-and-copy.md). */}
      <JsonLd data={structuredData(country)} />
      <LandingPage role="student" country={country} site={landingSite} />
    </>
  );
}
