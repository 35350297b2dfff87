// Renders deploy/nginx.conf for this site into the file named by the first
// argument: `CACHE_PORT` (8080) and `UPSTREAM` (http://127.0.0.1:3000), and from
// the site's own environment (every country's SITE_URL_…, SITE_ENV/VERCEL_ENV,
// read by lib/config/site.ts) and its declared experiments where a cookie decides a page.
import { readFileSync, writeFileSync } from 'node:fs';
import { siteModule } from './site-modules.mjs';

const [out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node scripts/cache-config.mjs <nginx.conf to write>');
  process.exit(2);
}
const { siteEnv, isPreviewSite, siteOrigins } = await siteModule('@/lib/config/site');
const { experimentPaths } = await siteModule('@/lib/experiments/experiments');
const { renderSharedCacheConfig } = await siteModule('@/lib/http/shared-cache');

const template = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
writeFileSync(
  out,
  renderSharedCacheConfig(template, {
    port: Number(process.env.CACHE_PORT || 8080),
    upstream: process.env.UPSTREAM || 'http://127.0.0.1:3000',
    origins: siteOrigins,
    experimentPaths: experimentPaths(),
    preview: isPreviewSite,
    balancers: (siteEnv.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  }),
);
