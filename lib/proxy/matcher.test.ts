import { config } from '@/proxy';

// The declarations' endpoints take a form post without scripts (docs/legal-texts.md):
// the proxy, which refuses every method but GET and HEAD, must never see it.
const proxied = (path: string) =>
  config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

describe('what the proxy sees', () => {
  it('leaves the declarations’ endpoints to their route handlers', () => {
    for (const path of ['/api/widerruf', '/api/kuendigung']) expect(proxied(path)).toBe(false);
  });

  it('still routes the declarations’ pages', () => {
    for (const path of ['/vertrag-widerrufen', '/vertraege-kuendigen']) {
      expect(proxied(path)).toBe(true);
    }
  });
});
