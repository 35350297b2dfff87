import { domainToASCII } from 'node:url';
import { canonicalEmailAddress, isPlainEmailAddress } from '@/lib/core/email-address';

describe('canonicalEmailAddress', () => {
  it('writes one address one way: small letters, the domain in ASCII, no spaces around', () => {
    for (const typed of [
      'victim@x.example',
      ' Victim@X.Example ',
      'VICTIM@x.example',
      'victim@x.ＥＸＡＭＰＬＥ',
    ]) {
      expect(canonicalEmailAddress(typed)).toBe('victim@x.example');
    }
    expect(canonicalEmailAddress('erika@exämple.de')).toBe('erika@xn--exmple-cua.de');
    expect(canonicalEmailAddress('erika@xn--exmple-cua.de')).toBe('erika@xn--exmple-cua.de');
    expect(canonicalEmailAddress('Erika@Müller.DE')).toBe('erika@xn--mller-kva.de');
    expect(canonicalEmailAddress("o'neil+rechnung@mail.example.co.uk")).toBe(
      "o'neil+rechnung@mail.example.co.uk",
    );
  });

  it('puts the domain through WHATWG’s domain to ASCII, as Node’s domainToASCII does', () => {
    for (const domain of [
      'exämple.de',
      'MÜLLER.de',
      'straße.de',
      'bücher.example',
      'xn--mller-kva.de',
    ]) {
      expect(canonicalEmailAddress(`a@${domain}`)).toBe(`a@${domainToASCII(domain)}`);
    }
  });

  it('takes nothing but a bare addr-spec: what the security reading sent is refused', () => {
    for (const typed of [
      'victim@x.example(0)',
      'victim@x.example(59)',
      '(erika@x.example)',
      '(c)victim@x.example',
      'n<victim@x.example>',
      '<victim@x.example>',
      '"Ihr⠀Rechenweg-Konto⠀wird⠀gesperrt:⠀evil.example/login"<victim2@x.example>',
      '"x"<a@x.example>',
      '"victim"@x.example',
      'Gruppe: victim@x.example;',
      'victim@x.example, other@x.example',
      'vic tim@x.example',
      'victim⠀@x.example',
      'victim@x.example.',
      'victim@@x.example',
      'a@b@x.example',
      'victim@[127.0.0.1]',
      'victim@127.0.0.1',
      'victim@localhost',
      'victim@x..example',
      'victim@-x.example',
      '.victim@x.example',
      'vic..tim@x.example',
      'müller@x.example',
      '\u212Aim@x.example',
      'victim@x.example:25',
      'victim@x.example/login',
      '@x.example',
      'victim@',
      '',
      `${'a'.repeat(65)}@x.example`,
      `a@${'b'.repeat(64)}.example`,
    ]) {
      expect([typed, canonicalEmailAddress(typed)]).toEqual([typed, null]);
    }
  });
});

describe('isPlainEmailAddress', () => {
  it('repeats in a mail only what cannot read as a link or a message', () => {
    expect(isPlainEmailAddress('eva.strauss+premium@xn--mller-kva.de')).toBe(true);
    expect(isPlainEmailAddress('zoë@exämple.de')).toBe(true);
    expect(isPlainEmailAddress('evil.example/login@x.de')).toBe(false);
    expect(isPlainEmailAddress("o'neil@x.de")).toBe(false);
  });
});
