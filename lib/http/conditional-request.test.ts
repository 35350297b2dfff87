import { asksForDocument, notModified } from '@/lib/http/conditional-request';

const etag = '"Zm9vYmFyYmF6cXV4"';

describe('notModified', () => {
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    ['', false],
    [etag.slice(1), false],
  ])('If-None-Match %s → %s', (condition, expected) => {
    expect(notModified(new Headers(condition ? { 'if-none-match': condition } : {}), etag)).toBe(
      expected,
    );
  });

  it('gives the full answer to a client that asks for one with no-cache, as Next does', () => {
    const headers = new Headers({ 'if-none-match': etag, 'cache-control': 'max-age=0, no-cache' });
    expect(notModified(headers, etag)).toBe(false);
    headers.set('cache-control', 'max-age=0');
    expect(notModified(headers, etag)).toBe(true);
  });
});

describe('asksForDocument', () => {
  it('is a GET or HEAD without any of the router headers', () => {
    expect(asksForDocument('GET', new Headers())).toBe(true);
    expect(asksForDocument('HEAD', new Headers({ accept: 'text/html' }))).toBe(true);
    expect(asksForDocument('POST', new Headers())).toBe(false);
    expect(asksForDocument('GET', new Headers({ rsc: '1' }))).toBe(false);
    expect(asksForDocument('GET', new Headers({ 'next-router-prefetch': '1' }))).toBe(false);
  });
});
