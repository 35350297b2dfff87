import { POST } from '@/app/api/premium/checkout/route';
import { nativeFormPost } from '@/e2e/fakes/native-form-post';

// The checkout form's action, which only a browser without the page's scripts
// reaches: the page of lib/core/no-script-answer.ts (its status, headers,
// language and the body never read are held in its test) in the checkout's
// words.

const TYPED = 'plan=jahr&email=kind%40example.org&code=GEHEIM10';

describe('POST /api/premium/checkout, the checkout form sent without scripts', () => {
  it('answers a German page: nothing ordered or charged, because paying needs JavaScript, with the address and the way back', async () => {
    const { request, seen } = nativeFormPost('https://www.example.de/api/premium/checkout', TYPED);
    const answer = POST(request);
    expect(answer.status).toBe(501);
    const html = await answer.text();
    expect(html).toContain('<title>Nichts bestellt – Premium</title>');
    expect(html).toContain('<h1>Es wurde nichts bestellt</h1>');
    expect(html).toContain('öffnet sich nur mit JavaScript');
    expect(html).toContain('nichts bestellt und nichts abgebucht');
    expect(html).toContain('weder gelesen noch gespeichert');
    expect(html).toContain(
      'Schreiben Sie uns bitte per E-Mail an <a href="mailto:kontakt@example.de">kontakt@example.de</a>.',
    );
    expect(html).toContain('<a href="/premium">Zurück zu Premium</a>');
    expect(seen.pulled).toBe(0);
  });

  it('answers the Swiss host in its language', async () => {
    const { request } = nativeFormPost('https://www.example.ch/api/premium/checkout', TYPED);
    expect(await POST(request).text()).toMatch(/^<!doctype html><html lang="de-CH">/);
  });
});
