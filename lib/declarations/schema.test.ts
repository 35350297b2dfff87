import { IDENTITY_MESSAGES } from '@/content/declarations';
import { checkFields } from '@/lib/core/form-schema';
import { identitySchema } from '@/lib/declarations/schema';

/** The identity's schema, read as the endpoint reads it: the value, or each refused field's message. */
function checkIdentity(input: Record<string, unknown>) {
  const checked = checkFields(identitySchema, input);
  return checked.ok
    ? { value: checked.value, errors: {} }
    : { value: { name: '', email: '', contract: '' }, errors: checked.errors };
}

const valid = { name: 'Jonas Weiß', email: 'jonas@example.de', contract: 'E2E00000000000002' };

describe('who declares and which contract (both declarations)', () => {
  it('takes names as people write them, umlauts, accents and abbreviations included', () => {
    for (const name of [
      'Jonas Weiß',
      'Zoë Ågren-Łukasiewicz',
      "Seán O'Brien",
      'Marie-Thérèse d’Arc',
      'Dr. Eva Strauß',
      'J. R. R. Tolkien',
      'Zoe\u0308 Mu\u0308ller',
      'Weber, Anna',
      'Anna & Tom Weber',
      'Nguyễn Thị Minh Khai',
      'Ольга Петрова',
      '山田 はなこ',
      '김민준',
    ]) {
      expect(checkIdentity({ ...valid, name }).errors).toEqual({});
    }
    // Composed, as every other name is, so the receipt shows one spelling.
    expect(checkIdentity({ ...valid, name: 'Mu\u0308ller' }).value.name).toBe('Müller');
  });

  it('measures a name composed: 76 letters typed decomposed are no name too long', () => {
    const decomposed = 'Mu\u0308ller '.repeat(11).trim();
    expect(decomposed.length).toBeGreaterThan(80);
    expect(checkIdentity({ ...valid, name: decomposed })).toEqual({
      value: { ...valid, name: decomposed.normalize('NFC') },
      errors: {},
    });
  });

  it('refuses a link, a phone number or markup in the name, in German', () => {
    for (const name of [
      'Kunde https://evil.example/login',
      'Kunde evil.example',
      'www.evil.example',
      'Rufen Sie 0800 123456 an',
      'Eva +49 30 1234',
      '<b>Eva</b>',
      'Eva <img src=x onerror=alert(1)>',
      'Eva: Konto gesperrt!',
      'kunde@evil.example',
      '...',
      'Anna & Tom, Tel 0800',
      'Anna &amp; Tom',
    ]) {
      expect(checkIdentity({ ...valid, name }).errors).toEqual({
        name: IDENTITY_MESSAGES.nameChars,
      });
    }
    expect(IDENTITY_MESSAGES.nameChars).toBe(
      'Bitte geben Sie hier nur Ihren Namen an: Buchstaben (nicht aus verschiedenen Schriften gemischt), Leerzeichen, Bindestrich, Apostroph, Komma, Und-Zeichen (&) und Punkt – ohne Ziffern, Links oder Sonderzeichen.',
    );
  });

  it('refuses what only looks like a name: fillers, mixed scripts, stacked marks', () => {
    for (const name of [
      // Hangul fillers show nothing: a name of blanks, or blanks between the words of a message.
      '\u3164\u3164\u3164',
      'Ihr\u3164Konto\u3164wird\u3164gesperrt',
      'Eva\u115F',
      'Eva\uFFA0Weber',
      'Eva\u200BWeber',
      // A Lisu letter as the dot, a Cyrillic а in a Latin name, a Greek ο.
      'Dr\uA4F8 Eva Strauß',
      '\u0410nna Weber',
      'Jοnas Weiß',
      // Marks stacked over the lines around the name.
      'Eva\u0301\u0302\u0303\u0304 Weber',
      'Z\u0336\u0337\u0338\u0339alg\u0340o',
    ]) {
      expect([name, checkIdentity({ ...valid, name }).errors]).toEqual([
        name,
        { name: IDENTITY_MESSAGES.nameChars },
      ]);
    }
  });

  it('takes the receipt’s address only bare, and gives it back in its one canonical form', () => {
    expect(checkIdentity({ ...valid, email: ' Jonas@Exämple.DE ' }).value.email).toBe(
      'jonas@xn--exmple-cua.de',
    );
    for (const email of [
      'jonas@example.de(7)',
      'Jonas <jonas@example.de>',
      '"Ihr⠀Konto⠀wird⠀gesperrt"<jonas@example.de>',
      '(jonas@example.de)',
    ]) {
      expect(checkIdentity({ ...valid, email }).errors).toEqual({ email: IDENTITY_MESSAGES.email });
    }
  });

  it('takes a name of at most 80 characters', () => {
    expect(checkIdentity({ ...valid, name: 'A'.repeat(80) }).errors).toEqual({});
    expect(checkIdentity({ ...valid, name: 'A'.repeat(81) }).errors).toEqual({
      name: 'Bitte kürzen Sie den Text auf höchstens 80 Zeichen.',
    });
  });

  it('takes as the contract only an order number, a payment reference or an account address', () => {
    const contractOf = (contract: string) => checkIdentity({ ...valid, contract });
    // The order number and the payment reference as the confirmation e-mail prints them.
    expect(contractOf('5O190127TN364715T').value.contract).toBe('5O190127TN364715T');
    expect(contractOf('rw-0123456789abcdef0123').value.contract).toBe('RW-0123456789ABCDEF0123');
    expect(contractOf('kind.mueller+mathe@schule-beispiel.de').errors).toEqual({});
    expect(contractOf('zoë@exämple.de').errors).toEqual({});
    // A domain in another script is shown as what it is, not as the Latin name it imitates.
    expect(contractOf('zoë@exämple.de').value.contract).toBe('zoë@xn--exmple-cua.de');
    expect(contractOf('support@p\u0430ypal.com').value.contract).toBe('support@xn--pypal-4ve.com');
    for (const contract of [
      'Bitte rufen Sie 0800 123456 an',
      'WICHTIG: Konto gesperrt',
      'https://evil.example/login',
      'https://evil.example/x@example.de',
      '<a href="https://evil.example">x</a>@example.de',
      'RW-XYZ',
      'E2E-0000',
    ]) {
      expect(contractOf(contract).errors).toEqual({ contract: IDENTITY_MESSAGES.contractFormat });
    }
    expect(contractOf(' ').errors).toEqual({ contract: IDENTITY_MESSAGES.contract });
  });
});
