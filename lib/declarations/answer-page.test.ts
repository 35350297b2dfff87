import { CANCELLATION_FORM } from '@/content/cancellation';
import {
  IDENTITY_LABELS,
  invalidPage,
  notSentPage,
  receiptPage,
  type AnswerPageWords,
} from '@/lib/declarations/answer-page';

const words: AnswerPageWords = {
  title: 'Verträge hier kündigen',
  path: '/vertraege-kuendigen',
  labels: { ...IDENTITY_LABELS, kind: 'Wie möchten Sie kündigen?' },
  mail: CANCELLATION_FORM.mail,
};
const receipt = {
  heading: 'Ihre Kündigung ist bei uns eingegangen',
  lines: [
    { label: 'Name', value: "Seán O'Brien" },
    { label: 'Grund', value: '<script>alert(1)</script>', free: true as const },
    { label: 'Eingangsnummer', value: 'K-20261126-ABC123' },
  ],
  nextSteps: 'Ihr kostenloses Rechenweg-Konto bleibt bestehen.',
};

describe('the pages a declaration answers a form sent without scripts', () => {
  it('shows the receipt as a German page of its own, everything escaped, no script or style', () => {
    const html = receiptPage(words, { receipt, mail: 'sent', email: 'eva@example.de' }, 'DE');
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    const swiss = receiptPage(words, { receipt, mail: 'sent', email: 'eva@example.ch' }, 'CH');
    expect(swiss).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(html).toContain(
      '<title>Ihre Kündigung ist bei uns eingegangen – Verträge hier kündigen</title>',
    );
    expect(html).toContain('<h1>Ihre Kündigung ist bei uns eingegangen</h1>');
    expect(html).toContain('<dt>Name</dt><dd>Seán O&#39;Brien</dd>');
    expect(html).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
    expect(html).toContain('<p>Ihr kostenloses Rechenweg-Konto bleibt bestehen.</p>');
    expect(html).toContain(
      '<p>Eine Eingangsbestätigung mit dem Inhalt Ihrer Kündigung, Datum, Uhrzeit und Eingangsnummer haben wir an eva@example.de gesendet. Sie können diese Seite auch speichern oder drucken.</p>',
    );
    expect(html).toContain('<a href="/">Zur Startseite</a>');
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('says of the e-mail only what happened: sent, refused, still on its way, or held back', () => {
    const note = (mail: 'sent' | 'refused' | 'pending' | 'limited') =>
      /<\/dl>\n<p>[^<]*<\/p>\n<p>([^<]*)<\/p>/.exec(
        receiptPage(words, { receipt, mail, email: 'eva@example.de' }, 'DE'),
      )![1];
    expect(note('refused')).toBe(
      'Per E-Mail konnten wir die Eingangsbestätigung nicht an eva@example.de senden: Der Mailserver hat diese Adresse abgelehnt. Ihre Kündigung ist trotzdem bei uns eingegangen: Bitte speichern oder drucken Sie diese Bestätigung.',
    );
    expect(note('pending')).toBe(
      'Eine Eingangsbestätigung mit dem Inhalt Ihrer Kündigung, Datum, Uhrzeit und Eingangsnummer senden wir an eva@example.de, sobald unser Mailserver sie annimmt; meist ist sie in wenigen Minuten da. Sie können diese Seite auch speichern oder drucken.',
    );
    // Held back by a limit, it is sent by hand: the page says when it follows.
    expect(note('limited')).toBe(
      'Ihre Kündigung ist bei uns eingegangen. Die Eingangsbestätigung per E-Mail an eva@example.de senden wir Ihnen gesondert, spätestens am nächsten Arbeitstag. Bitte speichern oder drucken Sie auch diese Seite.',
    );
    for (const mail of ['refused', 'pending', 'limited'] as const) {
      expect(note(mail)).not.toContain('gesendet');
    }
  });

  it('names what was wrong, field by field, with the way back to the form', () => {
    const html = invalidPage(
      words,
      {
        name: 'Bitte geben Sie Ihren Namen an.',
        kind: 'Bitte wählen Sie.',
        email: undefined,
        contract: 'Bitte <prüfen>.',
      },
      'DE',
    );
    expect(html).toMatch(/^<!doctype html><html lang="de"><head>/);
    expect(html).toContain('<h1>Bitte prüfen Sie Ihre Angaben</h1>');
    expect(html).toContain('Noch ist nichts gesendet.');
    expect(html).toContain(
      '<ul><li>Ihr Name: Bitte geben Sie Ihren Namen an.</li><li>Wie möchten Sie kündigen? Bitte wählen Sie.</li><li>Bestellnummer oder E-Mail-Adresse des Rechenweg-Kontos: Bitte &lt;prüfen&gt;.</li></ul>',
    );
    expect(html).toContain(
      '<a href="/vertraege-kuendigen">Zurück zum Formular „Verträge hier kündigen“</a>',
    );
  });

  it('says why nothing was sent, with the e-mail route', () => {
    const html = notSentPage(
      words,
      'Zu viele Anfragen in kurzer Zeit.',
      'kontakt@example.ch',
      'CH',
    );
    expect(html).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(notSentPage(words, 'Zu viele Anfragen.', 'kontakt@example.de', 'DE')).toMatch(
      /^<!doctype html><html lang="de"><head>/,
    );
    expect(html).toContain('<h1>Gerade nicht gesendet</h1>');
    expect(html).toContain('<p>Zu viele Anfragen in kurzer Zeit.</p>');
    expect(html).toContain('<a href="mailto:kontakt@example.ch">kontakt@example.ch</a>');
    expect(html).toContain('Mit der Zurück-Taste Ihres Browsers kommen Sie zum Formular zurück');
  });

  it('writes our words in Swiss spelling on Swiss pages, which say lang="de-CH"', () => {
    const html = invalidPage(
      { ...words, labels: { reason: 'Grund der außerordentlichen Kündigung' } },
      { reason: 'Bitte kürzen Sie den Text auf höchstens 2000 Zeichen.' },
      'CH',
    );
    expect(html).toMatch(/^<!doctype html><html lang="de-CH"><head>/);
    expect(html).toContain('Grund der ausserordentlichen Kündigung');
    expect(html).not.toContain('ß');
  });
});
