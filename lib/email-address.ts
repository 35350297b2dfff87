/**
 * Whether a typed address looks like one: something, an @, a domain with a dot.
 * The mail server has the last word; this only catches slips before sending.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * Whether a typed address is one we may repeat in a mail to another address:
 * letters, digits and `. _ % + -` before the @, and a domain of such labels.
 * What the looser rule above lets through (`https://…/x@y.de`, markup, a
 * phone number in quotes) would carry a link or a message to its reader.
 */
export function isPlainEmailAddress(value: string): boolean {
  return /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(value);
}
