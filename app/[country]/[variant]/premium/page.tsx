import type { Metadata } from 'next';
import { PremiumCheckout } from '@/components/checkout/premium-checkout';
import { PREMIUM_TITLE, premiumPageCopy } from '@/content/pages';
import { PLAN_WORDS } from '@/content/premium';
import { localizeDeep } from '@/content/spelling';
import { IMMEDIATE_START } from '@/content/withdrawal-notice';
import { paypalBrowserConfig } from '@/lib/checkout/config';
import { formatMinor, vatNoteOf } from '@/lib/checkout/money';
import { currencyOf, DEFAULT_PLAN, PLANS } from '@/lib/checkout/plans';
import { contactDetails } from '@/lib/contact/config';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { pageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/premium');

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  const country = await countryOf(props);
  const copy = premiumPageCopy(country);
  return pageMetadata({
    country,
    path: '/premium',
    title: copy.metaTitle,
    description: copy.description,
  });
}

export default async function PremiumPage(props: CountryParams) {
  const country = await countryOf(props);
  const copy = premiumPageCopy(country);
  const currency = currencyOf(country);
  const plans = PLANS.map((plan) =>
    localizeDeep(
      {
        id: plan.id,
        ...PLAN_WORDS[plan.id],
        listPrice: formatMinor(plan.prices[currency], country),
      },
      country,
    ),
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 desktop:grid-cols-[1fr_1.1fr] desktop:py-16">
      <section aria-labelledby="premium-titel">
        <h1 id="premium-titel" className="text-4xl font-bold tracking-tight text-brand-900">
          {PREMIUM_TITLE}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
        <h2 className="mt-10 text-2xl font-semibold text-brand-900">{copy.includesHeading}</h2>
        <ul className="mt-4 grid gap-3">
          {copy.includes.map((item) => (
            <li key={item} className="flex gap-3 leading-relaxed text-ink">
              <span aria-hidden="true" className="mt-1 text-brand-700">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
        <h2 className="mt-10 text-2xl font-semibold text-brand-900">{copy.parentsHeading}</h2>
        <p className="mt-3 leading-relaxed text-ink">{copy.parents}</p>
        <p className="mt-3 leading-relaxed text-ink">
          {copy.orderByEmail}{' '}
          <a
            href={`mailto:${contactDetails.email}`}
            className="text-brand-700 underline underline-offset-4"
          >
            {contactDetails.email}
          </a>
          .
        </p>
        <h2 className="mt-10 text-2xl font-semibold text-brand-900">{copy.requirementsHeading}</h2>
        <p className="mt-3 leading-relaxed text-ink">{copy.requirements}</p>
      </section>
      <section aria-labelledby="premium-kaufen" className="rounded-3xl bg-brand-50 p-6 desktop:p-8">
        <h2 id="premium-kaufen" className="mb-6 text-2xl font-semibold text-brand-900">
          {copy.buyHeading}
        </h2>
        <PremiumCheckout
          country={country}
          plans={plans}
          defaultPlan={DEFAULT_PLAN}
          currency={currency}
          vatNote={vatNoteOf(country)}
          paypal={paypalBrowserConfig}
          contactEmail={contactDetails.email}
          review={localizeDeep(
            {
              includes: copy.includes,
              immediateStart: IMMEDIATE_START,
            },
            country,
          )}
        />
      </section>
    </div>
  );
}
