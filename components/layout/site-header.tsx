import Link from 'next/link';
import { ContactButton } from '@/components/contact/contact-button';
import { CountrySwitcher } from '@/components/layout/country-switcher';
import { PurchaseNavItem } from '@/components/layout/purchase-nav-item';
import { FRAME_LABELS } from '@/content/layout';
import { PRODUCT_NAME } from '@/lib/core/site';
import { DEFAULT_COUNTRY, type Country } from '@/lib/countries/countries';
import { COUNTRY_COOKIE } from '@/lib/countries/country-rules';
import { headerLinks, isCheckoutPage } from '@/lib/routing/pages';

/**
 * The 404 page renders outside any country: without a country the header
 * shows the German labels and no country switcher.
 */
export function SiteHeader({
  country,
  origins,
}: {
  country?: Country;
  /** Each country's origin, for the country switcher. */
  origins?: Record<Country, string>;
}) {
  return (
    <header className="border-b border-brand-100 bg-white">
      {/* Laid out in app/globals.css (.site-header), so that no box moves while a slow
          phone's HTML is still arriving. The 404 page has no countries to choose. */}
      <div
        className="site-header mx-auto max-w-6xl px-4 py-3"
        data-countries={country ? undefined : 'none'}
      >
        {/* No link here prefetches its page: seven requests and their decoding fell in the
            long tasks after every page's hydration, and the pupils' page fetched the adults'
            pages. A click fetches the page it goes to. */}
        <Link
          href="/"
          prefetch={false}
          className="justify-self-start text-xl leading-9 font-bold tracking-tight text-brand-700 desktop:leading-7 lg:leading-9"
        >
          {PRODUCT_NAME}
        </Link>
        <nav aria-label={FRAME_LABELS.mainNavigation}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            {headerLinks(country ?? DEFAULT_COUNTRY).map((link) =>
              isCheckoutPage(link.href) ? (
                <PurchaseNavItem key={link.href} href={link.href} label={link.label} />
              ) : (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className="text-ink hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div>
          {country && origins && (
            <CountrySwitcher
              origins={origins}
              cookieName={COUNTRY_COOKIE}
              label={FRAME_LABELS.countrySwitcher}
            />
          )}
          <ContactButton className="flex h-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-900">
            {FRAME_LABELS.contact}
          </ContactButton>
        </div>
      </div>
    </header>
  );
}
