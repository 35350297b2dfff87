import { COUNTRY_TABLE, DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { countryFromSegment } from '@/lib/countries/country-rules';
import { SITE_PAGES } from '@/lib/routing/pages';
import { countryStaticParams } from '@/lib/routing/route-params';
import { absoluteUrl, alternatesOf } from '@/lib/routing/seo';

export const dynamic = 'force-static';

export const generateStaticParams = countryStaticParams;

/** The sitemap of one host, each page with its hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ country: string }> }) {
  const country = countryFromSegment((await params).country) ?? DEFAULT_COUNTRY;
  const urls = SITE_PAGES.map((page) => {
    const alternates = Object.entries(alternatesOf(page.path))
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('\n');
    return `  <url>\n    <loc>${absoluteUrl(country, page.path)}</loc>\n${alternates}\n    <priority>${page.priority}</priority>\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Language': COUNTRY_TABLE[country].locale,
    },
  });
}
