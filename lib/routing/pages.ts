// Every page of the site, once. The sitemap and the metadata (lib/routing/seo.ts), the
// header, the footer, the consent overlay and the Open Graph images derive from
// this list. Pure data: safe to import from client components.
import { LANDING_TITLES, type LandingRole } from '@/content/landing';
import { CONTACT_TITLE, HEADER_LABELS, LEGAL_LABELS, PREMIUM_TITLE } from '@/content/pages';
import type { Country } from '@/lib/countries/countries';

/** The Open Graph images, each with the headline it shows. */
export const OG_HEADLINES = {
  start: LANDING_TITLES.student,
  lehrkraefte: LANDING_TITLES.teacher,
  eltern: LANDING_TITLES.parent,
  kontakt: CONTACT_TITLE,
  premium: PREMIUM_TITLE,
} as const;

type OgSlug = keyof typeof OG_HEADLINES;

type Page = {
  path: string;
  og: OgSlug;
  /** Its priority in the sitemap. */
  priority: number;
  /** The header links it with this label: the landings and Premium. */
  header?: (country: Country) => string;
  /**
   * A legal page: the footer links it with this label, and the consent overlay
   * sits at the bottom there without hiding the text.
   */
  legal?: {
    label: string;
    /** The overlay links it, so it is in reach before any choice. */
    linkedFromConsent: boolean;
    /** A function the law wants prominent (§ 312k, § 356a BGB): the footer shows it as a button, not as small print. */
    prominent?: true;
  };
  /** Takes payments: its policy allows PayPal, which no other page talks to. */
  checkout?: true;
  /**
   * Written for pupils (`du`), who are 10 to 18: a child under 16 cannot
   * consent (Art. 8 DSGVO, § 25 TDDDG), so nothing is asked there and nothing
   * runs that would need it — no overlay, no storage, no third party, no
   * experiment (`ExperimentPath` in lib/experiments/experiments.ts) — whatever
   * an adult chose on the same browser. Every way into
   * such a page is a document load, so nothing an adult's choice started
   * comes along.
   */
  pupils?: true;
  /**
   * The ad networks may load here once a visitor agreed to marketing: pages for
   * adults that ask for nothing personal. Never where children read, and never
   * beside a form (automatic matching could read it).
   */
  ads?: true;
};

/** In the order the sitemap lists them. */
export const SITE_PAGES = [
  { path: '/', og: 'start', priority: 1, header: HEADER_LABELS.pupils, pupils: true },
  {
    path: '/lehrkraefte',
    og: 'lehrkraefte',
    priority: 0.9,
    header: HEADER_LABELS.teachers,
    ads: true,
  },
  { path: '/eltern', og: 'eltern', priority: 0.9, header: HEADER_LABELS.parents, ads: true },
  { path: '/premium', og: 'premium', priority: 0.7, header: HEADER_LABELS.premium, checkout: true },
  { path: '/kontakt', og: 'kontakt', priority: 0.6 },
  {
    path: '/datenschutz',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.privacy, linkedFromConsent: true },
  },
  {
    path: '/impressum',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.imprint, linkedFromConsent: true },
  },
  {
    path: '/agb',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.agb, linkedFromConsent: false },
  },
  {
    path: '/widerrufsbelehrung',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.withdrawalNotice, linkedFromConsent: false },
  },
  {
    path: '/barrierefreiheit',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.accessibility, linkedFromConsent: false },
  },
  {
    path: '/vertrag-widerrufen',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.withdrawal, linkedFromConsent: true, prominent: true },
  },
  {
    path: '/vertraege-kuendigen',
    og: 'start',
    priority: 0.2,
    legal: { label: LEGAL_LABELS.cancellation, linkedFromConsent: true, prominent: true },
  },
] as const satisfies readonly Page[];

/** The landing of each audience. */
export const LANDING_PATHS = {
  student: '/',
  teacher: '/lehrkraefte',
  parent: '/eltern',
} as const satisfies Record<LandingRole, SitePath>;

/** The pages written for pupils, where nothing is asked or loaded (see `pupils` above). */
export const PUPILS_PATHS: string[] = SITE_PAGES.flatMap((page: Page) =>
  page.pupils ? [page.path] : [],
);

/** The cancellation page of § 312k BGB, linked from every page's footer. */
export const CANCELLATION_PATH = '/vertraege-kuendigen' satisfies SitePath;

/** The withdrawal function of § 356a BGB, linked from every page's footer and the overlay. */
export const WITHDRAWAL_PATH = '/vertrag-widerrufen' satisfies SitePath;

export type SitePath = (typeof SITE_PAGES)[number]['path'];

/** The paths of the pages written for pupils. */
export type PupilsPath = Extract<(typeof SITE_PAGES)[number], { pupils: true }>['path'];

type PageLink = { href: SitePath; label: string; prominent?: true };

function linksTo(label: (page: Page) => string | undefined): PageLink[] {
  return SITE_PAGES.flatMap((page: Page) => {
    const text = label(page);
    if (text === undefined) return [];
    const link = { href: page.path as SitePath, label: text };
    return [page.legal?.prominent ? { ...link, prominent: true as const } : link];
  });
}

export function headerLinks(country: Country): PageLink[] {
  return linksTo((page) => page.header?.(country));
}
export const FOOTER_LINKS = linksTo((page) => page.legal?.label);
export const CONSENT_LINKS = linksTo((page) =>
  page.legal?.linkedFromConsent ? page.legal.label : undefined,
);

export function isLegalPage(path: string): boolean {
  return SITE_PAGES.some((page: Page) => page.path === path && page.legal !== undefined);
}

const pageAt = (path: string): Page | undefined =>
  SITE_PAGES.find((page: Page) => page.path === path);

/** Whether the ad networks may run on this public path (an unknown path: no). */
export function adsAllowedOn(path: string): boolean {
  return pageAt(path)?.ads === true;
}

export function isPupilsPage(path: string): boolean {
  return pageAt(path)?.pupils === true;
}

/** Whether a public path is one of the site's pages (each served from `app/[country]/[variant]/`). */
export function isSitePage(path: string): path is SitePath {
  return pageAt(path) !== undefined;
}

export function isCheckoutPage(path: string): boolean {
  return SITE_PAGES.some((page: Page) => page.path === path && page.checkout === true);
}
