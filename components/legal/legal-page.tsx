import Link from 'next/link';
import type { LegalDocument } from '@/content/legal';

/** A legal document with one h1 and an h2 per section; copy arrives already localised. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 break-words hyphens-auto desktop:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 desktop:text-4xl">
        {document.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{document.intro}</p>
      {document.sections.map((section) => {
        const List = section.numbered ? 'ol' : 'ul';
        return (
          <section
            key={section.heading}
            id={section.id}
            aria-labelledby={`${section.id ?? slug(section.heading)}-titel`}
            className={
              section.highlighted
                ? 'mt-10 scroll-mt-8 rounded-2xl border-2 border-brand-700 bg-brand-50 p-6'
                : 'mt-10 scroll-mt-8'
            }
          >
            <h2
              id={`${section.id ?? slug(section.heading)}-titel`}
              className="text-2xl font-semibold text-brand-900"
            >
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <List
                className={`mt-3 space-y-2 pl-6 leading-relaxed text-ink ${section.numbered ? 'list-decimal' : 'list-disc'}`}
              >
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            )}
            {section.after?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
            {section.links?.map((link) => (
              <p key={link.href} className="mt-3">
                <Link
                  href={link.href}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {link.label}
                </Link>
              </p>
            ))}
          </section>
        );
      })}
    </article>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
