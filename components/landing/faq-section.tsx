import Link from 'next/link';
import { faqCopy } from '@/content/faq';
import type { LandingRole } from '@/content/landing';
import { cheapestPriceWithVat } from '@/lib/checkout/money';
import type { Country } from '@/lib/countries/countries';
import { isCheckoutPage } from '@/lib/routing/pages';

type FaqSectionProps = { role: LandingRole; country: Country };

// Native <details>: the answers are in the server HTML for crawlers, and they
// open with mouse, keyboard and screen readers without any script of ours.
export function FaqSection({ role, country }: FaqSectionProps) {
  const faq = faqCopy(role, country, cheapestPriceWithVat(country));
  return (
    <section aria-labelledby="fragen" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="fragen" className="text-3xl font-bold tracking-tight text-brand-900">
        {faq.heading}
      </h2>
      <div className="mt-8 max-w-4xl divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white shadow-sm">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="mr-1 size-2.5 shrink-0 -translate-y-0.5 rotate-45 border-r-2 border-b-2 border-brand-700 group-open:translate-y-0.5 group-open:-rotate-135 motion-safe:transition-transform"
              />
            </summary>
            <div className="px-5 pb-5">
              <p className="max-w-3xl leading-relaxed text-ink">{item.answer}</p>
              {item.link && (
                <Link
                  href={item.link.href}
                  prefetch={isCheckoutPage(item.link.href) ? false : undefined}
                  className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {item.link.label}
                </Link>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
