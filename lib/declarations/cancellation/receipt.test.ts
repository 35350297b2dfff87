import {
  cancellationMails,
  receiptView,
  type CancellationReceipt,
} from '@/lib/declarations/cancellation/receipt';
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
      { label: 'Grund', value: receipt.cancellation.reason, typed: true },
      { label: 'Name', value: 'Eva Strauß', typed: true },
      { label: 'E-Mail-Adresse', value: 'eva@example.de', typed: true },
      { label: 'Bestellnummer oder Konto', value: 'E2E00000000000001', typed: true },
      { label: 'Gewünschtes Vertragsende', value: 'Zum 31.12.2026' },
      {
        label: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
        value: 'am 24.11.2026 um 14:05 Uhr',
      },
      { label: 'Eingangsnummer', value: 'K-20261124-7F3A9C' },
    ]);
  });

  it('names the end of an ordinary cancellation by the paid term, the date to follow', () => {
    const view = receiptView(
      { ...receipt, cancellation: { ...receipt.cancellation, kind: 'ordinary', reason: null } },
      'DE',
    );
    expect(view.lines).toContainEqual({
      label: 'Vertragsende',
      value: 'Zum Ende des bezahlten Zeitraums',
    });
    expect(view.nextSteps).toContain('bestätigen wir Ihnen per E-Mail das Datum, an dem er endet');
    expect(view.lines.map((line) => line.label)).not.toContain('Grund');
  });

  it('writes our words in Swiss spelling on Swiss pages, never what was typed', () => {
    const view = receiptView(receipt, 'CH');
    expect(view.lines[0]!.value).toBe('Ausserordentliche Kündigung aus wichtigem Grund');
    expect(view.lines[2]!.value).toBe('Eva Strauß');
    expect(view.lines[1]!.value).toContain('Grüße');
  });

  it('sends the business the whole notice, the typed address marked unconfirmed', () => {
    const { toBusiness } = cancellationMails({
      receipt,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBusiness.subject).toBe(
      'Kündigung K-20261124-7F3A9C: Außerordentliche Kündigung aus wichtigem Grund',
    );
    expect(toBusiness.text).toContain('Die E-Mail-Adresse eva@example.de ist nicht bestätigt');
    expect(toBusiness.text).toContain('Grund: Mein Sohn wechselt');
    expect(toBusiness.text).toContain('Name: Eva Strauß');
    expect(toBusiness.text).toContain('Bestellnummer oder Konto: E2E00000000000001');
    expect(toBusiness.text).toContain('Gewünschtes Vertragsende: Zum 31.12.2026');
  });

  it('sends the typed address only our own words: kind, time, number, never what was typed', () => {
    // A relay attempt: a stranger's address, and a message in every field.
    const phishing =
      'Kunde. WICHTIG: Ihr Konto wird gesperrt - bestätigen Sie unter https://evil.example';
    const relay: CancellationReceipt = {
      ...receipt,
      cancellation: {
        ...receipt.cancellation,
        name: phishing,
        email: 'victim@example.org',
        contract: phishing,
        reason: phishing,
      },
    };
    const { toRequester: toBuyer } = cancellationMails({
      receipt: relay,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBuyer.subject).toBe(
      'Ihre Kündigung bei Rechenweg ist eingegangen (K-20261124-7F3A9C)',
    );
    expect(toBuyer.text).toMatch(/^Guten Tag,\n/);
    expect(toBuyer.text).toContain('wir haben Ihre Kündigung am 24.11.2026 um 14:05 Uhr erhalten');
    expect(toBuyer.text).toContain(
      'Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund',
    );
    expect(toBuyer.text).toContain('Gewünschtes Vertragsende: Zum 31.12.2026');
    expect(toBuyer.text).toContain(
      'Mit „Jetzt kündigen“ abgegeben und eingegangen: am 24.11.2026 um 14:05 Uhr',
    );
    expect(toBuyer.html).toContain('Eingangsnummer: K-20261124-7F3A9C');
    for (const part of [toBuyer.subject, toBuyer.text, toBuyer.html]) {
      expect(part).not.toContain('WICHTIG');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('victim@example.org');
    }
  });

  it('escapes what the visitor typed in the HTML', () => {
    const hostile = {
      ...receipt,
      cancellation: { ...receipt.cancellation, name: '<img src=x onerror=alert(1)>' },
    };
    const { toRequester: toBuyer, toBusiness } = cancellationMails({
      receipt: hostile,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    for (const mail of [toBuyer, toBusiness]) expect(mail.html).not.toContain('<img');
  });
});
