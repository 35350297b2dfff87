// What the bench's measurements share: the repository, the ports, the site's
// configurations on them, starting its servers and their Redis, and the log line.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
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
  // BASE_PORT + 10 and + 11 are the Observatory's TLS front (observatory.mjs).
  // Vercel's output through the platform's stand-in, the same Redis behind TLS for its functions,
  // and `next start` of the same build as its image optimizer.
  vercel: BASE_PORT + 12,
  redisTls: BASE_PORT + 13,
  vercelImages: BASE_PORT + 14,
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

/**
 * A throwaway self-signed certificate for localhost and 127.0.0.1, valid two
 * days, in `dir` (made with openssl unless there): its key's and its own
 * file. A Node client trusts it through NODE_EXTRA_CA_CERTS.
 * @param {string} dir
 */
export function throwawayCertificate(dir) {
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key, cert };
}

/** The production-like configuration (scripts/production-like.mjs) on the bench's ports. */
export const siteOrigin = `http://localhost:${PORTS.site}`;
/** The site's origin of each country: the same server, told apart by the Host. */
export const siteOrigins = { DE: siteOrigin, CH: `http://127.0.0.1:${PORTS.site}` };
export const siteEnv = productionLikeEnv({
  de: siteOrigins.DE,
  ch: siteOrigins.CH,
  standInPort: PORTS.standIns,
  redisUrl: `redis://127.0.0.1:${PORTS.redis}`,
});

/**
 * The same configuration as a production deployment on Vercel
 * (vercel-output.mjs), as e2e/vercel.spec.ts builds it: the platform's
 * origins, production declared by Vercel's own variable, and what production
 * on Vercel requires besides: the outbox's Redis over TLS and the cron job's
 * secret (lib/env.ts).
 */
export const vercelOrigin = `http://localhost:${PORTS.vercel}`;
const { SITE_ENV: _, ...vercelProject } = productionLikeEnv({
  de: vercelOrigin,
  ch: `http://127.0.0.1:${PORTS.vercel}`,
  standInPort: PORTS.standIns,
  redisUrl: `rediss://127.0.0.1:${PORTS.redisTls}`,
});
export const vercelEnv = {
  ...vercelProject,
  VERCEL_ENV: 'production',
  // 32 random bytes: production holds it to the keys' rules (lib/env.ts).
  CRON_SECRET: 'kISxyjZBEN9GmGyGthcDpF5nMlyLFKfXJICRFUdrVto',
};

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
