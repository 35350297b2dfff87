// One address is one address. What a visitor types as an e-mail address
// (a declaration's receipt, the checkout's account, the contact form) is taken
// only as a bare addr-spec: no display name, comment, group, quotes or route,
// so that nothing but the address can reach our `To:` line, and so that the
// string the recipient limits count is the one the mail goes to. Its domain is
// written in ASCII (an umlaut domain as `xn--…`), and all of it in small
// letters, which every mailbox provider we know treats alike: the canonical
// form is counted, stored, handed off and given to nodemailer.

/** RFC 5322's atext, ASCII only: a local part in UTF-8 needs SMTPUTF8, which we do not ask of relays. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** A domain as typed: letters of any script, digits, hyphens, dots; no port, no IP literal. */
const TYPED_DOMAIN = /^[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

/** A DNS label in ASCII: 1–63 letters, digits or hyphens, a hyphen neither first nor last. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The domain in ASCII by the WHATWG URL standard's "domain to ASCII" (UTS #46),
 * as Node's `url.domainToASCII` computes it, here through `URL` so that the
 * browser's forms reach the same string. Null unless it is a host name of two
 * labels at least, with a top-level label that is not a number (no IPv4 in disguise).
 */
function asciiDomain(typed: string): string | null {
  if (!TYPED_DOMAIN.test(typed)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${typed}/`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2) return null;
  if (!labels.every((label) => LABEL.test(label))) return null;
  return /^\d+$/.test(labels.at(-1)!) ? null : ascii;
}

/**
 * The address in its one canonical form (`erika@xn--mller-kva.de`), or null
 * when the typed text is anything but a bare address: a name in front
 * (`Erika <erika@x.de>`), a comment (`erika@x.de(1)`), quotes, spaces inside,
 * a second @, an IP literal, a local part beyond ASCII. Surrounding spaces are
 * dropped.
 */
export function canonicalEmailAddress(typed: string): string | null {
  const value = typed.trim();
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  // Tested before lowercasing: `\u212A` (the Kelvin sign) lowercases to a plain `k`.
  if (at < 1 || local.length > 64 || !LOCAL_PART.test(local)) return null;
  const domain = asciiDomain(value.slice(at + 1));
  if (!domain) return null;
  const address = `${local.toLowerCase()}@${domain}`;
  return address.length <= 254 ? address : null;
}

/**
 * Whether a typed address is one we may repeat in a mail to another address
 * (a contract named by its account, which nobody mails to): letters, digits
 * and `. _ % + -` before the @, and a domain of such labels. What an
 * addr-spec allows beyond that (`evil.example/login@x.de`) could read as a link.
 */
export function isPlainEmailAddress(value: string): boolean {
  return /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(value);
}

/**
 * The address with its domain in ASCII, the local part as typed: a domain in
 * another script is shown as what it is (`xn--…`), never as the Latin name it
 * imitates. Null when the domain is no host name.
 */
export function withAsciiDomain(address: string): string | null {
  const at = address.lastIndexOf('@');
  const domain = asciiDomain(address.slice(at + 1));
  return at > 0 && domain ? `${address.slice(0, at)}@${domain}` : null;
}
