import { afterPaintScript, insertScriptsCall } from './after-paint-loader.mjs';

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
