// The /monitoring tunnel's rules: the browser posts Sentry
// envelopes and CSP violation reports to our own origin, and the route handler
// forwards them only to the configured DSN's host and project. Pure functions,
// unit-tested; the handler in app/monitoring/route.ts does the I/O.

export const MAX_ENVELOPE_BYTES = 1024 * 1024;
/** The tunnel answers within 5 s even when the ingest hangs. */
export const FORWARD_TIMEOUT_MS = 4000;
/**
 * The whole body must arrive within this: a client that trickles it would
 * otherwise hold a connection for the server's own limit of minutes.
 */
export const READ_DEADLINE_MS = 10_000;
/** What Sentry answers to slow a client down; the browser SDK reads both. */
export const RATE_LIMIT_HEADERS = ['retry-after', 'x-sentry-rate-limits'] as const;
/**
 * CSP violation reports: `report-uri` posts `application/csp-report`, the
 * Reporting API (`report-to`) `application/reports+json`. Sentry's security
 * endpoint takes both.
 */
export const SECURITY_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

export type Dsn = {
  protocol: 'http:' | 'https:';
  publicKey: string;
  host: string;
  /** Path before the project id, for self-hosted Sentry under a sub-path. */
  pathPrefix: string;
  projectId: string;
};

export function parseDsn(value: string | null | undefined): Dsn | null {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.username || !match) {
    return null;
  }
  return {
    protocol: url.protocol,
    publicKey: url.username,
    host: url.host,
    pathPrefix: match[1]!,
    projectId: match[2]!,
  };
}

export function sameDsn(a: Dsn, b: Dsn) {
  return (
    a.protocol === b.protocol &&
    a.publicKey === b.publicKey &&
    a.host === b.host &&
    a.pathPrefix === b.pathPrefix &&
    a.projectId === b.projectId
  );
}

/** Sentry's envelope endpoint for a DSN: the only place the tunnel posts to. */
export function envelopeUrl(dsn: Dsn) {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}

/** Sentry's security endpoint for a DSN: where CSP violation reports go. */
export function securityReportUrl(dsn: Dsn) {
  const key = encodeURIComponent(dsn.publicKey);
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/security/?sentry_key=${key}`;
}

/** The media type of a CSP violation report, or null for anything else (an envelope). */
export function securityReportType(contentType: string | null): string | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return SECURITY_REPORT_TYPES.includes(type) ? type : null;
}

/** The query Sentry's own tunnel uses: `o` (organisation, SaaS hosts only) and `p` (project). */
export function tunnelQuery(dsn: Dsn) {
  const organisation = /^o(\d+)\./.exec(dsn.host)?.[1];
  const query = new URLSearchParams({
    ...(organisation ? { o: organisation } : {}),
    p: dsn.projectId,
  });
  return `?${query.toString()}`;
}

export type TunnelDecision =
  | { forward: true; url: string; contentType: string; body?: Uint8Array<ArrayBuffer> }
  | { forward: false; status: 400 | 403; reason: string };

/**
 * Reads the envelope header (its first line, JSON with the DSN the SDK used)
 * and decides. Nothing of the request other than that header chooses where it
 * goes, and only the configured DSN passes.
 */
export function decideTunnel(
  body: Uint8Array,
  configured: Dsn,
  query: URLSearchParams,
): TunnelDecision {
  const newline = body.indexOf(0x0a);
  const headerLine = new TextDecoder('utf-8', { fatal: false }).decode(
    newline === -1 ? body : body.subarray(0, newline),
  );
  let header: unknown;
  try {
    header = JSON.parse(headerLine);
  } catch {
    return { forward: false, status: 400, reason: 'envelope header is not JSON' };
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) {
    return { forward: false, status: 400, reason: 'envelope header is not an object' };
  }
  const dsnValue = (header as { dsn?: unknown }).dsn;
  if (typeof dsnValue !== 'string') {
    return { forward: false, status: 400, reason: 'envelope header has no DSN' };
  }
  const dsn = parseDsn(dsnValue);
  if (!dsn || !sameDsn(dsn, configured)) {
    return { forward: false, status: 403, reason: 'DSN is not the configured one' };
  }
  const project = query.get('p');
  if (project !== null && project !== configured.projectId) {
    return { forward: false, status: 403, reason: 'project is not the configured one' };
  }
  return {
    forward: true,
    url: envelopeUrl(configured),
    contentType: 'application/x-sentry-envelope',
  };
}

/** A report's fields that name the visitor's browser: the Reporting API's `user_agent`. */
const BROWSER_FIELDS = new Set(['user_agent', 'userAgent']);

/**
 * A report as Sentry may have it: every address in it without its query and
 * fragment, and without the browser's name, as the Datenschutz says of all
 * reports (content/legal.ts); the rest as it came.
 */
function withoutVisitorData(value: unknown): unknown {
  if (typeof value === 'string') {
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return value;
    const url = new URL(value);
    url.search = '';
    url.hash = '';
    return url.href;
  }
  if (Array.isArray(value)) return value.map(withoutVisitorData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !BROWSER_FIELDS.has(key))
        .map(([key, field]) => [key, withoutVisitorData(field)]),
    );
  }
  return value;
}

/**
 * A CSP violation report goes to the configured project's security endpoint,
 * in the media type it came in; only JSON, as every report is, and without
 * what would tell of the visitor (withoutVisitorData).
 */
export function decideReport(body: Uint8Array, type: string, configured: Dsn): TunnelDecision {
  let report: unknown;
  try {
    report = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { forward: false, status: 400, reason: 'report is not JSON' };
  }
  return {
    forward: true,
    url: securityReportUrl(configured),
    contentType: type,
    body: new TextEncoder().encode(JSON.stringify(withoutVisitorData(report))),
  };
}
