import {
  clientKeysOf,
  clientOf,
  parseTrustedProxies,
  PEER_HEADER,
} from '@/lib/http/client-address';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('clientKeysOf', () => {
  it('counts an IPv4 address as itself, an IPv6 address in its /64, /56 and /48', () => {
    expect(clientKeysOf('198.51.100.7')).toEqual(['198.51.100.7']);
    expect(clientKeysOf('::ffff:198.51.100.7')).toEqual(['198.51.100.7']);
    expect(clientKeysOf('2001:db8:aa:1:1234:5678:9abc:def0')).toEqual([
      '2001:db8:aa:1::/64',
      '2001:db8:aa:0::/56',
      '2001:db8:aa::/48',
    ]);
    expect(clientKeysOf('2001:0db8:00aa:12ff::1')).toEqual([
      '2001:db8:aa:12ff::/64',
      '2001:db8:aa:1200::/56',
      '2001:db8:aa::/48',
    ]);
    expect(clientKeysOf('2001:db8::1')).toEqual([
      '2001:db8:0:0::/64',
      '2001:db8:0:0::/56',
      '2001:db8:0::/48',
    ]);
    expect(clientKeysOf('not an address')).toEqual(['unknown']);
  });

  it('puts every /64 of one /48 into the same /48', () => {
    const widest = new Set(
      Array.from({ length: 25 }, (_, i) => clientKeysOf(`2001:db8:7:${i.toString(16)}::1`)[2]),
    );
    expect([...widest]).toEqual(['2001:db8:7::/48']);
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
    expect(clientOf(spoofed, nobody)).toEqual(['203.0.113.9']);
    expect(clientOf(spoofed, nginx)).toEqual(['203.0.113.9']);
  });

  it('from a trusted proxy, takes X-Real-IP, else the last hop no trusted proxy added', () => {
    expect(
      clientOf(request({ [PEER_HEADER]: '127.0.0.1', 'x-real-ip': '198.51.100.1' }), nginx),
    ).toEqual(['198.51.100.1']);
    // A balancer in front of nginx: the client's own claim comes first and is passed over.
    expect(
      clientOf(
        request({
          [PEER_HEADER]: '::ffff:10.0.0.5',
          'x-forwarded-for': '1.1.1.1, 198.51.100.3, 10.0.0.9',
        }),
        nginx,
      ),
    ).toEqual(['198.51.100.3']);
    expect(clientOf(request({ [PEER_HEADER]: '127.0.0.1' }), nginx)).toEqual(['127.0.0.1']);
  });

  it('on Vercel, takes the X-Real-IP its edge sets', () => {
    expect(
      clientOf(request({ 'x-real-ip': '2001:db8:1:2:3:4:5:6' }), { trusted, onVercel: true }),
    ).toEqual(['2001:db8:1:2::/64', '2001:db8:1:0::/56', '2001:db8:1::/48']);
  });
});
