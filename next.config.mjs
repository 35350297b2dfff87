import { resolveSiteEnvironment } from './lib/site-environment.mjs';

const indexable = resolveSiteEnvironment(process.env) === 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    // Previews, demos and local builds are never indexed, whatever they serve.
    return indexable ? [] : [{ source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] }];
  },
};

export default nextConfig;
