import { clsx } from 'clsx';
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
      {/* A slow phone paints the header while its HTML is still arriving. Every box here
          starts where its row or column starts, every row and column is as tall or wide as it
          will be before its content comes, and nothing shrinks to make room for what follows,
          so what arrives later moves nothing that was painted. Phones: the name and Kontakt,
          the countries, the links. From the breakpoint the links follow the name, the
          countries and Kontakt below; from 1024 px these take a column of their own. */}
      <div
        className={clsx(
          'mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)_6rem] items-start gap-x-6 gap-y-3 px-4 py-3 desktop:grid-cols-[auto_minmax(0,1fr)] desktop:grid-rows-[auto_2.25rem] lg:grid-cols-[auto_minmax(0,1fr)_23rem] lg:grid-rows-[minmax(2.25rem,auto)]',
          // The 404 page has no countries to choose.
          country ? 'grid-rows-[2.25rem_2.25rem_auto]' : 'grid-rows-[2.25rem_auto]',
        )}
      >
        <Link
          href="/"
          className="justify-self-start text-xl leading-9 font-bold tracking-tight text-brand-700 desktop:leading-7 lg:leading-9"
        >
          {PRODUCT_NAME}
        </Link>
        <nav
          aria-label="Hauptnavigation"
          className={clsx(
            'col-span-2 desktop:col-span-1 desktop:col-start-2 desktop:row-start-1 desktop:mt-1 lg:mt-2',
            country ? 'row-start-3' : 'row-start-2',
          )}
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
        <div className="contents desktop:col-span-2 desktop:row-start-2 desktop:grid desktop:h-9 desktop:w-full desktop:max-w-[23rem] desktop:grid-cols-[1fr_6rem] desktop:items-center desktop:gap-3 lg:col-span-1 lg:col-start-3 lg:row-start-1">
          {country && (
            <CountrySwitcher
              origins={{ DE: env.SITE_URL_DE, CH: env.SITE_URL_CH }}
              cookieName={COUNTRY_COOKIE}
              className="col-span-2 row-start-2 self-center desktop:col-span-1 desktop:row-start-1"
            />
          )}
          <ContactButton className="col-start-2 row-start-1 flex h-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-900">
            Kontakt
          </ContactButton>
        </div>
      </div>
    </header>
  );
}
