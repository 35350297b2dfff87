import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { accessibilityStatement } from '@/content/accessibility-statement';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { ACCESSIBILITY_STATEMENT_DATE, company, marketSurveillance } from '@/lib/operator';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';
import { formatDate } from '@/lib/site-time';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/barrierefreiheit');

const statedOn = formatDate(ACCESSIBILITY_STATEMENT_DATE);

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/barrierefreiheit', (country) =>
    accessibilityStatement(company, country, statedOn, marketSurveillance),
  );
}

/** The accessibility statement of § 14 BFSG, linked from every footer. */
export default async function AccessibilityPage(props: CountryParams) {
  return (
    <LegalPage
      document={accessibilityStatement(
        company,
        await countryOf(props),
        statedOn,
        marketSurveillance,
      )}
    />
  );
}
