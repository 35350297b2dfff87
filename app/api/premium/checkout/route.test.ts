import { POST } from '@/app/api/premium/checkout/route';
import { nativeFormPost } from '@/e2e/fakes/native-form-post';

// The checkout form's action, which only a browser without the page's scripts
// reaches (lib/core/no-script-answer.ts): it says in German that nothing was
// ordered, and never reads what was typed.

const TYPED = 'plan=jahr&email=kind%40example.org&code=GEHEIM10';

const formPost = (host: string) => nativeFormPost(`https://${host}/api/premium/checkout`, TYPED);

describe('POST /api/premium/checkout, the checkout form sent without scripts', () => {
  it('answers a German page: nothing ordered or charged, because paying needs JavaScript, with the address and the way back', async () => {
    const answer = POST(formPost('www.example.de').request);
    // Nothing was accepted, and no other request will be: see NOT_DONE.
    expect(answer.status).toBe(501);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Nichts bestellt – Premium</title>');
    expect(html).toContain('<h1>Es wurde nichts bestellt</h1>');
    expect(html).toContain('öffnet sich nur mit JavaScript');
    expect(html).toContain('nichts bestellt und nichts abgebucht');
    expect(html).toContain('weder gelesen noch gespeichert');
    expect(html).toContain(
      'Schreiben Sie uns bitte per E-Mail an <a href="mailto:kontakt@example.de">kontakt@example.de</a>.',
    );
    expect(html).toContain('<a href="/premium">Zurück zu Premium</a>');
    expect(html).not.toMatch(/<script|<style|<form/i);
  });

  it('says lang="de-CH" on the Swiss host', async () => {
    const html = await POST(formPost('www.example.ch').request).text();
    expect(html).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(html).toContain('<h1>Es wurde nichts bestellt</h1>');
    expect(html).not.toContain('ß');
  });

  it('never reads the body, so no address, plan or code typed is echoed, kept or logged', async () => {
    const log = jest.spyOn(console, 'log');
    const error = jest.spyOn(console, 'error');
    const { request, seen } = formPost('www.example.de');
    const html = await POST(request).text();
    expect(seen.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
    for (const typed of ['kind@example.org', 'kind%40example.org', 'GEHEIM10', 'jahr'])
      expect(html).not.toContain(typed);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
