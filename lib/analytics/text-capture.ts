// What Amplitude's autocapture must never send as element text or attribute.
// The SDK already masks a card number (only the first one in a text), US social security numbers and e-mail addresses, cuts text at 255
// and attributes at 128 characters, and skips password and hidden inputs.
// What it lacks are the identifiers of our two countries and repeated card
// numbers; these go to its own `maskTextRegex` option. Global flags, so that
// every occurrence in a text is masked, not only the first.

export const TEXT_MASK_PATTERNS: RegExp[] = [
  // Payment card numbers: 13 to 19 digits, grouped by spaces or dashes.
  /\b\d(?:[ -]?\d){12,18}\b/g,
  // Swiss AHV/AVS number: 756.1234.5678.97, with or without separators.
  /\b756[. ]?\d{4}[. ]?\d{4}[. ]?\d{2}\b/g,
  // German tax id (Steuer-IdNr.): 11 digits, often grouped 2-3-3-3.
  /\b\d{2} ?\d{3} ?\d{3} ?\d{3}\b/g,
  // German identity card and passport numbers: 9 characters from the official
  // alphabet, at least one digit (so ordinary capitalised words pass).
  /\b(?=[A-Z]*\d)[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\b/g,
  // IBAN (DE: 22 characters, CH: 21), grouped by fours or not.
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b/g,
];
