import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { localizeDeep } from '@/lib/country';
import { env } from '@/lib/env';
import { privacyPolicy } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

const document = privacyPolicy(env, new URL(env.VIDEO_URL).host);

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/datenschutz', () => document);
}

export default async function PrivacyPage(props: CountryParams) {
  return <LegalPage document={localizeDeep(document, await countryOf(props))} />;
}
