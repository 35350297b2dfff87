import type { MetadataRoute } from 'next';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@/lib/site';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${PRODUCT_NAME} – ${PRODUCT_TAGLINE}`,
    short_name: PRODUCT_NAME,
    description: PRODUCT_TAGLINE,
    lang: 'de',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#3730a3',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
