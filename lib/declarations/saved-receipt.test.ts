import { savedReceipt } from '@/lib/declarations/saved-receipt';

const receipt = {
  heading: 'Ihr Widerruf ist eingegangen',
  lines: [
    { label: 'Eingangsnummer', value: 'W-20261126-ABC123' },
    { label: 'Name', value: '<script>alert(1)</script> & "Kim"' },
  ],
  nextSteps: 'Wir erstatten, was Sie bezahlt haben.',
};

describe('savedReceipt', () => {
  it('is a document of its own with every line of the receipt, what was typed escaped', () => {
    const html = savedReceipt(
      { lang: 'de', title: 'Vertrag widerrufen' },
      { receipt, mail: 'limited', email: 'a@b.de' },
    );
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>Ihr Widerruf ist eingegangen – Vertrag widerrufen</title>');
    expect(html).toContain('<dt>Eingangsnummer</dt><dd>W-20261126-ABC123</dd>');
    expect(html).toContain('<dd>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Kim&quot;</dd>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<p>Wir erstatten, was Sie bezahlt haben.</p>');
    // The address only in what the file says of the e-mail, after the receipt.
    expect(html.match(/a@b\.de/g)).toHaveLength(1);
    expect(html).toMatch(
      /<p>Wir erstatten, was Sie bezahlt haben\.<\/p>\n<p>[^<]*a@b\.de[^<]*<\/p>/,
    );
  });

  it('says that the e-mail went only when the mail server took it', () => {
    const saved = (mail: 'sent' | 'refused' | 'pending' | 'limited') =>
      savedReceipt(
        { lang: 'de', title: 'Vertrag widerrufen' },
        { receipt, mail, email: 'kim@example.de' },
      );
    expect(saved('sent')).toContain(
      '<p>Die Bestätigung haben wir auch per E-Mail an kim@example.de gesendet.</p>',
    );
    expect(saved('pending')).toContain(
      '<p>Per E-Mail geht die Bestätigung an kim@example.de, sobald unser Mailserver sie annimmt.</p>',
    );
    expect(saved('refused')).toContain(
      '<p>Per E-Mail konnten wir die Bestätigung nicht an kim@example.de senden: Der Mailserver hat diese Adresse abgelehnt.</p>',
    );
    for (const mail of ['refused', 'pending', 'limited'] as const)
      expect(saved(mail)).not.toContain('gesendet');
  });

  it('takes the language of the page it was saved from', () => {
    const saved = savedReceipt(
      { lang: 'de-CH', title: 'Vertrag widerrufen' },
      { receipt, mail: 'sent', email: 'kim@example.ch' },
    );
    expect(saved).toMatch(/^<!doctype html><html lang="de-CH">/);
  });

  it('says that an e-mail a limit held back follows separately, as the page said (#52)', () => {
    const saved = savedReceipt(
      { lang: 'de', title: 'Vertrag widerrufen' },
      {
        receipt,
        mail: 'limited',
        email: 'kim@example.de',
      },
    );
    expect(saved).toContain(
      '<p>Die Bestätigung per E-Mail an kim@example.de senden wir Ihnen gesondert, spätestens am nächsten Arbeitstag.</p>',
    );
  });
});
