import { ImageResponse } from 'next/og';
import { PRODUCT_TAGLINE } from '@/content/pages';
import { localizeSpelling } from '@/content/spelling';
import { PRODUCT_NAME } from '@/lib/core/site';
import { COUNTRIES, DEFAULT_COUNTRY } from '@/lib/countries/countries';
import { countryFromSegment, countrySegment } from '@/lib/countries/country-rules';
import { OG_HEADLINES, SITE_PAGES } from '@/lib/routing/pages';

export const dynamic = 'force-static';
// Only the pairs below exist: any other path is a 404 without rendering.
export const dynamicParams = false;

const HEADLINES: Partial<Record<string, string>> = OG_HEADLINES;

export function generateStaticParams() {
  const slugs = [...new Set(SITE_PAGES.map((page) => page.og))];
  return COUNTRIES.flatMap((country) =>
    slugs.map((slug) => ({ country: countrySegment(country), slug })),
  );
}

/** Open Graph and Twitter image of a page, rendered once at build time. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ country: string; slug: string }> },
) {
  const { country: segment, slug } = await params;
  const country = countryFromSegment(segment) ?? DEFAULT_COUNTRY;
  const headline = localizeSpelling(HEADLINES[slug] ?? PRODUCT_TAGLINE, country);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #1e1b4b 0%, #3730a3 100%)',
        color: 'white',
      }}
    >
      <div style={{ fontSize: 40, fontWeight: 700, color: '#fbbf24' }}>{PRODUCT_NAME}</div>
      <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>{headline}</div>
      <div style={{ fontSize: 32, color: '#e0e7ff' }}>
        {localizeSpelling(PRODUCT_TAGLINE, country)}
      </div>
    </div>,
    { width: 1200, height: 630 },
  );
}
