import {
  IMMEDIATE_START,
  MODEL,
  SWISS_WITHDRAWAL,
  withdrawalFormLines,
  withdrawalNotice,
} from '@/content/withdrawal-notice';
import { companyOf } from '@/lib/core/operator';
import { parseEnv } from '@/lib/env';

const company = companyOf(parseEnv({}));

describe('the Widerrufsbelehrung', () => {
  it('keeps the statutory model word for word', () => {
    expect(MODEL.right).toBe(
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
    );
    expect(MODEL.period).toBe(
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    );
    expect(MODEL.service).toMatch(
      /^Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht\.$/,
    );
    expect(withdrawalFormLines(company)).toEqual(
      expect.arrayContaining([
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        '(*) Unzutreffendes streichen.',
      ]),
    );
  });

  it('names whom to notify with the company’s data, unchanged on Swiss pages', () => {
    const swiss = withdrawalNotice(company, 'CH', 'https://www.example.ch');
    const text = JSON.stringify(swiss);
    expect(text).toContain(`${company.COMPANY_NAME}, ${company.COMPANY_STREET}`);
    // Gestaltungshinweis 2 of Anlage 1: address, telephone number and e-mail.
    expect(MODEL.how(company)).toContain(
      `${company.COMPANY_COUNTRY}, Telefon: ${company.CONTACT_PHONE}, E-Mail: ${company.CONTACT_EMAIL})`,
    );
    expect(text.replaceAll(company.COMPANY_STREET, '')).not.toContain('ß');
    expect(swiss.sections.map((section) => section.heading)).toEqual([
      'Widerrufsrecht',
      'Folgen des Widerrufs',
      'Muster-Widerrufsformular',
      'So widerrufen Sie in der Praxis',
      'Wann das Widerrufsrecht vorzeitig erlischt',
      'Für Käuferinnen und Käufer mit Wohnsitz in der Schweiz',
    ]);
  });

  it('addresses its Swiss section to buyers living in Switzerland, not buying from there', () => {
    for (const country of ['DE', 'CH'] as const) {
      const notice = withdrawalNotice(company, country, 'https://www.example.de');
      expect(notice.intro).toContain(
        'Für Käuferinnen und Käufer mit Wohnsitz in der Schweiz gilt zusätzlich der letzte Abschnitt.',
      );
      expect(notice.sections.at(-1)!.heading).toBe(SWISS_WITHDRAWAL.heading);
      expect(JSON.stringify(notice)).not.toContain('aus der Schweiz');
    }
  });

  it('names the online withdrawal function with its address (§ 356a BGB, Gestaltungshinweis 3)', () => {
    const german = withdrawalNotice(company, 'DE', 'https://www.example.de');
    expect(german.sections[0]!.paragraphs).toEqual([
      MODEL.right,
      MODEL.period,
      MODEL.how(company),
      'Sie können Ihr Widerrufsrecht auch online unter https://www.example.de/vertrag-widerrufen ausüben. Wenn Sie diese Online-Funktion nutzen, übermitteln wir Ihnen auf einem dauerhaften Datenträger (z. B. durch eine E-Mail) unverzüglich eine Eingangsbestätigung mit Informationen zum Inhalt der Widerrufserklärung sowie dem Datum und der Uhrzeit ihres Eingangs.',
      MODEL.deadline,
    ]);
    const swiss = JSON.stringify(withdrawalNotice(company, 'CH', 'https://www.example.ch'));
    expect(swiss).toContain('online unter https://www.example.ch/vertrag-widerrufen ausüben');
  });

  it('asks for the immediate start with the pro-rata value and the lapse', () => {
    expect(IMMEDIATE_START.label).toContain('vor Ablauf der 14-tägigen Widerrufsfrist');
    // A purchase for an account with Premium begins with the end of the running one (AGB § 9).
    expect(IMMEDIATE_START.label).toContain(
      'beginnt: sofort oder, hat das Konto schon Premium, im Anschluss an das laufende Premium.',
    );
    expect(IMMEDIATE_START.acknowledgement).toContain('Wertersatz');
    expect(IMMEDIATE_START.acknowledgement).toContain(
      'erlischt, sobald der Vertrag vollständig erfüllt ist',
    );
  });
});
