// The Lighthouse figures of lighthouse-measures.mjs on Vercel's output: the
// `vercel build` of a production deployment in the production-like
// configuration (builds.mjs), served by the stand-in of Vercel's platform that
// e2e/vercel.spec.ts serves the preview with (scripts/vercel-platform.mjs),
// which compresses as Vercel's edge does. Its functions (the proxy runs before
// every page) get the deployment's variables and Vercel's own, and the run's
// Redis through a TLS front: production on Vercel takes only a rediss:// URL.
// Vercel's image optimizer is played by Next's own: `next start` of the same
// build answers `/_next/image`, with the output's sizes, formats and quality.
// The twins are made from the platform's HTML and served as the platform
// serves it, brotli to the browser: each pair differs only in what the page
// adds to its own content.
import { readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { createServer } from 'node:tls';
import { edgeEncoding } from '../scripts/vercel-edge.mjs';
import { VercelOutput } from '../scripts/vercel-platform.mjs';
import { lighthouseMeasures } from './lighthouse-measures.mjs';
import {
  PORTS,
  scratch,
  startServer,
  throwawayCertificate,
  vercelEnv,
  vercelOrigin,
} from './setup.mjs';

/** What ends each budget's name, beside the same budget on `next start`. */
const VERCEL_LABEL = " on Vercel's output";

/**
 * The run's Redis (PORTS.redis) behind TLS on PORTS.redisTls.
 * @param {{ key: string; cert: string }} certificate the files of its certificate
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
async function redisOverTls({ key, cert }) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (client) => {
    const redis = connect(PORTS.redis, '127.0.0.1');
    sockets.add(client).add(redis);
    const close = () => {
      client.destroy();
      redis.destroy();
      sockets.delete(client);
      sockets.delete(redis);
    };
    for (const socket of [client, redis]) socket.on('error', close).on('close', close);
    client.pipe(redis).pipe(client);
  });
  await new Promise((resolve) => server.listen(PORTS.redisTls, '127.0.0.1', () => resolve(null)));
  return {
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The platform's stand-in serving `output` on PORTS.vercel, with the Redis its
 * functions need and its image optimizer; resolves once `/` answers, the
 * proxy's function started.
 * @param {{ project: string; output: string }} build
 */
async function startPlatform({ project, output }) {
  const certificates = scratch('vercel-tls');
  // Fresh each run: the certificate is valid for two days.
  rmSync(certificates, { recursive: true, force: true });
  const certificate = throwawayCertificate(certificates);
  const redis = await redisOverTls(certificate);
  const images = await startServer(project, PORTS.vercelImages, {
    ...vercelEnv,
    NODE_EXTRA_CA_CERTS: certificate.cert,
  });
  const platform = new VercelOutput(
    output,
    project,
    {
      ...vercelEnv,
      VERCEL: '1',
      PATH: process.env.PATH ?? '',
      NODE_EXTRA_CA_CERTS: certificate.cert,
    },
    { images: `http://127.0.0.1:${PORTS.vercelImages}` },
  );
  const stop = async () => {
    await platform.stop();
    await images.stop();
    await redis.stop();
  };
  await platform.start(PORTS.vercel);
  const response = await fetch(`${vercelOrigin}/`).catch((error) => error);
  if (!(response instanceof Response) || !response.ok) {
    await stop();
    throw new Error(
      `Vercel's output did not serve /: ${response instanceof Response ? response.status : response}\n${platform.logs.join('')}`,
    );
  }
  await response.body?.cancel();
  return { stop };
}

/**
 * Lighthouse of Vercel's output, as lighthouseMeasures measures `next start`:
 * each page against its twin and both bare pages, interleaved, and each
 * answer's bytes; every budget's name ends in VERCEL_LABEL.
 * @param {string} baselineDir
 * @param {string} noFontDir
 * @param {{ project: string; output: string }} build buildVercelOutput's
 * @param {string[]} [pages] which pages: all of LIGHTHOUSE_PAGES unless told
 */
export const vercelMeasures = (baselineDir, noFontDir, build, pages) =>
  lighthouseMeasures(
    baselineDir,
    noFontDir,
    {
      origin: vercelOrigin,
      start: () => startPlatform(build),
      label: VERCEL_LABEL,
      encoding: edgeEncoding,
    },
    pages,
  );
