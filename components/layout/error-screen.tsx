'use client';

import { ContactButton } from '@/components/contact/contact-button';
import { useSupportEmail } from '@/components/layout/providers';
import { ERROR_COPY } from '@/content/error-screen';

/** The error screen with its retry and the support address, for error.tsx and global-error.tsx. */
export function ErrorScreen() {
  const email = useSupportEmail();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" aria-labelledby="fehler-titel">
      <h1 id="fehler-titel" className="text-3xl font-bold tracking-tight text-brand-900">
        {ERROR_COPY.heading}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{ERROR_COPY.text}</p>
      {email && (
        <p className="mt-2 text-lg">
          {ERROR_COPY.email}{' '}
          <a
            href={`mailto:${email}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {email}
          </a>
        </p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 desktop:flex-row">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {ERROR_COPY.reload}
        </button>
        <ContactButton className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          {ERROR_COPY.contact}
        </ContactButton>
      </div>
    </section>
  );
}
