import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import type { Locator, Page } from '@playwright/test';
import { LANDING_LABELS } from '@/content/landing';
import { COUNTRIES } from '@/lib/countries/countries';
import {
  CANCELLATION_PATH,
  isPupilsPage,
  LANDING_PATHS,
  WITHDRAWAL_PATH,
} from '@/lib/routing/pages';
import { E2E_ORIGINS, E2E_PORT } from './e2e-env.mjs';
import { TOOLBAR_SCRIPT } from './fakes/toolbar-stand-in';
import { expect, isBootFile, PAGE_SHARES, test } from './fixtures';
import { recordedShifts, recordShifts, settled, type Shift } from './page-settled.mjs';
import { VIEWPORTS } from './viewports.mjs';

// No layout shift on any page, at any width, on a slow phone: every shift the
// browser records from the navigation until the page has settled (hydrated, its
// stylesheet, images, fonts and late islands in, the consent overlay shown or
// hidden) must be none. The CPU runs four times slower and the page's own
// scripts arrive only once its whole HTML has been parsed and painted, so every
// part that comes late comes after a frame without it. CLS counts what a
// visitor sees, not what the bench's Lighthouse runs happen to catch.

/** How a slow phone's network hands the parser a page: a packet's worth, then a pause. */
const PACKET_BYTES = 512;
const PACKET_PAUSE_MS = 40;

/**
 * A slow network in front of the site: every request passes through to it
 * with its own host (so the country is the origin's), and each page's HTML
 * comes in packets with a pause between them, as on a slow phone. The
 * browser paints what it has parsed at each pause, so every part of a page
 * is painted once before what follows it has arrived: a box that moves when
 * its neighbours come moves in every run, not only when the parser happens
 * to yield there.
 */
function startSlowNetwork() {
  const server = createServer((incoming, answer) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          host: incoming.headers.host?.replace(/:\d+$/, `:${E2E_PORT}`),
          'accept-encoding': 'identity',
        },
      },
      async (response) => {
        const headers = { ...response.headers };
        if (!response.headers['content-type']?.startsWith('text/html')) {
          answer.writeHead(response.statusCode!, headers);
          response.pipe(answer);
          return;
        }
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        answer.writeHead(response.statusCode!, headers);
        const chunks: Buffer[] = [];
        for await (const chunk of response) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks);
        const body = html.indexOf('<body');
        answer.write(html.subarray(0, body));
        await pause(PACKET_PAUSE_MS);
        for (let at = body; at < html.length; at += PACKET_BYTES) {
          answer.write(html.subarray(at, at + PACKET_BYTES));
          await pause(PACKET_PAUSE_MS);
        }
        answer.end();
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let slowNetwork: Server;
test.beforeAll(async () => {
  slowNetwork = await startSlowNetwork();
});
test.afterAll(() => new Promise<void>((resolve) => slowNetwork.close(() => resolve())));

/** The page's address through the slow network. */
const throughSlowNetwork = (origin: string, path: string) => {
  const url = new URL(path, origin);
  url.port = String((slowNetwork.address() as AddressInfo).port);
  return url.href;
};

/**
 * Until nothing more arrives without the visitor (`settled`), with, on an adults' page, the consent
 * overlay open for a visitor who has not chosen, or the choice applied for one who has; then the
 * page's shifts.
 */
async function untilSettled(page: Page, expectsOverlay: boolean) {
  if (!isPupilsPage(new URL(page.url()).pathname)) {
    await page.waitForFunction((overlayOpen) => {
      const overlay = document.querySelector('dialog[aria-labelledby="consent-title"]');
      return (
        document.documentElement.dataset.consentApplied !== undefined &&
        (overlay?.hasAttribute('open') ?? false) === overlayOpen
      );
    }, expectsOverlay);
  }
  await settled(page);
  return recordedShifts(page);
}

/**
 * Turns for the tabs of one test, `at` a time, in the order they ask; each
 * ends its turn with the function it gets.
 */
function turns(at: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async () => {
    if (running < at) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    };
  };
}

/**
 * Visits `url` in `page`, a fresh tab, as a busy phone would, until the page
 * has settled, and returns its shifts. From a blank tab, as from a search
 * engine: Chromium holds the paint of a page reached from its own site until
 * it has content, and counts no shift then. The page's HTML comes over the
 * slow network to a CPU that keeps up, so the browser paints at every pause (a
 * busy CPU would paint less often, and hide shifts); the page's boot file (its
 * RSC payload, which inserts every chunk; the loader requests it after the
 * largest paint) is held until the whole HTML has been parsed and a frame
 * painted, and from then on, once it is the page's turn on the slow CPU, the
 * CPU runs four times slower. The preview's toolbar, which production never
 * loads, mounts nothing.
 */
async function visitSlowly(
  page: Page,
  url: string,
  {
    expectsOverlay,
    endLoad,
    slowTurn,
  }: { expectsOverlay: boolean; endLoad: () => void; slowTurn: () => Promise<() => void> },
) {
  await page.addInitScript(recordShifts);
  const cdp = await page.context().newCDPSession(page);
  const cpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.route(TOOLBAR_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  let endSlowTurn = () => {};
  await page.route(isBootFile, async (route) => {
    await route
      .request()
      .frame()
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            const painted = () => requestAnimationFrame(() => setTimeout(resolve));
            if (document.readyState === 'loading') {
              document.addEventListener('DOMContentLoaded', painted, { once: true });
            } else painted();
          }),
      )
      // A page left before its boot file arrived needs it no more.
      .catch(() => undefined);
    endLoad();
    endSlowTurn = await slowTurn();
    await cpu(4);
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto(url);
    return await untilSettled(page, expectsOverlay);
  } finally {
    endLoad();
    await cpu(1);
    endSlowTurn();
  }
}

/** What a shift report says: each shift with the boxes that moved, from where to where. */
const described = (shifts: Shift[]) =>
  shifts
    .map(
      (shift) =>
        `  ${shift.value.toFixed(4)} at ${shift.startTime} ms:\n${shift.sources
          .map(
            (source) =>
              `    ${source.node} [x, y, w, h] ${source.from.join(', ')} → ${source.to.join(', ')}`,
          )
          .join('\n')}`,
    )
    .join('\n');

const { 'landings and forms': LANDINGS_AND_FORMS, 'legal pages': LEGAL } = PAGE_SHARES;
/** The two declarations: legal pages with a form, an island of their own. */
const DECLARATIONS: string[] = [WITHDRAWAL_PATH, CANCELLATION_PATH];
/**
 * The legal documents share one template, server HTML in block flow with no
 * image, font or island of its own (held by the test at the end of this file):
 * what arrives after a part of them cannot move it, and what comes late on
 * them (the overlay, the header's and footer's islands) is the same on each.
 * The Datenschutz, the longest, with a highlighted section and lists, stands
 * for all of them on the slow network.
 */
const LEGAL_DOCUMENTS = LEGAL.filter((path) => !DECLARATIONS.includes(path));
const LEGAL_DOCUMENT_SHOWN = '/datenschutz';

/**
 * The sizes of the German run before a choice: the phones at both ends, 320 ×
 * 568 (the narrowest, where most lines wrap, and the shortest) and 412 × 915
 * (the widest and the tallest: CLS counts only what moves in view, so a late
 * part far down is seen there first), and the tablet and laptop sizes. All
 * three phones lie below the site's first breakpoint (`desktop`, 601 px,
 * lib/core/site.ts), so they share every rule; 375 × 812 lies between the two
 * ends in width and height, and stays in the Swiss runs and the runs after a
 * choice below. Each size costs a run of nine pages on the slow CPU (about 17 s
 * of a worker, CI of 2026-11-29).
 */
const GERMAN_WIDTHS = VIEWPORTS.filter(({ width }) => width !== 375);

/**
 * Before a choice (the overlay is one more late part) in Germany, at the sizes
 * above: the pages with late parts of their own, and one legal document. The
 * landings and forms in Switzerland's words and prices, and after a choice (no
 * overlay, the chosen services' scripts), at a phone's width and a laptop's.
 * The pupils' page has no overlay and asks for nothing: one state is enough.
 */
const RUNS = [
  ...GERMAN_WIDTHS.map(
    (viewport) =>
      ({
        consent: 'undecided',
        country: 'DE',
        viewport,
        paths: [...LANDINGS_AND_FORMS, ...DECLARATIONS, LEGAL_DOCUMENT_SHOWN],
      }) as const,
  ),
  ...VIEWPORTS.filter(({ width }) => width === 375 || width === 1280).flatMap(
    (viewport) =>
      [
        { consent: 'undecided', country: 'CH', viewport, paths: LANDINGS_AND_FORMS },
        {
          consent: 'rejected',
          country: viewport.width === 375 ? 'DE' : 'CH',
          viewport,
          paths: LANDINGS_AND_FORMS.filter((path) => !isPupilsPage(path)),
        },
      ] as const,
  ),
];

/**
 * A test's pages load side by side, each in a tab of its own with its own
 * boot file held and its own CPU slowed, two at a time on the slow network and
 * one at a time on the slow CPU: the pacing is waiting, so the next pages'
 * HTML arrives while a page runs its scripts. Not more: Chromium slows a CPU
 * by spinning the renderer's main thread while it waits (half a core even
 * while the page is idle), and a browser that is short of CPU paints less
 * often. With all eight pages loading at once (their scripts one at a time) a
 * page got as few as 5 frames for its 28 packets, and a shift between two
 * packets could go unseen; with two loading and one slowed every page got at
 * least one frame a packet, 2.8 on average (one tab visiting them in turn: 2.4).
 */
for (const { consent, country, viewport, paths } of RUNS) {
  const state = consent === 'undecided' ? 'before a choice' : 'after a choice';
  test.describe(`${country}, ${state}, at ${viewport.width} px`, () => {
    test.use({ consent, viewport });
    test(paths.join(' '), async ({ page, newTab }) => {
      test.setTimeout(120_000);
      const loadTurn = turns(2);
      const slowTurn = turns(1);
      const shifted = await Promise.all(
        paths.map(async (path, index) => {
          const endLoad = await loadTurn();
          const tab = index === 0 ? page : await newTab();
          const shifts = await visitSlowly(tab, throughSlowNetwork(E2E_ORIGINS[country], path), {
            expectsOverlay: consent === 'undecided' && !isPupilsPage(path),
            endLoad,
            slowTurn,
          });
          if (tab !== page) await tab.close();
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          return total > 0 ? [`${path}: ${total.toFixed(4)}\n${described(shifts)}`] : [];
        }),
      );
      expect(shifted.flat(), `layout shifts at ${viewport.width} px`).toEqual([]);
    });
  });
}

/** How far `button`'s top left corner moves when its label is taken out, as the parser may leave it: [x, y]. */
const movedWithoutLabel = (button: Locator) =>
  button.evaluate((element) => {
    const before = element.getBoundingClientRect();
    const label = [...element.childNodes];
    element.replaceChildren();
    const after = element.getBoundingClientRect();
    element.replaceChildren(...label);
    return [after.left - before.left, after.top - before.top];
  });

// The slow network above can cut the HTML between a button's tag and its
// label, and a phone may paint in between: an inline-block button without a
// label sits on the baseline by its bottom edge, and moved up by 5 px when its
// label arrived (the declaration form at 768 px, CI of 2026-11-27). The forms'
// buttons are blocks, which keep their top whatever they hold.
test.describe('a form’s button while its label is still arriving', () => {
  test('keeps its place at 375, 768 and 1280 px', async ({ page }) => {
    for (const path of ['/vertrag-widerrufen', '/vertraege-kuendigen', '/kontakt']) {
      await page.goto(path);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const moved = await page.locator('main form button[type="submit"]').evaluateAll((buttons) =>
          buttons.map((button) => {
            const before = button.getBoundingClientRect().top;
            const label = [...button.childNodes];
            button.replaceChildren();
            const after = button.getBoundingClientRect().top;
            button.replaceChildren(...label);
            return after - before;
          }),
        );
        expect(moved.length, `${path} at ${width} px`).toBeGreaterThan(0);
        expect(moved, `${path} at ${width} px`).toEqual(moved.map(() => 0));
      }
    }
  });

  // Beside a growing field, a button without its label is narrower: the slow-network matrix saw
  // /premium's `Einlösen` painted 42 px wide at 768 px, then moved left by its label (2026-11-29).
  test('the promo code’s button on /premium keeps its place at 375, 768 and 1280 px', async ({
    page,
  }) => {
    await page.goto('/premium');
    const button = page.getByRole('button', { name: 'Einlösen', exact: true });
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await movedWithoutLabel(button), `at ${width} px`).toEqual([0, 0]);
    }
  });

  // Beside the address, the copy button without its label sat centred and moved up by 9 px when
  // its label came (/kontakt, CH, 1280 px, a busy CI run of 2026-11-29).
  test('the contact page’s copy button keeps its place at 320, 375, 768 and 1280 px', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    const button = page.getByRole('main').getByRole('button', { name: 'Adresse kopieren' });
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await movedWithoutLabel(button), `at ${width} px`).toEqual([0, 0]);
    }
  });
});

/**
 * Where each of `links` sits while it arrives, its label and the ones after it not yet
 * parsed, against where it sits once all are in: what moved, or nothing.
 */
const movesWhileArriving = (links: Locator) =>
  links.evaluateAll((actions) => {
    const placesOf = () =>
      actions.map((action) => {
        const { left, top } = action.getBoundingClientRect();
        return action.isConnected ? [left, top] : null;
      });
    const whole = placesOf();
    return actions.flatMap((action, arriving) => {
      const label = [...action.childNodes];
      const later = actions.slice(arriving + 1);
      // Where each was, to go back there.
      const spots = later.map((next) => [next.parentNode!, next.nextSibling] as const);
      action.replaceChildren();
      for (const next of later) next.remove();
      const places = placesOf();
      action.replaceChildren(...label);
      // From the last: each goes back before what followed it.
      for (let index = later.length - 1; index >= 0; index--) {
        spots[index]![0].insertBefore(later[index]!, spots[index]![1]);
      }
      return places.flatMap((place, index) =>
        place && place.join() !== whole[index]!.join()
          ? [`the ${index + 1}. while the ${arriving + 1}. arrives: ${whole[index]} → ${place}`]
          : [],
      );
    });
  });

// The same for a landing's calls to action, at the widths around the
// breakpoints where they change from stacked to side by side: each is measured
// without its label and without the ones after it, as the parser leaves it,
// and must sit where it sits once the hero is whole. The CI of 2026-11-27 saw
// the second painted without its label beside the first at 1024 px, and moved
// to a row of its own when its label came (/lehrkraefte).
test.describe('a landing’s calls to action while a label is still arriving', () => {
  // The hero is laid out before any script of the page has run.
  test.use({ javaScriptEnabled: false });
  for (const country of COUNTRIES) {
    test(`keep their places in ${country} at every width`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of Object.values(LANDING_PATHS)) {
        await page.goto(E2E_ORIGINS[country] + path);
        for (const width of [375, 640, 768, 1023, 1024, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await movesWhileArriving(page.locator('main h1 ~ div > a')),
            `${path} at ${width} px`,
          ).toEqual([]);
          // The videos' links, where a landing has them (a wrapping row moved them, 2026-11-29): each
          // item, whose link is inline (an empty inline box sits 2 px off where its text starts).
          const videos = page
            .getByRole('list', { name: LANDING_LABELS.videos })
            .getByRole('listitem');
          expect(await movesWhileArriving(videos), `${path}'s videos at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

// The 404's way home is centred: as wide as its label, it moved by half the label's width while
// the label arrived (a probe of every link cut at its label, 2026-11-29).
test.describe('the 404’s way home while its label is still arriving', () => {
  test.use({ javaScriptEnabled: false });
  test('keeps its place at every width', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    const home = page.getByRole('main').getByRole('link', { name: 'Zur Startseite' });
    for (const width of [320, 375, 412, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await movedWithoutLabel(home), `at ${width} px`).toEqual([0, 0]);
    }
  });
});

// Two parts the slow network's matrix does not see move on today's pages, held here by what keeps
// them still while their text arrives (planted back, neither failed the matrix, 2026-11-29): a
// hero card whose pupil's bubbles, held to the right, would grow leftwards word by word stays
// hidden until its caption is in; a plan's radio button keeps its size before and after the plan's
// text, which would otherwise squeeze it.
test.describe('parts held still while their text arrives', () => {
  test.use({ javaScriptEnabled: false });

  test('a landing’s hero card stays hidden until its caption is in', async ({ page }) => {
    for (const path of Object.values(LANDING_PATHS)) {
      await page.goto(path);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        const shown = await page
          .locator('main section:has(h1) figure:has(> figcaption)')
          .evaluateAll((cards) =>
            cards.map((card) => {
              const caption = card.querySelector(':scope > figcaption')!;
              const whole = getComputedStyle(card).visibility;
              caption.remove();
              const arriving = getComputedStyle(card).visibility;
              card.append(caption);
              return `${whole} → ${arriving}`;
            }),
          );
        expect(shown.length, `${path} at ${width} px`).toBeGreaterThan(0);
        expect(shown, `${path} at ${width} px`).toEqual(shown.map(() => 'visible → hidden'));
      }
    }
  });

  test('a plan’s radio button on /premium keeps its size before its text', async ({ page }) => {
    await page.goto('/premium');
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const changed = await page
        .locator('fieldset label:has(input[type="radio"])')
        .evaluateAll((plans) =>
          plans.flatMap((plan) => {
            const radio = plan.querySelector('input[type="radio"]')!;
            const box = () => {
              const rect = radio.getBoundingClientRect();
              return [rect.left, rect.top, rect.width, rect.height].map(Math.round).join();
            };
            const whole = box();
            const text = [...plan.childNodes].filter((node) => node !== radio);
            for (const node of text) node.remove();
            const arriving = box();
            plan.append(...text);
            return whole === arriving ? [] : [`${whole} → ${arriving}`];
          }),
        );
      expect(changed, `at ${width} px`).toEqual([]);
    }
  });
});

// Why one legal document stands for all on the slow network: in block flow a
// box's place depends only on what comes before it and on the width of the
// page, never on what arrives after it. A flex or grid row, a table, a float,
// an inline block, an image or a balanced line break would each let a later
// part move an earlier one, and put the page back into the matrix above.
test.describe('the legal documents', () => {
  test.use({ javaScriptEnabled: false });
  for (const country of COUNTRIES) {
    test(`are block flow from their title to their end in ${country}`, async ({ page }) => {
      test.setTimeout(60_000);
      for (const path of LEGAL_DOCUMENTS) {
        await page.goto(E2E_ORIGINS[country] + path);
        await expect(page.locator('main article'), path).toHaveCount(1);
        for (const { width, height } of [VIEWPORTS[0]!, VIEWPORTS.at(-1)!]) {
          await page.setViewportSize({ width, height });
          const found = await page.locator('main article').evaluateAll((articles) =>
            articles.flatMap((article) =>
              [article, ...article.querySelectorAll('*')].flatMap((element) => {
                const style = getComputedStyle(element);
                const against = [
                  ['block', 'list-item', 'inline'].includes(style.display) ? '' : style.display,
                  style.float === 'none' ? '' : `float ${style.float}`,
                  style.position === 'static' ? '' : style.position,
                  style.textWrapStyle === 'auto' ? '' : `text-wrap ${style.textWrapStyle}`,
                  style.textAlign === 'justify' ? 'justify' : '',
                  /^(IMG|PICTURE|SVG|VIDEO|IFRAME|CANVAS|TABLE|INPUT|BUTTON|SELECT|TEXTAREA)$/i.test(
                    element.tagName,
                  )
                    ? element.tagName
                    : '',
                ].filter(Boolean);
                return against.length ? [`${element.tagName}: ${against.join(', ')}`] : [];
              }),
            ),
          );
          expect(found, `${path} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});
