import { notFound } from 'next/navigation';
import { countryFromSegment } from '@/lib/country';
import type { Country } from '@/lib/site';

export type CountryParams = { params: Promise<{ country: string }> };

/** The country of a `[country]` route; any other segment is a 404. */
export async function countryOf({ params }: CountryParams): Promise<Country> {
  const country = countryFromSegment((await params).country);
  if (!country) notFound();
  return country;
}
