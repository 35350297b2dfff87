import type { Metadata } from 'next';
import { CancellationForm } from '@/components/declarations/cancellation-form';
import { DeclarationPage } from '@/components/declarations/declaration-page';
import { cancellationPageCopy } from '@/content/cancellation';
import { company } from '@/lib/core/operator';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/vertraege-kuendigen');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/vertraege-kuendigen', (country) =>
    cancellationPageCopy(company, country),
  );
}

/** The cancellation page of § 312k BGB: the footer's `Verträge hier kündigen` leads here. */
export default async function CancellationPage(props: CountryParams) {
  const copy = cancellationPageCopy(company, await countryOf(props));
  return (
    <DeclarationPage copy={copy}>
      <CancellationForm email={company.CONTACT_EMAIL} title={copy.title} />
    </DeclarationPage>
  );
}
