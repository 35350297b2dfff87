import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactForm } from '@/components/contact/contact-form';
import { FRAME_LABELS } from '@/content/layout';
import { CONTACT_TITLE, contactPageCopy } from '@/content/pages';
import { contactDetails, emailJsConfig } from '@/lib/contact/config';
import { variantStaticParams } from '@/lib/experiments/variant-params';
import { countryOf, type CountryParams } from '@/lib/routing/route-params';
import { pageMetadata } from '@/lib/routing/seo';

// Served from the standard segment, or from an experiment's variants (lib/experiments/).
export const dynamicParams = false;
export const generateStaticParams = () => variantStaticParams('/kontakt');

export async function generateMetadata(props: CountryParams): Promise<Metadata> {
  const country = await countryOf(props);
  return pageMetadata({
    country,
    path: '/kontakt',
    title: FRAME_LABELS.contact,
    description: contactPageCopy(country).description,
  });
}

export default async function ContactPage(props: CountryParams) {
  const copy = contactPageCopy(await countryOf(props));
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 desktop:grid-cols-2 desktop:grid-rows-[auto_1fr] desktop:py-16">
      <section aria-labelledby="kontakt-titel">
        <h1 id="kontakt-titel" className="text-4xl font-bold tracking-tight text-brand-900">
          {CONTACT_TITLE}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
      </section>
      <section aria-labelledby="kontaktwege" className="desktop:row-span-2">
        <div className="rounded-3xl bg-brand-50 p-6 desktop:p-8">
          <h2 id="kontaktwege" className="text-2xl font-semibold text-brand-900">
            {copy.formHeading}
          </h2>
          <div className="mt-6">
            <ContactForm emailJs={emailJsConfig} email={contactDetails.email} />
          </div>
        </div>
      </section>
      <section aria-labelledby="erreichbarkeit">
        <h2 id="erreichbarkeit" className="text-2xl font-semibold text-brand-900">
          {copy.directHeading}
        </h2>
        <div className="mt-6">
          <ContactDetails {...contactDetails} />
        </div>
      </section>
    </div>
  );
}
