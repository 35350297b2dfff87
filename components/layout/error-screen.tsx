'use client';

import type { ReactNode } from 'react';
import { useSupportEmail } from '@/components/layout/providers';
import { ERROR_COPY } from '@/content/error-screen';
import type { SitePath } from '@/lib/routing/pages';

/** The Kontakt control's look, for the element PageErrorScreen passes as `contact`. */
export const ERROR_CONTACT_CLASS =
  'rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50';

const contactPageLink = (
  <a href={'/kontakt' satisfies SitePath} className={ERROR_CONTACT_CLASS}>
    {ERROR_COPY.contact}
  </a>
);

/**
 * The error screen with its reload link and the support address. Its Kontakt is a
 * plain link to /kontakt where no popup is mounted: global-error.tsx (the
 * layout that held it failed) and the build's 500 page (outside any country).
 * PageErrorScreen passes ContactButton, which opens the popup, for error.tsx.
 * Importing ContactButton here put it and the contact events a second time
 * into global-error's chunk, which every page loads (docs/performance.md).
 */
export function ErrorScreen({ contact = contactPageLink }: { contact?: ReactNode }) {
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
        {/* A link to this very address reloads it without scripts too: the server answers a
            render error with this screen before any script (scripts/patch-next-error-shell.mjs). */}
        <a
          href=""
          className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {ERROR_COPY.reload}
        </a>
        {contact}
      </div>
    </section>
  );
}
