import { NextRequest } from 'next/server';

// proxy.ts's decision to add the Reporting API to a page's policy: only where
// every origin of the site is https, as Firefox and Chromium deliver report-to's
// reports only there (lib/http/security-headers.ts). Run through proxy() itself.

const DSN = 'https://publickey@o1.ingest.sentry.io/42';

/** The policy and Reporting-Endpoints of /impressum on `de`'s origin, with these origins. */
async function headersWith(de: string, ch: string) {
  const saved = process.env;
  process.env = { NODE_ENV: 'test', SITE_URL_DE: de, SITE_URL_CH: ch, NEXT_PUBLIC_SENTRY_DSN: DSN };
  try {
    let headers: Headers | undefined;
    await jest.isolateModulesAsync(async () => {
      const { proxy } = await import('@/proxy');
      const answer = await proxy(
        new NextRequest(`${de}/impressum`, { headers: { host: new URL(de).host } }),
      );
      headers = answer.headers;
    });
    return {
      policy: headers!.get('content-security-policy') ?? '',
      endpoints: headers!.get('reporting-endpoints'),
    };
  } finally {
    process.env = saved;
  }
}

it('adds report-to and Reporting-Endpoints where every origin is https', async () => {
  const { policy, endpoints } = await headersWith(
    'https://www.rechenweg.de',
    'https://www.rechenweg.ch',
  );
  expect(policy).toMatch(/(^|; )report-uri \/monitoring(;|$)/);
  expect(policy).toMatch(/(^|; )report-to csp(;|$)/);
  expect(endpoints).toBe('csp="/monitoring"');
});

it('reports by report-uri alone where one origin is http: browsers would send nothing', async () => {
  const { policy, endpoints } = await headersWith(
    'https://www.rechenweg.de',
    'http://ch.localhost:3000',
  );
  expect(policy).toMatch(/(^|; )report-uri \/monitoring(;|$)/);
  expect(policy).not.toContain('report-to');
  expect(endpoints).toBeNull();
});
