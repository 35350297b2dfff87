// The site's own TypeScript modules for the commands that run outside Next
// (npm run premium:reconcile, the shared cache's configuration); `server-only`
// guards bundles, not these commands.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const { textModule } = createRequire(import.meta.url)('./text-module.cjs');
const options = {
  // The package exports its empty module only under the `react-server` condition.
  alias: { '@': root, 'server-only': `${root}/node_modules/server-only/empty.js` },
};
/** jiti's own transform of TypeScript, which the site's below falls back to. */
const typescript = createJiti(import.meta.url, options);
const jiti = createJiti(import.meta.url, {
  ...options,
  // The outbox's Lua scripts are imported as their text, as Turbopack bundles them (next.config.ts).
  extensions: [...typescript.options.extensions, '.lua'],
  transform: (file) =>
    file.filename?.endsWith('.lua')
      ? { code: textModule(file.source) }
      : { code: typescript.transform(file) },
});

/** A module of the site by its `@/` path, e.g. `@/lib/config/site`. */
export const siteModule = (path) => jiti.import(path);
