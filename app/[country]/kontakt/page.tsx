import type { Metadata } from 'next';
import { localizeSpelling } from '@/lib/country';
import { env, outboundOrigins } from '@/lib/env';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  const country = await countryOf(props);
  return pageMetadata({
    country,
    path: '/kontakt',
    title: 'Kontakt',
    description:
      'Fragen zu Rechenweg, Pilotschulen oder Ihrem Konto? Wir helfen gern persönlich – per Telefon, E-Mail oder Nachricht.',
  });
}

export default async function ContactPage(props: CountryParams) {
  const country = await countryOf(props);
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 desktop:grid-cols-2 desktop:py-16">
      <section aria-labelledby="kontakt-titel">
        <h1 id="kontakt-titel" className="text-4xl font-bold tracking-tight text-brand-900">
          Wir helfen gern persönlich bei allen Anliegen
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          {localizeSpelling(
            'Ob Frage zum Konto, Idee für eine neue Funktion oder Interesse als Pilotschule: Schreiben Sie uns oder rufen Sie an. Wir antworten in der Regel innerhalb eines Werktags.',
            country,
          )}
        </p>
      </section>
      <section aria-labelledby="kontaktwege" className="rounded-3xl bg-brand-50 p-8">
        <h2 id="kontaktwege" className="text-2xl font-semibold text-brand-900">
          So erreichen Sie uns
        </h2>
        <dl className="mt-6 space-y-5">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">Telefon</dt>
            <dd className="mt-1 text-lg">
              <a
                href={`tel:${env.CONTACT_PHONE.replace(/\s/g, '')}`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {env.CONTACT_PHONE}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">E-Mail</dt>
            <dd className="mt-1 text-lg">
              <a
                href={`mailto:${env.CONTACT_EMAIL}`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {env.CONTACT_EMAIL}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">
              Produktdemo
            </dt>
            <dd className="mt-1 text-lg">
              <a
                href={outboundOrigins.demoBooking}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                Persönliche Demo buchen
              </a>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
