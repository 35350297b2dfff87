import {
  decideReport,
  decideTunnel,
  envelopeUrl,
  parseDsn,
  securityReportType,
  securityReportUrl,
  tunnelQuery,
} from '@/lib/monitoring/monitoring-tunnel';

const configured = parseDsn('https://abc123@o42.ingest.de.sentry.io/7')!;
const encode = (text: string) => new TextEncoder().encode(text);
const envelope = (header: unknown) =>
  encode(`${JSON.stringify(header)}\n{"type":"event"}\n{"message":"x"}`);
const none = new URLSearchParams();

describe('DSN parsing', () => {
  it('reads SaaS, self-hosted and local DSNs', () => {
    expect(configured).toEqual({
      protocol: 'https:',
      publicKey: 'abc123',
      host: 'o42.ingest.de.sentry.io',
      pathPrefix: '',
      projectId: '7',
    });
    expect(envelopeUrl(configured)).toBe('https://o42.ingest.de.sentry.io/api/7/envelope/');
    expect(envelopeUrl(parseDsn('https://k@sentry.example.org/tools/sentry/3')!)).toBe(
      'https://sentry.example.org/tools/sentry/api/3/envelope/',
    );
    expect(envelopeUrl(parseDsn('http://k@127.0.0.1:3103/42')!)).toBe(
      'http://127.0.0.1:3103/api/42/envelope/',
    );
  });

  it('rejects what is not a DSN', () => {
    for (const value of ['', 'nope', 'ftp://k@h/1', 'https://h/1', 'https://k@h/abc', null]) {
      expect(parseDsn(value)).toBeNull();
    }
  });

  it('builds the tunnel query as Sentry does', () => {
    expect(tunnelQuery(configured)).toBe('?o=42&p=7');
    expect(tunnelQuery(parseDsn('http://k@127.0.0.1:3103/42')!)).toBe('?p=42');
  });
});

describe('tunnel decision', () => {
  it('forwards the configured DSN to its own envelope endpoint only', () => {
    expect(
      decideTunnel(envelope({ dsn: 'https://abc123@o42.ingest.de.sentry.io/7' }), configured, none),
    ).toEqual({
      forward: true,
      url: 'https://o42.ingest.de.sentry.io/api/7/envelope/',
      contentType: 'application/x-sentry-envelope',
    });
    expect(
      decideTunnel(
        envelope({ dsn: 'https://abc123@o42.ingest.de.sentry.io/7' }),
        configured,
        new URLSearchParams('o=42&p=7'),
      ).forward,
    ).toBe(true);
  });

  it.each([
    ['another key', 'https://other@o42.ingest.de.sentry.io/7'],
    ['another host', 'https://abc123@evil.example/7'],
    ['another project', 'https://abc123@o42.ingest.de.sentry.io/8'],
    ['another protocol', 'http://abc123@o42.ingest.de.sentry.io/7'],
    ['a sub-path', 'https://abc123@o42.ingest.de.sentry.io/x/7'],
    ['a port', 'https://abc123@o42.ingest.de.sentry.io:8443/7'],
    ['no DSN at all', 'garbage'],
  ])('refuses %s with 403', (_, dsn) => {
    expect(decideTunnel(envelope({ dsn }), configured, none)).toMatchObject({
      forward: false,
      status: 403,
    });
  });

  it('refuses a project query that is not the configured one', () => {
    const body = envelope({ dsn: 'https://abc123@o42.ingest.de.sentry.io/7' });
    expect(decideTunnel(body, configured, new URLSearchParams('p=8'))).toMatchObject({
      status: 403,
    });
  });

  it.each([
    ['empty body', ''],
    ['not JSON', 'hello\n{}'],
    ['a JSON array', '[1,2]\n{}'],
    ['a JSON string', '"dsn"\n{}'],
    ['null', 'null\n{}'],
    ['no DSN field', '{"event_id":"1"}\n{}'],
    ['a numeric DSN', '{"dsn":42}\n{}'],
    ['binary', '\u0000\u00ff\u00fe'],
  ])('refuses a malformed envelope (%s) with 400', (_, text) => {
    expect(decideTunnel(encode(text), configured, none)).toMatchObject({
      forward: false,
      status: 400,
    });
  });
});

describe('CSP violation reports', () => {
  it("go to the configured project's security endpoint with its public key", () => {
    expect(securityReportUrl(configured)).toBe(
      'https://o42.ingest.de.sentry.io/api/7/security/?sentry_key=abc123',
    );
    expect(securityReportUrl(parseDsn('https://k@sentry.example.org/tools/sentry/3')!)).toBe(
      'https://sentry.example.org/tools/sentry/api/3/security/?sentry_key=k',
    );
  });

  it('are told from envelopes by their media type', () => {
    expect(securityReportType('application/csp-report')).toBe('application/csp-report');
    expect(securityReportType('Application/Reports+JSON; charset=utf-8')).toBe(
      'application/reports+json',
    );
    for (const type of [
      null,
      '',
      'text/plain;charset=UTF-8',
      'application/json',
      'application/x-sentry-envelope',
    ]) {
      expect(securityReportType(type)).toBeNull();
    }
  });

  it('reach Sentry without the queries of their addresses and without the browser’s name', () => {
    const forwarded = (report: unknown, type: string) => {
      const decision = decideReport(encode(JSON.stringify(report)), type, configured);
      return decision.forward && JSON.parse(new TextDecoder().decode(decision.body));
    };
    expect(
      forwarded(
        {
          'csp-report': {
            'document-uri': 'https://rechenweg.de/kontakt?anliegen=bug&utm_source=x#form',
            referrer: 'https://suche.example/?q=eva+strauss',
            'blocked-uri': 'https://blocked.example/p.png?id=1',
            'violated-directive': 'img-src',
            'line-number': 3,
          },
        },
        'application/csp-report',
      ),
    ).toEqual({
      'csp-report': {
        'document-uri': 'https://rechenweg.de/kontakt',
        referrer: 'https://suche.example/',
        'blocked-uri': 'https://blocked.example/p.png',
        'violated-directive': 'img-src',
        'line-number': 3,
      },
    });
    expect(
      forwarded(
        [
          {
            type: 'csp-violation',
            url: 'https://rechenweg.de/premium?code=BESSER25',
            user_agent: 'Mozilla/5.0 (X11; Linux x86_64)',
            body: {
              documentURL: 'https://rechenweg.de/premium?code=BESSER25',
              blockedURL: 'inline',
            },
          },
        ],
        'application/reports+json',
      ),
    ).toEqual([
      {
        type: 'csp-violation',
        url: 'https://rechenweg.de/premium',
        body: { documentURL: 'https://rechenweg.de/premium', blockedURL: 'inline' },
      },
    ]);
  });

  it('are forwarded in the media type they came in, and only as JSON', () => {
    const report = encode('{"csp-report":{"violated-directive":"img-src"}}');
    expect(decideReport(report, 'application/csp-report', configured)).toEqual({
      forward: true,
      url: 'https://o42.ingest.de.sentry.io/api/7/security/?sentry_key=abc123',
      contentType: 'application/csp-report',
      body: report,
    });
    for (const text of ['', 'not json', '{"a":', '\u0000']) {
      expect(decideReport(encode(text), 'application/reports+json', configured)).toMatchObject({
        forward: false,
        status: 400,
      });
    }
    expect(
      decideReport(new Uint8Array([0x7b, 0xff, 0x7d]), 'application/csp-report', configured),
    ).toMatchObject({ status: 400 });
  });
});
