import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { agbOf } from '@/lib/checkout/agb';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/agb');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/agb', (country) => agbOf(company, country));
}

export default async function TermsPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={agbOf(company, country)} />;
}
