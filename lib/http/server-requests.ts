import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { REQUEST_REFUSALS } from '@/content/forms';
import { PEER_HEADER } from '@/lib/http/client-address';

const PATCHED = Symbol.for('rechenweg.server-requests');

/**
 * How long a request's body may take to arrive, counted from its head. Longer
 * than every route's own deadline (the tunnel's READ_DEADLINE_MS of 10 s, the
 * forms' BODY_DEADLINE_MS of 5 s), which start only when the route reads: those
 * routes answer a slow body themselves, in their own words. This one catches
 * what no route reads in time: a post to a page, whose body Next reads whole
 * before the proxy can refuse it, and a body still arriving after its answer.
 * Node's own `requestTimeout` (300 s) is checked only every 30 s and is set
 * when Next creates the server, before instrumentation.ts runs.
 */
export const REQUEST_BODY_TIMEOUT_MS = 15_000;

/** Whether a request announces a body (HTTP/1.1: a length or a chunked encoding). */
function hasBody(request: IncomingMessage) {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Ends the exchange if the request's body has not fully arrived within
 * `timeoutMs`: a 408 that closes the connection if nothing was answered yet,
 * and the socket destroyed either way, so a client sending a byte now and then
 * holds no connection.
 */
export function cutSlowBody(
  request: IncomingMessage,
  response: ServerResponse,
  timeoutMs: number = REQUEST_BODY_TIMEOUT_MS,
) {
  if (!hasBody(request)) return;
  const { socket } = request;
  const timer = setTimeout(() => {
    if (request.complete || socket.destroyed) return;
    if (response.headersSent) {
      socket.destroy();
      return;
    }
    const body = REQUEST_REFUSALS[408];
    response.writeHead(408, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    response.end(body, () => socket.destroy());
  }, timeoutMs);
  // Never what keeps a stopping server alive.
  timer.unref();
  request.once('end', () => clearTimeout(timer));
  // An answered request whose body is all here needs no timer; one whose body still trickles keeps it.
  response.once('close', () => {
    if (request.complete) clearTimeout(timer);
  });
}

/**
 * Prepares every request of the Node.js server (`next start`, a container's
 * server.js) before Next sees it: writes its socket address into PEER_HEADER
 * (Next keeps a client's own X-Forwarded-For and exposes no socket to route
 * handlers; whatever a client sent under that name is replaced), and cuts a
 * body that arrives too slowly (cutSlowBody). Called once by instrumentation.ts,
 * before the first request; on Vercel the edge's X-Real-IP names the client and
 * the platform reads a body whole before the function runs.
 */
export function guardServerRequests() {
  const prototype = Server.prototype as Server & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  prototype[PATCHED] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
      cutSlowBody(request, args[1] as ServerResponse);
    }
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
}
