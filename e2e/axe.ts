import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import type axe from 'axe-core';

type InPage = { axe: typeof axe };

/**
 * axe-core's own minified build of the same version (580 KB instead of the 1.3 MB of `axe.source`,
 * which AxeBuilder sends): putting it into a page and its frame took a quarter less time, about
 * 0.1 s a page (0.43 s → 0.32 s on the Swiss pages, 2026-11-29).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Puts axe into the frame's document once; a second check of the same document reuses it. */
async function inject(frame: Frame) {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  // Frames of other origins (the toolbar's, PayPal's) answer the top frame's axe.
  await frame.evaluate(() =>
    (window as unknown as InPage).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }),
  );
}

/**
 * What axe's full check finds on the page as it is now, in its frames of
 * every origin too. @axe-core/playwright's AxeBuilder runs the same rules on
 * the same document and frames, with about a second more a page: it sends
 * axe's 1.3 MB again on every call, runs each frame's part apart and merges
 * them in a new page of its own with a third copy of axe. Here axe runs once
 * in the page, the frames answer it directly, and only the violations come
 * back in full (the passes' nodes are what took the longest to hand over).
 */
export async function axeViolations(page: Page) {
  await inject(page.mainFrame());
  for (const frame of page.frames().slice(1)) {
    // As AxeBuilder does: a frame gone or never loaded has nothing to check.
    await inject(frame).catch(() => undefined);
  }
  // axe asks each frame for its own axe and skips one that has not answered in half a second
  // (pingWaitTime): on a busy machine a loaded frame took longer, and its findings went unseen.
  // Only a frame that could not take axe above makes it wait that long.
  const { violations } = await page.evaluate(() =>
    (window as unknown as InPage).axe.run(document, {
      resultTypes: ['violations'],
      pingWaitTime: 10_000,
    }),
  );
  return violations;
}

/** axeViolations as one line each, the rule and the elements it found: what a failing test shows. */
export async function axeFindings(page: Page) {
  return (await axeViolations(page)).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
}
