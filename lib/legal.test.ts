import { imprint, privacyPolicy, terms, type Company, type LegalDocument } from '@/lib/legal';
import { formatMinor, PLANS } from '@/lib/checkout/pricing';

const COMPANY: Company = {
  COMPANY_NAME: 'Rechenweg GmbH (Beispiel)',
  COMPANY_STREET: 'Musterstraße 1',
  COMPANY_CITY: '10115 Berlin',
  COMPANY_COUNTRY: 'Deutschland',
  COMPANY_REPRESENTATIVE: 'Erika Mustermann',
  COMPANY_REGISTER: 'Amtsgericht Berlin-Charlottenburg, HRB 000000 (Beispiel)',
  COMPANY_VAT_ID: 'DE000000000 (Beispiel)',
  CONTACT_EMAIL: 'kontakt@example.de',
  CONTACT_PHONE: '+49 30 1234567',
  HOSTING_PROVIDER: 'Hoster AG, Zürich, Schweiz',
};

const text = (document: LegalDocument) => JSON.stringify(document);
const section = (document: LegalDocument, heading: string) =>
  document.sections.find((entry) => entry.heading === heading);
const sectionText = (document: LegalDocument, heading: string) =>
  JSON.stringify(section(document, heading) ?? null);

describe('Impressum', () => {
  it('gives the address with its country and no editorial responsibility', () => {
    for (const country of ['DE', 'CH'] as const) {
      const document = imprint(COMPANY, country);
      expect(section(document, 'Anbieter')?.paragraphs).toEqual([
        'Rechenweg GmbH (Beispiel)',
        'Musterstraße 1',
        '10115 Berlin',
        'Deutschland',
      ]);
      expect(text(document)).not.toContain('Verantwortlich für den Inhalt');
      expect(text(document)).toContain('§ 36 Verbraucherstreitbeilegungsgesetz');
    }
  });

  it('takes the whole configuration and keeps only the company data as written', () => {
    // A number such as 0 occurs in the text (10115 Berlin) but is no legal data to keep.
    const env = { ...COMPANY, SENTRY_SERVER_TRACES_SAMPLE_RATE: 0, SENTRY_DSN: undefined };
    expect(text(imprint(env, 'CH'))).toContain('Musterstraße 1');
  });

  it('writes ss in the Swiss copy but leaves the configured address alone', () => {
    const swiss = text(imprint(COMPANY, 'CH')).replace('Musterstraße 1', '');
    expect(swiss).not.toContain('ß');
    expect(text(imprint(COMPANY, 'CH'))).toContain('Musterstraße 1');
  });
});

describe('Datenschutzerklärung', () => {
  const german = privacyPolicy(COMPANY, 'video.test', 'DE');
  const swiss = privacyPolicy(COMPANY, 'video.test', 'CH');

  it('names the legal basis of each kind of processing', () => {
    const all = text(german);
    expect(all).toContain(
      'Art. 6 Abs. 1 lit. a DSGVO; für das Speichern und Auslesen auf Ihrem Gerät § 25 Abs. 1 TDDDG',
    );
    expect(all).toContain('§ 25 Abs. 2 Nr. 2 TDDDG');
    const withoutConsent = sectionText(german, 'Was ohne Einwilligung geschieht');
    expect(withoutConsent).toContain('USER DECLINED COOKIES');
    expect(withoutConsent).toContain('Sentry');
    expect(withoutConsent.match(/Art\. 6 Abs\. 1 lit\. f DSGVO/g)).toHaveLength(2);
  });

  it('lists every consent-based item with its storage period', () => {
    const consent = section(german, 'Analyse und Werbung – nur mit Ihrer Einwilligung')!;
    for (const [item, period] of [
      ['Gerätekennung „device_id“', 'ein Jahr'],
      ['Amplitude', '24 Monaten'],
      ['Google Tag Manager', '14 Monate'],
      ['Meta-Pixel', '90 Tage'],
      ['TikTok-Pixel', '13 Monate'],
    ] as const) {
      const entry = consent.list!.find((line) => line.startsWith(item));
      expect(entry).toContain(period);
    }
    expect(consent.list!.some((line) => line.startsWith('Videos (video.test)'))).toBe(true);
  });

  it('names every recipient: the host, what GTM loads, joint controllership with Meta and TikTok', () => {
    const all = text(german);
    expect(all).toContain('Hoster AG, Zürich, Schweiz');
    expect(all).toContain('Google Analytics 4');
    const consent = sectionText(german, 'Analyse und Werbung – nur mit Ihrer Einwilligung');
    expect(consent.match(/gemeinsam verantwortlich \(Art\. 26 DSGVO/g)).toHaveLength(2);
  });

  it('secures each transfer outside the EU, EmailJS included', () => {
    const transfers = sectionText(german, 'Übermittlung in Drittländer');
    expect(transfers).toContain('Singapur (EmailJS): Standardvertragsklauseln');
    expect(transfers).toContain('EU-US Data Privacy Framework');
  });

  it('sets the right to object apart and says what is required and that nothing is decided automatically', () => {
    expect(section(german, 'Ihr Widerspruchsrecht')).toMatchObject({ highlighted: true });
    expect(sectionText(german, 'Ihr Widerspruchsrecht')).toContain('Art. 21 Abs. 2 DSGVO');
    expect(text(german)).toContain('Diese vier Angaben sind Pflichtfelder');
    expect(sectionText(german, 'Keine automatisierten Entscheidungen')).toContain('Art. 22 DSGVO');
  });

  it('opens with a short version in plain words', () => {
    expect(german.sections[0]!.heading).toBe('Das Wichtigste in Kürze');
    expect(german.sections[0]!.list!.length).toBeGreaterThanOrEqual(5);
  });

  it('adds the revDSG items on Swiss pages only', () => {
    const revDsg = 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)';
    expect(section(german, revDsg)).toBeUndefined();
    const swissSection = sectionText(swiss, revDsg);
    expect(swissSection).toContain('Art. 19 Abs. 4 DSG');
    for (const destination of ['USA', 'Singapur', 'Staaten der EU']) {
      expect(swissSection).toContain(destination);
    }
    expect(swissSection).toContain('Swiss-US Data Privacy Framework');
  });

  it('uses Swiss spelling and quotation marks on Swiss pages, except in the company data', () => {
    const all = text(swiss).replace('Musterstraße 1', '');
    expect(all).not.toMatch(/ß|„|“/);
    expect(all).toContain('«fb_pixel_consent»');
  });
});

describe('AGB', () => {
  it('states the prices of the checkout in the country’s currency', () => {
    for (const [country, currency] of [
      ['DE', 'EUR'],
      ['CH', 'CHF'],
    ] as const) {
      const prices = sectionText(terms(COMPANY, country), '4. Preise und Zahlung');
      const [month, year] = PLANS;
      expect(prices).toContain(
        `Premium kostet für 1 Monat ${formatMinor(month.prices[currency], country)} und für 12 Monate ${formatMinor(year.prices[currency], country)}, jeweils einmalig`,
      );
    }
  });

  it('names the governing law per country', () => {
    expect(text(terms(COMPANY, 'DE'))).toContain(
      'Es gilt das Recht der Bundesrepublik Deutschland',
    );
    expect(text(terms(COMPANY, 'CH'))).toContain('gilt Schweizer Recht');
  });

  it('claims no statutory withdrawal right for Swiss consumers', () => {
    expect(text(terms(COMPANY, 'DE'))).toContain('Widerrufsrecht von 14 Tagen');
    const swiss = text(terms(COMPANY, 'CH'));
    expect(swiss).not.toContain('14 Tagen');
    expect(swiss).toContain('kein gesetzliches Widerrufsrecht');
  });

  it('has the consumer-dispute statement and says there is no subscription to cancel', () => {
    for (const country of ['DE', 'CH'] as const) {
      const all = text(terms(COMPANY, country));
      expect(all).toContain('§ 36 Verbraucherstreitbeilegungsgesetz');
      expect(all).toContain('Wir verkaufen keine Abonnements');
    }
  });
});
