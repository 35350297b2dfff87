import { robotsTxt } from '@/lib/proxy/robots';

const origins = { DE: 'https://www.example.de', CH: 'https://www.example.ch' };

describe('robotsTxt', () => {
  it('lets a production country origin be indexed and names its sitemap', async () => {
    const answer = robotsTxt('CH', { production: true, origins });
    expect(await answer.text()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.ch/sitemap.xml\n',
    );
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  it('keeps a preview from being indexed, on its country hosts too', async () => {
    expect(await robotsTxt('DE', { production: false, origins }).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('keeps any other host from being indexed, and no cache may keep that answer', async () => {
    const answer = robotsTxt(null, { production: true, origins });
    expect(await answer.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});
