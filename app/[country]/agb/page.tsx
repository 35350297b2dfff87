import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { localizeDeep } from '@/lib/country';
import { TERMS } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

const document = TERMS;

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/agb', () => document);
}

export default async function TermsPage(props: CountryParams) {
  return <LegalPage document={localizeDeep(document, await countryOf(props))} />;
}
