import { clientSource } from '@/lib/config/site';
import { clientOf } from '@/lib/http/client-address';
import { LATE, redisBudget } from '@/lib/http/deadline';
import { createRateLimiter } from '@/lib/http/rate-limits';
import { isCrossSitePost, readBody } from '@/lib/http/request-guards';
import { browserDsn } from '@/lib/monitoring/config';
import {
  FORWARD_TIMEOUT_MS,
  MAX_ENVELOPE_BYTES,
  RATE_LIMIT_HEADERS,
  READ_DEADLINE_MS,
  decideReport,
  decideTunnel,
  parseDsn,
  securityReportType,
} from '@/lib/monitoring/monitoring-tunnel';
import { redisUrl } from '@/lib/outbox/config';

// Sentry's browser envelopes and the browser's CSP violation reports arrive
// here (same origin, so ad blockers and the CSP let them through) and go on to
// the configured DSN only. Other methods get Next's own 405.

export const dynamic = 'force-dynamic';

const configured = parseDsn(browserDsn);

// A page in trouble sends a few envelopes a minute; a loop or a script sends
// more, and must not spend the project's Sentry quota or this server's time.
const limiter = createRateLimiter({
  limits: {
    forward: { perClient: { points: 60, durationS: 60 }, overall: { points: 3000, durationS: 60 } },
  },
  keyPrefix: 'rw-monitoring',
  redisUrl,
});

function answer(status: number, reason: string, headers: HeadersInit = {}) {
  return new Response(reason, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}

export async function POST(request: Request) {
  if (!configured) return answer(404, 'error reporting is off');
  if (isCrossSitePost(request)) return answer(403, 'posts from other sites are not forwarded');
  const read = await readBody(request, MAX_ENVELOPE_BYTES, READ_DEADLINE_MS);
  if (!read.ok && read.status === 413) return answer(413, 'body larger than 1 MiB');
  // The client is still sending: close the connection instead of reading on.
  if (!read.ok) return answer(408, 'body too slow', { Connection: 'close' });
  const { body } = read;
  const reportType = securityReportType(request.headers.get('content-type'));
  const decision = reportType
    ? decideReport(body, reportType, configured)
    : decideTunnel(body, configured, new URL(request.url).searchParams);
  if (!decision.forward) return answer(decision.status, decision.reason);
  const verdict = await redisBudget('monitoring').within(
    limiter.consume('forward', clientOf(request.headers, clientSource)),
  );
  if (verdict === LATE) return answer(503, 'rate limits unavailable');
  // Sentry's SDK backs off on a 429 with Retry-After, as it does for Sentry's own.
  if (!verdict.ok) {
    return answer(429, 'too many reports', { 'Retry-After': String(verdict.retryAfterS) });
  }
  try {
    const upstream = await fetch(decision.url, {
      method: 'POST',
      body: decision.body ?? body,
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
