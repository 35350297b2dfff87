import { E2E_PORT, SENTRY_PORT } from './e2e-env.mjs';
import { expect, serveForThisFile, test } from './fixtures';
import { ingest } from './sentry-helpers';

// Reports of the Content-Security-Policy reach Sentry's security endpoint
// through the /monitoring tunnel.

serveForThisFile(ingest, SENTRY_PORT);

test("pages name the tunnel for CSP reports, and Chromium's report reaches Sentry's security endpoint", async ({
  browser,
  request,
}) => {
  const page = await request.get('/impressum');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|; )report-uri \/monitoring(;|$)/);
  // The e2e site is http: with report-to, Chromium and Firefox would send
  // nothing (lib/http/security-headers.ts); an https site adds it.
  expect(csp).not.toMatch(/report-to/);
  expect(page.headers()['reporting-endpoints']).toBeUndefined();
  // The asset policy has nothing that could be violated and reports nowhere.
  expect((await request.get('/icon.svg')).headers()['content-security-policy']).not.toMatch(
    /report-/,
  );

  // A context of its own, as the violation is on purpose.
  const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  try {
    const visitor = await context.newPage();
    await visitor.goto('/impressum');
    await visitor.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://blocked.example/verboten.png';
      document.body.append(image);
    });
    // An earlier test's envelope may still arrive at /api/42/envelope/; this one is the report.
    const security = () => ingest.received().filter((r) => r.url.startsWith('/api/42/security/'));
    await expect.poll(security).toHaveLength(1);
    const [report] = security();
    expect(report!.url).toBe('/api/42/security/?sentry_key=e2epublickey');
    expect(report!.headers['content-type']).toBe('application/csp-report');
    expect(JSON.parse(report!.body.toString())['csp-report']).toMatchObject({
      'violated-directive': 'img-src',
      'blocked-uri': 'https://blocked.example/verboten.png',
    });
  } finally {
    await context.close();
  }
});

test('a Reporting API report is forwarded without its addresses’ queries and the browser’s name', async ({
  request,
}) => {
  const report = {
    type: 'csp-violation',
    url: `http://localhost:${E2E_PORT}/impressum`,
    body: { effectiveDirective: 'img-src', blockedURL: 'https://blocked.example/neu.png' },
  };
  const body = JSON.stringify([
    {
      ...report,
      url: `${report.url}?utm_source=newsletter`,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    },
  ]);
  const response = await request.post('/monitoring', {
    data: body,
    headers: {
      'Content-Type': 'application/reports+json',
      Origin: `http://localhost:${E2E_PORT}`,
      'Sec-Fetch-Site': 'same-origin',
    },
  });
  expect(response.status()).toBe(200);
  const [forwarded] = ingest.received();
  expect(forwarded).toMatchObject({
    url: '/api/42/security/?sentry_key=e2epublickey',
    headers: { 'content-type': 'application/reports+json' },
  });
  expect(forwarded!.body.toString()).toBe(JSON.stringify([report]));
});
