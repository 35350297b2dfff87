import {
  contentSecurityPolicy,
  reportingEndpoints,
  securityHeaders,
} from '@/lib/http/security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

/** Whether a directive's sources allow `url`, as CSP matches host sources (`*.` any subdomain). */
const allows = (sources: string[], url: string) => {
  const { protocol, host } = new URL(url);
  return sources.some((source) => {
    const match = /^(https?:)\/\/(\*\.)?([^/]+)$/.exec(source);
    if (!match || match[1] !== protocol) return false;
    return match[2] ? host.endsWith(`.${match[3]}`) : host === match[3];
  });
};

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-abc'", "'sha384-def'"],
    production: true,
    emailJsOrigin: 'https://api.emailjs.com',
    videoUrls: ['https://video.example.de/kanal'],
  });

  it('runs only hashed scripts and what they load: no unsafe-inline, no unsafe-eval', () => {
    const scripts = directive(policy, 'script-src');
    expect(scripts.slice(0, 3)).toEqual(["'strict-dynamic'", "'sha256-abc'", "'sha384-def'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('lets an unpinned preview run its inline scripts instead of allowing none', () => {
    const scripts = directive(
      contentSecurityPolicy({ scriptHashes: [], production: false, unpinned: true }),
      'script-src',
    );
    expect(scripts.slice(0, 2)).toEqual(["'unsafe-inline'", "'self'"]);
    expect(scripts).not.toContain("'strict-dynamic'");
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('allows the tunnel and exactly the hosts used after consent', () => {
    const connect = directive(policy, 'connect-src');
    expect(connect).toContain("'self'");
    for (const url of [
      'https://api.eu.amplitude.com',
      'https://api.emailjs.com',
      'https://www.google-analytics.com',
      'https://region1.google-analytics.com',
      'https://region1.analytics.google.com',
      'https://www.googletagmanager.com',
      'https://www.facebook.com',
      'https://analytics.tiktok.com',
    ]) {
      expect(allows(connect, url)).toBe(true);
    }
    expect(allows(connect, 'https://google-analytics.com.example')).toBe(false);
    expect(directive(policy, 'frame-src')).toContain('https://video.example.de');
    expect(connect.some((source) => source === '*' || source === 'https:')).toBe(false);
  });

  it('frames only the video hosts: the tag manager embeds nothing, PayPal only at the checkout', () => {
    expect(directive(policy, 'frame-src')).toEqual(['https://video.example.de']);
    expect(policy).not.toMatch(/paypal/);
  });

  it('allows PayPal where the checkout runs: its SDK, frames, API and images', () => {
    const checkout = contentSecurityPolicy({
      scriptHashes: [],
      production: true,
      videoUrls: ['https://video.example.de'],
      checkout: true,
    });
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      for (const url of ['https://www.paypal.com', 'https://www.sandbox.paypal.com']) {
        expect(allows(directive(checkout, name), url)).toBe(true);
      }
    }
    expect(directive(checkout, 'img-src')).toContain('https://www.paypalobjects.com');
    expect(directive(checkout, 'script-src')[0]).toBe("'strict-dynamic'");
  });

  it('reports violations to the given path by both mechanisms, and only with one', () => {
    const reporting = contentSecurityPolicy({
      scriptHashes: [],
      production: true,
      reportUri: '/monitoring',
      reportingApi: true,
    });
    expect(directive(reporting, 'report-uri')).toEqual(['/monitoring']);
    expect(directive(reporting, 'report-to')).toEqual(['csp']);
    expect(reportingEndpoints('/monitoring')).toBe('csp="/monitoring"');
    expect(policy).not.toMatch(/report-(uri|to)/);
  });

  it('reports by report-uri alone on an http site, where report-to would silence Firefox and Chromium', () => {
    const reporting = contentSecurityPolicy({
      scriptHashes: [],
      production: false,
      reportUri: '/monitoring',
    });
    expect(directive(reporting, 'report-uri')).toEqual(['/monitoring']);
    expect(reporting).not.toMatch(/report-to/);
  });

  it('names no other provider on a pupils’ page and reports nowhere: what tried would be blocked', () => {
    const everything = {
      scriptHashes: ["'sha256-abc'"],
      emailJsOrigin: 'https://api.emailjs.com',
      amplitudeServerUrl: 'https://amplitude.example.de/2/httpapi',
      videoUrls: ['https://video.example.de/kanal'],
      reportUri: '/monitoring',
    };
    const pupils = contentSecurityPolicy({ ...everything, production: true, pupils: true });
    expect(pupils).toBe(
      "default-src 'self'; script-src 'strict-dynamic' 'sha256-abc' 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'none'; media-src 'self'; worker-src 'self' blob:; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    );
    // On a preview the toolbar's hosts stay: production never has them.
    const preview = contentSecurityPolicy({
      ...everything,
      production: false,
      pupils: true,
      toolbarHost: 'http://127.0.0.1:4006',
    });
    expect(preview).not.toMatch(/google|facebook|tiktok|amplitude|emailjs|video\.example|report-/);
    expect(directive(preview, 'frame-src')).toEqual(['http://127.0.0.1:4006']);
  });

  it('upgrades insecure requests on production only', () => {
    expect(policy).toMatch(/upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ scriptHashes: [], production: false })).not.toMatch(/upgrade/);
  });
});

describe('the Vercel Toolbar on previews', () => {
  const input = {
    scriptHashes: ["'sha256-abc'"],
    emailJsOrigin: 'https://api.emailjs.com',
    videoUrls: ['https://video.example.de', 'https://tv.example.de/sendung'],
    reportUri: '/monitoring',
    reportingApi: true,
  };

  it('leaves the production policy exactly as it was, whatever host is passed', () => {
    const production = contentSecurityPolicy({ ...input, production: true });
    expect(
      contentSecurityPolicy({ ...input, production: true, toolbarHost: 'https://vercel.live' }),
    ).toBe(production);
    expect(production).toBe(
      "default-src 'self'; script-src 'strict-dynamic' 'sha256-abc' 'self' https://www.googletagmanager.com https://connect.facebook.net https://analytics.tiktok.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://www.facebook.com https://analytics.tiktok.com; font-src 'self'; connect-src 'self' https://api.eu.amplitude.com https://api.emailjs.com https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://www.facebook.com https://connect.facebook.net https://analytics.tiktok.com; frame-src https://video.example.de https://tv.example.de; media-src 'self' https://video.example.de https://tv.example.de; worker-src 'self' blob:; form-action 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests; report-uri /monitoring; report-to csp",
    );
    expect(production).not.toMatch(/vercel|pusher/);
  });

  it('lets a preview load the toolbar from its host, with its frames, images, styles, fonts and socket', () => {
    const preview = contentSecurityPolicy({
      ...input,
      production: false,
      toolbarHost: 'http://127.0.0.1:4006/',
    });
    const host = 'http://127.0.0.1:4006';
    for (const name of [
      'script-src',
      'connect-src',
      'frame-src',
      'img-src',
      'style-src',
      'font-src',
    ]) {
      expect(directive(preview, name)).toContain(host);
    }
    expect(directive(preview, 'script-src').slice(0, 2)).toEqual([
      "'strict-dynamic'",
      "'sha256-abc'",
    ]);
    expect(directive(preview, 'connect-src')).toContain('wss://ws-us3.pusher.com');
    expect(directive(preview, 'img-src')).toContain('https://vercel.com');
    expect(directive(preview, 'font-src')).toContain('https://assets.vercel.com');
    expect(preview).not.toContain('vercel.live');
    expect(contentSecurityPolicy({ ...input, production: false })).not.toMatch(/4006|pusher/);
  });
});

describe('securityHeaders', () => {
  const names = (production: boolean) =>
    securityHeaders({ production }).map((header) => header.key);

  it('sends HSTS on production only', () => {
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
  });

  it('always sends nosniff, the referrer policy, the permissions policy and COOP', () => {
    expect(names(false)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
      ]),
    );
  });
});
