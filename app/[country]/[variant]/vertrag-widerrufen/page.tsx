import type { Metadata } from 'next';
import { DeclarationPage } from '@/components/declarations/declaration-page';
import { WithdrawalForm } from '@/components/declarations/withdrawal-form';
import { withdrawalPageCopy } from '@/content/withdrawal';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/vertrag-widerrufen');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/vertrag-widerrufen', (country) =>
    withdrawalPageCopy(company, country),
  );
}

/** The withdrawal function of § 356a BGB: every page's `Vertrag widerrufen` leads here. */
export default async function WithdrawalPage(props: CountryParams) {
  const copy = withdrawalPageCopy(company, await countryOf(props));
  return (
    <DeclarationPage copy={copy}>
      <WithdrawalForm email={company.CONTACT_EMAIL} title={copy.title} />
    </DeclarationPage>
  );
}
