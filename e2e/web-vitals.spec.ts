import type { Page } from '@playwright/test';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { WEB_VITALS } from '@/lib/analytics/web-vitals';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import { E2E_ORIGINS } from './e2e-env.mjs';
import { amplitudeEvents, type HttpFake } from './fakes/http-fake';
import { expect, test, untilSettled } from './fixtures';
import { deviceIn } from './variants';

// Real visitors' Web Vitals (components/consent/web-vitals.tsx): Amplitude events of a
// visitor who accepted, with the SDK's batches; the e2e build samples every page view.

/** The Web Vitals events, those of one page view when `page` is given. */
const webVitals = (amplitude: HttpFake, page?: string) =>
  amplitudeEvents(amplitude).filter(
    (event) =>
      event.event_type === ANALYTICS_EVENTS.webVital &&
      (page === undefined || event.event_properties?.page === page),
  );
const metricsOf = (amplitude: HttpFake, page?: string) =>
  webVitals(amplitude, page)
    .map((event) => event.event_properties?.metric as string)
    .sort();
/** The batches that carried a Web Vital, by how many events each held. */
const batchSizes = (amplitude: HttpFake) =>
  amplitude
    .received()
    .map(
      (request) => (JSON.parse(request.body.toString()).events ?? []) as { event_type: string }[],
    )
    .filter((events) => events.some((event) => event.event_type === ANALYTICS_EVENTS.webVital))
    .map((events) => events.length);

/**
 * How long the browser may take to file an interaction, and the SDK to send a
 * batch (it sends every second), on a busy machine too.
 */
const WITHIN_MS = 10_000;
/** Four page loads, each waiting for hydration: the default 30 s ran out on a busy machine (#53). */
const FOUR_PAGES_MS = 60_000;

/**
 * What a visitor does that lets every metric be final: an interaction (LCP
 * stops, INP has one) and leaving the page, which hides it (CLS, INP).
 */
async function interactAndLeave(page: Page, next: string) {
  // A click on text, which does nothing (the overlay's, where it covers the page).
  await page.mouse.click(1, 200);
  // The browser times an interaction after its next frame and hands the entry to the
  // observers later still, and web-vitals files it only when idle: leaving before loses
  // INP. A buffered observer of our own is called in the same delivery or after theirs,
  // and an idle callback queued then runs after the one web-vitals queued. The page
  // marks that moment, and the test waits for the mark within a bound of its own, so
  // an entry that never comes fails here, by name, instead of holding the test.
  await page.evaluate(() => {
    new PerformanceObserver(() =>
      requestIdleCallback(() => {
        (window as unknown as { interactionFiled: boolean }).interactionFiled = true;
      }),
    ).observe({ type: 'first-input', buffered: true });
  });
  await page.waitForFunction(
    () => (window as unknown as { interactionFiled?: boolean }).interactionFiled === true,
    undefined,
    { timeout: WITHIN_MS },
  );
  await page.goto(next);
}

test.describe('with analytics consent', () => {
  test.use({ consent: 'granted' });

  test('a page view reports LCP, INP, CLS, FCP and TTFB with its page, country, variant and connection', async ({
    page,
    amplitude,
  }) => {
    await page.goto('/eltern');
    // FCP and TTFB are final at once and go with the SDK's next batch.
    await expect.poll(() => metricsOf(amplitude), { timeout: WITHIN_MS }).toEqual(['FCP', 'TTFB']);
    await interactAndLeave(page, '/kontakt');
    await expect
      .poll(() => metricsOf(amplitude, '/eltern'), { timeout: WITHIN_MS })
      .toEqual([...WEB_VITALS].sort());

    for (const event of webVitals(amplitude, '/eltern')) {
      const properties = event.event_properties!;
      expect(properties).toMatchObject({
        page: '/eltern',
        page_type: 'landing',
        country: 'DE',
        variant: 'none',
        connection: expect.stringMatching(/^(slow-2g|2g|3g|4g)$/),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        navigation_type: 'navigate',
        sample_rate: 1,
      });
      expect(properties.value).toEqual(expect.any(Number));
      expect(event.device_id, 'the accepted visitor’s id').toBeTruthy();
    }
    expect(
      webVitals(amplitude).find((e) => e.event_properties?.metric === 'CLS')?.event_properties
        ?.value,
    ).toBe(0);
    // Never a request of their own: each batch that carried one carried others too,
    // or several metrics.
    expect(batchSizes(amplitude).every((size) => size >= 2)).toBe(true);
  });

  test('a Swiss landing in an experiment reports its country and variant', async ({
    page,
    amplitude,
  }) => {
    const origin = new URL(E2E_ORIGINS.CH);
    await page.context().addCookies([
      {
        name: DEVICE_ID_COOKIE.name,
        value: deviceIn('treatment'),
        domain: origin.hostname,
        path: '/',
      },
    ]);
    await page.goto(`${E2E_ORIGINS.CH}/lehrkraefte`);
    await expect.poll(() => metricsOf(amplitude), { timeout: WITHIN_MS }).toEqual(['FCP', 'TTFB']);
    for (const event of webVitals(amplitude)) {
      expect(event.event_properties).toMatchObject({
        page: '/lehrkraefte',
        page_type: 'landing',
        country: 'CH',
        variant: 'treatment',
      });
    }
  });
});

test.describe('without analytics consent', () => {
  test.use({ consent: 'undecided' });

  test('nothing is reported before a choice, nor after a decline', async ({ page, amplitude }) => {
    test.setTimeout(FOUR_PAGES_MS);
    await page.goto('/eltern');
    await interactAndLeave(page, '/kontakt');
    await page.getByRole('dialog').getByRole('button', { name: 'Nicht einverstanden' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-consent-applied', 'rejected');
    await interactAndLeave(page, '/eltern');
    await interactAndLeave(page, '/premium');
    // Nothing leaves the page, not even the decline.
    expect(amplitudeEvents(amplitude)).toEqual([]);
  });
});

test.describe('a visitor who has not chosen', () => {
  test.use({ consent: 'undecided' });

  test('loads no Web Vitals code before accepting, and loads it after', async ({ page }) => {
    // Next's web-vitals library observes LCP by this entry type; no other first-load script does.
    const observing: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reads.push(
        response
          .text()
          .then((body) => {
            if (body.includes('largest-contentful-paint')) observing.push(response.url());
          })
          .catch(() => undefined),
      );
    });
    await page.goto('/eltern');
    await untilSettled(page);
    await Promise.all(reads);
    expect(observing).toEqual([]);

    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Einverstanden', exact: true })
      .click();
    // Ours, with Next's library, among what an accept loads (Amplitude's SDK observes LCP too).
    const ours = () =>
      observing.filter((url) =>
        url.startsWith(`${new URL(page.url()).origin}/_next/static/chunks/`),
      );
    await expect
      .poll(async () => (await Promise.all(reads), ours().length))
      .toBeGreaterThanOrEqual(1);
  });
});
