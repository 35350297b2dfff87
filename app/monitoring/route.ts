import { env } from '@/lib/env';
import {
  FORWARD_TIMEOUT_MS,
  MAX_ENVELOPE_BYTES,
  decideTunnel,
  parseDsn,
} from '@/lib/monitoring-tunnel';

// Sentry's browser envelopes arrive here (same origin, so ad blockers and the
// CSP let them through) and go on to the configured DSN only. Other methods
// get Next's own 405.

export const dynamic = 'force-dynamic';

const configured = parseDsn(env.NEXT_PUBLIC_SENTRY_DSN);

function answer(status: number, reason: string) {
  return new Response(reason, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Reads at most MAX_ENVELOPE_BYTES; null when the body is larger. */
async function readCapped(request: Request): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_ENVELOPE_BYTES) return null;
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ENVELOPE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
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
  const body = await readCapped(request);
  if (!body) return answer(413, 'envelope larger than 1 MiB');
  const decision = decideTunnel(body, configured, new URL(request.url).searchParams);
  if (!decision.forward) return answer(decision.status, decision.reason);
  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      // Never follow a redirect: the configured host is the only destination.
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (upstream.status >= 300 && upstream.status < 400) return answer(502, 'ingest redirected');
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return answer(timedOut ? 504 : 502, timedOut ? 'ingest timed out' : 'ingest unreachable');
  }
}
