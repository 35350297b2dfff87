import type { NextConfig } from 'next';
import { isProduction, refuseBuildAdapter } from './lib/core/site-environment';
import { securityHeaders } from './lib/http/security-headers';

const { NEXT_ADAPTER_PATH, SITE_ENV, VERCEL_ENV } = process.env;
refuseBuildAdapter({ NEXT_ADAPTER_PATH });

const production = isProduction({ SITE_ENV, VERCEL_ENV });

// Responses that are not pages (assets, images, icons, the tunnel) run no
// script and embed nothing; pages get their own policy from proxy.ts.
const ASSET_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const distDir = process.env.NEXT_DIST_DIR || '.next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm run bench`, `npm run load` and the e2e suite build into folders of their own.
  distDir,
  // Fixed in the server bundles, so a deployed copy finds its script hashes (lib/http/script-hashes.ts)
  // in its build folder without the variable.
  env: { NEXT_DIST_DIR: distDir },
  // Containers behind any CDN: `NEXT_OUTPUT=standalone npm run build` (docs/deploying.md).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // `npm test` checks the types with tsc while it builds the e2e suite's copy (scripts/e2e-build.mjs);
  // every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BESIDE === '1' },
  // t3-env ships ES modules only (lib/env.ts); compiled like the app's own, and by next/jest for the tests.
  transpilePackages: ['@t3-oss/env-nextjs', '@t3-oss/env-core'],
  // Next hashed every page per request for its ETag; the build records each
  // prerendered page's ETag instead and the proxy answers revalidations
  // (scripts/build-output/pin-scripts.mjs, lib/http/conditional-request.ts).
  generateEtags: false,
  // Next hides from the proxy what makes a request router data (the `RSC` header
  // and its kin, `?_rsc=`); the proxy needs them to give the page's ETag only to
  // its HTML (lib/http/conditional-request.ts). The App Router has nothing else to normalise.
  // It also keeps `request.url` on the origin of the address the server binds, which the
  // proxy's rewrites must name for Next to serve them itself (rewriteUrl in lib/proxy/routing.ts).
  skipProxyUrlNormalize: true,
  experimental: {
    // Next buffers a request's body for the proxy, 10 MB by default, before the
    // proxy runs; no page takes one (the proxy answers a post with 405). The
    // endpoints under /api and /monitoring skip the proxy and cap their own.
    proxyClientMaxBodySize: 16 * 1024,
  },
  // The outbox's Lua scripts are imported as their text (lib/outbox/redis-scripts.ts): in the
  // bundles, so no server reads them from disk or needs the file tracing to have copied them.
  turbopack: { rules: { '*.lua': { type: 'text' } } },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    const headers = [
      ...securityHeaders({ production }),
      { key: 'Content-Security-Policy', value: ASSET_POLICY },
      // Previews, demos and local builds are never indexed, whatever they serve.
      ...(production ? [] : [{ key: 'X-Robots-Tag', value: 'noindex' }]),
    ];
    return [
      { source: '/:path*', headers },
      {
        // The files of public/ and the icons change only with a deploy, which empties the
        // shared cache (deploy/README.md): it may keep them, and browsers still revalidate
        // them. Every first visit asks for the flags and the icon; uncached, each such
        // request also waited for nginx's cache lock (500 ms steps) under a spike.
        source: '/:file(flags/.*|images/.*|icon.svg|apple-icon.png)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=0, s-maxage=31536000' }],
      },
    ];
  },
};

export default nextConfig;
