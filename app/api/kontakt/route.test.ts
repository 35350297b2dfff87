import { POST } from '@/app/api/kontakt/route';
import { nativeFormPost } from '@/e2e/fakes/native-form-post';

// The contact form's action, which only a browser without the page's scripts
// reaches: the page of lib/core/no-script-answer.ts (its status, headers,
// language and the body never read are held in its test) in the contact
// form's words.

const TYPED = 'issue=Bug&name=Anna+Beispiel&email=anna%40example.org&message=Geheime+Nachricht';

describe('POST /api/kontakt, the contact form sent without scripts', () => {
  it('answers a German page: not sent, because the form needs JavaScript, with the address and the way back', async () => {
    const { request, seen } = nativeFormPost('https://www.example.de/api/kontakt', TYPED);
    const answer = POST(request);
    expect(answer.status).toBe(501);
    const html = await answer.text();
    expect(html).toContain('<h1>Ihre Nachricht wurde nicht gesendet</h1>');
    expect(html).toContain('Das Kontaktformular funktioniert nur mit JavaScript');
    expect(html).toContain(
      'Schreiben Sie uns bitte direkt per E-Mail an <a href="mailto:kontakt@example.de">kontakt@example.de</a>.',
    );
    expect(html).toContain('<a href="/kontakt">Zurück zum Kontaktformular</a>');
    expect(seen.pulled).toBe(0);
  });
});
