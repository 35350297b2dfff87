import { renderToStaticMarkup } from 'react-dom/server';
import { ContactForm } from '@/components/contact/contact-form';

const origin = 'https://api.emailjs.com';

describe('ContactForm', () => {
  it('says it is unavailable and offers the address when an EmailJS id is missing', () => {
    for (const missing of ['serviceId', 'templateId', 'publicKey']) {
      const emailJs = { serviceId: 's', templateId: 't', publicKey: 'p', origin, [missing]: null };
      const html = renderToStaticMarkup(<ContactForm emailJs={emailJs} email="hilfe@example.de" />);
      expect(html).toContain('Das Kontaktformular ist gerade nicht verfügbar');
      expect(html).toContain('href="mailto:hilfe@example.de"');
      expect(html).not.toContain('<form');
    }
  });

  it('renders the four required fields with German labels and the Senden button', () => {
    const html = renderToStaticMarkup(
      <ContactForm
        emailJs={{ serviceId: 's', templateId: 't', publicKey: 'p', origin }}
        email="hilfe@example.de"
      />,
    );
    for (const label of ['Anliegen', 'Name', 'E-Mail', 'Nachricht'])
      expect(html).toContain(`>${label}</label>`);
    expect(html.match(/required=""/g)).toHaveLength(4);
    // Without scripts the browser's own check keeps an empty form from going anywhere.
    expect(html.toLowerCase()).not.toContain('novalidate');
    expect(html).toContain('type="email"');
    expect(html).toContain('>Senden</button>');
    for (const value of [
      'General Feedback',
      'Pilot School',
      'Improvement Suggestion',
      'Bug',
      'Forgot Password',
    ]) {
      expect(html).toContain(`value="${value}"`);
    }
    expect(html).toContain('Verbesserungsvorschläge / Wünsche für weitere Funktionen');
  });

  it('says beside the form where the privacy policy tells what happens to the data', () => {
    const html = renderToStaticMarkup(
      <ContactForm
        emailJs={{ serviceId: 's', templateId: 't', publicKey: 'p', origin }}
        email="hilfe@example.de"
      />,
    );
    expect(html).toMatch(
      /Was wir mit Ihren Angaben tun, steht in der <a [^>]*href="\/datenschutz"[^>]*>Datenschutzerklärung<\/a>\./,
    );
  });

  it('posts to its own endpoint when the browser sends it itself, never a GET that puts the input in the URL', () => {
    const html = renderToStaticMarkup(
      <ContactForm
        emailJs={{ serviceId: 's', templateId: 't', publicKey: 'p', origin }}
        email="hilfe@example.de"
      />,
    );
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/kontakt"');
  });
});
