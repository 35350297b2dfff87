import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { privacyPolicy } from '@/content/legal';
import { env } from '@/lib/env';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/datenschutz', (country) =>
    privacyPolicy(env, new URL(env.VIDEO_URL).host, country),
  );
}

export default async function PrivacyPage(props: CountryParams) {
  const country = await countryOf(props);
  return <LegalPage document={privacyPolicy(env, new URL(env.VIDEO_URL).host, country)} />;
}
