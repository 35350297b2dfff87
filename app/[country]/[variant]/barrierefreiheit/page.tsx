import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { accessibilityStatement } from '@/content/accessibility-statement';
import { ACCESSIBILITY_STATEMENT_DATE, company, marketSurveillance } from '@/lib/core/operator';
import { formatDate } from '@/lib/core/site-time';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

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
