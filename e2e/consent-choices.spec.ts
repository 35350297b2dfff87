import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { CONSENT } from '@/lib/consent/consent';
import { DEVICE_ID_COOKIE } from '@/lib/core/site';
import {
  CHOICE_KEYS,
  TRACKER_HOSTS,
  allDenied,
  allGranted,
  choiceApplied,
  consentModeCalls,
  eventsArrived,
  overlay,
  trackerScripts,
} from './consent-helpers';
import { amplitudeEvents } from './fakes/http-fake';
import { THIRD_PARTY_HOSTS, browserStorage, expect, test } from './fixtures';

// Accept, decline and withdraw: what each loads, stores and sends, and what
// reaches the visitor when a tracker or Amplitude fails.

test.use({ consent: 'undecided' });

test('accept on a page for adults loads the three trackers, grants consent mode and reaches Amplitude EU; a reload does it again silently', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  await page.goto('/eltern');
  await expect(overlay(page)).toBeVisible();
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
  ]);
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'granted');

  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
    ['consent', 'update', allGranted],
  ]);
  expect(trackingRequests.map(String)).toContainEqual(
    expect.stringContaining('gtm.js?id=GTM-E2ETEST'),
  );

  const [accepted] = await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  expect(
    trackingRequests.some((url) => url.href === `https://${THIRD_PARTY_HOSTS.amplitude}/2/httpapi`),
  ).toBe(true);
  const cookies = await page.context().cookies();
  const deviceCookie = cookies.find((cookie) => cookie.name === DEVICE_ID_COOKIE.name)!;
  expect(deviceCookie.value).toBe(accepted!.device_id);
  expect(deviceCookie.sameSite).toBe('Lax');
  const days = (deviceCookie.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  // Amplitude keeps its identity in its own first-party cookie.
  expect(cookies.some((cookie) => cookie.name.startsWith('AMP_'))).toBe(true);
  await eventsArrived(amplitude, 'session_start');
  // As the Datenschutz says: nothing asks Amplitude to keep the address (`ip: "$remote"`), and the
  // browser's language is not sent; the user agent, from which Amplitude derives browser and system, is.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  for (const event of amplitudeEvents(amplitude)) {
    expect(event).not.toHaveProperty('ip');
    expect(event).not.toHaveProperty('language');
    expect(event).toMatchObject({ platform: 'Web', user_agent: userAgent });
  }
  // Amplitude opens IndexedDB in init(), long before its first batch arrives.
  expect((await browserStorage(page)).indexedDB).toEqual([]);

  trackingRequests.length = 0;
  await page.reload({ waitUntil: 'load' });
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  await choiceApplied(page, 'granted');
  await expect(overlay(page)).toBeHidden();
  expect(await consentModeCalls(page)).toContainEqual(['consent', 'update', allGranted]);
  // The same device after the reload.
  await expect
    .poll(
      () =>
        amplitudeEvents(amplitude).filter((event) => event.event_type === '[Amplitude] Page Viewed')
          .length,
    )
    .toBeGreaterThanOrEqual(2);
  expect(new Set(amplitudeEvents(amplitude).map((event) => event.device_id))).toEqual(
    new Set([accepted!.device_id]),
  );
});

test('an outbound click after consent is tracked under its spec name', async ({
  page,
  amplitude,
}) => {
  await page.route('https://app.example.de/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>App</title>' }),
  );
  await page.goto('/lehrkraefte');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  await page.getByRole('link', { name: 'Bereits registriert? Anmelden' }).first().click();
  await page.waitForURL('https://app.example.de/**');
  const [login] = await eventsArrived(amplitude, ANALYTICS_EVENTS.teacherLogin);
  expect(login!.event_properties).toMatchObject({
    page: '/lehrkraefte',
    target: 'https://app.example.de/anmelden/lehrkraft',
  });
});

test('decline loads no tracker, then or after a reload, and sends only the decline event without persistent ids', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  const declinedStorage = { cookies: [], local: CHOICE_KEYS, session: [], indexedDB: [] };
  // An outbound click after a decline is not tracked (204: the browser stays on the page).
  await page.route('https://video.example.de/**', (route) => route.fulfill({ status: 204 }));
  const watchVideo = async () => {
    const followed = page.waitForRequest('https://video.example.de/**');
    await page.getByRole('link', { name: 'Erklärvideo ansehen' }).first().dispatchEvent('click');
    // The link was followed, so the click listener has dealt with the event.
    await followed;
  };

  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'rejected');
  await watchVideo();
  // Nothing goes to Amplitude, not even the decline (§ 25 TDDDG).
  expect(amplitude.received()).toEqual([]);
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(await browserStorage(page)).toEqual(declinedStorage);
  expect(await consentModeCalls(page)).toEqual([
    ['consent', 'default', { ...allDenied, wait_for_update: 500 }],
    ['consent', 'update', allDenied],
  ]);

  // A second page view: no overlay, nothing loaded, nothing sent.
  const before = amplitude.received().length;
  await page.reload({ waitUntil: 'load' });
  await choiceApplied(page, 'rejected');
  await expect(overlay(page)).toBeHidden();
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(amplitude.received().length).toBe(before);
  expect(await browserStorage(page)).toEqual(declinedStorage);
  await watchVideo();
  // Nor on any other page that asks.
  for (const path of ['/lehrkraefte', '/premium', '/kontakt', '/datenschutz']) {
    await page.goto(path, { waitUntil: 'load' });
    await choiceApplied(page, 'rejected');
    expect(trackerScripts(trackingRequests), path).toEqual([]);
    expect(amplitude.received().length, path).toBe(before);
  }
  await page.goto('/eltern');

  // An accept now sends its event after anything the declined page views sent or
  // kept back: once it has arrived, the stand-in's record is complete.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);
  const sent = amplitudeEvents(amplitude).map((event) => event.event_type);
  expect(sent).not.toContain(ANALYTICS_EVENTS.videoClicked);
  expect(sent).not.toContain('USER DECLINED COOKIES');
});

test('Cookie-Einstellungen: withdraw after an accept, then grant again', async ({
  page,
  trackingRequests,
  amplitude,
}) => {
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await eventsArrived(amplitude, ANALYTICS_EVENTS.consentAccepted);

  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Cookie-Einstellungen' });
  await settings.click();
  await expect(overlay(page)).toBeVisible();
  // With a choice made, Escape closes it and focus returns to the footer button.
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(settings).toBeFocused();

  await settings.click();
  await overlay(page).getByRole('button', { name: 'Nicht einverstanden' }).click();
  await expect(overlay(page)).toBeHidden();
  await choiceApplied(page, 'rejected');
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT.storageKey)).toBe(
    'rejected',
  );
  expect((await consentModeCalls(page)).at(-1)).toEqual(['consent', 'update', allDenied]);
  // What the visitor's agreement collected has gone out (the withdrawal waits for it);
  // the withdrawal itself sends nothing.
  expect(amplitudeEvents(amplitude).map((event) => event.event_type)).not.toContain(
    'USER DECLINED COOKIES',
  );
  // The experiments' device id goes at once; the rest by the next page load.
  await expect
    .poll(async () => (await browserStorage(page)).cookies)
    .not.toContain(DEVICE_ID_COOKIE.name);

  // The choice is applied once the SDK has stopped, so it has done its writes.
  trackingRequests.length = 0;
  const before = amplitude.received().length;
  await page.reload({ waitUntil: 'load' });
  await choiceApplied(page, 'rejected');
  expect(trackerScripts(trackingRequests)).toEqual([]);
  expect(amplitude.received().length).toBe(before);
  await expect(overlay(page)).toBeHidden();
  expect(await browserStorage(page)).toEqual({
    cookies: [],
    local: CHOICE_KEYS,
    session: [],
    indexedDB: [],
  });

  await settings.click();
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect.poll(() => trackerScripts(trackingRequests)).toEqual([...TRACKER_HOSTS].sort());
  await expect
    .poll(
      () =>
        amplitudeEvents(amplitude).filter(
          (event) => event.event_type === ANALYTICS_EVENTS.consentAccepted,
        ).length,
    )
    .toBe(2);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT.storageKey)).toBe(
    'granted',
  );
});

test('a blocked tracker or a failing Amplitude is logged and nothing reaches the visitor', async ({
  page,
  amplitude,
}) => {
  const messages: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => messages.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.route(`https://${THIRD_PARTY_HOSTS.meta}/**`, (route) =>
    route.abort('blockedbyclient'),
  );
  amplitude.handler = (_, response) =>
    response
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 400, error: 'Invalid API key: e2e-amplitude-key' }));
  await page.goto('/eltern');
  await overlay(page).getByRole('button', { name: 'Einverstanden', exact: true }).click();
  await expect.poll(() => messages.join('\n')).toContain('Meta pixel could not be loaded');
  await expect.poll(() => messages.join('\n')).toContain('Error sending event to amplitude');
  expect(pageErrors).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
