import type { Metadata } from 'next';
import { LandingPage } from '@/components/landing/landing-page';
import { landingContent } from '@/content/site-copy';
import { outboundOrigins } from '@/lib/env';
import {
  assignmentOf,
  variantStaticParams,
  type VariantParams,
} from '@/lib/experiments/variant-params';
import { countryOf } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';
import { outboundLinks } from '@/lib/site';

// Only the variants this build prerendered exist; the proxy never asks for another.
export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('/');
}

export function generateMetadata(props: VariantParams): Promise<Metadata> {
  return countryPageMetadata(props, '/', (country) => {
    const content = landingContent('student', outboundLinks(country, outboundOrigins), country);
    return { title: content.metaTitle, description: content.description };
  });
}

export default async function StudentLandingPage(props: VariantParams) {
  const assignment = await assignmentOf('studentHeroTitle', props);
  return (
    <LandingPage
      role="student"
      country={await countryOf(props)}
      assignment={assignment}
      overrides={{ title: assignment.payload?.title }}
    />
  );
}
