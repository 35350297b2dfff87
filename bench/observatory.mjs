// Scores a running production server with the MDN HTTP Observatory's own
// scanner and grader (npm @mdn/mdn-http-observatory), as observatory.mozilla.org
// would score the public site. Production is served over https with an http
// redirect in front (Vercel, a CDN); here a small TLS front with a throwaway
// certificate and an http→https redirect play that part, and forward to
// `next start` unchanged.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { throwawayCertificate } from './setup.mjs';

const VERSION = '1.4.8';
const dir = join(tmpdir(), 'rechenweg-observatory');
// Ten above the bench's own ports (BENCH_PORT, default 3140).
const HTTP_PORT = Number(process.env.BENCH_PORT ?? 3140) + 10;
const HTTPS_PORT = HTTP_PORT + 1;

function install() {
  const marker = join(dir, 'node_modules/@mdn/mdn-http-observatory/package.json');
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).version === VERSION) return;
  mkdirSync(dir, { recursive: true });
  // Its install scripts fetch certificate lists from the internet and build a
  // PostgreSQL client; the scanner needs neither.
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  // The HSTS preload list its install script would download: no local host is on it.
  writeFileSync(join(dir, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json'), '{}');
}

/** The scan, in a child process that trusts the throwaway certificate. */
const SCAN = `
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
// The scanner's own scan(), with the ports passed on (its CLI has no option for them).
const r = await retrieve('localhost', { httpPort: ${HTTP_PORT}, httpsPort: ${HTTPS_PORT} });
let withCredit = 100, uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(r);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
}
const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
console.log(JSON.stringify({ score: final.score, grade: final.grade, tests }));
`;

/** @param {number} nextPort the `next start` of a production build */
export async function observatory(nextPort) {
  install();
  const { key, cert } = throwawayCertificate(dir);
  const forward = (request, response) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: nextPort,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const https = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, forward);
  const http = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${HTTPS_PORT}${request.url}` }).end();
  });
  await Promise.all([
    new Promise((resolve) => https.listen(HTTPS_PORT, '127.0.0.1', resolve)),
    new Promise((resolve) => http.listen(HTTP_PORT, '127.0.0.1', resolve)),
  ]);
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', SCAN], {
        cwd: dir,
        env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`observatory scan exited ${code}`)),
      );
    });
    return JSON.parse(output.trim().split('\n').pop());
  } finally {
    https.close();
    http.close();
  }
}
