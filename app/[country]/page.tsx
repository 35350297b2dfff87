import type { Metadata } from 'next';
import { LandingPage } from '@/components/landing-page';
import { landingContent } from '@/lib/content';
import { outboundOrigins } from '@/lib/env';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';
import { outboundLinks } from '@/lib/site';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/', (country) => {
    const content = landingContent('student', outboundLinks(country, outboundOrigins));
    return { title: content.metaTitle, description: content.description };
  });
}

export default async function StudentLandingPage(props: CountryParams) {
  return <LandingPage role="student" country={await countryOf(props)} />;
}
