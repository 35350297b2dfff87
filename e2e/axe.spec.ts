import AxeBuilder from '@axe-core/playwright';
import { axeViolations } from './axe';
import { TOOLBAR_HOST } from './e2e-env.mjs';
import { expect, test, untilSettled } from './fixtures';

// The specs check axe with e2e/axe.ts, not with @axe-core/playwright's AxeBuilder,
// which costs a second more a page; this holds the helper to the same findings,
// in the page and in a frame of another origin.

const findings = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );

test('axeViolations finds what AxeBuilder finds, in the page and in a frame of another origin', async ({
  page,
}) => {
  // A frame from the toolbar's host, which the preview's policy lets the page frame.
  await page.route(`${TOOLBAR_HOST}/axe-frame`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="de"><title>Rahmen</title><main><img src="data:,"></main></html>',
    }),
  );
  await page.goto('/lehrkraefte');
  await untilSettled(page);
  // A second check of a document reuses the axe the first one put there.
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate((src) => {
    const main = document.querySelector('main')!;
    main.prepend(Object.assign(document.createElement('img'), { src: 'data:,' }));
    main.prepend(Object.assign(document.createElement('iframe'), { src, title: 'Rahmen' }));
  }, `${TOOLBAR_HOST}/axe-frame`);
  await page.frameLocator('iframe[title="Rahmen"]').locator('img').waitFor({ state: 'attached' });

  const found = findings(await axeViolations(page));
  // AxeBuilder after it: it brings its own copy of axe to every frame.
  const expected = findings((await new AxeBuilder({ page }).analyze()).violations);
  expect(expected.find((line) => line.startsWith('image-alt:'))?.split(' | ')).toHaveLength(2);
  expect(found).toEqual(expected);
});
