import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { FOOTER_LINKS, headerLinks } from '@/lib/routing/pages';

const linksIn = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({
    href,
    label,
  }));

describe('site navigation', () => {
  it('the header links the landings of the page registry, then the contact page', () => {
    const links = linksIn(renderToStaticMarkup(<SiteHeader />));
    expect(links).toEqual([
      { href: '/', label: 'Rechenweg' },
      ...headerLinks('DE'),
      { href: '/kontakt', label: 'Kontakt' },
    ]);
  });

  it('the footer links the legal pages of the page registry', () => {
    expect(linksIn(renderToStaticMarkup(<SiteFooter demoNotice={false} />))).toEqual(
      FOOTER_LINKS.map(({ href, label }) => ({ href, label })),
    );
  });

  it('shows withdrawing and cancelling as buttons, not as small print', () => {
    const html = renderToStaticMarkup(<SiteFooter demoNotice={false} />);
    for (const label of ['Vertrag widerrufen', 'Verträge hier kündigen']) {
      const link = html.match(new RegExp(`<a [^>]*>${label}</a>`))![0];
      expect(link).toContain('text-base');
      expect(link).toContain('font-semibold');
      expect(link).toContain('ring-1');
    }
    expect(html.match(/<a [^>]*>Impressum<\/a>/)![0]).not.toContain('text-base');
  });
});
