import type { Metadata } from 'next';
import Link from 'next/link';
import { CancellationForm } from '@/components/cancellation-form';
import { cancellationPageCopy } from '@/lib/cancellation/page-copy';
import { env } from '@/lib/env';
import { countryOf, type CountryParams } from '@/lib/route-params';
import { countryPageMetadata } from '@/lib/seo';

export function generateMetadata(props: CountryParams): Promise<Metadata> {
  return countryPageMetadata(props, '/vertraege-kuendigen', (country) =>
    cancellationPageCopy(env, country),
  );
}

/** The cancellation page of § 312k BGB: the footer's `Verträge hier kündigen` leads here. */
export default async function CancellationPage(props: CountryParams) {
  const copy = cancellationPageCopy(env, await countryOf(props));
  return (
    <article className="mx-auto max-w-3xl hyphens-auto break-words px-4 py-12 desktop:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 desktop:text-4xl">
        {copy.title}
      </h1>
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
      <section
        aria-labelledby="kuendigung-formular"
        className="mt-10 rounded-3xl bg-brand-50 p-6 desktop:p-8"
      >
        <h2 id="kuendigung-formular" className="mb-6 text-2xl font-semibold text-brand-900">
          {copy.formHeading}
        </h2>
        <CancellationForm email={env.CONTACT_EMAIL} title={copy.title} />
      </section>
      <section aria-labelledby="andere-wege" className="mt-10">
        <h2 id="andere-wege" className="text-2xl font-semibold text-brand-900">
          {copy.otherHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink">{copy.other}</p>
        <p className="mt-3">
          <Link
            href="/agb#laufzeit"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {copy.termsLink}
          </Link>
        </p>
      </section>
    </article>
  );
}
