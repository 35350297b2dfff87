import { notFound } from 'next/navigation';
import { COUNTRIES, type Country } from '@/lib/countries/countries';
import { countryFromSegment, countrySegment } from '@/lib/countries/country-rules';

export type CountryParams = { params: Promise<{ country: string }> };

/** The country of a `[country]` route; any other segment is a 404. */
export async function countryOf({ params }: CountryParams): Promise<Country> {
  const country = countryFromSegment((await params).country);
  if (!country) notFound();
  return country;
}

/** Static params of every `[country]` route: every country of the table is prerendered. */
export function countryStaticParams() {
  return COUNTRIES.map((country) => ({ country: countrySegment(country) }));
}
