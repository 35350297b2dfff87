import type { Country } from '@/lib/countries/countries';

// Spelling is words, so the copy owns it: how each country of the table
// writes German. A new row of the table does not compile until it is named here.
const SPELLING = { DE: 'standard', CH: 'swiss' } as const satisfies Record<
  Country,
  'standard' | 'swiss'
>;

// Swiss typography quotes with guillemets: „…“ becomes «…».
const respell = (text: string) =>
  text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS').replace(/„/g, '«').replace(/“/g, '»');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const swiss = (country: Country) => SPELLING[country] === 'swiss';

/**
 * Swiss Standard German has no ß and quotes with «…»: every text of a country
 * with Swiss spelling goes through this. The `keep` strings (names and
 * addresses from configuration: legal data) stay as written wherever they
 * occur in the text.
 */
export function localizeSpelling(
  text: string,
  country: Country,
  keep: readonly string[] = [],
): string {
  if (!swiss(country)) return text;
  const kept = keep.filter((value) => value !== '' && text.includes(value));
  if (kept.length === 0) return respell(text);
  // Longest first, so a value inside another kept value does not split it.
  const pattern = new RegExp(
    kept
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  let result = '';
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    result += respell(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + respell(text.slice(from));
}

/** Applies the country's spelling to every string inside a value, except the `keep` strings. */
export function localizeDeep<T>(value: T, country: Country, keep: readonly string[] = []): T {
  if (!swiss(country)) return value;
  if (typeof value === 'string') return localizeSpelling(value, country, keep) as T;
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, country, keep)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localizeDeep(item, country, keep)]),
    ) as T;
  }
  return value;
}
