import { pageHeaders, type PolicySite } from '@/lib/proxy/page-headers';

const site: PolicySite = { production: true, reportUri: '/monitoring', reportingApi: true };
const plain = { personal: false, preview: false, timing: null, site };
const request = new Request('http://de.localhost:3100/', { headers: { accept: 'text/html' } });
const scriptSrc = (headers: Headers) =>
  headers.get('content-security-policy')?.match(/script-src ([^;]*)/)?.[1];

describe('pageHeaders', () => {
  it('gives a prerendered page the hashes of its own scripts, and Next the request as it came', () => {
    const answer = pageHeaders(
      request,
      { path: '/de/eltern', build: { prerendered: ["'sha256-a'"] }, checkout: false },
      plain,
    );
    expect(scriptSrc(answer.headers)).toContain("'strict-dynamic' 'sha256-a'");
    expect(answer.headers.get('reporting-endpoints')).toBe('csp="/monitoring"');
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(answer.headers.get('cache-control')).toBeNull();
    expect(answer.request).toBeUndefined();
  });

  it('names no Reporting API endpoint on an http site, whose policy has no report-to', () => {
    const answer = pageHeaders(
      request,
      // A path of its own: a prerendered page's policy is kept per path.
      { path: '/de/http/eltern', build: { prerendered: [] }, checkout: false },
      { ...plain, site: { ...site, reportingApi: false } },
    );
    expect(answer.headers.get('content-security-policy')).toMatch(/report-uri \/monitoring$/);
    expect(answer.headers.get('reporting-endpoints')).toBeNull();
  });

  it('gives a page rendered per request a nonce, and hands Next the policy to put it on', () => {
    const answer = pageHeaders(
      request,
      {
        path: '/de/_not-found',
        build: { rendered: { nonce: 'bm9uY2U=', fallbackHashes: ["'sha256-404'"] } },
        checkout: false,
      },
      plain,
    );
    expect(scriptSrc(answer.headers)).toContain("'nonce-bm9uY2U=' 'sha256-404'");
    expect(answer.request?.headers.get('content-security-policy')).toBe(
      answer.headers.get('content-security-policy'),
    );
    expect(answer.request?.headers.get('accept')).toBe('text/html');
  });

  it('lets an unpinned preview build run its inline scripts', () => {
    const answer = pageHeaders(
      request,
      { path: '/de/eltern', build: { unpinned: true }, checkout: false },
      plain,
    );
    expect(scriptSrc(answer.headers)).toContain("'unsafe-inline'");
    // Next renders such a page per request: it must see the policy it renders under.
    expect(answer.request?.headers.get('content-security-policy')).toBe(
      answer.headers.get('content-security-policy'),
    );
  });

  it('lets the checkout keep its tie to PayPal’s window, and only the checkout', () => {
    const answer = pageHeaders(
      request,
      { path: '/de/premium', build: { prerendered: [] }, checkout: true },
      plain,
    );
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(answer.headers.get('content-security-policy')).toContain('https://*.paypal.com');
  });

  it('gives a pupils’ page a policy without other providers, and no report endpoint', () => {
    const full = { ...site, emailJsOrigin: 'https://api.emailjs.com', videoUrls: ['https://v.de'] };
    for (const build of [
      { prerendered: ["'sha256-a'"] },
      { rendered: { nonce: 'bm9uY2U=', fallbackHashes: [] } },
      { unpinned: true as const },
    ]) {
      const answer = pageHeaders(
        request,
        { path: '/de/standard', build, checkout: false, pupils: true },
        { ...plain, site: full },
      );
      const policy = answer.headers.get('content-security-policy');
      expect(policy).not.toMatch(
        /googletagmanager|facebook|tiktok|amplitude|emailjs|v\.de|report-/,
      );
      expect(answer.headers.get('reporting-endpoints')).toBeNull();
    }
    // The adults' landing of the same deployment keeps them.
    const adults = pageHeaders(
      request,
      { path: '/de/standard/eltern', build: { prerendered: [] }, checkout: false },
      { ...plain, site: full },
    );
    expect(adults.headers.get('content-security-policy')).toMatch(/googletagmanager.*report-uri/);
    expect(adults.headers.get('reporting-endpoints')).toBe('csp="/monitoring"');
  });

  it('keeps a personal answer out of shared caches and marks previews and exposures', () => {
    const answer = pageHeaders(
      request,
      { path: '/de/v-treatment', build: { prerendered: [] }, checkout: false },
      { personal: true, preview: true, timing: 'experiment;desc="x"', site },
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('server-timing')).toBe('preview, experiment;desc="x"');
  });
});
