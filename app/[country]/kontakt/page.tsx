import type { Metadata } from 'next';
import { localizeSpelling } from '@/lib/country';
import { ContactDetails } from '@/components/contact-details';
import { ContactForm } from '@/components/contact-form';
import { CONTACT_TITLE } from '@/lib/content';
import { contactDetails, emailJsConfig } from '@/lib/env';
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
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 desktop:grid-cols-2 desktop:grid-rows-[auto_1fr] desktop:py-16">
      <section aria-labelledby="kontakt-titel">
        <h1 id="kontakt-titel" className="text-4xl font-bold tracking-tight text-brand-900">
          {CONTACT_TITLE}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          {localizeSpelling(
            'Ob Frage zum Konto, Idee für eine neue Funktion oder Interesse als Pilotschule: Schreiben Sie uns oder rufen Sie an. Wir antworten in der Regel innerhalb eines Werktags.',
            country,
          )}
        </p>
      </section>
      <section aria-labelledby="kontaktwege" className="desktop:row-span-2">
        <div className="rounded-3xl bg-brand-50 p-6 desktop:p-8">
          <h2 id="kontaktwege" className="text-2xl font-semibold text-brand-900">
            Schreiben Sie uns
          </h2>
          <div className="mt-6">
            <ContactForm emailJs={emailJsConfig} email={contactDetails.email} />
          </div>
        </div>
      </section>
      <section aria-labelledby="erreichbarkeit">
        <h2 id="erreichbarkeit" className="text-2xl font-semibold text-brand-900">
          So erreichen Sie uns direkt
        </h2>
        <div className="mt-6">
          <ContactDetails {...contactDetails} />
        </div>
      </section>
    </div>
  );
}
