import { env } from '@/lib/env';
import {
  FORWARD_TIMEOUT_MS,
  MAX_ENVELOPE_BYTES,
  RATE_LIMIT_HEADERS,
  READ_DEADLINE_MS,
  decideReport,
  decideTunnel,
  isCrossSitePost,
  parseDsn,
  securityReportType,
} from '@/lib/monitoring-tunnel';

// Sentry's browser envelopes and the browser's CSP violation reports arrive
// here (same origin, so ad blockers and the CSP let them through) and go on to
// the configured DSN only. Other methods get Next's own 405.

export const dynamic = 'force-dynamic';

const configured = parseDsn(env.NEXT_PUBLIC_SENTRY_DSN);

function answer(status: number, reason: string, headers: HeadersInit = {}) {
  return new Response(reason, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

/**
 * Reads at most MAX_ENVELOPE_BYTES within READ_DEADLINE_MS; what arrives
 * later or beyond is not read.
 */
async function readCapped(
  request: Request,
): Promise<Uint8Array<ArrayBuffer> | 'too large' | 'too slow'> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_ENVELOPE_BYTES) return 'too large';
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'too slow'>((resolve) => {
    timer = setTimeout(() => resolve('too slow'), READ_DEADLINE_MS);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'too slow') {
        void reader.cancel().catch(() => undefined);
        return next;
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > MAX_ENVELOPE_BYTES) {
        void reader.cancel().catch(() => undefined);
        return 'too large';
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function POST(request: Request) {
  if (!configured) return answer(404, 'error reporting is off');
  const cross = isCrossSitePost({
    fetchSite: request.headers.get('sec-fetch-site'),
    origin: request.headers.get('origin'),
    host: request.headers.get('host'),
  });
  if (cross) return answer(403, 'posts from other sites are not forwarded');
  const body = await readCapped(request);
  if (body === 'too large') return answer(413, 'body larger than 1 MiB');
  // The client is still sending: close the connection instead of reading on.
  if (body === 'too slow') return answer(408, 'body too slow', { Connection: 'close' });
  const reportType = securityReportType(request.headers.get('content-type'));
  const decision = reportType
    ? decideReport(body, reportType, configured)
    : decideTunnel(body, configured, new URL(request.url).searchParams);
  if (!decision.forward) return answer(decision.status, decision.reason);
  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': decision.contentType },
      // Never follow a redirect: the configured host is the only destination.
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (upstream.status >= 300 && upstream.status < 400) return answer(502, 'ingest redirected');
    const headers = new Headers({
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json',
    });
    for (const name of RATE_LIMIT_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return answer(timedOut ? 504 : 502, timedOut ? 'ingest timed out' : 'ingest unreachable');
  }
}
