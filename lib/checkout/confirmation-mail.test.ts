import { localizeSpelling } from '@/content/spelling';
import { IMMEDIATE_START, MODEL, SWISS_WITHDRAWAL } from '@/content/withdrawal-notice';
import { GERMAN_PURCHASE } from '@/lib/checkout/__fixtures__/test-purchase';
import { AGB_VERSION } from '@/lib/checkout/agb';
import { confirmationMail } from '@/lib/checkout/confirmation-mail';
import type { Purchase } from '@/lib/checkout/purchase';
import { companyOf } from '@/lib/core/operator';
import { formatDate } from '@/lib/core/site-time';
import { parseEnv } from '@/lib/env';

const company = companyOf(parseEnv({}));
const german = GERMAN_PURCHASE;
const swiss: Purchase = {
  ...german,
  country: 'CH',
  currency: 'CHF',
  listPrice: 8490,
  discount: 0,
  total: 8490,
  promoCode: null,
  buyer: { name: 'Lea Meier', email: 'lea@example.ch', country: 'CH' },
  withdrawal: 'consumer',
  immediateStart: { consented: true, at: '2026-11-23T13:05:00Z', textVersion: 'a1b2c3d4' },
};
const mail = (purchase: Purchase) =>
  confirmationMail({ purchase, company, siteUrl: 'https://www.example.de' });

describe('the confirmation e-mail', () => {
  it('carries the contract of a German purchase in text and HTML', () => {
    const { subject, text, html } = mail(german);
    expect(subject).toBe(
      'Ihre Bestellung bei Rechenweg: 12 Monate Premium (Bestellnummer E2E00000000000001)',
    );
    for (const part of [text, html]) {
      expect(part).toContain('E2E00000000000001');
      expect(part).toContain('23.11.2026 bis 22.11.2027');
      expect(part).toMatch(
        /59,92\s€ inkl\. MwSt\. \(statt 79,90\s€ inkl\. MwSt\., mit Rabattcode BESSER25\)/,
      );
      expect(part).toContain('mia@example.de');
      expect(part).toContain(`in der Fassung vom ${formatDate(AGB_VERSION)}`);
      expect(part).toContain('https://www.example.de/agb');
      expect(part).toContain('https://www.example.de/widerrufsbelehrung');
    }
    expect(AGB_VERSION).toBe('2026-11-28');
    // The terms themselves, not only their link: a link is no durable medium (§ 312f BGB).
    expect(text).toContain(`ALLGEMEINE GESCHÄFTSBEDINGUNGEN, FASSUNG VOM 28.11.2026`);
    expect(text).toContain('12. Haftung');
    expect(text).toContain('Kardinalpflichten sind Pflichten');
    expect(text).toContain('Verträge kündigen: https://www.example.de/vertraege-kuendigen');
    expect(text).toContain(MODEL.period);
    expect(text).toContain(MODEL.service);
    expect(text).toContain(
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag',
    );
    expect(text).toContain(`am 23.11.2026 um 14:05 Uhr erklärt: „${IMMEDIATE_START.label}“`);
    expect(text).toContain(IMMEDIATE_START.acknowledgement);
  });

  it('gives the dates only for an account without Premium, and how it extends a running one (AGB § 9)', () => {
    const { text, html } = mail(german);
    for (const part of [text, html]) {
      expect(part).toContain('Laufzeit: Premium für 12 Monate, endet von selbst, kein Abo.');
      expect(part).toContain(
        'Hat das Konto bei der Bestellung noch kein Premium: vom 23.11.2026 bis 22.11.2027.',
      );
      expect(part).toContain(
        'Hat das Konto bei der Bestellung schon Premium, verlängert sich sein Premium um 12 Monate ab dem bisherigen Ende.',
      );
    }
    // The dates are never the term itself, as if the account had no Premium for sure.
    expect(text).not.toMatch(/Laufzeit: \d/);
    expect(mail({ ...german, planId: 'monat', months: 1 }).text).toContain(
      'verlängert sich sein Premium um einen Monat ab dem bisherigen Ende.',
    );
  });

  it('names the withdrawal function, how it was paid, and no invoice it is not', () => {
    const { text, html } = mail(german);
    expect(text).toContain(MODEL.online('https://www.example.de/vertrag-widerrufen'));
    expect(text).toContain(
      'VERTRAG WIDERRUFEN\nInnerhalb der Widerrufsfrist widerrufen Sie online unter https://www.example.de/vertrag-widerrufen',
    );
    expect(html).toContain('<h2>Vertrag widerrufen</h2>');
    expect(text).toContain('Bezahlt mit: PayPal-Konto');
    expect(mail({ ...german, paidWith: 'card' }).text).toContain(
      'Bezahlt mit: Karte, abgewickelt über PayPal',
    );
    expect(text).toContain('Zahlungsreferenz bei PayPal: RW-5B3C2B0E1F4A4C8E9D2A');
    expect(text).not.toContain('Rechnungsnummer');
  });

  it('gives a Swiss payer the right of withdrawal too, in Swiss spelling and MWST', () => {
    const { text, html } = mail(swiss);
    expect(html).toMatch(/^<!doctype html><html lang="de-CH">/);
    expect(mail(german).html).toMatch(/^<!doctype html><html lang="de">/);
    expect(text).toMatch(/CHF\s84\.90 inkl\. MWST/);
    expect(text).not.toContain('gibt es nach Schweizer Recht kein');
    expect(text).toContain(localizeSpelling(MODEL.period, 'CH'));
    expect(text).toContain('MUSTER-WIDERRUFSFORMULAR');
    expect(text).toContain('Hiermit widerrufe(n) ich/wir');
    // AGB § 10 grants it by contract where Swiss law has none.
    expect(text).toContain(
      'räumen Verbraucherinnen und Verbrauchern mit Wohnsitz in der Schweiz dasselbe Widerrufsrecht',
    );
    // Only the company's own data may keep its ß (Musterstraße is configuration).
    expect(text.replaceAll(company.COMPANY_STREET, '')).not.toContain('ß');
  });

  it('grants a buyer living in Switzerland the withdrawal right by contract in its Belehrung', () => {
    const belehrung = (text: string) =>
      text.slice(text.indexOf('WIDERRUFSBELEHRUNG'), text.indexOf('VERTRAG WIDERRUFEN'));
    const granted = localizeSpelling(SWISS_WITHDRAWAL.paragraph, 'CH');
    expect(belehrung(mail(swiss).text)).toContain(
      `Für Käuferinnen und Käufer mit Wohnsitz in der Schweiz\n${granted}`,
    );
    expect(mail(swiss).html).toContain(granted);
    // A Swiss PayPal account on the German host gets it too; a German purchase has its right by law.
    expect(
      belehrung(mail({ ...german, buyer: { ...german.buyer, country: 'CH' } }).text),
    ).toContain(SWISS_WITHDRAWAL.paragraph);
    expect(mail(german).text).not.toContain(SWISS_WITHDRAWAL.paragraph);
  });

  it('names the Swiss VAT number on a Swiss confirmation where one is configured', () => {
    const withVat = { ...company, COMPANY_VAT_ID_CH: 'CHE-123.456.789 MWST' };
    const swissMail = confirmationMail({ purchase: swiss, company: withVat, siteUrl: 'x' });
    expect(swissMail.text).toContain(
      `USt-IdNr. ${company.COMPANY_VAT_ID}; MWST-Nr. CHE-123.456.789 MWST`,
    );
    expect(swissMail.html).toContain('MWST-Nr. CHE-123.456.789 MWST');
    expect(
      confirmationMail({ purchase: german, company: withVat, siteUrl: 'x' }).text,
    ).not.toContain('MWST-Nr.');
    expect(mail(swiss).text).not.toContain('MWST-Nr.');
  });

  it('escapes what it interpolates into HTML', () => {
    const { html } = mail({ ...german, accountEmail: '<script>alert(1)</script>@example.de' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('claims no consent to the immediate start that the order does not record', () => {
    const { text } = mail({
      ...GERMAN_PURCHASE,
      immediateStart: { consented: false, at: null, textVersion: null },
    });
    expect(text).not.toContain('Ich verlange ausdrücklich');
    expect(text).toContain(
      'Eine Zustimmung zum sofortigen Beginn vor Ablauf der Widerrufsfrist haben wir nicht erhalten.',
    );
    expect(mail(GERMAN_PURCHASE).text).toContain('erklärt: „Ich verlange ausdrücklich');
  });
});
