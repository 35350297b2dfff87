import { nativeFormPost } from '@/e2e/fakes/native-form-post';
import { noScriptAnswer, type NoScriptWords } from '@/lib/core/no-script-answer';

// The page every form that works only through its scripts answers a browser
// that sent it without them (app/api/kontakt, app/api/premium/checkout): what
// the helper holds for both; each route's test holds its own words.

const WORDS: NoScriptWords = {
  title: 'Nichts geschehen – Test',
  heading: 'Es ist nichts geschehen',
  why: 'Das Formular braucht JavaScript <noscript>, schöne Grüße.',
  byEmail: 'Schreiben Sie uns an',
  back: 'Ihr Text steht meist noch im Formular.',
  toForm: 'Zurück zum Formular',
};

const TYPED = 'name=Anna+Beispiel&email=anna%40example.org&message=Geheime+Nachricht';
const post = (host: string) => nativeFormPost(`https://${host}/api/test`, TYPED);
const answer = (host: string) =>
  noScriptAnswer(post(host).request, { words: WORDS, formPath: '/kontakt' });

describe('noScriptAnswer', () => {
  it('answers 501 with a German page that is never stored, the words escaped, the address and the way back', async () => {
    const response = answer('www.example.de');
    // Nothing was accepted, and no other request will be: see NOT_DONE.
    expect(response.status).toBe(501);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Nichts geschehen – Test</title>');
    expect(html).toContain('<h1>Es ist nichts geschehen</h1>');
    expect(html).toContain(
      '<p>Das Formular braucht JavaScript &lt;noscript&gt;, schöne Grüße.</p>',
    );
    expect(html).toContain(
      'Schreiben Sie uns an <a href="mailto:kontakt@example.de">kontakt@example.de</a>.',
    );
    expect(html).toContain('<a href="/kontakt">Zurück zum Formular</a>');
    expect(html).not.toMatch(/<script|<style|<form/i);
  });

  it('speaks Swiss German with lang="de-CH" on the Swiss host, whatever was posted', async () => {
    const html = await answer('www.example.ch').text();
    expect(html).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(html).toContain('schöne Grüsse');
    expect(html).not.toContain('ß');
  });

  it('never reads the body, so nothing typed is echoed, kept or logged', async () => {
    const log = jest.spyOn(console, 'log');
    const error = jest.spyOn(console, 'error');
    const { request, seen } = post('www.example.de');
    const html = await noScriptAnswer(request, { words: WORDS, formPath: '/kontakt' }).text();
    expect(seen.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
    for (const typed of ['Anna', 'anna@example.org', 'Geheime']) expect(html).not.toContain(typed);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
