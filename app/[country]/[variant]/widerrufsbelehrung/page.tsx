import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { withdrawalNotice } from '@/content/withdrawal-notice';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata, originOf } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/widerrufsbelehrung');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/widerrufsbelehrung', (country) =>
    withdrawalNotice(company, country, originOf(country)),
  );
}

export default async function WithdrawalPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={withdrawalNotice(company, country, originOf(country))} />;
}
