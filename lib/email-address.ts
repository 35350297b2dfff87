/**
 * Whether a typed address looks like one: something, an @, a domain with a dot.
 * The mail server has the last word; this only catches slips before sending.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
