import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_NOTICE } from '@/content/pages';
import { CANCELLATION_PATH, SITE_PAGES } from '@/lib/routing/pages';
import { E2E_ORIGINS } from '../playwright.config';
import { expect, serverHtml, test } from './fixtures';
import { vnuErrors } from './vnu';

// The shop's legal pages (#25): the Widerrufsbelehrung reachable where the law
// wants it, and markup that the W3C's Nu Html Checker (vnu-jar, the validator
// behind validator.w3.org) accepts. In landings.spec.ts, on loads its other
// checks make: every page's footer on both origins (the two declarations,
// Barrierefreiheit, the demo notice) with axe, the testimonial's note on each
// landing (#40) and the pupils' page that sells nothing. The cancellation's
// states: cancellation.spec.ts.

test('the e2e build, on the demo’s sample operator, says so once in the footer of its 404 on both hosts', async ({
  page,
}) => {
  // Its site pages: landings.spec.ts. Its absence on a build with a real operator:
  // e2e/vercel.spec.ts, production.
  for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
    await page.goto(`${origin}/gibt-es-nicht`);
    await expect(page.getByText(DEMO_NOTICE), origin).toHaveCount(1);
    await expect(
      page.getByRole('contentinfo').getByText(DEMO_NOTICE, { exact: true }),
      origin,
    ).toBeVisible();
  }
});

test('the Widerrufsbelehrung on the page is the statutory model word for word, the online function included', async ({
  page,
}) => {
  // Anlage 1 zu Art. 246a § 1 Abs. 2 S. 2 EGBGB as amended by BGBl. 2026 I Nr. 28,
  // for services, filled in with the demo company: typed out here, not taken from the code.
  const company =
    'Rechenweg GmbH (Beispiel), Musterstraße 1, 10115 Berlin, Deutschland, Telefon: +49 30 1234567, E-Mail: kontakt@example.de';
  const model = {
    Widerrufsrecht: [
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${company}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
      `Sie können Ihr Widerrufsrecht auch online unter ${E2E_ORIGINS.DE}/vertrag-widerrufen ausüben. Wenn Sie diese Online-Funktion nutzen, übermitteln wir Ihnen auf einem dauerhaften Datenträger (z. B. durch eine E-Mail) unverzüglich eine Eingangsbestätigung mit Informationen zum Inhalt der Widerrufserklärung sowie dem Datum und der Uhrzeit ihres Eingangs.`,
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    ],
    'Folgen des Widerrufs': [
      'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
      'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
    ],
  };
  await page.goto(`${E2E_ORIGINS.DE}/widerrufsbelehrung`);
  for (const [heading, paragraphs] of Object.entries(model)) {
    const section = page.getByRole('region', { name: heading, exact: true });
    expect(await section.locator('p').allInnerTexts(), heading).toEqual(paragraphs);
  }
});

test('the accessibility statement describes the app, an order without PayPal and the authority, which /premium offers too (#40)', async ({
  page,
}) => {
  for (const origin of [E2E_ORIGINS.DE, E2E_ORIGINS.CH]) {
    await page.goto(`${origin}/barrierefreiheit`);
    await expect(
      page.getByRole('region', { name: 'Die Rechenweg-App mit Premium' }),
      origin,
    ).toContainText('Noch nicht barrierefrei');
    await expect(
      page.getByRole('region', { name: 'Premium ohne PayPal bestellen' }),
      origin,
    ).toContainText('per E-Mail an kontakt@example.de');
    const authority = page.getByRole('region', { name: 'Marktüberwachungsbehörde' });
    await expect(authority).toContainText('Postfach 39 11 55, 39135 Magdeburg');
    await expect(authority).toContainText('MLBF@ms.sachsen-anhalt.de');
    await expect(page.getByRole('main')).toContainText('EN 301 549 V3.2.1 (2021-03)');
    await page.goto(`${origin}/premium`);
    await expect(page.getByRole('main')).toContainText('Lieber ohne PayPal?');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'kontakt@example.de' }),
    ).toHaveAttribute('href', 'mailto:kontakt@example.de');
  }
});

// Two tests, each a page's links: as one, its three loads took 25 of its 30 s in a CI run on a
// busy machine (8.8 s alone).
test('the Widerrufsbelehrung is one click from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Widerrufsbelehrung' }).click();
  await expect(page).toHaveURL(/\/widerrufsbelehrung$/);
  await expect(page.getByRole('heading', { name: 'Muster-Widerrufsformular' })).toBeVisible();
});

test('the AGB link to the Widerrufsbelehrung and to the page that cancels a contract', async ({
  page,
}) => {
  await page.goto('/agb');
  await page.getByRole('link', { name: 'Zur Widerrufsbelehrung' }).click();
  await expect(page).toHaveURL(/\/widerrufsbelehrung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Widerrufsbelehrung');
  await page.goto('/agb');
  await page.getByRole('link', { name: 'Zu „Verträge hier kündigen“' }).click();
  await expect(page).toHaveURL(new RegExp(`${CANCELLATION_PATH}$`));
});

test('every page is valid HTML by the W3C checker, on both hosts, and so is a server error’s answer', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    // Asked for at once: one after another, the 24 answers took 2 s, at once 0.6 s.
    const files = await Promise.all(
      Object.entries(E2E_ORIGINS).flatMap(([country, origin]) =>
        SITE_PAGES.map(async ({ path }) => {
          const file = join(folder, `${country}${path.replaceAll('/', '_')}.html`);
          writeFileSync(file, await serverHtml(request, origin, path));
          return file;
        }),
      ),
    );
    // The answer to a page that fails on the server: app/global-error.tsx (scripts/patch-next-error-shell.mjs).
    const failed = await request.get('/fehlertest/server');
    expect(failed.status()).toBe(500);
    const serverError = join(folder, 'server-error.html');
    writeFileSync(serverError, await failed.text());
    expect(await vnuErrors([...files, serverError])).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
