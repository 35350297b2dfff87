import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { axeViolations } from './axe';
import { emailjs, fill, openPopup, popup, SAMPLE } from './contact-helpers';
import { E2E_ORIGINS, EMAILJS_PORT } from './e2e-env.mjs';
import { amplitudeEvents } from './fakes/http-fake';
import { expect, serveForThisFile, test } from './fixtures';

// The contact popup: its buttons, on a phone and with the keyboard, the address
// to copy, and the teachers' pilot-school button.

serveForThisFile(emailjs, EMAILJS_PORT);

test('every Kontakt button opens the popup; close button, Escape and a click outside close it', async ({
  page,
}) => {
  const kontakt = page.getByRole('banner').getByRole('link', { name: 'Kontakt' });
  const dialog = await openPopup(page);
  await expect(dialog.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(dialog.getByRole('link', { name: 'kontakt@example.de' })).toHaveAttribute(
    'href',
    'mailto:kontakt@example.de',
  );
  await expect(dialog.getByRole('link', { name: 'Persönliche Demo buchen' })).toHaveAttribute(
    'href',
    'https://termine.example.de/demo',
  );
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Kontaktfenster schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(kontakt).toBeFocused();

  await kontakt.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(kontakt).toBeFocused();

  await kontakt.click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});

test('the popup fills a 375 px screen, keeps focus inside and has no axe violations', async ({
  page,
}) => {
  // Two page loads, two axe runs and a keyboard walk: 14 s on a quiet machine.
  test.setTimeout(60_000);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openPopup(page);
    const box = (await dialog.boundingBox())!;
    if (width === 375) expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 800]);
    else expect(box.width).toBeLessThan(900);
    const violations = await axeViolations(page);
    expect(
      violations.map((violation) => violation.id),
      `width ${width}`,
    ).toEqual([]);
  }
  // Keyboard only: focus starts on the title, Tab cycles inside, the form can be sent.
  const dialog = popup(page);
  await expect(dialog.getByRole('heading')).toBeFocused();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await dialog.getByLabel('Anliegen').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kai Tastatur');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kai@example.de');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nur mit der Tastatur geschrieben.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Senden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vielen Dank!')).toBeVisible();
  expect(emailjs.received()).toHaveLength(1);
});

test('the copy button copies the address, or selects it where the clipboard is refused', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(page.getByText('E-Mail-Adresse kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kontakt@example.de');

  await context.clearPermissions();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(
    page.getByText('Die Adresse ist markiert: Kopieren Sie sie mit Strg+C'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('kontakt@example.de');

  // Swiss keyboards label the key Ctrl.
  dialog = await openPopup(page, `${E2E_ORIGINS.CH}/eltern`);
  await dialog.getByRole('button', { name: 'Adresse kopieren' }).click();
  await expect(
    page.getByText('Die Adresse ist markiert: Kopieren Sie sie mit Ctrl+C'),
  ).toBeVisible();
});

test.describe('pilot school', () => {
  // Statistics only: with marketing the ad networks run on the teachers' page, and the
  // button then leads to the contact page instead (consent-purposes.spec.ts, ad-blocker.spec.ts).
  test.use({ consent: 'statistics' });

  test('the teachers’ button preselects Pilot School and is tracked', async ({
    page,
    amplitude,
  }) => {
    await page.goto('/lehrkraefte');
    await page.getByRole('link', { name: 'Pilotschule werden' }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByLabel('Anliegen')).toHaveValue('Pilot School');
    await expect
      .poll(() => amplitudeEvents(amplitude).map((event) => event.event_type))
      .toContain(ANALYTICS_EVENTS.pilotSchoolContact);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('Senden posts to a German page that says nothing was sent, and no input reaches a URL', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto('/kontakt');
    const form = page.getByRole('main').locator('form');
    await fill(form, SAMPLE);
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Senden' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Ihre Nachricht wurde nicht gesendet' }),
    ).toBeVisible();
    const url = new URL(page.url());
    expect([url.pathname, url.search]).toEqual(['/api/kontakt', '']);
    const response = await answer;
    expect(response.status()).toBe(501);
    // The policy of a response that is no page (next.config.ts), with the site's other headers.
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByText('Das Kontaktformular funktioniert nur mit JavaScript'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'kontakt@example.de' })).toHaveAttribute(
      'href',
      'mailto:kontakt@example.de',
    );
    await expect(page.getByRole('link', { name: 'Zurück zum Kontaktformular' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    for (const typed of ['Anna', 'anna%40example.de', 'Bruchrechnen'])
      expect(urls.filter((address) => address.includes(typed))).toEqual([]);
  });
});
