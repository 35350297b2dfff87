import { companyOf } from '@/lib/core/operator';
import {
  cancellationMails,
  receiptView,
  type CancellationReceipt,
} from '@/lib/declarations/cancellation/receipt';
import { CANCELLATION_MAX_CHARS } from '@/lib/declarations/cancellation/request';
import { parseEnv } from '@/lib/env';

const company = companyOf(parseEnv({}));
const receipt: CancellationReceipt = {
  reference: 'K-20261124-7F3A9C',
  receivedAt: '2026-11-24T13:05:00.000Z',
  cancellation: {
    product: 'premium',
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
      { label: 'Gekündigter Vertrag', value: 'Rechenweg Premium' },
      { label: 'Art der Kündigung', value: 'Außerordentliche Kündigung aus wichtigem Grund' },
      { label: 'Grund', value: receipt.cancellation.reason, free: true },
      { label: 'Name', value: 'Eva Strauß' },
      { label: 'E-Mail-Adresse', value: 'eva@example.de' },
      { label: 'Bestellnummer oder Konto', value: 'E2E00000000000001' },
      { label: 'Gewünschtes Vertragsende', value: 'Zum 31.12.2026' },
      {
        label: 'Mit „Jetzt kündigen“ abgegeben und eingegangen',
        value: 'am 24.11.2026 um 14:05 Uhr (MEZ)',
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

  it('keeps the free account when Premium is cancelled, and says so (§ 305c BGB)', () => {
    const premium = receiptView(
      { ...receipt, cancellation: { ...receipt.cancellation, kind: 'ordinary', reason: null } },
      'DE',
    );
    expect(premium.nextSteps).toContain('Ihr kostenloses Rechenweg-Konto bleibt bestehen');
    expect(premium.nextSteps).not.toMatch(/Konto schließen|schließen wir/);
    const extraordinary = receiptView(receipt, 'DE');
    expect(extraordinary.nextSteps).toContain('Ihr kostenloses Rechenweg-Konto bleibt bestehen');
  });

  it('closes the account, and a running Premium with it, when the account is cancelled', () => {
    const account = receiptView(
      {
        ...receipt,
        cancellation: {
          ...receipt.cancellation,
          product: 'account',
          kind: 'ordinary',
          reason: null,
        },
      },
      'DE',
    );
    expect(account.lines[0]).toEqual({ label: 'Gekündigter Vertrag', value: 'Rechenweg-Konto' });
    expect(account.lines).toContainEqual({
      label: 'Vertragsende',
      value: 'Sofort, bei laufendem Premium zu dessen Ende',
    });
    expect(account.nextSteps).toContain('Wir schließen Ihr Rechenweg-Konto.');
    expect(account.nextSteps).toContain('dann enden Premium und das Konto zusammen');
    expect(account.nextSteps).not.toContain('bleibt bestehen');
    const extraordinary = receiptView(
      { ...receipt, cancellation: { ...receipt.cancellation, product: 'account' } },
      'DE',
    );
    expect(extraordinary.nextSteps).toContain('ein laufendes Premium endet mit ihm');
  });

  it('writes our words in Swiss spelling on Swiss pages, never what was typed', () => {
    const view = receiptView(receipt, 'CH');
    expect(view.lines[1]!.value).toBe('Ausserordentliche Kündigung aus wichtigem Grund');
    expect(view.lines[3]!.value).toBe('Eva Strauß');
    expect(view.lines[2]!.value).toContain('Grüße');
    const mails = cancellationMails({ receipt, company, country: 'CH', siteUrl: 'https://x.ch' });
    expect(mails.toRequester.text).toContain('Name: Eva Strauß');
    expect(mails.toRequester.text).toContain('Ausserordentliche');
  });

  it('sends the business the whole notice, the typed address marked unconfirmed', () => {
    const { toBusiness } = cancellationMails({
      receipt,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBusiness.subject).toBe(
      'Kündigung K-20261124-7F3A9C: Rechenweg Premium – Außerordentliche Kündigung aus wichtigem Grund',
    );
    expect(toBusiness.text).toContain('Gekündigter Vertrag: Rechenweg Premium');
    expect(toBusiness.text).toContain(
      'Die Eingangsbestätigung an diese Adresse wiederholt den Inhalt der Erklärung:',
    );
    expect(toBusiness.text).toContain('Die E-Mail-Adresse eva@example.de ist nicht bestätigt');
    expect(toBusiness.text).toContain('Grund: Mein Sohn wechselt');
    expect(toBusiness.text).toContain('Name: Eva Strauß');
    expect(toBusiness.text).toContain('Bestellnummer oder Konto: E2E00000000000001');
    expect(toBusiness.text).toContain('Gewünschtes Vertragsende: Zum 31.12.2026');
  });

  it('sends the typed address the content of the cancellation: who, which contract, which kind, when', () => {
    const { toRequester: toBuyer } = cancellationMails({
      receipt,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBuyer.subject).toBe(
      'Ihre Kündigung bei Rechenweg ist eingegangen (K-20261124-7F3A9C)',
    );
    expect(toBuyer.text).toMatch(/^Guten Tag,\n/);
    expect(toBuyer.text).toContain(
      'wir haben Ihre Kündigung am 24.11.2026 um 14:05 Uhr (MEZ) erhalten',
    );
    for (const line of [
      'Gekündigter Vertrag: Rechenweg Premium',
      'Art der Kündigung: Außerordentliche Kündigung aus wichtigem Grund',
      'Name: Eva Strauß',
      'Bestellnummer oder Konto: E2E00000000000001',
      'E-Mail-Adresse: eva@example.de',
      'Gewünschtes Vertragsende: Zum 31.12.2026',
      'Mit „Jetzt kündigen“ abgegeben und eingegangen: am 24.11.2026 um 14:05 Uhr (MEZ)',
      'Ihr kostenloses Rechenweg-Konto bleibt bestehen.',
    ]) {
      expect(toBuyer.text).toContain(line);
    }
    expect(toBuyer.html).toContain('Eingangsnummer: K-20261124-7F3A9C');
    expect(toBuyer.html).toContain('Name: Eva Strauß');
  });

  it('gives the typed address the reason too (§ 312k Abs. 4 BGB), as plain text with its links defanged', () => {
    // A relay attempt: a stranger's address, and a message in the one free field.
    const phishing =
      'Kunde.\nWICHTIG: Ihr Konto wird gesperrt \u202E- bestätigen Sie unter https://evil.example/login oder www.evil。example, z.B. heute';
    const relay: CancellationReceipt = {
      ...receipt,
      cancellation: { ...receipt.cancellation, email: 'victim@example.org', reason: phishing },
    };
    const { toRequester: toBuyer, toBusiness } = cancellationMails({
      receipt: relay,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    const told =
      'Grund: Kunde. WICHTIG: Ihr Konto wird gesperrt - bestätigen Sie unter https[://]evil[.]example/login oder www[.]evil[.]example, z.B. heute';
    expect(toBuyer.text.split('\n')).toContain(told);
    expect(toBuyer.html).toContain(`<p>${told}</p>`);
    for (const part of [toBuyer.subject, toBuyer.text, toBuyer.html]) {
      expect(part).not.toMatch(/evil\.example|evil。example|https:\/\/evil|\u202E/);
    }
    expect(toBusiness.text).toContain(`Grund: ${phishing}`);
    // The words the business reads of it say the same.
    expect(toBusiness.text).toContain(
      'einen frei formulierten Grund als reinen Text, Links darin unkenntlich gemacht',
    );
    // Swiss spelling never reaches what was typed, defanged or not.
    const swiss = cancellationMails({
      receipt: relay,
      company,
      country: 'CH',
      siteUrl: 'https://x.ch',
    });
    expect(swiss.toRequester.text).toContain(
      'Grund: Kunde. WICHTIG: Ihr Konto wird gesperrt - bestätigen Sie',
    );
    expect(swiss.toRequester.text).toContain('Ausserordentliche');
  });

  it('holds the reason to 500 characters, so that the receipt can carry it whole', () => {
    expect(CANCELLATION_MAX_CHARS.reason).toBe(500);
  });

  it('tells the typed address no other address as the contract: masked, its own shown', () => {
    const mailsFor = (contract: string) =>
      cancellationMails({
        receipt: { ...receipt, cancellation: { ...receipt.cancellation, contract } },
        company,
        country: 'DE',
        siteUrl: 'https://www.example.de',
      });
    const other = mailsFor('rosa.mueller@gmx.example');
    expect(other.toRequester.text).toContain('Bestellnummer oder Konto: r…@g…');
    expect(other.toRequester.html).toContain('Bestellnummer oder Konto: r…@g…');
    expect(other.toRequester.text).not.toContain('rosa.mueller');
    expect(other.toBusiness.text).toContain('Bestellnummer oder Konto: rosa.mueller@gmx.example');
    // The homoglyph domain arrives as punycode (lib/declarations/fields.ts), and masked all the same.
    expect(mailsFor('support@xn--pypal-4ve.com').toRequester.text).toContain(
      'Bestellnummer oder Konto: s…@x…',
    );
    expect(mailsFor('Eva@example.de').toRequester.text).toContain(
      'Bestellnummer oder Konto: Eva@example.de',
    );
  });

  it('flags the business copy of a receipt a limit held back, with what to send and to whom', () => {
    const { toRequester, toBusinessHeldBack } = cancellationMails({
      receipt,
      company,
      country: 'DE',
      siteUrl: 'https://www.example.de',
    });
    expect(toBusinessHeldBack.subject).toBe(
      'EINGANGSBESTÄTIGUNG NICHT VERSANDT: Kündigung K-20261124-7F3A9C: Rechenweg Premium – Außerordentliche Kündigung aus wichtigem Grund',
    );
    expect(toBusinessHeldBack.text).toMatch(
      /^Die Eingangsbestätigung an eva@example\.de hat unser Limit für E-Mails an unbestätigte Adressen zurückgehalten\. Bitte senden Sie sie selbst, spätestens am nächsten Arbeitstag/,
    );
    expect(toBusinessHeldBack.text).toContain(
      `ZU SENDEN AN EVA@EXAMPLE.DE\nBetreff: ${toRequester.subject}\n\n${toRequester.text}`,
    );
    expect(toBusinessHeldBack.text).toContain('Grund: Mein Sohn wechselt');
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
