import { CONTACT_TITLE, LANDING_TITLES, landingContent } from '@/lib/content';
import {
  CONSENT_LINKS,
  FOOTER_LINKS,
  headerLinks,
  OG_HEADLINES,
  SITE_PAGES,
  isLegalPage,
} from '@/lib/pages';
import { outboundLinks } from '@/lib/site';

describe('the page registry', () => {
  it('lists each of the eight pages once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(8);
  });

  it('gives the header the three landings and Premium, the footer the three legal pages', () => {
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
    expect(FOOTER_LINKS.map((link) => link.href)).toEqual(['/datenschutz', '/impressum', '/agb']);
    expect(CONSENT_LINKS).toEqual([
      { href: '/datenschutz', label: 'Datenschutz' },
      { href: '/impressum', label: 'Impressum' },
    ]);
  });

  it('makes the consent overlay a bottom sheet on the legal pages only', () => {
    expect(['/datenschutz', '/impressum', '/agb'].every(isLegalPage)).toBe(true);
    expect(['/', '/lehrkraefte', '/eltern', '/kontakt', '/gibt-es-nicht'].some(isLegalPage)).toBe(
      false,
    );
  });
});

describe('titles written once', () => {
  it('keeps the spec titles of the landings and the contact popup', () => {
    expect(LANDING_TITLES.student).toBe('Dein persönlicher KI-Mathetutor');
    expect(LANDING_TITLES.teacher).toBe('Wissenslücken der Klasse auf einen Blick');
    expect(CONTACT_TITLE).toBe('Wir helfen gern persönlich bei allen Anliegen');
  });

  it('shows each landing title on its page and its Open Graph image', () => {
    const origins = {
      app: { DE: 'https://app.test', CH: 'https://app.test' },
      blog: { DE: 'https://blog.test', CH: 'https://blog.test' },
      video: 'https://video.test',
      tvShow: 'https://tv.test',
      trustReviews: 'https://reviews.test',
      research: 'https://research.test',
      ministry: 'https://ministry.test',
      demoBooking: 'https://demo.test',
    };
    const ogOf = (path: string) => SITE_PAGES.find((page) => page.path === path)!.og;
    for (const [role, path] of [
      ['student', '/'],
      ['teacher', '/lehrkraefte'],
      ['parent', '/eltern'],
    ] as const) {
      for (const country of ['DE', 'CH'] as const) {
        expect(OG_HEADLINES[ogOf(path)]).toBe(
          landingContent(role, outboundLinks(country, origins), country).title,
        );
      }
    }
    expect(OG_HEADLINES[ogOf('/kontakt')]).toBe(CONTACT_TITLE);
  });
});
