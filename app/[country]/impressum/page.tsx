import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { env } from '@/lib/env';
import { imprint } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/impressum', (country) => imprint(env, country));
}

export default async function ImprintPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={imprint(env, country)} />;
}
