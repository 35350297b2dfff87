import type { Metadata } from 'next';
import Link from 'next/link';
import { landingSite } from '@/app/[country]/[variant]/landing-site';
import { LandingPage } from '@/components/landing/landing-page';
import { landingContent, parentPricingCopy } from '@/content/landing';
import { cheapestPriceWithVat } from '@/lib/checkout/money';
import { outboundOrigins } from '@/lib/config/site';
import { outboundLinks } from '@/lib/core/outbound-links';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/eltern');

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/eltern', (country) => {
    const content = landingContent('parent', outboundLinks(country, outboundOrigins), country);
    return { title: content.metaTitle, description: content.description };
  });
}

export default async function ParentLandingPage(props: CountryParams) {
  const country = await countryOf(props);
  const pricing = parentPricingCopy(country, cheapestPriceWithVat(country));
  return (
    <LandingPage role="parent" country={country} site={landingSite}>
      <section aria-labelledby="kosten" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="rounded-3xl bg-brand-50 p-8">
          <h2 id="kosten" className="text-2xl font-bold text-brand-900">
            {pricing.heading}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-ink">{pricing.text}</p>
          <Link
            href="/premium"
            prefetch={false}
            className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {pricing.link}
          </Link>
        </div>
      </section>
    </LandingPage>
  );
}
