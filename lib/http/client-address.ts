import { BlockList, isIP } from 'node:net';

// Who a request comes from, for the rate limits. A forwarding header is a claim
// the client can make itself: it counts only when the connection comes from a
// proxy the operator named (TRUSTED_PROXIES: the shipped nginx, a balancer), or
// on Vercel, whose edge sets `X-Real-IP` itself. Otherwise the connection's own
// address decides, which Next does not expose: instrumentation.ts stamps it
// onto every request as PEER_HEADER (any such header a client sent is replaced).

/** The socket's remote address, as the server stamped it on the request. */
export const PEER_HEADER = 'x-rechenweg-peer';

/** Addresses and CIDRs (`10.0.0.0/8`, `::1`), comma-separated; unparsable entries are reported. */
export function parseTrustedProxies(list: string): { trusted: BlockList; invalid: string[] } {
  const trusted = new BlockList();
  const invalid: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      invalid.push(entry);
      continue;
    }
    trusted.addSubnet(address!, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { trusted, invalid };
}

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as Node reports dual-stack sockets) as IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function isTrusted(address: string, trusted: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The key a client is counted by: an IPv4 address, or the /64 network of an
 * IPv6 address (one household or one server gets a whole /64 to pick from).
 */
export function clientKeyOf(address: string): string {
  const ip = plain(address.trim());
  if (isIP(ip) !== 6) return isIP(ip) === 4 ? ip : 'unknown';
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type ClientSource = { trusted: BlockList; onVercel: boolean };

/** The client a request counts as, for the rate limits. */
export function clientOf(headers: Headers, { trusted, onVercel }: ClientSource): string {
  if (onVercel) return clientKeyOf(headers.get('x-real-ip') ?? '');
  const peer = plain(headers.get(PEER_HEADER)?.trim() ?? '');
  if (!isTrusted(peer, trusted)) return clientKeyOf(peer);
  // A trusted proxy says who it serves: nginx in X-Real-IP (its $remote_addr,
  // after the balancers in front, deploy/nginx.conf); otherwise the last hop of
  // X-Forwarded-For that no trusted proxy added.
  const real = plain(headers.get('x-real-ip')?.trim() ?? '');
  if (isIP(real)) return clientKeyOf(real);
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop));
  const client = hops.reverse().find((hop) => !isTrusted(hop, trusted));
  return clientKeyOf(client ?? peer);
}
