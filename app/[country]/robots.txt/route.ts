import { countryFromSegment } from '@/lib/country';
import { countryStaticParams } from '@/lib/route-params';
import { isProductionSite } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export const generateStaticParams = countryStaticParams;

/** robots.txt of one host; anything but production disallows everything. */
export async function GET(_request: Request, { params }: { params: Promise<{ country: string }> }) {
  const country = countryFromSegment((await params).country) ?? 'DE';
  const body = isProductionSite
    ? `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(country, '/sitemap.xml')}\n`
    : 'User-agent: *\nDisallow: /\n';
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
