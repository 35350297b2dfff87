import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserOptions, ErrorEvent } from '@sentry/nextjs';
import { withoutQuery, ERROR_REPORTING } from '@/lib/monitoring/sentry-options';
import { sentryClientOptions } from '@/sentry.client.config';

// The SDK's fixed limits the site relies on (lib/monitoring/sentry-options.ts): if an upgrade changes
// them, this test says so before a reviewer has to.
/** The value of `const NAME = …;` in a built @sentry/core file (`60 * 1e3` and the like). */
function sdkConstant(file: string, name: string): number {
  const source = readFileSync(
    join(process.cwd(), 'node_modules/@sentry/core/build/cjs', file),
    'utf8',
  );
  const expression = new RegExp(`const ${name} = ([\\d.e* ]+);`).exec(source)?.[1];
  if (!expression) throw new Error(`${name} not found in ${file}`);
  return expression.split('*').reduce((product, factor) => product * Number(factor), 1);
}

describe('Sentry options', () => {
  it('sets the browser options: full tracing, 100 breadcrumbs, no personal data, our tunnel', () => {
    const options = sentryClientOptions('https://key@o42.ingest.de.sentry.io/7');
    expect(options).toMatchObject({
      tracesSampleRate: 1,
      maxBreadcrumbs: 100,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      },
      tunnel: '/monitoring?o=42&p=7',
    });
    expect(options.ignoreErrors).toEqual(
      expect.arrayContaining(['ResizeObserver loop limit exceeded']),
    );
    const integrations = options.integrations as (defaults: { name: string }[]) => unknown[];
    expect(
      integrations([
        { name: 'BrowserSession' },
        { name: 'CultureContext' },
        { name: 'HttpContext' },
      ]),
    ).toEqual([{ name: 'HttpContext' }]);
  });

  it("relies on SDK limits that still match the product's constants", () => {
    expect(sdkConstant('utils/ratelimit.js', 'DEFAULT_RETRY_AFTER')).toBe(
      ERROR_REPORTING.rateLimitFallbackMs,
    );
    expect(sdkConstant('tracing/sentrySpan.js', 'MAX_SPAN_COUNT')).toBe(
      ERROR_REPORTING.maxSpansPerTransaction,
    );
    expect(sdkConstant('utils/baggage.js', 'MAX_BAGGAGE_STRING_LENGTH')).toBe(
      ERROR_REPORTING.maxBaggageChars,
    );
  });
});

type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];

const ADDRESS = '203.0.113.77';

/** A server error event as the SDK built it from `onRequestError`, with what it takes from the request. */
const serverEvent: ErrorEvent = {
  type: undefined,
  event_id: 'a'.repeat(32),
  exception: { values: [{ type: 'Error', value: 'Absichtlicher Serverfehler' }] },
  transaction: 'GET /[country]/fehlertest/server',
  user: { ip_address: ADDRESS },
  request: {
    method: 'GET',
    url: 'http://localhost:3100/fehlertest/server?email=kind%40example.org#oben',
    headers: { 'x-real-ip': ADDRESS, 'user-agent': 'Mozilla/5.0', 'x-rechenweg-peer': ADDRESS },
    cookies: { land: 'DE' },
    query_string: 'email=kind%40example.org',
    data: '{"email":"kind@example.org"}',
    env: { REMOTE_ADDR: ADDRESS },
  },
  contexts: {
    nextjs: { request_path: '/fehlertest/server?email=kind%40example.org', route_type: 'render' },
    trace: { trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16) },
  },
  breadcrumbs: [
    {
      category: 'navigation',
      data: { from: '/premium?token=5O190127TN364715T&PayerID=X', to: '/fehlertest' },
    },
    {
      category: 'fetch',
      data: { method: 'POST', url: 'https://api2.amplitude.com/2/httpapi?key=1', status_code: 200 },
    },
    { category: 'console', message: 'ready' },
  ],
};

describe('what a report keeps', () => {
  const { beforeSend, beforeSendSpan } = sentryClientOptions(
    'https://key@o42.ingest.de.sentry.io/7',
  );

  it('sends no user, no header, cookie, query or body of the request, and no query in a breadcrumb', () => {
    const sent = beforeSend!(structuredClone(serverEvent), {}) as ErrorEvent;
    expect(sent.user).toBeUndefined();
    expect(sent.request).toEqual({ method: 'GET', url: 'http://localhost:3100/fehlertest/server' });
    expect(sent.contexts?.nextjs).toEqual({
      request_path: '/fehlertest/server',
      route_type: 'render',
    });
    expect(sent.breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/premium', to: '/fehlertest' } },
      {
        category: 'fetch',
        data: { method: 'POST', url: 'https://api2.amplitude.com/2/httpapi', status_code: 200 },
      },
      { category: 'console', message: 'ready' },
    ]);
    // What the error says, and where, is what the report is for.
    expect(sent.exception).toEqual(serverEvent.exception);
    expect(sent.transaction).toBe(serverEvent.transaction);
    expect(JSON.stringify(sent)).not.toContain(ADDRESS);
  });

  it("leaves no IP address for Sentry to fill in: a browser's `{{auto}}` goes with the user", () => {
    const browserEvent: ErrorEvent = {
      type: undefined,
      user: { ip_address: '{{auto}}' },
      request: {
        url: 'http://localhost:3100/widerruf?ref=RW-1',
        headers: { 'User-Agent': 'Mozilla/5.0', Referer: 'https://mail.example/inbox?id=7' },
      },
    };
    const sent = beforeSend!(browserEvent, {}) as ErrorEvent;
    expect(sent).toEqual({ type: undefined, request: { url: 'http://localhost:3100/widerruf' } });
  });

  it("strips a traced span of the client's address, browser, device, headers and queries", () => {
    const span: StreamedSpan = {
      trace_id: 'b'.repeat(32),
      span_id: 'd'.repeat(16),
      name: 'GET /premium',
      start_timestamp: 1,
      status: 'ok',
      is_segment: true,
      attributes: {
        'client.address': ADDRESS,
        'network.peer.address': ADDRESS,
        'user.ip_address': ADDRESS,
        'user_agent.original': 'Mozilla/5.0',
        'device.memory.estimated_capacity': 8,
        'device.processor_count': 12,
        'network.connection.effective_type': '4g',
        'network.connection.rtt': 50,
        'network.protocol.name': 'http',
        'http.request.header.x_forwarded_for': [ADDRESS],
        'http.request.header.referer': ['https://mail.example/inbox?id=7'],
        'http.response.header.set_cookie': ['rw-browser=1'],
        'url.query': '?email=kind%40example.org',
        'url.full': 'http://localhost:3100/premium?token=5O190127TN364715T',
        'url.path': { value: '/premium?token=5O190127TN364715T', type: 'string' },
        'http.request.method': 'GET',
        'browser.web_vital.lcp.value': { value: 2704, unit: 'millisecond' },
      },
    };
    expect(beforeSendSpan!(span)).toEqual({
      ...span,
      attributes: {
        'url.full': 'http://localhost:3100/premium',
        'url.path': { value: '/premium', type: 'string' },
        'network.protocol.name': 'http',
        'http.request.method': 'GET',
        'browser.web_vital.lcp.value': { value: 2704, unit: 'millisecond' },
      },
    });
  });

  it('cuts a URL or path at its query or fragment', () => {
    expect(withoutQuery('/kontakt?name=Erika#form')).toBe('/kontakt');
    expect(withoutQuery('/kontakt#form?x')).toBe('/kontakt');
    expect(withoutQuery('https://www.example.de/')).toBe('https://www.example.de/');
  });
});
