import { Server, type IncomingMessage } from 'node:http';
import { PEER_HEADER } from '@/lib/http/client-address';

const STAMPING = Symbol.for('rechenweg.peer-address');

/**
 * Writes each request's socket address into PEER_HEADER before Next sees the
 * request (Next keeps a client's own X-Forwarded-For and exposes no socket to
 * route handlers). Whatever a client sent under that name is replaced. Called
 * once by instrumentation.ts in the Node.js server (`next start`, a container's
 * server.js); on Vercel the edge's X-Real-IP is used instead.
 */
export function stampPeerAddresses() {
  const prototype = Server.prototype as Server & { [STAMPING]?: true };
  if (prototype[STAMPING]) return;
  prototype[STAMPING] = true;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<Server['emit']>);
  } as Server['emit'];
}
