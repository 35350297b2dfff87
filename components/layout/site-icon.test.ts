import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { metadata } from '@/app/layout';
import { SITE_ICON_SVG, SITE_ICON_URL } from './site-icon';

describe('the site icon', () => {
  it('is the image of public/icon.svg', () => {
    const file = readFileSync(join(process.cwd(), 'public/icon.svg'), 'utf8');
    expect(SITE_ICON_SVG).toBe(file.trim().replace(/"/g, "'"));
    expect(decodeURIComponent(SITE_ICON_URL.slice('data:image/svg+xml,'.length))).toBe(
      SITE_ICON_SVG,
    );
  });

  it('is a URL an attribute may hold: printable ASCII, no space or double quote', () => {
    expect(SITE_ICON_URL).toMatch(/^[!#-~]+$/);
  });

  it('is linked inline, so the browser fetches no icon after the load event', () => {
    expect(metadata.icons).toEqual({
      icon: [{ url: SITE_ICON_URL, type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: '/apple-icon.png', type: 'image/png', sizes: '180x180' }],
    });
  });
});
