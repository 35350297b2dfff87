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
 * A client as the rate limits count it: the networks its address belongs to,
 * narrowest first. An IPv4 address is one; an IPv6 address is its /64 (one
 * household or one server picks freely from a whole /64), its /56 and its /48
 * (what a provider hands one customer, at the most), so that one customer
 * spreading requests over its /64s still counts as one client at its widest.
 */
export type Client = readonly string[];

/**
 * How many times a client's own budget each of its networks may spend, by
 * position in a Client: a /56 holds a household's devices, a /48 a small
 * company's; four times one client is what a /48 gets in all.
 */
export const NETWORK_SHARES = [1, 2, 4] as const;

const IPV6_PREFIXES = [64, 56, 48] as const;

/** The IPv6 network of `prefix` bits (a multiple of 8) around the eight groups of an address. */
function network(groups: number[], prefix: number): string {
  const kept = groups.slice(0, Math.ceil(prefix / 16)).map((group, i) => {
    const bits = Math.min(16, prefix - i * 16);
    return (group & (0xffff << (16 - bits))).toString(16);
  });
  return `${kept.join(':')}::/${prefix}`;
}

/** The networks an address counts in (Client); `unknown` when it is none. */
export function clientKeysOf(address: string): Client {
  const ip = plain(address.trim());
  if (isIP(ip) !== 6) return [isIP(ip) === 4 ? ip : 'unknown'];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = (
    ip.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left
  ).map((group) => parseInt(group, 16));
  return IPV6_PREFIXES.map((prefix) => network(groups, prefix));
}

export type ClientSource = { trusted: BlockList; onVercel: boolean };

/** The client a request counts as, for the rate limits. */
export function clientOf(headers: Headers, { trusted, onVercel }: ClientSource): Client {
  if (onVercel) return clientKeysOf(headers.get('x-real-ip') ?? '');
  const peer = plain(headers.get(PEER_HEADER)?.trim() ?? '');
  if (!isTrusted(peer, trusted)) return clientKeysOf(peer);
  // A trusted proxy says who it serves: nginx in X-Real-IP (its $remote_addr,
  // after the balancers in front, deploy/nginx.conf); otherwise the last hop of
  // X-Forwarded-For that no trusted proxy added.
  const real = plain(headers.get('x-real-ip')?.trim() ?? '');
  if (isIP(real)) return clientKeysOf(real);
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => isIP(hop));
  const client = hops.reverse().find((hop) => !isTrusted(hop, trusted));
  return clientKeysOf(client ?? peer);
}
