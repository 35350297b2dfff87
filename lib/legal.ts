// Copy of the legal pages as data, so Swiss pages can apply their spelling.
import type { Env } from '@/lib/env';

export type LegalSection = { id?: string; heading: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
};

type Company = Pick<
  Env,
  | 'COMPANY_NAME'
  | 'COMPANY_STREET'
  | 'COMPANY_CITY'
  | 'COMPANY_REPRESENTATIVE'
  | 'COMPANY_REGISTER'
  | 'COMPANY_VAT_ID'
  | 'CONTACT_EMAIL'
  | 'CONTACT_PHONE'
>;

export function imprint(company: Company): LegalDocument {
  return {
    title: 'Impressum',
    description:
      'Anbieterkennzeichnung von Rechenweg: Anschrift, Vertretung, Register und Kontakt.',
    intro:
      'Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG) und Art. 3 Abs. 1 lit. s des Schweizer UWG.',
    sections: [
      {
        heading: 'Anbieter',
        paragraphs: [company.COMPANY_NAME, company.COMPANY_STREET, company.COMPANY_CITY],
      },
      {
        heading: 'Vertreten durch',
        paragraphs: [`Geschäftsführung: ${company.COMPANY_REPRESENTATIVE}`],
      },
      {
        heading: 'Kontakt',
        paragraphs: [`Telefon: ${company.CONTACT_PHONE}`, `E-Mail: ${company.CONTACT_EMAIL}`],
      },
      {
        heading: 'Registereintrag und Umsatzsteuer',
        paragraphs: [
          `Registergericht und -nummer: ${company.COMPANY_REGISTER}`,
          `Umsatzsteuer-Identifikationsnummer: ${company.COMPANY_VAT_ID}`,
        ],
      },
      {
        heading: 'Verantwortlich für den Inhalt',
        paragraphs: [`${company.COMPANY_REPRESENTATIVE}, Anschrift wie oben.`],
      },
      {
        heading: 'Streitbeilegung',
        paragraphs: [
          'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'Haftung für Links',
        paragraphs: [
          'Unsere Seiten enthalten Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir die betreffenden Links umgehend.',
        ],
      },
    ],
  };
}

export function privacyPolicy(company: Company, videoHost: string): LegalDocument {
  return {
    title: 'Datenschutzerklärung',
    description:
      'Wie Rechenweg personenbezogene Daten verarbeitet, welche Dienstleister beteiligt sind und welche Rechte Sie haben.',
    intro:
      'Der Schutz Ihrer Daten und der Daten Ihrer Kinder ist uns ein zentrales Anliegen. Hier erklären wir, welche Daten beim Besuch dieser Website verarbeitet werden, zu welchem Zweck und auf welcher Rechtsgrundlage – nach der Datenschutz-Grundverordnung (DSGVO) und dem Schweizer Datenschutzgesetz (DSG).',
    sections: [
      {
        heading: 'Verantwortlicher',
        paragraphs: [
          `${company.COMPANY_NAME}, ${company.COMPANY_STREET}, ${company.COMPANY_CITY}. E-Mail: ${company.CONTACT_EMAIL}, Telefon: ${company.CONTACT_PHONE}.`,
        ],
      },
      {
        heading: 'Aufruf der Website',
        paragraphs: [
          'Beim Aufruf verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browsertyp), um die Seite auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Diese Daten werden nicht mit anderen Daten zusammengeführt.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies und Einwilligung',
        paragraphs: [
          'Ohne Ihre Einwilligung setzen wir keine Cookies zu Analyse- oder Werbezwecken und laden keine Skripte von Werbe- und Analysediensten. Ihre Entscheidung speichern wir in Ihrem Browser (localStorage, Schlüssel „fb_pixel_consent“). Nach Ihrer Einwilligung speichern wir außerdem eine zufällige Gerätekennung im Cookie „device_id“ (ein Jahr), damit Sie bei Tests von Seitenvarianten immer dieselbe Variante sehen. Über „Cookie-Einstellungen“ am Ende jeder Seite können Sie Ihre Entscheidung jederzeit ändern oder widerrufen; ein Widerruf löscht diese Cookies.',
          'Wer jünger als 16 Jahre ist, lehnt bitte ab oder fragt vorher die Eltern oder eine andere erziehungsberechtigte Person um Erlaubnis.',
        ],
      },
      {
        heading: 'Dienstleister, die wir einsetzen',
        paragraphs: [
          'Folgende Anbieter verarbeiten Daten in unserem Auftrag oder nach Ihrer Einwilligung:',
        ],
        list: [
          'Amplitude (Amplitude, Inc., USA; Datenverarbeitung in der EU): Reichweitenmessung und Produktanalyse, nach Einwilligung. Ohne Einwilligung werden nur Ihre Entscheidung zu Cookies und keine dauerhaften Kennungen übermittelt.',
          'Sentry (Functional Software, Inc., USA): Fehlerberichte, damit wir technische Probleme schnell beheben können (Art. 6 Abs. 1 lit. f DSGVO). Die Berichte laufen über unseren eigenen Server und enthalten keine Formulareingaben.',
          'EmailJS (EmailJS Pte. Ltd., Singapur): Versand der Nachrichten aus unserem Kontaktformular an unser Postfach (Art. 6 Abs. 1 lit. b DSGVO).',
          'Google Tag Manager (Google Ireland Ltd., Irland): Verwaltung von Analyse- und Werbeskripten, nur nach Einwilligung, mit Google Consent Mode.',
          'Meta-Pixel (Meta Platforms Ireland Ltd., Irland): Messung unserer Werbung auf Facebook und Instagram, nur nach Einwilligung.',
          'TikTok-Pixel (TikTok Technology Ltd., Irland): Messung unserer Werbung auf TikTok, nur nach Einwilligung.',
          'PayPal (PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg): Zahlungsabwicklung; das PayPal-Skript wird erst geladen, wenn Sie eine Zahlung beginnen.',
          `Videoanbieter (${videoHost}): Unsere Videos werden erst geladen, wenn Sie sie anklicken (Zwei-Klick-Lösung). Erst dann werden Daten wie Ihre IP-Adresse an den Anbieter übertragen.`,
        ],
      },
      {
        heading: 'Kontaktformular',
        paragraphs: [
          'Wenn Sie uns über das Formular schreiben, verarbeiten wir Ihr Anliegen, Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihre Anfrage zu beantworten. Solange die Nachricht nicht gesendet ist, bleibt ein Entwurf nur in Ihrem Browser (sessionStorage) und wird nach dem Senden gelöscht.',
        ],
      },
      {
        id: 'premium-kauf',
        heading: 'Kauf von Premium mit PayPal',
        paragraphs: [
          'Wenn Sie auf der Seite „Premium“ einen Zeitraum kaufen, verarbeiten wir den gewählten Zeitraum, einen eingegebenen Gutscheincode und die E-Mail-Adresse des Rechenweg-Kontos, das Premium bekommen soll, um den Kauf abzuwickeln und das Konto freizuschalten (Art. 6 Abs. 1 lit. b DSGVO). Diese Angaben bleiben bis zum Bezahlen nur in Ihrem Browser (sessionStorage).',
          'Die Zahlung wickelt PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, 2449 Luxemburg, ab. Erst wenn Sie auf „Weiter zur Zahlung“ klicken, lädt Ihr Browser die Zahlungsbuttons von PayPal; vorher wird nichts an PayPal übertragen. Unser Server übermittelt PayPal den Betrag, die Währung, eine Beschreibung des Zeitraums und die E-Mail-Adresse des Rechenweg-Kontos. Ihre Zahlungsdaten (PayPal-Konto oder Karte) geben Sie direkt bei PayPal ein; wir erhalten sie nicht. PayPal teilt uns und unserem Produktserver die Bestellnummer und das Ergebnis der Zahlung mit, damit das Konto freigeschaltet wird. Für die Datenverarbeitung bei PayPal gilt zusätzlich die Datenschutzerklärung von PayPal.',
          'Die Website selbst speichert keine Bestellungen. Die Buchungsdaten bewahren wir nach den handels- und steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre) auf (Art. 6 Abs. 1 lit. c DSGVO).',
        ],
      },
      {
        heading: 'Übermittlung in Drittländer',
        paragraphs: [
          'Einige Dienstleister haben ihren Sitz außerhalb der EU und der Schweiz. Die Übermittlung erfolgt auf Grundlage eines Angemessenheitsbeschlusses (EU-US Data Privacy Framework, Swiss-US Data Privacy Framework) oder von Standardvertragsklauseln.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB).',
        ],
      },
    ],
  };
}

export const TERMS: LegalDocument = {
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Die Allgemeinen Geschäftsbedingungen für die Nutzung von Rechenweg.',
  intro:
    'Diese Bedingungen gelten für die Nutzung des KI-Mathetutors Rechenweg durch Schülerinnen und Schüler, Eltern, Lehrkräfte und Schulen.',
  sections: [
    {
      heading: '1. Geltungsbereich',
      paragraphs: [
        'Diese AGB regeln das Vertragsverhältnis zwischen dem im Impressum genannten Anbieter und den Nutzerinnen und Nutzern von Rechenweg. Abweichende Bedingungen gelten nur, wenn wir ihnen ausdrücklich zustimmen.',
      ],
    },
    {
      heading: '2. Leistungen',
      paragraphs: [
        'Rechenweg ist ein digitaler Lernbegleiter für Mathematik. Der Tutor erklärt Aufgaben, gibt Hinweise und stellt Übungen zusammen. Er ersetzt weder den Unterricht noch die Verantwortung der Lehrkräfte und Eltern.',
      ],
    },
    {
      heading: '3. Registrierung und Minderjährige',
      paragraphs: [
        'Für die Nutzung ist ein Konto erforderlich. Minderjährige benötigen die Zustimmung ihrer Erziehungsberechtigten; Schulen stellen dies für von ihnen angelegte Konten sicher.',
      ],
    },
    {
      heading: '4. Preise und Zahlung',
      paragraphs: [
        'Der Einstieg ist kostenlos. Für Premium gelten die vor dem Kauf auf der Seite „Premium“ angezeigten Preise, in Deutschland in Euro, in der Schweiz in Schweizer Franken, jeweils inklusive gesetzlicher Mehrwertsteuer. Bezahlt wird über PayPal, mit einem PayPal-Konto oder einer Kredit- bzw. Debitkarte.',
      ],
    },
    {
      heading: '5. Laufzeit und Kündigung',
      paragraphs: [
        'Premium wird einmalig für den gewählten Zeitraum gekauft und endet mit dessen Ablauf von selbst. Es verlängert sich nicht; eine Kündigung ist nicht nötig.',
      ],
    },
    {
      heading: '6. Widerrufsrecht',
      paragraphs: [
        'Verbraucherinnen und Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen ab Vertragsschluss. Die Einzelheiten stehen in der Widerrufsbelehrung, die Sie vor dem Kauf erhalten.',
      ],
    },
    {
      heading: '7. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper und Gesundheit. Im Übrigen haften wir nur für die Verletzung wesentlicher Vertragspflichten, begrenzt auf den vorhersehbaren, vertragstypischen Schaden.',
      ],
    },
    {
      heading: '8. Schlussbestimmungen',
      paragraphs: [
        'Es gilt das Recht des Landes, in dem die Nutzerin oder der Nutzer den gewöhnlichen Aufenthalt hat, soweit zwingende Verbraucherschutzvorschriften dies vorsehen. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
      ],
    },
  ],
};
