import { afterPaintScript, insertScriptsCall } from './after-paint-loader.mjs';
import { standInBrowser } from './stand-in-browser.mjs';

const boot: [string, string] = ['/_next/static/chunks/boot/p.js', 'sha384-b'];
const sheets: [string, string][] = [['/_next/static/chunks/site.css', 'next']];

describe('the serialised loader', () => {
  it('is one statement in ES5, for any browser the page meets', () => {
    for (const script of [afterPaintScript(boot, sheets), insertScriptsCall([boot])]) {
      expect(() => new Function(script)).not.toThrow();
      expect(script).not.toMatch(/=>|\b(?:const|let|class)\b|`/);
      expect(script).not.toContain('\n');
    }
  });

  it('carries its data as JSON and the insertion it shares with the boot file', () => {
    const script = afterPaintScript(boot, sheets);
    expect(script).toContain(
      '})(["/_next/static/chunks/boot/p.js","sha384-b"],[["/_next/static/chunks/site.css","next"]],function(',
    );
    expect(insertScriptsCall([boot])).toMatch(
      /^\(function\(\w\)\{.*\}\)\(\[\["\/_next\/static\/chunks\/boot\/p\.js","sha384-b"\]\]\);$/,
    );
  });
});

describe('a script of the page that fails to load', () => {
  const chunk = '/_next/static/chunks/c.js';

  /** The boot file through the page's loader, and a chunk through the boot file's insertion. */
  function inserting(src: string) {
    const browser = standInBrowser(
      src === boot[0] ? afterPaintScript(boot, sheets) : insertScriptsCall([[chunk, 'sha384-c']]),
    );
    browser.lcp();
    browser.runTasks();
    return browser;
  }

  it.each([
    ['the boot file', boot[0]],
    ['a chunk', chunk],
  ])('%s: lets the held submissions go, as nothing will hydrate the forms', (_, src) => {
    const browser = inserting(src);
    const release = jest.fn();
    browser.window.__releaseHeldActions = release;
    expect(release).not.toHaveBeenCalled();
    browser.failLoad(src);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the boot file', boot[0]],
    ['a chunk', chunk],
  ])(
    '%s: marks <html>, which hides the consent overlay its buttons could never answer',
    (_, src) => {
      const browser = inserting(src);
      expect(browser.htmlAttributes).toEqual({});
      browser.failLoad(src);
      expect(browser.htmlAttributes).toEqual({ 'data-scripts-failed': '' });
    },
  );

  it('breaks nothing on a page without the head script that holds them', () => {
    expect(() => inserting(chunk).failLoad(chunk)).not.toThrow();
  });
});
