import type { Country } from '@/lib/countries/countries';

/** What the shared cache must know of the site to bypass itself only where a cookie decides the page. */
export type SharedCacheSite = {
  /** Every country's `SITE_URL_…`: on these hosts the host decides the country, not `land`. */
  origins: Record<Country, string>;
  /** The paths with an experiment: only there `device_id` (and on previews an override) decides. */
  experimentPaths: readonly string[];
  /** A preview honours a reviewer's `vercel-flag-overrides`; production ignores it. */
  preview: boolean;
};

export type SharedCacheConfig = SharedCacheSite & {
  /** Where nginx listens. */
  port: number;
  /** The site as `http://host:port`. */
  upstream: string;
  /**
   * Balancers in front of nginx (TRUSTED_PROXIES but loopback, which is nginx's
   * own side): only their X-Forwarded-For names the client nginx passes on.
   */
  balancers: readonly string[];
};

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * The Host headers under which a visitor reaches an origin: its host and, where
 * the URL left it out, the same with the scheme's default port. nginx matches
 * map strings without regard to case, as the proxy's countryOfHost does.
 */
export function originHostHeaders(origin: string): string[] {
  const url = new URL(origin);
  const hosts = [url.host];
  if (!url.port && DEFAULT_PORT[url.protocol])
    hosts.push(`${url.host}:${DEFAULT_PORT[url.protocol]}`);
  return hosts;
}

/** One `source 1;` line of an nginx map per value, quoted so no value is read as nginx syntax. */
function mapLines(values: Iterable<string>): string {
  return [...new Set(values)]
    .map((value) => {
      if (!/^[\w.:/-]+$/.test(value)) throw new Error(`shared cache: ${value} cannot be matched`);
      return `        "${value}" 1;`;
    })
    .join('\n');
}

const LOOPBACK = /^(127\.|::1(\/|$)|::ffff:127\.)/;

/** nginx's realip settings for the balancers in front of it; none without balancers. */
function realIpLines(proxies: readonly string[]): string {
  const balancers = proxies.filter((proxy) => !LOOPBACK.test(proxy));
  if (balancers.length === 0) return '        # No balancer in front: $remote_addr is the client.';
  for (const balancer of balancers) {
    if (!/^[\da-fA-F.:]+(\/\d{1,3})?$/.test(balancer)) {
      throw new Error(`shared cache: ${balancer} is no address or CIDR`);
    }
  }
  return [
    ...balancers.map((balancer) => `        set_real_ip_from ${balancer};`),
    '        real_ip_header X-Forwarded-For;',
    '        real_ip_recursive on;',
  ].join('\n');
}

/**
 * deploy/nginx.conf with this site's facts filled in: the port, the upstream,
 * the origin hosts, the experiment paths and whether overrides count. The
 * cache then bypasses itself exactly where proxy.ts marks an answer private.
 */
export function renderSharedCacheConfig(template: string, config: SharedCacheConfig): string {
  const upstream = /^http:\/\/([^/]+)\/?$/.exec(config.upstream)?.[1];
  if (!upstream)
    throw new Error(`shared cache: the upstream must be http://host:port, not ${config.upstream}`);
  const values: Record<string, string> = {
    CACHE_PORT: String(config.port),
    UPSTREAM: upstream,
    ORIGIN_HOSTS: mapLines(Object.values(config.origins).flatMap(originHostHeaders)),
    EXPERIMENT_PATHS: mapLines(config.experimentPaths),
    PREVIEW: config.preview ? '1' : '0',
    REAL_IP: realIpLines(config.balancers),
  };
  return template.replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`shared cache: the template names ${placeholder}`);
    return values[name]!;
  });
}
