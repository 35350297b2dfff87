import { POST } from '@/app/api/kontakt/route';
import { nativeFormPost } from '@/e2e/fakes/native-form-post';

// The contact form's action, which only a browser without the page's scripts
// reaches (lib/core/no-script-answer.ts): it says in German that nothing was
// sent, and never reads what was typed.

const TYPED = 'issue=Bug&name=Anna+Beispiel&email=anna%40example.org&message=Geheime+Nachricht';

const formPost = (host: string) => nativeFormPost(`https://${host}/api/kontakt`, TYPED);

describe('POST /api/kontakt, the contact form sent without scripts', () => {
  it('answers a German page: not sent, because the form needs JavaScript, with the address and the way back', async () => {
    const { request } = formPost('www.example.de');
    const answer = POST(request);
    // Nothing was accepted, and no other request will be: see NOT_DONE.
    expect(answer.status).toBe(501);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    expect(html).toContain('<h1>Ihre Nachricht wurde nicht gesendet</h1>');
    expect(html).toContain('Das Kontaktformular funktioniert nur mit JavaScript');
    expect(html).toContain(
      'Schreiben Sie uns bitte direkt per E-Mail an <a href="mailto:kontakt@example.de">kontakt@example.de</a>.',
    );
    expect(html).toContain('<a href="/kontakt">Zurück zum Kontaktformular</a>');
    expect(html).not.toMatch(/<script|<style|<form/i);
  });

  it('says lang="de-CH" on the Swiss host', async () => {
    const html = await POST(formPost('www.example.ch').request).text();
    expect(html).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(html).toContain('<h1>Ihre Nachricht wurde nicht gesendet</h1>');
    expect(html).not.toContain('ß');
  });

  it('never reads the body, so nothing typed is echoed, kept or logged', async () => {
    const log = jest.spyOn(console, 'log');
    const error = jest.spyOn(console, 'error');
    const { request, seen } = formPost('www.example.de');
    const html = await POST(request).text();
    expect(seen.pulled).toBe(0);
    expect(request.bodyUsed).toBe(false);
    for (const typed of ['Anna', 'anna@example.org', 'Geheime']) expect(html).not.toContain(typed);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
