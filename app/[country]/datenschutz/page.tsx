import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal-page';
import { env } from '@/lib/env';
import { privacyPolicy } from '@/lib/legal';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/datenschutz', (country) =>
    privacyPolicy(env, new URL(env.VIDEO_URL).host, country),
  );
}

export default async function PrivacyPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={privacyPolicy(env, new URL(env.VIDEO_URL).host, country)} />;
}
