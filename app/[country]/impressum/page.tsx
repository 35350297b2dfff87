import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { localizeDeep } from '@/lib/country';
import { env } from '@/lib/env';
import { imprint } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

const document = imprint(env);

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/impressum', () => document);
}

export default async function ImprintPage(props: CountryParams) {
  return <LegalPage document={localizeDeep(document, await countryOf(props))} />;
}
