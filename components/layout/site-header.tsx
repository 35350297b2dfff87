import Link from 'next/link';
import { ContactButton } from '@/components/contact/contact-button';
import { CountrySwitcher } from '@/components/layout/country-switcher';
import { PurchaseNavItem } from '@/components/layout/purchase-nav-item';
import { env } from '@/lib/env';
import { COUNTRY_COOKIE } from '@/lib/routing/country';
import { headerLinks, isCheckoutPage } from '@/lib/routing/pages';
import { PRODUCT_NAME, type Country } from '@/lib/site';

/**
 * The 404 page renders outside any country: without a country the header
 * shows the German labels and no country switcher.
 */
export function SiteHeader({ country }: { country?: Country }) {
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/" className="text-xl font-bold tracking-tight text-brand-700">
          {PRODUCT_NAME}
        </Link>
        <nav
          aria-label="Hauptnavigation"
          className="order-3 w-full desktop:order-none desktop:w-auto"
        >
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
            {headerLinks(country ?? 'DE').map((link) =>
              isCheckoutPage(link.href) ? (
                <PurchaseNavItem key={link.href} href={link.href} label={link.label} />
              ) : (
                <li key={link.href}>
                  <Link href={link.href} className="text-ink hover:text-brand-700">
                    {link.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          {country && (
            <CountrySwitcher
              origins={{ DE: env.SITE_URL_DE, CH: env.SITE_URL_CH }}
              cookieName={COUNTRY_COOKIE}
            />
          )}
          <ContactButton className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900">
            Kontakt
          </ContactButton>
        </div>
      </div>
    </header>
  );
}
