import { NextRequest } from 'next/server';
import { refusal } from '@/lib/proxy/guards';

const at = (path: string, method = 'GET') =>
  new NextRequest(`http://de.localhost${path}`, { method });

describe('refusal', () => {
  it('answers a path Next cannot decode with 400, not Next’s 500', () => {
    expect(refusal(at('/%ZZ'))?.status).toBe(400);
  });

  it('answers anything but GET and HEAD with 405, naming what is allowed', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = refusal(at('/premium', method));
      expect([method, answer?.status, answer?.headers.get('allow')]).toEqual([
        method,
        405,
        'GET, HEAD',
      ]);
    }
  });

  it('lets a page request go on', () => {
    expect(refusal(at('/'))).toBeNull();
    expect(refusal(at('/eltern', 'HEAD'))).toBeNull();
    expect(refusal(at('/%C3%BC'))).toBeNull();
  });
});
