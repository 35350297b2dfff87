// What the bench's measurements share: the repository, the ports, the site's
// configurations on them, starting its servers and their Redis, and the log line.
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNextServer } from '../scripts/next-server.mjs';
import { productionLikeEnv, startStandIns } from '../scripts/production-like.mjs';
import { startRedis } from '../scripts/redis-server.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT moves every port (and the temporary build folders), so two checkouts
// can run the bench side by side.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3140);
export const PORTS = {
  baseline: BASE_PORT,
  site: BASE_PORT + 1,
  noProxy: BASE_PORT + 2,
  // The stand-ins of the production-like configuration: the flags server and Sentry's ingest.
  standIns: BASE_PORT + 3,
  baselineProxy: BASE_PORT + 4,
  cache: BASE_PORT + 5,
  baselineNoFont: BASE_PORT + 6,
  twins: BASE_PORT + 7,
  // The Redis of the production-like servers, and the outbox part's mail server (outbox.mjs).
  redis: BASE_PORT + 8,
  smtp: BASE_PORT + 9,
};
/** @param {string} name a temporary folder of this BENCH_PORT's run */
export const scratch = (name) => join(tmpdir(), `rechenweg-bench-${name}-${BASE_PORT}`);
export const LANDINGS = ['/', '/lehrkraefte', '/eltern', '/kontakt'];
/** Where a device id is bucketed: the teachers' landing (pupils' pages run no experiment). */
export const BUCKETED_PAGE = '/lehrkraefte';
/** The cookie of a visitor who accepted analytics, whom the proxy buckets on BUCKETED_PAGE. */
export const BUCKETED = { cookie: 'device_id=bench-device-0001' };

/** @param {string} message */
export const log = (message) => console.log(`[bench] ${message}`);

/** The production-like configuration (scripts/production-like.mjs) on the bench's ports. */
export const siteOrigin = `http://localhost:${PORTS.site}`;
export const siteEnv = productionLikeEnv({
  de: siteOrigin,
  ch: `http://127.0.0.1:${PORTS.site}`,
  standInPort: PORTS.standIns,
  redisUrl: `redis://127.0.0.1:${PORTS.redis}`,
});

/** The Redis siteEnv names, which run.mjs starts for the whole run and stops by its pid. */
export const startSiteRedis = () => startRedis({ port: PORTS.redis });

/**
 * The two configurations the site's throughput is measured in: their build folder and environment.
 * @type {Record<string, { distDir: string; env: Record<string, string> }>}
 */
export const CONFIGURATIONS = {
  'production-like': { distDir: '.next-bench', env: siteEnv },
  // What `npm run build && npm start` serves without any variable: the embedded demo.
  demo: { distDir: '.next-bench-demo', env: { NEXT_TELEMETRY_DISABLED: '1' } },
};

/**
 * `next start` of the build in `cwd` on `port`.
 * @param {string} cwd
 * @param {number} port
 * @param {Record<string, string>} [env]
 */
export const startServer = (cwd, port, env) => startNextServer({ cwd, port, env });

/**
 * The site's production-like build on its port, `env` on top of its configuration.
 * @param {Record<string, string>} [env]
 */
export const startSite = (env = {}) =>
  startServer(root, PORTS.site, { ...siteEnv, NEXT_DIST_DIR: '.next-bench', ...env });

/**
 * The flags server's and Sentry's stand-ins, the flags server in `mode`.
 * @param {'healthy' | 'blackholed' | 'answering 500'} [mode]
 */
export const standIns = (mode) => startStandIns(PORTS.standIns, mode);

/** @param {import('node:http').Server | null} server stand-ins, or none */
export function stopStandIns(server) {
  server?.closeAllConnections();
  server?.close();
}
