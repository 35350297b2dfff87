import { resolveSiteEnvironment } from './lib/site-environment.mjs';

const indexable = resolveSiteEnvironment(process.env) === 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `npm run bench` builds a second copy of the site (without its proxy) beside the first.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    // Previews, demos and local builds are never indexed, whatever they serve.
    return indexable ? [] : [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] }];
  },
};

export default nextConfig;
