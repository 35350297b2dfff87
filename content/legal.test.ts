import { createHash } from 'node:crypto';
import {
  accessibilityStatement,
  EN_301_549,
  MARKET_SURVEILLANCE,
} from '@/content/accessibility-statement';
import { imprint, privacyPolicy, type LegalDocument } from '@/content/legal';
import { TERM_LABELS } from '@/content/order-review';
import { localizeSpelling } from '@/content/spelling';
import {
  EMAIL_IMMEDIATE_START,
  IMMEDIATE_START,
  withdrawalNotice,
} from '@/content/withdrawal-notice';
import { KEPT_MS } from '@/lib/checkout/account-sales';
import { AGB_VERSION, agbOf } from '@/lib/checkout/agb';
import { CHECKOUT_LIMITS } from '@/lib/checkout/limits';
import { formatMinor } from '@/lib/checkout/money';
import { PLANS } from '@/lib/checkout/plans';
import { ACCESSIBILITY_STATEMENT_DATE, type Company } from '@/lib/core/operator';
import { formatDate } from '@/lib/core/site-time';
import { COUNTRIES } from '@/lib/countries/countries';
import { DECLARATION_LIMITS } from '@/lib/declarations/limits';
import { RECIPIENT_LIMITS } from '@/lib/http/recipient-limits';
import { RETRY_DELAYS_MS } from '@/lib/outbox/drain';
import { GIVEN_UP_KEPT_MS, SENT_KEPT_MS } from '@/lib/outbox/outbox-store';

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
  COMPANY_DPO_NAME: 'Dr. Max Beispiel',
  COMPANY_DPO_EMAIL: 'datenschutz@example.de',
  MAIL_PROVIDER: 'Post AG, Bern, Schweiz',
  REDIS_PROVIDER: 'Speicher AG, Zürich, Schweiz',
};

/** The market surveillance authority's contact as the demo configures it (lib/config/operator.ts). */
const SURVEILLANCE = {
  address:
    'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung des Landes Sachsen-Anhalt, Postfach 39 11 55, 39135 Magdeburg',
  email: 'MLBF@ms.sachsen-anhalt.de',
};

const DAY_MS = 24 * 3600_000;
const STATED_ON = formatDate(ACCESSIBILITY_STATEMENT_DATE);

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

  it('keeps the company data as written, and no value that is not text', () => {
    // A number that occurs in the text (10115 Berlin) is no legal data to keep.
    const configuration = { ...COMPANY, SENTRY_SERVER_TRACES_SAMPLE_RATE: 10115, SENTRY_DSN: '' };
    expect(text(imprint(configuration, 'CH'))).toContain('Musterstraße 1');
  });

  it('names the Swiss VAT number on the Swiss pages where one is configured, and nothing else', () => {
    const withVat = { ...COMPANY, COMPANY_VAT_ID_CH: 'CHE-123.456.789 MWST' };
    expect(sectionText(imprint(withVat, 'CH'), 'Registereintrag und Umsatzsteuer')).toContain(
      'Mehrwertsteuernummer (MWST-Nr.): CHE-123.456.789 MWST',
    );
    expect(text(imprint(withVat, 'DE'))).not.toContain('CHE-');
    expect(text(imprint(COMPANY, 'CH'))).not.toContain('MWST-Nr.');
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
    expect(withoutConsent).toContain('auch nicht Ihre Ablehnung');
    expect(withoutConsent).not.toContain('USER DECLINED COOKIES');
    // What a request to Amplitude carries is said as it is: the IP arrives, and is not stored.
    expect(all).toContain('erhält Amplitude technisch bedingt Ihre IP-Adresse');
    expect(all).not.toContain('keine IP-Adresse übermittelt');
    expect(withoutConsent).toContain('Sentry');
    // The error reports (Sentry); a decline is no longer counted anywhere.
    expect(withoutConsent.match(/Art\. 6 Abs\. 1 lit\. f DSGVO/g)).toHaveLength(1);
  });

  it('says what an error report carries as lib/monitoring/sentry-options.ts leaves it', () => {
    for (const document of [german, swiss]) {
      const [reports, withheld] = section(
        document,
        'Was ohne Einwilligung geschieht',
      )!.paragraphs.filter((paragraph) => /Fehlerbericht|Nicht gesendet/.test(paragraph));
      expect(reports).toMatch(/die Adresse der Seite ohne alles ab („\?“|«\?»)/);
      // Neither a browser nor a server report carries it any more: no header reaches Sentry.
      expect(reports).not.toMatch(/Browser\)|Fehlermeldung, Seite, Browser/);
      // CSP reports too, as lib/monitoring/monitoring-tunnel.ts forwards them.
      expect(reports).toMatch(
        /Content Security Policy\) nicht erlaubt, meldet er das über unseren Server an Sentry: .* jede Adresse ohne alles ab („\?“|«\?»)\./,
      );
      // None of either from a pupils' page (lib/monitoring/report-error.ts, its policy).
      expect(reports).toMatch(
        /Auf den Seiten für Schülerinnen und Schüler sendet Ihr Browser weder Fehlerberichte noch solche Meldungen\.$/,
      );
      expect(withheld).toMatch(
        /^Nicht gesendet werden Ihre IP-Adresse, die Kopfzeilen Ihrer Anfragen \(darunter Cookies und die Kennung Ihres Browsers\), Sprache und Zeitzone Ihres Browsers, Angaben zu Ihrem Gerät/,
      );
      expect(withheld).toContain('laufen über unseren eigenen Server');
    }
    expect(text(swiss)).toContain('sendet er ausserdem, wie schnell');
  });

  it('lists every consent-based item with its storage period', () => {
    const consent = section(german, 'Statistik und Marketing – nur mit Ihrer Einwilligung')!;
    for (const [item, period] of [
      ['Gerätekennung „device_id“', 'ein Jahr'],
      ['Statistik – Amplitude', '24 Monaten'],
      ['Statistik – Google Analytics 4', '14 Monate'],
      ['Marketing – Google Ads', '90 Tage'],
      ['Marketing – Meta-Pixel', '90 Tage'],
      ['Marketing – TikTok-Pixel', '13 Monate'],
    ] as const) {
      const entry = consent.list!.find((line) => line.startsWith(item));
      expect(entry).toContain(period);
    }
    expect(consent.list!.some((line) => line.startsWith('Videos (video.test)'))).toBe(true);
  });

  it('asks per purpose, names the pages without ads, and says advanced matching is off', () => {
    const consent = sectionText(german, 'Statistik und Marketing – nur mit Ihrer Einwilligung');
    expect(consent).toContain('unter „Einstellungen“ wählen Sie Statistik');
    expect(consent).toContain(
      'Nie laden sie auf den Seiten für Schülerinnen und Schüler, auf „Premium“, „Kontakt“, „Verträge hier kündigen“ und „Vertrag widerrufen“',
    );
    expect(consent).toContain('(„Advanced Matching“) haben wir bei Meta und TikTok ausgeschaltet');
    expect(consent).toContain(
      'Auf den Seiten für Schülerinnen und Schüler fragen wir nicht: Kinder unter 16 Jahren können nicht selbst einwilligen (Art. 8 DSGVO).',
    );
    expect(consent).not.toContain('erlaubt „Einverstanden“ nur die Statistik');
    expect(consent).toContain('Kampagnenangaben in der Adresse wie „utm_source“');
  });

  it('names the data protection officer, the mail service, the card digits it sees and the browser keys', () => {
    const all = text(german);
    expect(all).toContain(
      'Unseren Datenschutzbeauftragten, Dr. Max Beispiel, erreichen Sie unter datenschutz@example.de',
    );
    expect(all).toContain('Post AG, Bern, Schweiz');
    expect(all).toContain('bei einer Karte auch deren Marke und die letzten vier Ziffern');
    expect(all).not.toContain('Ihre Bank- oder Kartendaten sehen wir nicht');
    expect(all).toContain('(„kontakt-entwurf“, sessionStorage)');
    expect(all).toContain('„rw_statistics_consent“');
    expect(all).toContain('Widerruf über „Vertrag widerrufen“');
  });

  it('names every recipient: the host, what GTM loads, joint controllership with Meta and TikTok', () => {
    const all = text(german);
    expect(all).toContain('Hoster AG, Zürich, Schweiz');
    expect(all).toContain('Google Analytics 4');
    const consent = sectionText(german, 'Statistik und Marketing – nur mit Ihrer Einwilligung');
    expect(consent.match(/gemeinsam verantwortlich \(Art\. 26 DSGVO/g)).toHaveLength(2);
  });

  it('counts Google Analytics as statistics, with Google as processor, and Google Ads as marketing, Google deciding for itself (#40)', () => {
    const consent = section(german, 'Statistik und Marketing – nur mit Ihrer Einwilligung')!;
    const entry = (start: string) => consent.list!.find((line) => line.startsWith(start)) ?? '';
    const analytics = entry('Statistik – Google Analytics 4');
    expect(analytics).toContain('„analytics_storage“ in Google Consent Mode');
    expect(analytics).toContain('Google ist dabei unser Auftragsverarbeiter (Art. 28 DSGVO)');
    const ads = entry('Marketing – Google Ads');
    expect(ads).toContain('auch an Besucherinnen und Besucher dieser Seiten (Remarketing)');
    expect(ads).toContain('als eigenständig Verantwortlicher (Art. 4 Nr. 7 DSGVO)');
    // No statistics tool under marketing.
    for (const line of consent.list!.filter((item) => item.startsWith('Marketing'))) {
      expect(line).not.toMatch(/Reichweitenmessung|„_ga“/);
    }
    expect(sectionText(german, 'Das Wichtigste in Kürze')).toContain(
      'Sie entscheiden getrennt über Statistik (Amplitude, Google Analytics), Marketing (Google Ads, Meta) und TikTok. TikTok hat einen eigenen Schalter, weil Beschäftigte von TikTok in China auf die Daten zugreifen können.',
    );
  });

  it.each([
    ['DE', german],
    ['CH', swiss],
  ] as const)(
    '%s: names access to TikTok data from China and its safeguard (#40)',
    (_, document) => {
      const transfers = sectionText(document, 'Übermittlung in Drittländer');
      expect(transfers).toMatch(/in China können aus der Ferne auf sie zugreifen/);
      expect(transfers).toMatch(
        /Für China, Singapur und Malaysia gibt es keinen Angemessenheitsbeschluss der EU-Kommission; TikTok stützt sich auf die Standardvertragsklauseln/,
      );
    },
  );

  it('loads TikTok only on its own switch or an `Einverstanden` that names China, after naming the risk (#52)', () => {
    const consent = section(german, 'Statistik und Marketing – nur mit Ihrer Einwilligung')!;
    const tiktok = consent.list!.find((line) => line.startsWith('Marketing – TikTok-Pixel'))!;
    expect(tiktok).toContain(
      'unter „Einstellungen“ mit seinem eigenen Schalter oder mit „Einverstanden“, dessen Text diese Übermittlung nennt;',
    );
    expect(tiktok).toContain('Ihre Einwilligung in Marketing allein lädt es nicht');
    expect(tiktok).toContain('in China können aus der Ferne auf die Daten zugreifen');
    expect(tiktok).toContain('Behörden dort können die Daten nach chinesischem Recht verlangen');
    expect(consent.paragraphs[0]).toContain(
      'wählen Sie Statistik (Amplitude, die Gerätekennung und Google Analytics), Marketing (Google Ads, Meta) und TikTok getrennt',
    );
    expect(text(german)).toContain('„rw_tiktok_consent“');
    const transfers = sectionText(german, 'Übermittlung in Drittländer');
    expect(transfers).toContain('Die irische Datenschutzbehörde hat 2025 entschieden');
    expect(transfers).toContain(
      'nur mit Ihrer ausdrücklichen Einwilligung in diese Übermittlung, nachdem wir Sie auf ihre Risiken hingewiesen haben (Art. 49 Abs. 1 lit. a DSGVO)',
    );
    expect(sectionText(swiss, 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)')).toContain(
      'für TikTok zudem Ihre ausdrückliche Einwilligung (Art. 17 Abs. 1 lit. a DSG)',
    );
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
    for (const destination of ['USA', 'Singapur', 'Staaten der EU', 'China']) {
      expect(swissSection).toContain(destination);
    }
    expect(swissSection).toContain('Swiss-US Data Privacy Framework');
  });

  it('names the Swiss representative of Art. 14 DSG on Swiss pages where one is configured', () => {
    const representative = 'Vertretung Grüezi AG, Bahnhofstrasse 1, 8001 Zürich';
    const withRepresentative = { ...COMPANY, CH_REPRESENTATIVE: representative };
    const revDsg = 'Zusätzlich nach dem Schweizer Datenschutzgesetz (DSG)';
    expect(section(privacyPolicy(withRepresentative, 'video.test', 'CH'), revDsg)?.after).toEqual([
      `Unsere Vertretung in der Schweiz (Art. 14 DSG) ist Anlaufstelle für Sie und den EDÖB: ${representative}.`,
    ]);
    expect(text(privacyPolicy(withRepresentative, 'video.test', 'DE'))).not.toContain(
      representative,
    );
    expect(text(swiss)).not.toContain('Art. 14 DSG');
  });

  it('uses Swiss spelling and quotation marks on Swiss pages, except in the company data', () => {
    const all = text(swiss).replace('Musterstraße 1', '');
    expect(all).not.toMatch(/ß|„|“/);
    expect(all).toContain('«fb_pixel_consent»');
  });
});

describe('AGB', () => {
  const both = (['DE', 'CH'] as const).map(
    (country) => [country, agbOf(COMPANY, country)] as const,
  );
  const byId = (document: LegalDocument, id: string) =>
    JSON.stringify(document.sections.find((entry) => entry.id === id) ?? null);

  it('states the prices of the checkout in the country’s currency, each with its VAT note', () => {
    for (const [country, currency, vat] of [
      ['DE', 'EUR', 'inkl. MwSt.'],
      ['CH', 'CHF', 'inkl. MWST'],
    ] as const) {
      const prices = byId(agbOf(COMPANY, country), 'preise');
      const [month, year] = PLANS;
      expect(prices).toContain(
        `Premium kostet für einen Monat ${formatMinor(month.prices[currency], country)} ${vat} und für 12 Monate ${formatMinor(year.prices[currency], country)} ${vat}, jeweils einmalig`,
      );
    }
  });

  it.each(both)(
    '%s: describes Premium, who buys it and how the contract is made',
    (_, document) => {
      const premium = byId(document, 'premium');
      expect(premium).toContain('digitale Dienstleistung (§ 327 Abs. 2 Satz 2 BGB)');
      expect(premium).toContain('keine Obergrenze');
      // "Unbegrenzt" holds: there is no fair-use cap, only the rule of personal use.
      expect(premium).toContain('Unbegrenzt viele Aufgaben');
      expect(byId(document, 'kaeufer')).toContain('Premium kaufen können volljährige Personen');
      expect(byId(document, 'kaeufer')).toContain('Wer kauft, ist unser Vertragspartner');
      const ordering = document.sections.find((entry) => entry.id === 'bestellung')!;
      expect(ordering.numbered).toBe(true);
      expect(ordering.list).toHaveLength(4);
      for (const button of [
        'Weiter zur Zahlung',
        'Angaben ändern',
        'Jetzt zahlungspflichtig bestellen',
      ]) {
        expect(JSON.stringify(ordering.list)).toContain(button);
      }
      // The immediate-start box is required of every buyer: no step may make it sound optional.
      expect(ordering.list![2]).toMatch(
        /Au(ß|ss)erdem bestätigen Sie dort mit einem Häkchen, dass Premium sofort beginnen soll; ohne dieses Häkchen lässt sich nicht bestellen\./,
      );
      expect(JSON.stringify(ordering.list)).not.toContain('Haben Sie ein Widerrufsrecht');
      expect(ordering.after).toContain('Vertragssprache ist Deutsch.');
      expect(JSON.stringify(ordering.after)).toContain('Wir speichern den Vertragstext');
    },
  );

  it.each(both)(
    '%s: sets the conditions of promo codes and of a second purchase',
    (_, document) => {
      const codes = byId(document, 'rabattcodes');
      expect(codes).toContain('Je Bestellung lässt sich ein Rabattcode anwenden');
      expect(codes).toContain('nicht miteinander kombinierbar');
      expect(codes).toContain('keinen Barwert');
      expect(codes).toContain('Aktionszeitraum');
      expect(byId(document, 'laufzeit')).toContain(
        'verlängert der Kauf dessen Premium um die gekaufte Länge',
      );
      expect(byId(document, 'laufzeit')).toMatch(
        /[„«]Verträge hier kündigen[“»] am Ende jeder Seite/,
      );
    },
  );

  it.each(both)(
    '%s: gives every consumer the withdrawal right, by contract where Swiss law has none',
    (_, document) => {
      const withdrawal = byId(document, 'widerruf');
      expect(withdrawal).toContain(
        'Widerrufsrecht von 14 Tagen, gleich wo sie wohnen und mit welchem PayPal-Konto oder welcher Karte sie zahlen',
      );
      expect(withdrawal).toContain(
        'räumen Verbraucherinnen und Verbrauchern mit Wohnsitz in der Schweiz dasselbe Widerrufsrecht deshalb vertraglich ein',
      );
      expect(withdrawal).not.toContain('außer bei Käufen aus der Schweiz');
      expect(
        document.sections.find((entry) => entry.id === 'widerruf')!.links!.map((link) => link.href),
      ).toEqual(['/vertrag-widerrufen', '/widerrufsbelehrung']);
      expect(withdrawal).toMatch(/[„«]Vertrag widerrufen[“»] am Ende jeder Seite \(§ 356a BGB\)/);
      // The page confirms at once; the e-mail, when a limit held it back, follows by hand.
      expect(withdrawal).toContain(
        'Wir bestätigen den Eingang sofort auf der Seite und unverzüglich per E-Mail mit Inhalt, Datum und Uhrzeit.',
      );
      expect(byId(document, 'preise')).toContain('sie ist keine Rechnung');
      expect(byId(document, 'recht')).toContain('in einem anderen Staat der EU oder des EWR');
    },
  );

  it.each(both)('%s: limits liability as § 307 BGB allows', (_, document) => {
    const liability = byId(document, 'haftung');
    expect(liability).toContain('Kardinalpflichten sind Pflichten, deren Erfüllung');
    expect(liability).toContain('Produkthaftungsgesetz');
    expect(liability).toContain('Garantie');
    expect(liability).not.toMatch(/wesentliche[nr]? Vertragspflichten/);
    expect(byId(document, 'maengel')).toContain('§§ 327 ff. BGB');
  });

  it.each(both)(
    '%s: names the law and, for Swiss consumers, the Lugano Convention',
    (_, document) => {
      const law = byId(document, 'recht');
      expect(law).toContain('Es gilt das Recht der Bundesrepublik Deutschland');
      expect(law).toContain('Art. 120 IPRG');
      expect(law).toContain('Art. 15 bis 17 des Lugano-Übereinkommens, LugÜ');
      expect(law).not.toContain('ZPO');
    },
  );

  it.each(both)(
    '%s: § 9 gives the dates only for an account without Premium, as the review and the e-mail do',
    (country, document) => {
      const term = byId(document, 'laufzeit');
      expect(term).toContain(
        'Hat das Konto bei der Bestellung noch kein Premium, beginnt er mit dem Vertragsschluss',
      );
      expect(term).toContain(
        'Ob ein Konto schon Premium hat, wissen wir bei der Bestellung nur aus unseren eigenen früheren Bestellungen auf der Website.',
      );
      expect(term).toContain(
        'nennen deshalb Beginn und Ende ausdrücklich für ein Konto ohne Premium und sagen, dass sich ein laufendes Premium stattdessen um die gekaufte Länge ab seinem bisherigen Ende verlängert',
      );
      // The words the review and the e-mail use (content/premium.ts) say the same.
      expect(localizeSpelling(TERM_LABELS.dates('1.1.', '2.1.'), country)).toContain(
        'bei der Bestellung noch kein Premium',
      );
      expect(localizeSpelling(TERM_LABELS.extension(12), country)).toContain(
        'um 12 Monate ab dem bisherigen Ende',
      );
      // No longer the admission that both show dates that may be wrong.
      expect(term).not.toContain('verschieben sich Beginn und Ende entsprechend');
      expect(term).not.toContain('Premium beginnt mit dem Vertragsschluss und läuft');
    },
  );

  it.each(both)(
    '%s: contracts the order by e-mail with bank transfer that /premium and the accessibility statement offer (#52)',
    (country, document) => {
      const order = byId(document, 'bestellung');
      const localize = (words: string) => localizeSpelling(words, country);
      // The contract: our invoice accepts the buyer's e-mail, under the AGB and prices of its day.
      expect(order).toContain('per E-Mail an kontakt@example.de bestellen');
      expect(order).toContain(
        localize(
          'Ihre E-Mail ist Ihr Angebot. Es gelten diese AGB in der Fassung vom Tag Ihrer E-Mail und die Preise, die die Seite „Premium“ an diesem Tag nennt. Wir nehmen es an, indem wir Ihnen die Rechnung per E-Mail senden; mit ihrem Eingang bei Ihnen kommt der Vertrag zustande.',
        ),
      );
      expect(order).toContain(
        localize('in Ihrer Bestellung oder in einer weiteren E-Mail vor Ablauf der Widerrufsfrist'),
      );
      // The confirmation, with the AGB and the Belehrung, comes with the invoice.
      expect(order).toContain(
        localize(
          'Mit der Rechnung erhalten Sie die Bestellbestätigung mit den Angaben Ihrer Bestellung, diesen AGB und der Widerrufsbelehrung mit dem Muster-Widerrufsformular.',
        ),
      );
      // The request to start before the 14 days end, with its acknowledgement, in the buyer's words,
      // and our confirmation of it before Premium begins (§ 356 Abs. 4 Nr. 2, § 357a Abs. 2 BGB).
      expect(order).toContain(JSON.stringify(localize(EMAIL_IMMEDIATE_START)).slice(1, -1));
      expect(EMAIL_IMMEDIATE_START).toContain('Das verlange ich ausdrücklich.');
      expect(EMAIL_IMMEDIATE_START).toContain(IMMEDIATE_START.acknowledgement);
      expect(order).toContain(
        localize(
          'Wir bestätigen Ihnen diese Erklärung mit ihrem Wortlaut und dem Zeitpunkt ihres Eingangs per E-Mail, bevor Premium beginnt',
        ),
      );
      expect(order).toContain(
        localize(
          'Ohne diese Erklärung schalten wir Premium erst frei, wenn die Widerrufsfrist abgelaufen und Ihre Zahlung eingegangen ist.',
        ),
      );
      // Payment by transfer, and Premium only once the money is in.
      const prices = byId(document, 'preise');
      expect(prices).toContain(
        localize(
          'Maßgeblich ist der Preis in der Bestellübersicht, einschließlich eines angewendeten Rabattcodes, bei einer Bestellung per E-Mail der Preis, den die Seite „Premium“ am Tag Ihrer E-Mail nennt.',
        ),
      );
      expect(prices).toContain(
        localize('überweisen Sie den Preis der Rechnung innerhalb von 14 Tagen'),
      );
      // The Belehrung with the model form comes with the invoice (§ 10).
      expect(byId(document, 'widerruf')).toContain(
        localize(
          'Die Bestellübersicht verlinkt sie; die Bestellbestätigung, bei einer Bestellung per E-Mail die Rechnung, enthält sie mit dem Muster-Widerrufsformular.',
        ),
      );
      expect(prices).toContain(
        localize('Premium beginnt erst, wenn das Geld auf unserem Konto eingegangen ist'),
      );
      expect(byId(document, 'laufzeit')).toContain(
        localize('bei einer Bestellung per E-Mail an dem Tag, an dem wir Premium freischalten'),
      );
      if (country === 'CH') {
        expect(prices).toMatch(/CHF\s9\.90/);
        expect(text(document).replaceAll(COMPANY.COMPANY_STREET, '')).not.toContain('ß');
      }
    },
  );

  it.each(both)(
    '%s: binds no buyer past 24 months, however many purchases (#52)',
    (country, document) => {
      expect(byId(document, 'laufzeit')).toContain(
        localizeSpelling(
          'Kein Kauf bindet Sie länger als 24 Monate: Eine Bestellung, mit der Premium mehr als 24 Monate nach dem Tag der Bestellung enden würde, nehmen wir nicht an.',
          country,
        ),
      );
      // The check knows only the orders we know of; what slips through ends after 24 months.
      expect(byId(document, 'laufzeit')).toContain(
        localizeSpelling(
          'Dafür prüfen wir die früheren Bestellungen für dasselbe Konto, die wir kennen; auf der Website sagt Ihnen die Bestellübersicht, wenn das zutrifft, bevor Sie bestellen. Kommt ein solcher Vertrag dennoch zustande, können Sie ihn jederzeit mit Wirkung zum Ende der ersten 24 Monate nach der Bestellung kündigen; den Preis für die Zeit danach erstatten wir Ihnen anteilig.',
          country,
        ),
      );
    },
  );

  it.each(COUNTRIES)(
    '%s: the Belehrung says how a buyer by e-mail asks for the early start',
    (country) => {
      const notice = withdrawalNotice(COMPANY, country, 'https://www.example.de');
      expect(byId(notice, 'vorzeitiges-erloeschen')).toContain(
        localizeSpelling(
          'bei einer Bestellung per E-Mail mit der Erklärung dazu in Ihrer E-Mail (Abschnitt 6 der AGB)',
          country,
        ),
      );
    },
  );

  it('has the consumer-dispute statement and sells no subscription', () => {
    for (const [, document] of both) {
      expect(text(document)).toContain('§ 36 Verbraucherstreitbeilegungsgesetz');
      expect(text(document)).toContain('Ein Abonnement verkaufen wir nicht');
    }
  });
});

describe('Datenschutzerklärung: the checkout as coded (#25)', () => {
  const german = text(privacyPolicy(COMPANY, 'video.test', 'DE'));

  it('follows each step of the checkout', () => {
    expect(german).toContain('„Einlösen“: Ihr Browser sendet den Rabattcode an unseren Server');
    expect(german).toContain(
      '„Weiter zur Zahlung“: Erst jetzt lädt Ihr Browser das Programm und die Buttons von PayPal',
    );
    expect(german).toContain(
      'Die E-Mail-Adresse ist dabei verschlüsselt: PayPal kann sie nicht lesen',
    );
    expect(german).toContain(
      'E-Mail-Versanddienstleister Post AG, Bern, Schweiz, der sie als unser Auftragsverarbeiter (Art. 28 DSGVO) zustellt, und eine Kopie an unser eigenes Archivpostfach',
    );
    expect(german).toContain(
      'Freischaltung: Unser Server übermittelt dem Server der Rechenweg-App',
    );
    expect(german).toContain('„rw-bestellung“ (Cookie, 24 Stunden');
    expect(german).toContain('„rw-browser“ (Cookie, 24 Stunden');
    expect(german).toContain('höchstens zehn Minuten');
    expect(german).not.toContain('Gutschein');
  });

  it('names what PayPal learns of the order: site, code and the encrypted account', () => {
    expect(german).toContain(
      'übermittelt Betrag, Währung, den gekauften Zeitraum, die Website (Deutschland oder Schweiz), einen eingelösten Rabattcode, eine Zahlungsreferenz',
    );
  });

  it('keeps the digests of mailed addresses no longer than it says (a day)', () => {
    expect(german).toContain('nur Prüfsummen (Hashwerte) davon, höchstens einen Tag lang');
    const windows = Object.values(RECIPIENT_LIMITS).flatMap(({ perClient, overall }) =>
      overall ? [perClient, overall] : [perClient],
    );
    expect(Math.max(...windows.map((window) => window.durationS))).toBe(24 * 60 * 60);
  });

  it('names the record of sales that keeps purchases within 24 months, and when it goes (#52)', () => {
    const policy = JSON.stringify(privacyPolicy(COMPANY, 'video.test', 'DE'));
    expect(policy).toContain(
      'Bestellungen selbst speichert die Website nicht; Bestellbestätigung und Freischaltung warten nur, wie oben beschrieben, bis zu ihrer Übergabe in unserem Zwischenspeicher. Damit weitere Käufe Sie nicht länger als 24 Monate binden, merkt sie sich zu jedem Kauf auf der Website nur Bestellnummer, Tag und Länge, unter einem Schlüssel, aus dem sich die E-Mail-Adresse des Kontos nicht ablesen lässt. Diese Angaben löscht sie automatisch, wenn für das Konto gut 25 Monate lang kein weiterer Kauf hinzugekommen ist',
    );
    // „gut 25 Monate“ after the last sale: every sale renews the key's expiry of 775 days,
    // between 25 and 25½ months of 365.25 / 12 days.
    const months = KEPT_MS / DAY_MS / (365.25 / 12);
    expect(months).toBeGreaterThan(25);
    expect(months).toBeLessThan(25.5);
  });

  it('names what an order by e-mail processes, and keeps its invoice as long as every invoice (#52)', () => {
    const policy = privacyPolicy(COMPANY, 'video.test', 'DE');
    const bases = sectionText(policy, 'Premium: Rechtsgrundlagen, PayPal und Speicherdauer');
    expect(bases).toContain(
      'Bestellen Sie per E-Mail, verarbeiten wir Ihren Namen, Ihre Anschrift, Ihre E-Mail-Adresse, die E-Mail-Adresse des Kontos, den Zeitraum, Ihre Erklärung zum sofortigen Beginn und die Angaben Ihrer Überweisung (Name, Kontoverbindung, Betrag, Verwendungszweck), um den Vertrag zu schließen und zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Die Rechnung bewahren wir acht Jahre auf (Art. 6 Abs. 1 lit. c DSGVO).',
    );
    // Eight years, as every invoice since § 147 Abs. 3 AO gives Buchungsbelege eight (BEG IV).
    expect(bases).toContain(
      'Rechnungen und andere Buchungsbelege acht Jahre auf (§ 147 Abs. 1 Nr. 4',
    );
    expect(sectionText(policy, 'Das Wichtigste in Kürze')).toContain(
      'Kaufen Sie Premium auf der Website, bezahlen Sie bei PayPal; per E-Mail bestellt, per Überweisung.',
    );
  });

  it('keeps rate-limit records no longer than it says (ten minutes)', () => {
    const windows = [CHECKOUT_LIMITS, DECLARATION_LIMITS].flatMap((limits) =>
      Object.values(limits).flatMap(({ perClient, overall }) =>
        overall ? [perClient, overall] : [perClient],
      ),
    );
    expect(Math.max(...windows.map((window) => window.durationS))).toBe(10 * 60);
  });

  it('says where every mail waits until the mail server took it, and how long, as the outbox keeps it', () => {
    const waits =
      'Bis der Mailserver unseres Versanddienstleisters eine dieser E-Mails angenommen hat, wartet sie in unserem Zwischenspeicher. Diesen betreibt für uns Speicher AG, Zürich, Schweiz als Auftragsverarbeiter (Art. 28 DSGVO). Gelingt die Annahme etwa vier Tage lang nicht, bleibt sie dort höchstens weitere 30 Tage, damit wir sie erneut senden können, und wird dann automatisch gelöscht; die Kopie in unserem Archivpostfach bleibt davon unberührt. Ausgenommen ist die Bestellbestätigung eines Premium-Kaufs, solange die Freischaltung Ihres Premium-Zugangs noch auf sie wartet: Sie bleibt gespeichert, bis wir sie Ihnen gesendet oder die Bestellung mit Ihnen geklärt haben. Nach der Annahme enthält der Zwischenspeicher eine Woche lang nur noch ihre Kennnummer, ohne Namen, Adresse oder Inhalt.';
    for (const country of ['DE', 'CH'] as const) {
      const policy = privacyPolicy(COMPANY, 'video.test', country);
      // Each section that says who sends a mail says where it waits.
      for (const id of ['premium-kauf', 'kuendigung', 'widerruf']) {
        const words = JSON.stringify(policy.sections.find((entry) => entry.id === id));
        expect({ country, id, says: words.includes(waits) }).toEqual({ country, id, says: true });
      }
    }
    expect(german).toContain(
      'Auch diese Angaben warten in unserem Zwischenspeicher, bis die Bestellbestätigung versendet ist und der Produktserver sie entgegengenommen hat; es gelten dieselben Fristen.',
    );
    expect(german).toContain(
      'Bestellungen selbst speichert die Website nicht; Bestellbestätigung und Freischaltung warten nur, wie oben beschrieben, bis zu ihrer Übergabe in unserem Zwischenspeicher.',
    );
    // „etwa vier Tage“: the last attempt comes this long after the first.
    const retriesMs = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(Math.round(retriesMs / DAY_MS)).toBe(4);
    // „eine Woche“: how long a sent message's id is kept.
    expect(SENT_KEPT_MS).toBe(7 * DAY_MS);
    // „höchstens weitere 30 Tage“: how long a given-up message is kept for a retry.
    expect(GIVEN_UP_KEPT_MS).toBe(30 * DAY_MS);
    // The rate limits' counters live in the same Redis, named the same way.
    expect(
      sectionText(privacyPolicy(COMPANY, 'video.test', 'DE'), 'Schutz vor Missbrauch'),
    ).toContain(
      'höchstens zehn Minuten im Arbeitsspeicher oder in unserem Zwischenspeicher bei Speicher AG, Zürich, Schweiz;',
    );
  });

  it('lists every entry the browser keeps, the cancellation’s confirmation included', () => {
    expect(german).toContain('Entwurf des Kündigungsformulars (sessionStorage)');
    expect(german).toContain('Bestätigung der Kündigung (sessionStorage)');
  });

  it('names the norms behind the storage periods', () => {
    expect(german).toContain(
      'acht Jahre auf (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 Nr. 4, Abs. 4 HGB)',
    );
    expect(german).toContain(
      'zehn Jahre (§ 147 Abs. 1 Nr. 1, Abs. 3 AO; § 257 Abs. 1 Nr. 1, Abs. 4 HGB)',
    );
  });

  it('describes the cancellation form', () => {
    expect(german).toContain('Kündigung über „Verträge hier kündigen“');
    expect(german).toContain('§ 312k BGB');
  });

  it('sends Swiss visitors to the EDÖB with an Anzeige (Art. 49 DSG)', () => {
    const swiss = text(privacyPolicy(COMPANY, 'video.test', 'CH'));
    expect(swiss).toContain('eine Verletzung der Datenschutzvorschriften anzeigen (Art. 49 DSG)');
    expect(german).not.toContain('EDÖB');
  });
});

const byStatementId = (document: LegalDocument, id: string) =>
  document.sections.find((entry) => entry.id === id);

describe.each(COUNTRIES)('the accessibility statement (%s, #40)', (country) => {
  const statement = accessibilityStatement(COMPANY, country, STATED_ON, SURVEILLANCE);
  const idText = (id: string) => JSON.stringify(byStatementId(statement, id) ?? null);

  it('names the version of EN 301 549 it is built against', () => {
    expect(EN_301_549).toBe('EN 301 549 V3.2.1 (2021-03)');
    expect(idText('anforderungen')).toContain('EN 301 549 V3.2.1 (2021-03)');
  });

  it('describes the app Premium is bought for: what works with keyboard and screen reader, what does not yet, whom to ask', () => {
    expect(byStatementId(statement, 'app')?.heading).toBe('Die Rechenweg-App mit Premium');
    const app = idText('app');
    expect(app).toContain('Mit der Tastatur und mit Screenreadern');
    expect(app).toContain('Noch nicht barrierefrei:');
    expect(app).toContain('kontakt@example.de');
    expect(app).toContain('+49 30 1234567');
  });

  it('offers an order that needs no PayPal window: by e-mail, paid by bank transfer', () => {
    const order = idText('ohne-paypal');
    expect(order).toContain('per E-Mail an kontakt@example.de');
    // As the AGB contract it (#52): name and address for the invoice, the invoice accepts and
    // carries the confirmation, payment by transfer, Premium at once only when asked for.
    expect(order).toContain(
      'sowie Ihren Namen und Ihre Anschrift für die Rechnung. Mit unserer Rechnung kommt der Vertrag zustande; mit ihr erhalten Sie die Bestellbestätigung, die AGB und die Widerrufsbelehrung. Sie zahlen per Überweisung.',
    );
    expect(order).toContain(
      'Haben Sie in Ihrer E-Mail verlangt, dass Premium vor Ablauf der Widerrufsfrist beginnt, schalten wir es frei, sobald das Geld eingegangen ist, sonst nach Ablauf der Frist (Abschnitt 6 der AGB). Den Beginn bestätigen wir Ihnen per E-Mail.',
    );
  });

  it('gives the market surveillance authority with its postal address and e-mail', () => {
    expect(byStatementId(statement, 'marktueberwachung')?.paragraphs.slice(1)).toEqual([
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
      'c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung des Landes Sachsen-Anhalt, Postfach 39 11 55, 39135 Magdeburg',
      'E-Mail: MLBF@ms.sachsen-anhalt.de',
    ]);
    expect(MARKET_SURVEILLANCE).toBe(
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
    );
  });

  it('takes the authority’s contact from configuration, as written', () => {
    const moved = { address: 'Beispielstraße 4, 39104 Magdeburg', email: 'beschwerde@mlbf.test' };
    const paragraphs = byStatementId(
      accessibilityStatement(COMPANY, country, STATED_ON, moved),
      'marktueberwachung',
    )?.paragraphs;
    expect(paragraphs?.slice(2)).toEqual([
      'Beispielstraße 4, 39104 Magdeburg',
      'E-Mail: beschwerde@mlbf.test',
    ]);
  });
});

it('writes ss in the Swiss accessibility statement, except in the company data', () => {
  const swiss = text(accessibilityStatement(COMPANY, 'CH', STATED_ON, SURVEILLANCE));
  expect(swiss.replaceAll('Musterstraße 1', '')).not.toContain('ß');
});

/**
 * The AGB's words, as each country's buyers read them (with a fixed company),
 * by the version that first carried them. A purchase records the version it
 * was made under (lib/checkout/grant.ts): when the words change, the version
 * must too. Never edit a recorded line; add one for the new AGB_VERSION.
 */
const AGB_DIGESTS: Record<string, string> = {
  '2026-11-26': '2272b8864769898b',
  '2026-11-28': '69f0d8e517418110',
};

describe('AGB_VERSION', () => {
  it('is raised whenever the words of the AGB change', () => {
    const words = COUNTRIES.map((country) => text(agbOf(COMPANY, country))).join('\n');
    const digest = createHash('sha256').update(words).digest('hex').slice(0, 16);
    const recorded = Object.entries(AGB_DIGESTS).find(([, known]) => known === digest);
    expect({ version: AGB_VERSION, digest }).toEqual({
      version: recorded?.[0] ?? 'a new AGB_VERSION in lib/checkout/agb.ts, recorded in AGB_DIGESTS',
      digest: AGB_DIGESTS[AGB_VERSION],
    });
  });
});
