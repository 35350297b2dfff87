import { clientKeyOf, clientOf, parseTrustedProxies, PEER_HEADER } from '@/lib/http/client-address';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('clientKeyOf', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(clientKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('2001:db8:aa:1:1234:5678:9abc:def0')).toBe('2001:db8:aa:1::/64');
    expect(clientKeyOf('2001:0db8:00aa:0001::1')).toBe('2001:db8:aa:1::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('not an address')).toBe('unknown');
  });
});

describe('clientOf', () => {
  const { trusted, invalid } = parseTrustedProxies(
    '127.0.0.1, 10.0.0.0/8, fd00::/8, nonsense, 1.2.3.4/40',
  );
  const nginx = { trusted, onVercel: false };
  const nobody = { trusted: parseTrustedProxies('').trusted, onVercel: false };

  it('names the entries it cannot read', () => {
    expect(invalid).toEqual(['nonsense', '1.2.3.4/40']);
  });

  it('without a trusted proxy, counts the connection and ignores every forwarding header', () => {
    const spoofed = request({
      [PEER_HEADER]: '203.0.113.9',
      'x-real-ip': '198.51.100.1',
      'x-forwarded-for': '198.51.100.2',
    });
    expect(clientOf(spoofed, nobody)).toBe('203.0.113.9');
    expect(clientOf(spoofed, nginx)).toBe('203.0.113.9');
  });

  it('from a trusted proxy, takes X-Real-IP, else the last hop no trusted proxy added', () => {
    expect(
      clientOf(request({ [PEER_HEADER]: '127.0.0.1', 'x-real-ip': '198.51.100.1' }), nginx),
    ).toBe('198.51.100.1');
    // A balancer in front of nginx: the client's own claim comes first and is passed over.
    expect(
      clientOf(
        request({
          [PEER_HEADER]: '::ffff:10.0.0.5',
          'x-forwarded-for': '1.1.1.1, 198.51.100.3, 10.0.0.9',
        }),
        nginx,
      ),
    ).toBe('198.51.100.3');
    expect(clientOf(request({ [PEER_HEADER]: '127.0.0.1' }), nginx)).toBe('127.0.0.1');
  });

  it('on Vercel, takes the X-Real-IP its edge sets', () => {
    expect(
      clientOf(request({ 'x-real-ip': '2001:db8:1:2:3:4:5:6' }), { trusted, onVercel: true }),
    ).toBe('2001:db8:1:2::/64');
  });
});
