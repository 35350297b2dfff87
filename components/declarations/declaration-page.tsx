import Link from 'next/link';
import type { ReactNode } from 'react';

type DeclarationPageProps = {
  copy: {
    title: string;
    intro: string[];
    formHeading: string;
    otherHeading: string;
    other: string;
    termsLink: { href: string; label: string };
  };
  /** The form's island. */
  children: ReactNode;
};

/** A page on which a contract is declared over (cancellation, withdrawal): the form first, the other ways after it. */
export function DeclarationPage({ copy, children }: DeclarationPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 break-words hyphens-auto desktop:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 desktop:text-4xl">
        {copy.title}
      </h1>
      {copy.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
      <section
        aria-labelledby="erklaerung-formular"
        className="mt-10 rounded-3xl bg-brand-50 p-6 desktop:p-8"
      >
        <h2 id="erklaerung-formular" className="mb-6 text-2xl font-semibold text-brand-900">
          {copy.formHeading}
        </h2>
        {children}
      </section>
      <section aria-labelledby="andere-wege" className="mt-10">
        <h2 id="andere-wege" className="text-2xl font-semibold text-brand-900">
          {copy.otherHeading}
        </h2>
        <p className="mt-3 leading-relaxed text-ink">{copy.other}</p>
        <p className="mt-3">
          <Link
            href={copy.termsLink.href}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {copy.termsLink.label}
          </Link>
        </p>
      </section>
    </article>
  );
}
