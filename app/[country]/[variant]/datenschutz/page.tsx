import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { privacyPolicy } from '@/content/legal';
import { outboundOrigins } from '@/lib/config/site';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/datenschutz');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/datenschutz', (country) =>
    privacyPolicy(company, new URL(outboundOrigins.video).host, country),
  );
}

export default async function PrivacyPage(props: CountryParams) {
  const country = await countryOf(props);
  return (
    <LegalPage document={privacyPolicy(company, new URL(outboundOrigins.video).host, country)} />
  );
}
