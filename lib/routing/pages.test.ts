import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANDING_TITLES } from '@/content/landing';
import { CONTACT_TITLE } from '@/content/pages';
import {
  CONSENT_LINKS,
  FOOTER_LINKS,
  headerLinks,
  SITE_PAGES,
  isLegalPage,
  isSitePage,
} from '@/lib/routing/pages';

describe('the page registry', () => {
  it('lists each of the twelve pages once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(12);
  });

  it('has every page, and only the pages, under app/[country]/[variant]/: experiments move no folder', () => {
    const variantRoot = join(__dirname, '..', '..', 'app', '[country]', '[variant]');
    const routed = readdirSync(variantRoot, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('page.tsx'))
      .map((file) => `/${file.replace(/\/?page\.tsx$/, '')}`)
      .sort();
    expect(routed).toEqual(SITE_PAGES.map((page) => page.path).sort());
    expect(isSitePage('/eltern')).toBe(true);
    expect(isSitePage('/sitemap-xml')).toBe(false);
  });

  it('gives the header the three landings and Premium, the footer the legal pages and the cancellation', () => {
    expect(headerLinks('DE')).toEqual([
      { href: '/', label: 'Schülerinnen und Schüler' },
      { href: '/lehrkraefte', label: 'Lehrkräfte' },
      { href: '/eltern', label: 'Eltern' },
      { href: '/premium', label: 'Premium' },
    ]);
    expect(headerLinks('CH').map((link) => link.label)).toEqual([
      'Schülerinnen und Schüler',
      'Lehrpersonen',
      'Eltern',
      'Premium',
    ]);
    expect(FOOTER_LINKS.map((link) => link.href)).toEqual([
      '/datenschutz',
      '/impressum',
      '/agb',
      '/widerrufsbelehrung',
      '/barrierefreiheit',
      '/vertrag-widerrufen',
      '/vertraege-kuendigen',
    ]);
    // Withdrawing and cancelling are in reach before any cookie choice (§ 312k, § 356a BGB).
    expect(CONSENT_LINKS).toEqual([
      { href: '/datenschutz', label: 'Datenschutz' },
      { href: '/impressum', label: 'Impressum' },
      { href: '/vertrag-widerrufen', label: 'Vertrag widerrufen', prominent: true },
      { href: '/vertraege-kuendigen', label: 'Verträge hier kündigen', prominent: true },
    ]);
  });

  it('makes the consent overlay a bottom sheet on the legal pages only', () => {
    expect(['/datenschutz', '/impressum', '/agb', '/widerrufsbelehrung'].every(isLegalPage)).toBe(
      true,
    );
    expect(['/', '/lehrkraefte', '/eltern', '/kontakt', '/gibt-es-nicht'].some(isLegalPage)).toBe(
      false,
    );
  });
});

describe('titles written once', () => {
  it('keeps the required titles of the landings and the contact popup', () => {
    expect(LANDING_TITLES.student).toBe('Dein persönlicher KI-Mathetutor');
    expect(LANDING_TITLES.teacher).toBe('Wissenslücken der Klasse auf einen Blick');
    expect(CONTACT_TITLE).toBe('Wir helfen gern persönlich bei allen Anliegen');
  });
});
