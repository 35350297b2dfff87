// The countries the site serves, one row each: everything that differs by
// country derives from this table (lib/countries/country-rules.ts), and adding
// a country is adding a row (docs/adding-a-country.md). Pure data: safe to
// import from client components.

/** The origins a country has, each read from its own variable: `SITE_URL_DE`, `APP_URL_CH`, … */
export const COUNTRY_URLS = { site: 'SITE_URL', app: 'APP_URL', blog: 'BLOG_URL' } as const;
export type CountryUrl = keyof typeof COUNTRY_URLS;

export type CountryRow = {
  /** The route segment its pages are prerendered under: lower-case letters. */
  segment: string;
  /** The country switcher's flag (its name is a word: content/pages.ts's COUNTRY_NAMES). */
  flag: string;
  /** BCP 47: hreflang, `Intl` formats, `Content-Language`, PayPal's checkout page. */
  locale: string;
  /** The document's `lang`. */
  lang: string;
  /** The `locale` PayPal's JS SDK takes for its buttons. */
  paypalLocale: string;
  /** ISO 4217; every plan has a price in it (lib/checkout/plans.ts). */
  currency: string;
  /** Under every price. */
  vatNote: string;
  /**
   * Whose law a buyer of this country lives under: the confirmation mail adds the
   * Swiss withdrawal terms for it. The legal pages' own wording differs by country
   * in content/ (a new law needs its texts written there).
   */
  law: 'german' | 'swiss';
  /** What the country's keyboards print on the control key. */
  controlKey: string;
  /** Whether the app lets pupils register themselves here. */
  pupilRegistration: boolean;
  /** The sample origins of the demo configuration, on reserved domains. */
  samples: Record<CountryUrl, string>;
};

export const COUNTRY_TABLE = {
  DE: {
    segment: 'de',
    flag: '/flags/de.svg',
    locale: 'de-DE',
    lang: 'de',
    paypalLocale: 'de_DE',
    currency: 'EUR',
    vatNote: 'inkl. MwSt.',
    law: 'german',
    controlKey: 'Strg',
    pupilRegistration: true,
    samples: {
      site: 'https://www.example.de',
      app: 'https://app.example.de',
      blog: 'https://blog.example.de',
    },
  },
  CH: {
    segment: 'ch',
    flag: '/flags/ch.svg',
    locale: 'de-CH',
    lang: 'de-CH',
    paypalLocale: 'de_CH',
    currency: 'CHF',
    vatNote: 'inkl. MWST',
    law: 'swiss',
    controlKey: 'Ctrl',
    // Swiss pupils start on the app's welcome page.
    pupilRegistration: false,
    samples: {
      site: 'https://www.example.ch',
      app: 'https://app.example.ch',
      blog: 'https://blog.example.ch',
    },
  },
} as const satisfies Record<string, CountryRow>;

export type Country = keyof typeof COUNTRY_TABLE;
/** In the table's order, which is the switcher's. */
export const COUNTRIES = Object.keys(COUNTRY_TABLE) as Country[];
/** Where nothing names a country: hosts that are no country's origin, `x-default`. */
export const DEFAULT_COUNTRY: Country = 'DE';

export type Currency = (typeof COUNTRY_TABLE)[Country]['currency'];
export type CountryUrlVariable = `${(typeof COUNTRY_URLS)[CountryUrl]}_${Country}`;

/** The environment variable of one of a country's origins: `urlVariable('site', 'CH')` is `SITE_URL_CH`. */
export function urlVariable<C extends string>(kind: CountryUrl, country: C) {
  return `${COUNTRY_URLS[kind]}_${country}` as const;
}
