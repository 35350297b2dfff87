import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPERIMENTS } from '@/lib/experiments/experiments';
import { originHostHeaders, renderSharedCacheConfig } from '@/lib/http/shared-cache';

const template = readFileSync(join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
const site = {
  port: 8080,
  upstream: 'http://127.0.0.1:3000',
  origins: { DE: 'https://www.example.de', CH: 'http://ch.localhost:3100' },
  experimentPaths: Object.values(EXPERIMENTS).map((declared) => declared.path),
  preview: false,
  balancers: [] as string[],
};

/** The lines of one `map … $name { … }` block of the rendered configuration. */
function mapBlock(config: string, name: string): string[] {
  const block = new RegExp(`map [^{]+\\$${name} \\{([^}]*)\\}`).exec(config)?.[1];
  if (block === undefined) throw new Error(`no map for $${name}`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the shared cache configuration', () => {
  it('fills every value of the template', () => {
    const config = renderSharedCacheConfig(template, site);
    expect(config).not.toMatch(/@[A-Z_]+@/);
    expect(config).toContain('listen 8080;');
    expect(config).toContain('server 127.0.0.1:3000;');
  });

  it('knows the origins as Host headers, with the default port a browser leaves out', () => {
    expect(originHostHeaders('https://www.example.de')).toEqual([
      'www.example.de',
      'www.example.de:443',
    ]);
    expect(originHostHeaders('http://ch.localhost:3100')).toEqual(['ch.localhost:3100']);
    expect(mapBlock(renderSharedCacheConfig(template, site), 'country_origin')).toEqual([
      'default 0;',
      '"www.example.de" 1;',
      '"www.example.de:443" 1;',
      '"ch.localhost:3100" 1;',
    ]);
  });

  it('bypasses for device_id and overrides only on the experiments’ paths, overrides only on previews', () => {
    const production = renderSharedCacheConfig(template, site);
    expect(mapBlock(production, 'experiment_path')).toEqual(['default 0;', '"/lehrkraefte" 1;']);
    expect(mapBlock(production, 'bucketed')).toEqual(['default 0;', '"1:1" 1;']);
    expect(mapBlock(production, 'land_decides')).toEqual(['default 0;', '"1:0" 1;']);
    expect(mapBlock(production, 'overridden')).toEqual(['default 0;', '"1:1" 0;']);
    const preview = renderSharedCacheConfig(template, { ...site, preview: true });
    expect(mapBlock(preview, 'overridden')).toEqual(['default 0;', '"1:1" 1;']);
    for (const directive of ['proxy_cache_bypass', 'proxy_no_cache']) {
      expect(production).toContain(`${directive} $bucketed $land_decides $overridden;`);
    }
  });

  it('refuses an upstream nginx cannot reach and a value that would be nginx syntax', () => {
    expect(() =>
      renderSharedCacheConfig(template, { ...site, upstream: 'https://127.0.0.1:3000' }),
    ).toThrow('http://host:port');
    expect(() =>
      renderSharedCacheConfig(template, { ...site, experimentPaths: ['/"; default 1; "'] }),
    ).toThrow('cannot be matched');
  });

  it('believes X-Forwarded-For only from the balancers in front, never from loopback or a client', () => {
    const direct = renderSharedCacheConfig(template, { ...site, balancers: ['127.0.0.1', '::1'] });
    expect(direct).not.toContain('set_real_ip_from');
    expect(direct).not.toContain('real_ip_header');
    const balanced = renderSharedCacheConfig(template, {
      ...site,
      balancers: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
    });
    expect(balanced).toContain(
      '        set_real_ip_from 10.0.0.0/8;\n        set_real_ip_from fd00::/8;\n        real_ip_header X-Forwarded-For;\n        real_ip_recursive on;',
    );
    expect(balanced).not.toContain('set_real_ip_from 127.0.0.1');
    expect(() =>
      renderSharedCacheConfig(template, { ...site, balancers: ['10.0.0.0/8; allow all'] }),
    ).toThrow('no address or CIDR');
  });
});
