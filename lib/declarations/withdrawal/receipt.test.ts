import { checkFields } from '@/lib/core/form-schema';
import { companyOf } from '@/lib/core/operator';
import { withdrawalSchema } from '@/lib/declarations/schema';
import {
  withdrawalMails,
  withdrawalReceiptView,
  type WithdrawalReceipt,
} from '@/lib/declarations/withdrawal/receipt';
import { parseEnv } from '@/lib/env';

const company = companyOf(parseEnv({}));
const receipt: WithdrawalReceipt = {
  reference: 'W-20260701-7F3A9C',
  receivedAt: '2026-07-01T08:30:00.000Z',
  withdrawal: { name: 'Jonas Weiß', email: 'jonas@example.de', contract: 'E2E00000000000002' },
};
const mails = (country: 'DE' | 'CH') =>
  withdrawalMails({ receipt, company, country, siteUrl: 'https://www.example.de' });

describe('the receipt of a withdrawal (§ 356a Abs. 4 BGB)', () => {
  it('records the content of the declaration and when it arrived, with the zone', () => {
    expect(withdrawalReceiptView(receipt, 'DE').lines).toEqual([
      {
        label: 'Erklärung',
        value: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
      },
      { label: 'Name', value: 'Jonas Weiß' },
      { label: 'Bestellnummer oder Konto', value: 'E2E00000000000002' },
      { label: 'E-Mail-Adresse', value: 'jonas@example.de' },
      {
        label: 'Mit „Widerruf bestätigen“ abgegeben und eingegangen',
        value: 'am 01.07.2026 um 10:30 Uhr (MESZ)',
      },
      { label: 'Eingangsnummer', value: 'W-20260701-7F3A9C' },
    ]);
  });

  it('mails the requester the content: who withdrew which contract, and when', () => {
    const { toRequester } = mails('DE');
    expect(toRequester.text).toContain(
      'wir haben Ihren Widerruf am 01.07.2026 um 10:30 Uhr (MESZ) erhalten.',
    );
    for (const line of [
      'Erklärung: Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über Rechenweg Premium.',
      'Name: Jonas Weiß',
      'Bestellnummer oder Konto: E2E00000000000002',
      'Mit „Widerruf bestätigen“ abgegeben und eingegangen: am 01.07.2026 um 10:30 Uhr (MESZ)',
      'Eingangsnummer: W-20260701-7F3A9C',
    ]) {
      expect(toRequester.text).toContain(line);
      expect(toRequester.html).toContain(line);
    }
    // Swiss spelling for our words, never for the name.
    expect(mails('CH').toRequester.text).toContain('Name: Jonas Weiß');
    // Each mail in its country's language, the copies for the business included.
    for (const country of ['DE', 'CH'] as const) {
      const lang = country === 'CH' ? 'de-CH' : 'de';
      for (const mail of Object.values(mails(country)))
        expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
    }
  });

  it('promises the refund only for a withdrawal that is effective, in time above all', () => {
    const { nextSteps } = withdrawalReceiptView(receipt, 'DE');
    // Anyone can press the button, late or for a contract we do not know.
    expect(nextSteps).toMatch(
      /^Ist Ihr Widerruf wirksam, insbesondere fristgerecht, endet Premium mit ihm\. Was Sie schon bezahlt haben, erstatten wir unverzüglich, spätestens 14 Tage nach Eingang Ihres Widerrufs, mit demselben Zahlungsmittel\./,
    );
    expect(nextSteps).toContain('schreiben wir Ihnen, ob er wirksam ist');
    expect(mails('DE').toRequester.text).toContain(`WIE ES WEITERGEHT\n${nextSteps}`);
  });

  it('tells the business truly what the requester’s mail holds', () => {
    const { toBusiness } = mails('DE');
    expect(toBusiness.text).toContain('jonas@example.de ist nicht bestätigt');
    expect(toBusiness.text).toContain(
      'Die Eingangsbestätigung an diese Adresse wiederholt den Inhalt der Erklärung:',
    );
    expect(toBusiness.text).not.toContain('nur unsere eigenen Worte');
  });

  it('escapes in the HTML what passes the rules', () => {
    const check = checkFields(withdrawalSchema, { ...receipt.withdrawal, name: "Seán O'Brien" });
    expect(check.ok).toBe(true);
    const withName = withdrawalMails({
      receipt: { ...receipt, withdrawal: { ...receipt.withdrawal, name: "Seán O'Brien" } },
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(withName.toRequester.html).toContain('Name: Seán O&#39;Brien');
  });
});
