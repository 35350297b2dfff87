import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { accessibilityStatement } from '@/content/accessibility-statement';
import { env } from '@/lib/env';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/barrierefreiheit', (country) =>
    accessibilityStatement(env, country),
  );
}

/** The accessibility statement of § 14 BFSG, linked from every footer. */
export default async function AccessibilityPage(props: CountryParams) {
  return <LegalPage document={accessibilityStatement(env, await countryOf(props))} />;
}
