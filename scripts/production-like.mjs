// The production-like configuration of the scripts that measure the site
// (`npm run bench`, `npm run load -- --spike`): a production build on loopback
// with every integration's key set, and the services the server talks to (the
// flags server, Sentry's ingest, PayPal's API, SMTP) pointed at one local
// stand-in (startStandIns). Production does not start with SMTP_URL and no
// REDIS_URL (the outbox lives there): the caller starts a Redis of its own
// (scripts/redis-server.mjs) and names it here.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_OPERATOR } from './test-operator.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The site's environment with its two country origins, the stand-ins' port and the Redis.
 * @param {{ de: string; ch: string; standInPort: number; redisUrl: string }} options
 */
export function productionLikeEnv({ de, ch, standInPort, redisUrl }) {
  const standInUrl = `http://127.0.0.1:${standInPort}`;
  const dsn = `http://benchkey@127.0.0.1:${standInPort}/1`;
  return {
    ...TEST_OPERATOR,
    NEXT_TELEMETRY_DISABLED: '1',
    SITE_ENV: 'production',
    SITE_URL_DE: de,
    SITE_URL_CH: ch,
    NEXT_PUBLIC_AMPLITUDE_API_KEY: 'bench-amplitude-key',
    AMPLITUDE_EXPERIMENT_DEPLOYMENT_KEY: 'server-bench-key',
    AMPLITUDE_EXPERIMENT_SERVER_URL: standInUrl,
    NEXT_PUBLIC_GTM_ID: 'GTM-BENCH01',
    NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
    NEXT_PUBLIC_TIKTOK_PIXEL_ID: 'BENCHTIKTOKPIXEL',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_bench',
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_bench',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'bench-public-key',
    NEXT_PUBLIC_SENTRY_DSN: dsn,
    SENTRY_DSN: dsn,
    NEXT_PUBLIC_PAYPAL_CLIENT_ID: 'bench-paypal-client',
    PAYPAL_CLIENT_SECRET: 'bench-paypal-secret',
    PAYPAL_API_URL: standInUrl,
    // A production checkout does not start without them; nothing here buys.
    // Random and fixed, so a bench build and its server agree.
    ORDER_SIGNING_KEY: 'NCQusw7Eb3UOyzXX8_C11ANqf3erJX6hScf4REbkHBk',
    SMTP_URL: `smtp://127.0.0.1:${standInPort}`,
    REDIS_URL: redisUrl,
    RECIPIENT_LIMITS_KEY: '_KHS3yrsO5CkUKlGvVklAXD6q4rD9RurpqOKYlweCBs',
    PREMIUM_GRANT_URL: `${standInUrl}/premium/grants`,
    PREMIUM_GRANT_SECRET: '0cQcaiks_xetl6-PDIgV5alDbmnibDMAVfVBdrXSO9g',
  };
}

/**
 * The stand-ins on one port: Sentry's ingest takes envelopes
 * (`POST /api/{project}/envelope/`, answered `{}` as e2e/errors.spec.ts's
 * does), and the flags server (`/sdk/v2/flags`, the bootstrap file's flags)
 * answers well, fails, or never answers. PayPal's API is never called by a
 * page: any other path is a 404.
 * @param {number} port
 * @param {'healthy' | 'blackholed' | 'answering 500'} [mode]
 * @returns {Promise<import('node:http').Server>}
 */
export function startStandIns(port, mode = 'healthy') {
  const flags = readFileSync(join(root, 'lib/experiments/experiment-flags.json'));
  const server = createServer((request, response) => {
    request.resume();
    if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url)) {
      return void request.on('end', () =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'),
      );
    }
    if (!request.url.startsWith('/sdk/v2/flags')) return void response.writeHead(404).end();
    if (mode === 'blackholed') return;
    if (mode === 'answering 500') return void response.writeHead(500).end();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(flags);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
