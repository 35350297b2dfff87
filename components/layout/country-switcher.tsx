'use client';

import { usePathname } from 'next/navigation';
import { useCountry } from '@/components/ui/country-context';
import { COUNTRY_NAMES } from '@/content/pages';
import { writeCookie } from '@/lib/core/browser-cookies';
import { COUNTRIES, COUNTRY_TABLE, type Country } from '@/lib/countries/countries';
import { countryOfHost, publicPath } from '@/lib/countries/country-rules';

type CountrySwitcherProps = {
  origins: Record<Country, string>;
  cookieName: string;
  /** The navigation's name (content/layout.ts). */
  label: string;
};

// On a country's origin the switcher moves to the chosen country's origin; on
// any other host (localhost, previews) it keeps the choice in the `land` cookie.
export function CountrySwitcher({ origins, cookieName, label }: CountrySwitcherProps) {
  const country = useCountry();
  const pathname = publicPath(usePathname());

  function choose(target: Country, event: React.MouseEvent<HTMLAnchorElement>) {
    // The proxy's rule: where the host decides the country, the link goes there.
    if (countryOfHost(window.location.host, origins) !== null) return;
    event.preventDefault();
    writeCookie(cookieName, target, 31536000);
    window.location.reload();
  }

  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {COUNTRIES.map((option) => {
          const { flag, locale } = COUNTRY_TABLE[option];
          const current = option === country;
          return (
            <li key={option} className="shrink-0">
              <a
                href={`${origins[option]}${pathname}`}
                hrefLang={locale}
                aria-current={current ? 'true' : undefined}
                onClick={
                  current ? (event) => event.preventDefault() : (event) => choose(option, event)
                }
                className={`flex h-8 items-center gap-1.5 rounded-full px-3 ${current ? 'bg-brand-100 font-semibold text-brand-900' : 'text-ink hover:bg-brand-50'}`}
              >
                {/* Low: otherwise React preloads both flags with high priority, ahead of
                    the page's own text in the first frame's network path. */}
                <img
                  src={flag}
                  alt=""
                  width={20}
                  height={14}
                  fetchPriority="low"
                  className="h-3.5 w-5 object-cover"
                />
                {COUNTRY_NAMES[option]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
