import { axeViolations } from './axe';
import { E2E_SENTRY_DSN, SENTRY_PORT } from './e2e-env.mjs';
import { expectServerErrorScreen } from './error-screen-helpers';
import { expect, isBootFile, serveForThisFile, test } from './fixtures';
import {
  clientTracesIn,
  envelope,
  envelopesMentioning,
  ingest,
  itemTypesOf,
} from './sentry-helpers';

// The error screen, and errors reported to Sentry through the /monitoring
// tunnel: from the browser and from the server, with the ingest down or limiting.

serveForThisFile(ingest, SENTRY_PORT);

const errorTitle = 'Etwas ist schiefgelaufen, bitte laden Sie die Seite neu';

test('a page that fails to render shows the error screen, reports through /monitoring and offers the contact popup', async ({
  page,
}) => {
  const tunnelCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/monitoring') tunnelCalls.push(response.status());
  });
  await page.goto('/fehlertest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await expect(page.getByRole('main')).toContainText('melden Sie sich bitte bei uns');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'kontakt@example.de' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await expect
    .poll(() => envelopesMentioning('Absichtlicher Renderfehler').length)
    .toBeGreaterThan(0);
  const [report] = envelopesMentioning('Absichtlicher Renderfehler');
  expect(report!.url).toBe('/api/42/envelope/');
  // The ingest has it before the browser sees the tunnel's answer.
  await expect.poll(() => tunnelCalls).toContain(200);

  await page.getByRole('main').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Wir helfen gern persönlich bei allen Anliegen' }),
  ).toBeVisible();
});

test("the error screen shows when its own script cannot load: the root's copy takes over", async ({
  page,
  request,
}) => {
  // The page's first load: every chunk its HTML and its boot file name. The
  // country's error screen loads only when a page fails; refusing every chunk
  // beyond the first load refuses it.
  const html = await (await request.get('/fehlertest')).text();
  const boot = await (
    await request.get(html.match(/\/_next\/static\/chunks\/boot\/\w+\.js/)![0])
  ).text();
  const firstLoad = new Set(
    [...`${html}${boot}`.matchAll(/static\/chunks\/[\w-]+\.(?:js|css)/g)].map(
      ([path]) => `/_next/${path}`,
    ),
  );
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    const url = new URL(route.request().url());
    if (isBootFile(url) || firstLoad.has(url.pathname)) return route.continue();
    refused.push(url.pathname);
    return route.abort();
  });
  await page.goto('/fehlertest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  // The refused load was the screen's own chunk, not another that failed the page.
  const refusedSources = await Promise.all(
    refused.map(async (path) => (await request.get(path)).text()),
  );
  expect(refusedSources.some((source) => source.includes(errorTitle))).toBe(true);
  // global-error.tsx's copy: the country layout is gone, and Kontakt is a plain link.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute(
    'href',
    '/kontakt',
  );
});

test('a server render failure answers the German error screen before any script, then the country’s page over it', async ({
  browser,
  page,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await withoutScripts.newPage();
    expect((await bare.goto('/fehlertest/server'))?.status()).toBe(500);
    // The demo operator's address: the e2e build runs on the embedded demo configuration.
    await expectServerErrorScreen(bare, 'kontakt@example.de');
    // Its reload is a link to the same address, which works without scripts.
    const [again] = await Promise.all([
      bare.waitForResponse((response) => new URL(response.url()).pathname === '/fehlertest/server'),
      bare.getByRole('link', { name: 'Seite neu laden' }).click(),
    ]);
    expect(again.status()).toBe(500);
  } finally {
    await withoutScripts.close();
  }

  // axe needs scripts of its own: the page's chunks refused, nothing draws over the server's screen.
  const chunksRefused = await browser.newContext();
  try {
    const screen = await chunksRefused.newPage();
    await screen.route('**/_next/static/**/*.js', (route) => route.abort());
    await screen.goto('/fehlertest/server');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
    await expect(screen.getByRole('banner')).toHaveCount(0);
    expect(await axeViolations(screen)).toEqual([]);
  } finally {
    await chunksRefused.close();
  }

  await page.goto('/fehlertest/server');
  // The country's layout and its error screen (error.tsx), whose Kontakt opens the popup.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await page.getByRole('main').getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Wir helfen gern persönlich bei allen Anliegen' }),
  ).toBeVisible();
});

test('a server render failure is reported by the server SDK (onRequestError)', async ({ page }) => {
  const response = await page.goto('/fehlertest/server');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
  await expect
    .poll(() => envelopesMentioning('Absichtlicher Serverfehler').length, { timeout: 10_000 })
    .toBeGreaterThan(0);
});

test('a report from the server and one from the browser reach the ingest without the client’s address, headers or query', async ({
  page,
  request,
}) => {
  // Documentation addresses, one per header, found nowhere else in a report.
  const realIp = '203.0.113.77';
  const forwardedFor = '198.51.100.88';
  const client = { 'X-Real-IP': realIp, 'X-Forwarded-For': `${forwardedFor}, 192.0.2.1` };
  const typed = 'kind%40example.org';
  const userAgent = 'Rechenweg-Datenschutztest/1.0';

  const server = await request.get(`/fehlertest/server?email=${typed}`, {
    headers: { ...client, 'User-Agent': userAgent, Cookie: 'land=DE; rw-browser=geheim' },
  });
  expect(server.status()).toBe(500);
  await page.setExtraHTTPHeaders(client);
  await page.goto(`/fehlertest?email=${typed}`);
  const browserAgent = await page.evaluate(() => navigator.userAgent);
  await expect
    .poll(
      () => [
        envelopesMentioning('Absichtlicher Serverfehler').length > 0,
        envelopesMentioning('Absichtlicher Renderfehler').length > 0,
        // The browser traces the page once its SDK is loaded: its spans go the same way.
        ingest.received().some((received) => itemTypesOf(received).includes('span')),
      ],
      { timeout: 20_000 },
    )
    .toEqual([true, true, true]);

  const clientStrings = [
    realIp,
    forwardedFor,
    typed,
    'kind@example.org',
    userAgent,
    browserAgent,
    // Whatever the browser, its User-Agent starts so.
    'Mozilla/5.0',
    'geheim',
  ];
  // Everything the ingest got in this test, from the server and through the tunnel.
  const traces = ingest
    .received()
    .flatMap((received, i) =>
      clientTracesIn(received, clientStrings).map(
        (trace) => `envelope ${i + 1} (${itemTypesOf(received).join(', ')}): ${trace}`,
      ),
    );
  expect(traces).toEqual([]);
  // The page's address stays, without its query: it says where the error happened.
  const [browserReport] = envelopesMentioning('Absichtlicher Renderfehler');
  expect(browserReport!.body.toString()).toContain('/fehlertest"');
});

test('ingest down or hanging: the tunnel answers within 5 s, the page is unaffected', async ({
  request,
  page,
}) => {
  ingest.handler = () => {};
  let started = Date.now();
  const hanging = await request.post('/monitoring', { data: envelope(E2E_SENTRY_DSN) });
  expect(hanging.status()).toBe(504);
  expect(Date.now() - started).toBeLessThan(5000);

  await ingest.stop();
  try {
    started = Date.now();
    const down = await request.post('/monitoring', { data: envelope(E2E_SENTRY_DSN) });
    expect(down.status()).toBe(502);
    expect(Date.now() - started).toBeLessThan(5000);

    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const report = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/monitoring',
    );
    await page.goto('/fehlertest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorTitle);
    // The SDK has its failed send back: a page error from it would come now, not later.
    expect((await report).status()).toBe(502);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dein persönlicher KI-Mathetutor',
    );
    expect(pageErrors).toEqual([]);
  } finally {
    await ingest.start(SENTRY_PORT);
  }
});

test("Sentry's rate limit reaches the browser SDK, so it backs off", async ({ page }) => {
  ingest.handler = (_, response) =>
    response
      .writeHead(429, {
        'Content-Type': 'application/json',
        'Retry-After': '60',
        'X-Sentry-Rate-Limits': '60:error;transaction:organization:ratelimit',
      })
      .end('{}');
  const report = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/monitoring',
  );
  await page.goto('/fehlertest');
  const answer = await report;
  expect(answer.status()).toBe(429);
  expect(await answer.allHeaders()).toMatchObject({
    'retry-after': '60',
    'x-sentry-rate-limits': '60:error;transaction:organization:ratelimit',
  });
  expect(envelopesMentioning('Absichtlicher Renderfehler')).toHaveLength(1);
});

test('made-up Open Graph images are 404s, never rendered or reported', async ({ request }) => {
  for (const path of [
    '/og/de/toString',
    '/og/ch/constructor',
    '/og/de/__proto__',
    '/og/ch/hasOwnProperty',
    '/og/de/erfunden',
    '/og/at/start',
    '/og/de/start/mehr',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).not.toBe('image/png');
  }
  const known = await request.get('/og/ch/eltern');
  expect(known.status()).toBe(200);
  expect(known.headers()['content-type']).toBe('image/png');
  // A server error reported after them: once it is in, theirs would be too.
  expect((await request.get('/fehlertest/server')).status()).toBe(500);
  await expect
    .poll(() => envelopesMentioning('Absichtlicher Serverfehler').length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(ingest.received().filter((r) => r.body.toString().includes('/og/'))).toEqual([]);
});
