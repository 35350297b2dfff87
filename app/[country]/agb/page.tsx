import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { localizeDeep } from '@/lib/country';
import { TERMS } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { pageMetadata } from '@/lib/seo';

const document = TERMS;

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  const country = await countryOf(props);
  return pageMetadata({
    country,
    path: '/agb',
    title: document.title,
    description: document.description,
  });
}

export default async function TermsPage(props: CountryParams) {
  return <LegalPage document={localizeDeep(document, await countryOf(props))} />;
}
