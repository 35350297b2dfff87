import { NextResponse } from 'next/server';
import type { Country } from '@/lib/countries/countries';

/**
 * robots.txt of a host: only the country origins of production may be
 * indexed; any other host (a preview, an IP, a name pointed at us) may not.
 */
export function robotsTxt(
  country: Country | null,
  site: { production: boolean; origins: Record<Country, string> },
): NextResponse {
  const indexed = site.production && country !== null;
  const body = indexed
    ? `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.origins[country]).href}\n`
    : 'User-agent: *\nDisallow: /\n';
  return new NextResponse(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(country === null ? { 'Cache-Control': 'private, no-store' } : {}),
    },
  });
}
