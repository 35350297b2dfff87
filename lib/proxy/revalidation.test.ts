import { revalidated } from '@/lib/proxy/revalidation';

const ETAG = '"page-1"';
const request = (headers: Record<string, string>, method = 'GET') =>
  new Request('http://de.localhost:3100/eltern', { method, headers });

describe('revalidated', () => {
  it('answers 304 to a browser that holds the page, with the headers of the page', () => {
    const headers = new Headers({ 'Content-Security-Policy': "default-src 'self'" });
    const answer = revalidated(request({ 'if-none-match': ETAG }), headers, {
      etag: ETAG,
      personal: false,
    });
    expect(answer?.status).toBe(304);
    expect(answer?.headers.get('etag')).toBe(ETAG);
    expect(answer?.headers.get('cache-control')).toBe('s-maxage=31536000');
    expect(answer?.headers.get('vary')).toContain('rsc');
    expect(answer?.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('gives the page its ETag when the browser holds another version or none', () => {
    for (const held of [{ 'if-none-match': '"page-0"' }, {}] as Record<string, string>[]) {
      const headers = new Headers();
      expect(revalidated(request(held), headers, { etag: ETAG, personal: false })).toBeNull();
      expect(headers.get('etag')).toBe(ETAG);
    }
  });

  it('never answers 304 to a personal request, which no cache may keep', () => {
    const headers = new Headers();
    const answer = revalidated(request({ 'if-none-match': ETAG }), headers, {
      etag: ETAG,
      personal: true,
    });
    expect(answer).toBeNull();
    expect(headers.get('etag')).toBe(ETAG);
  });

  it('leaves router data and pages rendered per request without the HTML’s ETag', () => {
    const rsc = new Headers();
    expect(
      revalidated(request({ rsc: '1', 'if-none-match': ETAG }), rsc, {
        etag: ETAG,
        personal: false,
      }),
    ).toBeNull();
    expect(rsc.get('etag')).toBeNull();
    const rendered = new Headers();
    expect(revalidated(request({}), rendered, { etag: undefined, personal: false })).toBeNull();
    expect(rendered.get('etag')).toBeNull();
  });
});
