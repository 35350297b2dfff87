import type { Metadata } from 'next';
import { PremiumCheckout } from '@/components/premium-checkout';
import { PREMIUM_TITLE } from '@/lib/content';
import { localizeDeep } from '@/lib/country';
import { contactDetails, paypalBrowserConfig } from '@/lib/env';
import { currencyOf, DEFAULT_PLAN, formatMinor, PLANS } from '@/lib/premium';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { pageMetadata } from '@/lib/seo';

const COPY = {
  lead: 'Mit Premium übt Ihr Kind ohne Grenzen: unbegrenzt viele Aufgaben und Erklärungen, Lernpläne vor Klassenarbeiten und ein ausführlicher Wochenbericht für Sie. Sie zahlen einmal für den gewählten Zeitraum, danach endet Premium von selbst – kein Abo, nichts zu kündigen.',
  includesHeading: 'Das ist in Premium enthalten',
  includes: [
    'Unbegrenzt viele Aufgaben, Hinweise und Schritt-für-Schritt-Erklärungen',
    'Lernpläne für die nächste Klassenarbeit, passend zum Stoff der Klasse',
    'Ein Wochenbericht für Eltern: geübte Themen, Fortschritte, offene Lücken',
    'Alle Klassenstufen und Themen, am Handy, Tablet und Computer',
  ],
  parentsHeading: 'Bezahlen übernehmen meist die Eltern',
  parents:
    'Bezahlt wird mit PayPal oder mit Kredit- bzw. Debitkarte. Beides haben Schülerinnen und Schüler unter 18 meist nicht – wenn Ihr Kind Ihnen diese Seite geschickt hat, schließen Sie den Kauf einfach für sein Konto ab. Ihr Kind braucht dafür nur ein kostenloses Rechenweg-Konto.',
  buyHeading: 'Premium kaufen',
} as const;

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  return pageMetadata({
    country: await countryOf(props),
    path: '/premium',
    title: 'Premium für Ihr Kind',
    description:
      'Rechenweg Premium: unbegrenzt üben, Lernpläne vor Klassenarbeiten und ein Wochenbericht für Eltern. Einmal zahlen mit PayPal oder Karte, kein Abo.',
  });
}

export default async function PremiumPage(props: CountryParams) {
  const country = await countryOf(props);
  const copy = localizeDeep(COPY, country);
  const currency = currencyOf(country);
  const plans = PLANS.map((plan) =>
    localizeDeep(
      {
        id: plan.id,
        name: plan.name,
        note: plan.note,
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
          paypal={paypalBrowserConfig}
          contactEmail={contactDetails.email}
        />
      </section>
    </div>
  );
}
