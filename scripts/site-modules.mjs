// The site's own TypeScript modules for the commands that run outside Next
// (npm run premium:reconcile, the shared cache's configuration); `server-only`
// guards bundles, not these commands.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const jiti = createJiti(import.meta.url, {
  // The package exports its empty module only under the `react-server` condition.
  alias: { '@': root, 'server-only': `${root}/node_modules/server-only/empty.js` },
});

/** A module of the site by its `@/` path, e.g. `@/lib/config/site`. */
export const siteModule = (path) => jiti.import(path);
