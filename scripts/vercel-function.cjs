// One function of a Build Output (`.vercel/output/functions/*.func`), run as
// Vercel's Node.js runtime runs it: its launcher loaded from the folder the
// platform's stand-in (scripts/vercel-platform.mjs) laid out from
// `.vc-config.json`, answering the stand-in's requests
// over HTTP on 127.0.0.1. Usage: node vercel-function.cjs <function folder> <port>
'use strict';
const { createServer } = require('node:http');
const { join } = require('node:path');
const { Readable } = require('node:stream');

/** A launcher with `useWebApi` (the proxy) takes a Request and gives a Response. */
async function serveWeb(handler, request, response) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value].flat()) headers.append(name, item);
  }
  const bodied = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await handler(
    new Request(`http://${request.headers.host}${request.url}`, {
      method: request.method,
      headers,
      body: bodied ? Readable.toWeb(request) : undefined,
      duplex: bodied ? 'half' : undefined,
    }),
  );
  const out = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  response.writeHead(answer.status, out);
  if (answer.body) Readable.fromWeb(answer.body).pipe(response);
  else response.end();
}

/** Loads the function laid out in `folder` and answers on `port`; tells the stand-in once it listens. */
function serve(folder, port) {
  const config = require(join(folder, '.vc-config.json'));
  // The launcher changes to its own folder, as it does on Vercel.
  const handler = require(join(folder, config.handler));
  createServer((request, response) => {
    const served = config.useWebApi
      ? serveWeb(handler, request, response)
      : handler(request, response);
    Promise.resolve(served).catch((error) => {
      console.error(error);
      // Vercel answers a function that throws with its own 500.
      if (!response.headersSent)
        response.writeHead(500, { 'x-vercel-error': 'FUNCTION_INVOCATION_FAILED' });
      response.end();
    });
  }).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}

// The stand-in (scripts/vercel-platform.mjs) imports this file for its path,
// then forks it: Playwright's transform, which loads the stand-in for
// e2e/vercel.spec.ts, cannot load a module that reads `import.meta`.
exports.FUNCTION_RUNNER = __filename;
if (require.main === module) {
  const [folder, port] = process.argv.slice(2);
  serve(folder, port);
}
