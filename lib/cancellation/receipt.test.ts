import {
  cancellationMails,
  receiptView,
  type CancellationReceipt,
} from '@/lib/cancellation/receipt';
import { parseEnv } from '@/lib/env';

const company = parseEnv({});
const receipt: CancellationReceipt = {
  reference: 'K-20261124-7F3A9C',
  receivedAt: '2026-11-24T13:05:00.000Z',
  cancellation: {
    kind: 'extraordinary',
    reason: 'Mein Sohn wechselt an eine Schule mit eigenem Lernprogramm; Grüße',
    name: 'Eva Strauß',
    email: 'eva@example.de',
    contract: 'E2E00000000000001',
    date: '2026-12-31',
  },
};

describe('the cancellation’s confirmation (§ 312k Abs. 4 BGB)', () => {
  it('records the content and the date and time it was made', () => {
    const view = receiptView(receipt, 'DE');
    expect(view.lines).toEqual([
      { label: 'Art der Kündigung', value: 'Außerordentliche Kündigung aus wichtigem Grund' },
      { label: 'Grund', value: receipt.cancellation.reason },
      { label: 'Name', value: 'Eva Strauß' },
      { label: 'E-Mail-Adresse', value: 'eva@example.de' },
      { label: 'Bestellnummer oder Konto', value: 'E2E00000000000001' },
      { label: 'Gewünschter Zeitpunkt', value: 'zum 31.12.2026' },
      {
        label: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
        value: 'am 24.11.2026 um 14:05 Uhr',
      },
      { label: 'Eingangsnummer', value: 'K-20261124-7F3A9C' },
    ]);
  });

  it('writes our words in Swiss spelling on Swiss pages, never what was typed', () => {
    const view = receiptView(receipt, 'CH');
    expect(view.lines[0]!.value).toBe('Ausserordentliche Kündigung aus wichtigem Grund');
    expect(view.lines[2]!.value).toBe('Eva Strauß');
    expect(view.lines[1]!.value).toContain('Grüße');
  });

  it('sends the buyer the confirmation and the business the request, both with the record', () => {
    const { toBuyer, toBusiness } = cancellationMails({
      receipt,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBuyer.subject).toBe(
      'Ihre Kündigung bei Rechenweg ist eingegangen (K-20261124-7F3A9C)',
    );
    expect(toBuyer.text).toContain('wir haben Ihre Kündigung am 24.11.2026 um 14:05 Uhr erhalten');
    expect(toBuyer.text).toContain('„Jetzt kündigen“');
    expect(toBusiness.subject).toBe(
      'Kündigung K-20261124-7F3A9C: Außerordentliche Kündigung aus wichtigem Grund',
    );
    for (const mail of [toBuyer, toBusiness]) {
      expect(mail.text).toContain('Grund: Mein Sohn wechselt');
      expect(mail.text).toContain('Gewünschter Zeitpunkt: zum 31.12.2026');
      expect(mail.html).toContain('Eingangsnummer: K-20261124-7F3A9C');
    }
  });

  it('escapes what the visitor typed in the HTML', () => {
    const hostile = {
      ...receipt,
      cancellation: { ...receipt.cancellation, name: '<img src=x onerror=alert(1)>' },
    };
    const { toBuyer, toBusiness } = cancellationMails({
      receipt: hostile,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    for (const mail of [toBuyer, toBusiness]) expect(mail.html).not.toContain('<img');
  });
});
