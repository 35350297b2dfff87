import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { localizeDeep } from '@/lib/country';
import { env } from '@/lib/env';
import { imprint } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { pageMetadata } from '@/lib/seo';

const document = imprint(env);

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  const country = await countryOf(props);
  return pageMetadata({
    country,
    path: '/impressum',
    title: document.title,
    description: document.description,
  });
}

export default async function ImprintPage(props: CountryParams) {
  return <LegalPage document={localizeDeep(document, await countryOf(props))} />;
}
