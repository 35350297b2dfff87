import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { imprint } from '@/content/legal';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/impressum');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/impressum', (country) => imprint(company, country));
}

export default async function ImprintPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={imprint(company, country)} />;
}
