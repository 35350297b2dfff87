import { decideTunnel, envelopeUrl, parseDsn, tunnelQuery } from '@/lib/monitoring-tunnel';

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
